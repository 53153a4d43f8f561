import { fireEvent, render, screen } from '@testing-library/react';
import { Router, type Navigator } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHashLink, useSectionAfterNavigation } from './use-hash-link';

function ContactLink() {
  const follow = useHashLink();
  return (
    <button type="button" onClick={() => follow('#contact')}>
      contact form
    </button>
  );
}

/** The frame around every page, which stays while pages come and go. */
function Frame() {
  useSectionAfterNavigation();
  return null;
}

/**
 * A router whose page changes only when the test says so, as when the next page's code takes
 * a while to arrive. The link is on the legal page only: it is gone once the home page shows.
 */
function renderAt(pathname: string, navigator: Navigator) {
  const page = (at: string) => (
    <Router location={{ pathname: at }} navigator={navigator}>
      <Frame />
      {at === '/privacy' ? <ContactLink /> : null}
    </Router>
  );
  const { rerender } = render(page(pathname));
  return { showPage: (at: string) => rerender(page(at)) };
}

function addContactSection(top: number) {
  const section = document.createElement('section');
  section.id = 'contact';
  section.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.appendChild(section);
}

describe('useHashLink', () => {
  let navigator: Navigator;

  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    navigator = { push: vi.fn(), replace: vi.fn(), go: vi.fn(), createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '')) };
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('from another page goes home, and scrolls to the section 100 ms after the home page shows, however long its code took', () => {
    const { showPage } = renderAt('/privacy', navigator);
    fireEvent.click(screen.getByRole('button', { name: 'contact form' }));
    expect(navigator.push).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/', hash: '#contact' }), undefined, expect.anything());

    // The home page's code is still on its way: longer than the section's own retries last.
    vi.advanceTimersByTime(3000);
    expect(window.scrollTo).not.toHaveBeenCalled();

    showPage('/');
    addContactSection(900);
    vi.advanceTimersByTime(99 + 50);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 900 - 20 }));
  });

  it('forgets the section when the visitor moves to another page before the home page shows', () => {
    const { showPage } = renderAt('/privacy', navigator);
    fireEvent.click(screen.getByRole('button', { name: 'contact form' }));
    showPage('/blog');
    showPage('/');
    addContactSection(900);
    vi.advanceTimersByTime(2000);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
