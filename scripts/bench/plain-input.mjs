// A visitor's taps and keys on a page driven over the bare DevTools protocol
// (plain-browser.mjs), with none of the domains Playwright enables: wait until an element
// shows, tap it, press a key, type a character. As Playwright's do, a tap is a touch at the
// element's centre, once the element shows and nothing covers it there (brought into view
// first), and a key is a key down then up. Unlike Playwright's, a tap does not wait for the
// element to hold still over two frames, and the checks are small functions evaluated at the
// page's frames, not the script of its own that Playwright evaluates in a page the
// first time it looks for an element there.

/* global document, innerWidth, innerHeight -- parts of it run in the page */

/** Virtual key codes of the keys the bench presses that type nothing. */
const KEY_CODES = { ArrowRight: 39, Escape: 27 };

/**
 * The source of a function that runs in the page: it resolves with `check(arg)`'s value at the
 * first animation frame in which that is truthy. Composed as text, since the page's content
 * security policy would refuse to compile `check` from a string there.
 */
const untilInPage = (check) => `(arg) => new Promise((resolve) => {
  const check = ${check};
  const frame = () => {
    const value = check(arg);
    if (value) resolve(value);
    else requestAnimationFrame(frame);
  };
  frame();
})`;

/**
 * Resolves with `check(arg)`'s value once it is truthy in the page, checked at each of its
 * frames; throws `message` after `timeoutMs`. A navigation that replaces the document while it
 * waits is waited through: the check starts again in the new one.
 */
export async function waitInPage(page, check, arg, { timeoutMs, message }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let timer;
    const timedOut = new Promise((resolve) => {
      timer = setTimeout(() => resolve(undefined), deadline - Date.now());
    });
    try {
      const value = await Promise.race([page.evaluate(untilInPage(check), arg), timedOut]);
      if (value) return value;
    } catch (error) {
      // The document it was checking went away (a navigation): check the next one.
      if (!/context|navigated|destroyed/i.test(error.message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 16));
    } finally {
      clearTimeout(timer);
    }
  }
  throw new Error(message);
}

/**
 * Runs in the page: the centre of the `index`th element matching `selector` where a tap there
 * would reach it, or undefined while it does not show or something else covers it. Brought into
 * view first when it is outside the viewport.
 */
export function tapPoint({ selector, index }) {
  const element = document.querySelectorAll(selector)[index];
  if (!element?.checkVisibility()) return undefined;
  let box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return undefined;
  const centre = () => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  let { x, y } = centre();
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    box = element.getBoundingClientRect();
    ({ x, y } = centre());
  }
  const hit = document.elementFromPoint(x, y);
  return hit && element.contains(hit) ? { x, y } : undefined;
}

/**
 * Runs in the page: whether the page has shown (its first contentful paint, `afterPaintMs` or
 * more ago) and the `index`th element matching `selector` shows in it. An element is laid out,
 * and so visible to the DOM, a frame or more before the page's first paint; a visitor sees it
 * only then.
 */
export function shows({ selector, index, afterPaintMs = 0 }) {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return (
    paint !== undefined &&
    performance.now() >= paint.startTime + afterPaintMs &&
    Boolean(document.querySelectorAll(selector)[index]?.checkVisibility())
  );
}

/** A touch at the element's centre: down, then up. */
export async function tap(page, target, { timeoutMs }) {
  const { x, y } = await waitInPage(page, tapPoint, target, {
    timeoutMs,
    message: `${target.selector} (${target.index}) never showed uncovered within ${timeoutMs / 1000} s`,
  });
  await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A key that types nothing (ArrowRight, Escape), down then up. */
export async function pressKey(page, key) {
  const keyCode = KEY_CODES[key];
  if (keyCode === undefined) throw new Error(`pressKey: no key code for ${key}`);
  const event = { key, code: key, windowsVirtualKeyCode: keyCode };
  await page.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...event });
  await page.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
}

/** Each letter of `text` typed as its key, down (with the letter) then up. */
export async function typeLetters(page, text) {
  for (const letter of text) {
    if (!/^[a-z]$/i.test(letter)) throw new Error(`typeLetters: letters only, not ${JSON.stringify(letter)}`);
    const upper = letter.toUpperCase();
    const event = { key: letter, code: `Key${upper}`, windowsVirtualKeyCode: upper.charCodeAt(0) };
    await page.send('Input.dispatchKeyEvent', { type: 'keyDown', ...event, text: letter, unmodifiedText: letter });
    await page.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
  }
}

/** Runs in the page: focuses the `index`th element matching `selector`. */
export function focusElement({ selector, index }) {
  document.querySelectorAll(selector)[index].focus();
}

/** Runs in the page: brings the element into view unless it is wholly in view already. */
export function bringIntoView({ selector, index }) {
  const element = document.querySelectorAll(selector)[index];
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) element.scrollIntoView({ block: 'center' });
}
