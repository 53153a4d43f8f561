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

  it('scrolls again when a part of the page above the section has been drawn, not after the visitor scrolled', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div data-deferred-section></div>');
    let top = 600;
    const section = document.createElement('section');
    section.id = 'contact';
    section.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.appendChild(section);
    scrollToSection('contact');
    vi.advanceTimersByTime(50);
    expect(window.scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 600 - 88 }));

    top = 2400;
    document.querySelector('[data-deferred-section]')!.setAttribute('data-hydrated', 'true');
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 2400 - 88 })));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);

    // The visitor scrolls: a section drawn later does not move the window.
    document.body.insertAdjacentHTML('afterbegin', '<div data-deferred-section id="later"></div>');
    scrollToSection('contact');
    vi.advanceTimersByTime(50);
    expect(window.scrollTo).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('wheel'));
    document.getElementById('later')!.setAttribute('data-hydrated', 'true');
    await Promise.resolve();
    vi.advanceTimersByTime(10);
    expect(window.scrollTo).toHaveBeenCalledTimes(3);
  });

  it('first jumps to the top when the page is scrolled more than 300 px', () => {
    Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
    scrollToSection('pricing');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
