import { act, Suspense, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredSection } from './deferred-section';

function Answers() {
  return (
    <ul>
      <li>Who can apply? Independent cleaners.</li>
    </ul>
  );
}

/** A page as the site's server sends it: the section's HTML in place, marked as a server render. */
function serverRenderedPage(html: string): HTMLElement {
  const state = document.createElement('script');
  state.id = 'ssr-state';
  state.type = 'application/json';
  document.body.append(state);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** The section is near the viewport as soon as it is observed. */
class NearViewport {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}

describe('deferredSection', () => {
  let root: Root | undefined;

  /** Hydrates the section over what the server sends for it: its content, rendered at once, in its boundary. */
  async function hydrateServerRendered(section: ReactElement) {
    const container = serverRenderedPage(
      renderToString(
        <div data-deferred-section="">
          <Suspense>
            <Answers />
          </Suspense>
        </div>,
      ),
    );
    await act(async () => {
      root = hydrateRoot(container, section);
    });
    await act(async () => {});
    return { container, section: container.querySelector<HTMLElement>('[data-deferred-section]')! };
  }

  async function pressInto(section: HTMLElement) {
    await act(async () => {
      section.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await act(async () => {});
  }

  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps the server HTML when its code cannot be fetched, and hydrates once a later try succeeds', async () => {
    const loaded = { default: Answers };
    const load = vi
      .fn<() => Promise<typeof loaded>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loaded);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('IntersectionObserver', NearViewport);
    const Section = deferredSection(load);
    // Near the viewport, the code is wanted, and its fetch fails.
    const { container, section } = await hydrateServerRendered(<Section />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.any(TypeError));
    expect(section.isConnected).toBe(true);
    expect(section.textContent).toContain('Who can apply? Independent cleaners.');
    expect(section).not.toHaveAttribute('data-hydrated');

    // The visitor reaching into the section tries again at once.
    await pressInto(section);
    expect(load).toHaveBeenCalledTimes(2);
    expect(section).toHaveAttribute('data-hydrated', 'true');
    expect(container.textContent).toContain('Who can apply? Independent cleaners.');
  });

  it('loads the code of a part that never responds to the visitor only when the visitor reaches into it', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Answers }));
    vi.stubGlobal('IntersectionObserver', NearViewport);
    const Section = deferredSection(load, { loadWhenNear: false });
    const { section } = await hydrateServerRendered(<Section />);
    expect(load).not.toHaveBeenCalled();
    expect(section.textContent).toContain('Who can apply? Independent cleaners.');

    await pressInto(section);
    expect(load).toHaveBeenCalledTimes(1);
    expect(section).toHaveAttribute('data-hydrated', 'true');
  });

  it('loads the library a section names first, and its own code in a later task', async () => {
    let releaseLibrary = () => {};
    const loadFirst = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          releaseLibrary = resolve;
        }),
    );
    const load = vi.fn(() => Promise.resolve({ default: Answers }));
    vi.stubGlobal('IntersectionObserver', NearViewport);
    const Section = deferredSection(load, { loadFirst });
    const { section } = await hydrateServerRendered(<Section />);
    expect(loadFirst).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();

    // The library is in: the section's code waits for the next task, not for a microtask.
    releaseLibrary();
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(section).toHaveAttribute('data-hydrated', 'true');
    expect(section.textContent).toContain('Who can apply? Independent cleaners.');
  });
});
