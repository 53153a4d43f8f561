import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratingServerHtmlProvider, StaticPart } from './static-part';

// act() flushes React's work in these tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rendered = vi.fn();

/** Static content whose component counts its renders. */
function Steps() {
  rendered();
  return (
    <ol>
      <li>Apply online</li>
      <li>Stock the store</li>
    </ol>
  );
}

/** A page with a static part and a control that responds. */
function Page() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <StaticPart>
        <Steps />
      </StaticPart>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
    </section>
  );
}

describe('StaticPart', () => {
  let root: Root | undefined;
  let container: HTMLElement;

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
    rendered.mockClear();
  });

  function serverHtml(): string {
    const html = renderToString(<Page />);
    rendered.mockClear();
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    return html;
  }

  it('renders its content into the server HTML', () => {
    expect(serverHtml()).toContain('<li>Apply online</li>');
    expect(container.querySelector('[data-static-part] ol')).not.toBeNull();
  });

  it('keeps the server HTML when the browser hydrates it, without rendering its components', async () => {
    serverHtml();
    const steps = container.querySelector('ol');
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydratingServerHtmlProvider>
          <Page />
        </HydratingServerHtmlProvider>,
      );
    });
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('ol')).toBe(steps);
    expect(container.textContent).toContain('Stock the store');
    // The rest of the page is hydrated and responds; the static part stays as it was.
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('Pressed 1');
    expect(container.querySelector('ol')).toBe(steps);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders its new content itself once the page moves to another address with the same parts', async () => {
    function Article({ title }: { title: string }) {
      return (
        <StaticPart>
          <h1>{title}</h1>
        </StaticPart>
      );
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<Article title="First article" />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydratingServerHtmlProvider>
          <Article title="First article" />
        </HydratingServerHtmlProvider>,
      );
    });
    const address = window.location.href;
    window.history.pushState(null, '', '/blog/second-article');
    await act(async () =>
      root!.render(
        <HydratingServerHtmlProvider>
          <Article title="Second article" />
        </HydratingServerHtmlProvider>,
      ),
    );
    window.history.replaceState(null, '', address);
    expect([...container.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['Second article']);
  });

  it('renders its content when the browser renders the page itself', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <HydratingServerHtmlProvider>
          <Page />
        </HydratingServerHtmlProvider>,
      );
    });
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector('[data-static-part] li')?.textContent).toBe('Apply online');
  });

  it('hydrates its content like any other part outside a hydrated server page', async () => {
    serverHtml();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    expect(rendered).toHaveBeenCalled();
    expect(container.textContent).toContain('Stock the store');
  });
});
