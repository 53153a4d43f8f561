// How long the page takes to answer one interaction, measured inside the page.
// installInteractionObserver runs in the browser (added to every new document before its own
// scripts, so it observes from the first byte); the bench arms it before each interaction and reads it afterwards.

/* global window, document, requestAnimationFrame -- runs in the page */

/** The events whose count tells whether an interaction reached the page at all. */
export const INPUT_EVENTS = ['pointerdown', 'click', 'keydown'];

/** Runs in the page before any of its scripts. Keep it self-contained: it is serialised. */
export function installInteractionObserver() {
  const state = { events: [], frames: [], errors: [], round: undefined };
  window.__benchInteractions = state;
  // The page's uncaught errors, for the bench to print: no DevTools domain reports them to it.
  window.addEventListener('error', (event) => state.errors.push(event.message));
  window.addEventListener('unhandledrejection', (event) => state.errors.push(String(event.reason?.message ?? event.reason)));
  const observe = (options, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ ...options, buffered: true });
    } catch {
      // An entry type this browser does not know: those figures stay unmeasured.
    }
  };
  const describe = (element) => (element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : undefined);
  const keepEvent = (entry) =>
    state.events.push({
      name: entry.name,
      entryType: entry.entryType,
      interactionId: entry.interactionId,
      startTime: entry.startTime,
      duration: entry.duration,
      processingStart: entry.processingStart,
      processingEnd: entry.processingEnd,
      target: describe(entry.target),
    });
  // The browser reports events of 16 ms or more (its lowest threshold); the first input always.
  observe({ type: 'event', durationThreshold: 16 }, keepEvent);
  observe({ type: 'first-input' }, keepEvent);
  // Long animation frames (50 ms or more) and the scripts that ran in them: who held the page.
  observe({ type: 'long-animation-frame' }, (frame) =>
    state.frames.push({
      startTime: frame.startTime,
      duration: frame.duration,
      // Where the frame's own rendering began, and its style and layout within that.
      renderStart: frame.renderStart,
      styleAndLayoutStart: frame.styleAndLayoutStart,
      scripts: frame.scripts.map((script) => ({
        forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
        invoker: script.invoker,
        sourceURL: script.sourceURL,
        sourceFunctionName: script.sourceFunctionName,
        startTime: script.startTime,
        duration: script.duration,
      })),
    }),
  );

  const counts = () => Object.fromEntries(['pointerdown', 'click', 'keydown'].map((type) => [type, performance.eventCounts.get(type) ?? 0]));
  const visible = (element) => Boolean(element) && !element.hidden && element.checkVisibility();
  const outputOf = (element) => document.querySelector(`output[for="${element.id}"]`)?.textContent;
  const controlled = (element) => document.getElementById(element.getAttribute('aria-controls'));
  /** What each interaction changes on screen, given the element's state before it. */
  const effects = {
    dialogOpen: () => visible(document.querySelector('[role="dialog"]')),
    // The slider moved and the value beside its label follows: the page's code took it.
    valueStepped: (element, before) => element.value !== before.value && outputOf(element) !== before.output,
    // The tab is selected, and the panel it controls shows, named by it: the only one showing
    // of the panels its tab list's tabs control (tabs may share one, as the catalogue's do).
    tabSelected: (element) => {
      const panel = controlled(element);
      const tabs = element.closest('[role="tablist"]').querySelectorAll('[role="tab"]');
      const panels = [...new Set([...tabs].map(controlled))].filter(visible);
      return (
        element.getAttribute('aria-selected') === 'true' &&
        panels.length === 1 &&
        panels[0] === panel &&
        panel.getAttribute('aria-labelledby') === element.id
      );
    },
    typed: (element, before, text) => element.value === before.value + text,
    expanded: (element) => element.getAttribute('aria-expanded') === 'true' && visible(controlled(element)),
  };

  // The time of the interaction's first input event, as the browser stamped it.
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown']) {
    window.addEventListener(
      type,
      (event) => {
        if (event.isTrusted && state.round && state.round.inputAt === undefined) state.round.inputAt = event.timeStamp;
      },
      { capture: true, passive: true },
    );
  }

  /**
   * Starts one interaction's round: notes the element's state and the event counts, then
   * watches every frame for its effect.
   */
  state.arm = ({ selector, index, effect, text }) => {
    const find = () => document.querySelectorAll(selector)[index];
    const element = find();
    const before = { value: element?.value, output: element ? outputOf(element) : undefined };
    const round = { armedAt: performance.now(), inputAt: undefined, effectAt: undefined, countsBefore: counts() };
    state.round = round;
    state.effectShows = () => {
      const now = find();
      return Boolean(now) && effects[effect](now, before, text);
    };
    // Checked before each frame paints; the frame's own timestamp can precede the input it handles.
    const watch = () => {
      if (state.round !== round) return;
      if (state.effectShows()) round.effectAt = performance.now();
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  };

  /** The round's figures: its entries and long frames since it was armed, and whether the effect still shows. */
  state.read = () => {
    const round = state.round;
    return {
      ...round,
      countsAfter: counts(),
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      effectStillShows: state.effectShows(),
      events: state.events.filter((entry) => entry.startTime >= round.armedAt),
      frames: state.frames.filter((frame) => frame.startTime + frame.duration >= round.armedAt),
    };
  };
}

