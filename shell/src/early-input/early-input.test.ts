import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const script = fs.readFileSync(path.join(import.meta.dirname, 'early-input.js'), 'utf8');

/** Types into a field the way a browser reports it: the value changes, then an input event. */
function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the early input script', () => {
  let section: HTMLElement;
  let phone: HTMLInputElement;
  let seen: string[];

  // Once, as the page runs it: its listeners stay on the document.
  beforeAll(() => {
    new Function(script)();
  });

  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute('data-app-ready');
    document.body.innerHTML = '<div data-deferred-section=""><form><input name="phone" /></form></div>';
    section = document.querySelector('[data-deferred-section]')!;
    phone = document.querySelector('input')!;
    seen = [];
    // Stands in for the hydrated form: it records every value it is given.
    phone.addEventListener('input', () => seen.push(phone.value));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a field what was typed before its code arrived, once the field is hydrated', () => {
    type(phone, '20');
    seen = [];
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([]);

    document.documentElement.setAttribute('data-app-ready', 'true');
    section.setAttribute('data-hydrated', 'true');
    vi.advanceTimersByTime(100);
    expect(phone.value).toBe('20');
    expect(seen.at(-1)).toBe('20');
  });

  it('keeps the text the visitor has selected when it hands the field its value, so typing replaces it', () => {
    type(phone, '2025550143');
    phone.focus();
    phone.setSelectionRange(0, 10);

    document.documentElement.setAttribute('data-app-ready', 'true');
    section.setAttribute('data-hydrated', 'true');
    vi.advanceTimersByTime(100);
    expect(seen.at(-1)).toBe('2025550143');
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([0, 10]);
  });

  it('keeps what the visitor typed after the field was hydrated instead of replaying an older value', () => {
    type(phone, '2');
    document.documentElement.setAttribute('data-app-ready', 'true');
    section.setAttribute('data-hydrated', 'true');
    // The next keystroke reaches the hydrated field before the held one is handed over.
    type(phone, '20');
    vi.advanceTimersByTime(200);
    expect(phone.value).toBe('20');
    expect(seen).toEqual(['2', '20']);
  });

  it('hands what was typed and sent over to the form React renders in place of the server HTML', () => {
    document.body.innerHTML =
      '<div data-deferred-section=""><form data-form="host"><input name="email" /><input type="checkbox" name="terms" value="yes" /></form></div>';
    const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    type(email, 'ana@example.com');
    document.querySelector<HTMLInputElement>('input[name="terms"]')!.click();
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    // React gave up the server HTML and rendered the section afresh, with empty fields.
    section = document.querySelector('[data-deferred-section]')!;
    section.innerHTML = '<form data-form="host"><input name="email" /><input type="checkbox" name="terms" value="yes" /></form>';
    const form = section.querySelector('form')!;
    const sent: Record<string, FormDataEntryValue>[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(Object.fromEntries(new FormData(form)));
    });
    document.documentElement.setAttribute('data-app-ready', 'true');
    section.setAttribute('data-hydrated', 'true');
    vi.advanceTimersByTime(200);
    expect(sent).toEqual([{ email: 'ana@example.com', terms: 'yes' }]);
  });

  it('keeps every event of an early press from the page, and presses the button in full once the page is hydrated', async () => {
    document.body.innerHTML = '<div id="root"><button type="button" aria-label="Open menu"></button></div>';
    const page = document.getElementById('root')!;
    const button = page.querySelector('button')!;
    const reached: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'pointerup', 'mouseup', 'click']) {
      page.addEventListener(type, () => reached.push(type));
    }
    // A tap as the browser reports it, before the site's code has hydrated the page.
    const init = { bubbles: true, cancelable: true };
    button.dispatchEvent(new PointerEvent('pointerdown', init));
    button.dispatchEvent(new Event('touchstart', init));
    button.dispatchEvent(new MouseEvent('mousedown', init));
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    button.dispatchEvent(new PointerEvent('pointerup', init));
    button.dispatchEvent(new MouseEvent('mouseup', init));
    button.click();
    vi.advanceTimersByTime(200);
    expect(reached).toEqual([]);

    // Handed over when the page is marked hydrated, without waiting for the next check.
    document.documentElement.setAttribute('data-app-ready', 'true');
    await Promise.resolve();
    expect(reached).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);

    // Once hydrated, a press reaches the page as it is.
    reached.length = 0;
    button.dispatchEvent(new PointerEvent('pointerdown', init));
    button.click();
    expect(reached).toEqual(['pointerdown', 'click']);
  });
});
