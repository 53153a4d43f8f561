import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './hash-navigation';

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  document.body.innerHTML = '<header data-site-nav></header>';
  Object.defineProperty(document.querySelector('[data-site-nav]'), 'offsetHeight', { value: 68 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function addSection(id: string, top: number) {
  const section = document.createElement('section');
  section.id = id;
  section.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.appendChild(section);
}

describe('scrollToSection', () => {
  it('scrolls to the section offset by the navigation height plus 20 px, first after 50 ms', () => {
    addSection('pricing', 1000);
    scrollToSection('pricing');
    vi.advanceTimersByTime(49);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1000 - 68 - 20 }));
  });

  it('retries every 100 ms until the section appears', () => {
    scrollToSection('contact');
    vi.advanceTimersByTime(50 + 100 * 3);
    expect(window.scrollTo).not.toHaveBeenCalled();
    addSection('contact', 500);
    vi.advanceTimersByTime(100);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 412 }));
  });

  it('gives up after 10 attempts with a console message only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    scrollToSection('missing');
    vi.advanceTimersByTime(50 + 100 * 8);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('first jumps to the top when the page is scrolled more than 300 px', () => {
    Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
    scrollToSection('pricing');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
