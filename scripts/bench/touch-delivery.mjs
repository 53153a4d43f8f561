// How long Chromium's DevTools held a tap before it sent it to the page.
//
// A touch dispatched over the DevTools protocol (Input.dispatchTouchEvent, as the bench and
// Playwright tap) is stamped when the command arrives, then held until the page's renderer has caught
// up with a frame: the browser waits for the renderer before it sends such a touch on. A
// finger's touch is sent on at once. The hold counts in the Event Timing entry's input delay,
// and it is long exactly when the page is busy, right after load: 17–57 ms in traced taps on
// /drivers and / at 4× CPU, with the browser's UI thread idle meanwhile. Keys are not held
// (Input.dispatchKeyEvent is sent on at once).
//
// The browser's input trace says when each happened: the input's latency record begins at its
// timestamp, and a latency flow step marks when the browser sent it to the renderer.

/** Trace categories with the input latency records and their steps, and little else. */
const CATEGORIES = ['latencyInfo'];

/**
 * Starts recording the browser's input trace on a page driven over the bare protocol
 * (plain-browser.mjs).
 */
export async function startDeliveryTrace(page) {
  await page.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
}

/**
 * Stops the recording and returns how long the first touch recorded was held before the
 * browser sent it to the page, in ms: 0 for a key or when no touch was recorded.
 */
export async function stopDeliveryTrace(page) {
  const events = [];
  const stopCollecting = page.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => {
    const stop = page.on('Tracing.tracingComplete', () => resolve(stop()));
  });
  await page.send('Tracing.end');
  await complete;
  stopCollecting();
  return heldFor(events);
}

/** The hold of the first input in a trace's events, in ms (see stopDeliveryTrace). */
function heldFor(events) {
  const first = events.filter((event) => event.name.startsWith('InputLatency::') && event.ph === 'b').sort((a, b) => a.ts - b.ts)[0];
  if (!first?.name.startsWith('InputLatency::Touch')) return 0;
  const sent = events
    .filter(
      (event) => event.name === 'LatencyInfo.Flow' && event.args?.chrome_latency_info?.step === 'STEP_SEND_INPUT_EVENT_UI' && event.ts >= first.ts,
    )
    .sort((a, b) => a.ts - b.ts)[0];
  return sent ? (sent.ts - first.ts) / 1000 : 0;
}