/**
 * INP-style latency of a round: entries grouped by interactionId, each interaction's latency
 * the longest of its entries; the round's the longest of its interactions (one, normally).
 * Undefined when the browser reported no entry with an interactionId.
 * @param {Array<{ interactionId: number, duration: number, startTime: number, processingStart: number, processingEnd: number, name: string }>} events
 */
export function worstInteraction(events) {
  const longest = new Map();
  for (const entry of events.filter((e) => e.interactionId > 0)) {
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  if (longest.size === 0) return undefined;
  const worst = [...longest.values()].sort((a, b) => b.duration - a.duration)[0];
  return {
    latency: worst.duration,
    interactions: longest.size,
    event: worst.name,
    // Where the time went: waiting for the main thread, the handlers, then until the next paint.
    inputDelay: worst.processingStart - worst.startTime,
    processing: worst.processingEnd - worst.processingStart,
    presentation: worst.startTime + worst.duration - worst.processingEnd,
    startTime: worst.startTime,
  };
}

/** Why a round has no entry: its input reached the page and was answered in under 16 ms, or it never arrived. */
export function whyNoEntry(countsBefore, countsAfter) {
  const arrived = INPUT_EVENTS.some((type) => countsAfter[type] > countsBefore[type]);
  return arrived
    ? 'the input arrived (performance.eventCounts) and was answered in under 16 ms, the least the browser reports'
    : 'no input event reached the page';
}

const withoutOrigin = (text) => text.replace(/https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?/g, '');

/**
 * The scripts of the long animation frames that overlap [start, end], longest first:
 * '57 ms import.then /remotes/marketing/remoteEntry.js'.
 * @param {Array<{ startTime: number, duration: number, scripts: Array<{ invoker: string, sourceURL: string, sourceFunctionName: string, duration: number }> }>} frames
 */
export function scriptsDuring(frames, start, end, count = 3) {
  return frames
    .filter((frame) => frame.startTime < end && frame.startTime + frame.duration > start)
    .flatMap((frame) => frame.scripts)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((script) => {
      const invoker = withoutOrigin(script.invoker);
      const source = script.sourceURL && withoutOrigin(script.sourceURL) !== invoker ? ` ${withoutOrigin(script.sourceURL)}` : '';
      const name = script.sourceFunctionName ? ` (${script.sourceFunctionName})` : '';
      const forced =
        script.forcedStyleAndLayoutDuration >= 1 ? `, of it forced style and layout ${Math.round(script.forcedStyleAndLayoutDuration)} ms` : '';
      return `${Math.round(script.duration)} ms ${invoker}${source}${name}${forced}`;
    });
}

/** The browser's own rendering (style, layout, paint) in the long animation frames between start and end, in ms. */
export function renderingDuring(frames, start, end) {
  return frames
    .filter((frame) => frame.startTime < end && frame.startTime + frame.duration > start && frame.renderStart > 0)
    .reduce((sum, frame) => sum + frame.startTime + frame.duration - frame.renderStart, 0);
}
