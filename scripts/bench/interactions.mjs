// Section "interactions": how long the site takes to answer a visitor's tap, key or keystroke
// on a phone (INP-style, from the browser's Event Timing entries), right after a page shows and
// once it has settled. The pages are driven without DevTools' Runtime domain, which makes V8
// parse React DOM's module twice during the start-up (plain-browser.mjs); each load is followed
// by one of the same interaction with that domain enabled, as Playwright and Lighthouse
// measure, printed apart. BENCH_INTERACTION_RUNS sets the page loads per interaction,
// BENCH_INTERACTIONS picks some of them by name (floor, menu, slider, tab, typing, faq).

/* global window, document -- parts of it run in the page */
import { ensureBuilt, withSite } from './site-process.mjs';
import { CPU_SLOWDOWN, VIEWPORT } from './page-load.mjs';
import { installInteractionObserver, renderingDuring, scriptsDuring, whyNoEntry, worstInteraction } from './interaction-observer.mjs';
import { launchPlainBrowser } from './plain-browser.mjs';
import { bringIntoView, focusElement, pressKey, shows, tap, typeLetters, waitInPage } from './plain-input.mjs';
import { heading, ms, percentile, saveSection, table } from './report.mjs';
import { startDeliveryTrace, stopDeliveryTrace } from './touch-delivery.mjs';

/** After the shell marks the page ready, this long for it to settle (deferred sections, idle work). */
const IDLE_MS = 2000;
/** After an effect shows, this long for the browser to report the entries of its frames. */
const REPORT_MS = 1000;
const LOAD_TIMEOUT_MS = 60_000;
/** A press before hydration shows its effect only once the page's code has taken it over. */
const EFFECT_TIMEOUT_MS = 30_000;
/** The latency the site aims at for every interaction (printed beside the figures, never judged). */
const TARGET_MS = 100;

const MOMENTS = ['right after load', 'after idle'];

const tapTarget = (page, target) => tap(page, target, { timeoutMs: LOAD_TIMEOUT_MS });
const pressKeyOn = (key) => (page) => pressKey(page, key);
const typeText = (page, target) => typeLetters(page, target.text);
const focus = (page, target) => page.evaluate(focusElement, target);
const TABS = '[aria-label="Product categories"] [role="tab"]';
const FAQ_QUESTIONS = 'h3[data-orientation="vertical"] > button[aria-expanded]';

/**
 * A page with one button and no site code, served by the browser's routing on the site's
 * origin: the same tap there gives the instrument's own latency (the touch pipeline and the
 * frames of a throttled renderer), printed first so the site's figures can be read against it.
 */
const FLOOR_PAGE = `<!doctype html><html lang="en" data-app-ready="true"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px}button{font:inherit;padding:12px 20px}</style>
<button id="question" type="button" aria-expanded="false" aria-controls="answer">Show the answer</button>
<p id="answer" hidden>${'An answer of a few lines. '.repeat(12)}</p>
<button id="again" type="button" aria-expanded="false" aria-controls="again-answer">Show another</button>
<p id="again-answer" hidden>${'Another answer. '.repeat(12)}</p>
<script>
for (const button of document.querySelectorAll('button')) {
  button.addEventListener('click', () => {
    const answer = document.getElementById(button.getAttribute('aria-controls'));
    answer.hidden = !answer.hidden;
    button.setAttribute('aria-expanded', String(!answer.hidden));
  });
}
</script>`;

/**
 * The interactions measured, each twice per load: `targets[0]` right after load, `targets[1]`
 * after idle (another tab, another question, another character, so the second has an effect of
 * its own). `effect` names what must show afterwards (see installInteractionObserver).
 */
export const INTERACTIONS = [
  {
    name: 'floor',
    label: 'tap a button on a page with no site code (floor)',
    route: '/bench-floor',
    fixture: FLOOR_PAGE,
    targets: [{ selector: '#question' }, { selector: '#again' }],
    effect: 'expanded',
    act: tapTarget,
  },
  {
    name: 'menu',
    label: 'open the phone menu',
    route: '/',
    targets: [{ selector: 'button[aria-label="Open menu"]' }, { selector: 'button[aria-label="Open menu"]' }],
    effect: 'dialogOpen',
    act: tapTarget,
    // Closed again before the second press, as a visitor would.
    undo: async (page) => {
      await pressKey(page, 'Escape');
      await waitInPage(page, () => !document.querySelector('[role="dialog"]'), undefined, {
        timeoutMs: EFFECT_TIMEOUT_MS,
        message: `the menu did not close on Escape within ${EFFECT_TIMEOUT_MS / 1000} s`,
      });
    },
  },
  {
    name: 'slider',
    label: 'move a calculator slider (ArrowRight)',
    route: '/',
    targets: [{ selector: '#pricing input[type="range"]' }, { selector: '#pricing input[type="range"]' }],
    effect: 'valueStepped',
    prepare: focus,
    act: pressKeyOn('ArrowRight'),
  },
  {
    name: 'tab',
    label: 'switch a catalogue tab',
    route: '/drivers',
    targets: [
      { selector: TABS, index: 2 },
      { selector: TABS, index: 3 },
    ],
    effect: 'tabSelected',
    act: tapTarget,
  },
  {
    name: 'typing',
    label: 'type a character (contact name)',
    route: '/',
    targets: [
      { selector: 'form[data-form="contact"] [name="name"]', text: 'M' },
      { selector: 'form[data-form="contact"] [name="name"]', text: 'a' },
    ],
    effect: 'typed',
    prepare: focus,
    act: typeText,
  },
  {
    name: 'faq',
    label: 'open an FAQ item',
    route: '/property-manager',
    targets: [
      { selector: FAQ_QUESTIONS, index: 0 },
      { selector: FAQ_QUESTIONS, index: 1 },
    ],
    effect: 'expanded',
    act: tapTarget,
  },
];

function targetOf(interaction, moment) {
  const { index = 0, ...target } = interaction.targets[MOMENTS.indexOf(moment)];
  return { index, ...target };
}

/**
 * Acts on the interaction's element once it shows and the page has shown `afterPaintMs` or more
 * (its first contentful paint), and waits until its effect does.
 * Throws when the effect never shows: a figure must be about an interaction that worked.
 */
async function interact(page, interaction, moment, afterPaintMs = 0) {
  const target = targetOf(interaction, moment);
  await waitInPage(
    page,
    shows,
    { ...target, afterPaintMs },
    {
      timeoutMs: LOAD_TIMEOUT_MS,
      message: `${target.selector} (${target.index}) never showed on ${interaction.route} within ${LOAD_TIMEOUT_MS / 1000} s`,
    },
  );
  await interaction.prepare?.(page, target);
  await page.evaluate((armed) => window.__benchInteractions.arm(armed), { ...target, effect: interaction.effect });
  await interaction.act(page, target);
  await waitInPage(page, () => window.__benchInteractions.round.effectAt !== undefined, undefined, {
    timeoutMs: EFFECT_TIMEOUT_MS,
    message: `"${interaction.label}" ${moment} on ${interaction.route} had no visible effect (${interaction.effect}) within ${EFFECT_TIMEOUT_MS / 1000} s`,
  });
}

const pause = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The figures of the round just played; throws when its effect did not last. */
async function readRound(page, interaction, moment, held) {
  const round = await page.evaluate(() => window.__benchInteractions.read());
  if (!round.effectStillShows) {
    throw new Error(`"${interaction.label}" ${moment} on ${interaction.route}: its effect (${interaction.effect}) showed, then went away`);
  }
  const worst = worstInteraction(round.events);
  const start = round.inputAt ?? round.armedAt;
  return {
    latency: worst?.latency,
    // How long DevTools held the tap before sending it to the page (see touch-delivery.mjs),
    // and the latency without that hold: about what a finger's tap would have measured.
    held: Math.round(held),
    latencyLessHeld: worst ? Math.max(0, worst.latency - held) : undefined,
    noEntry: worst ? undefined : whyNoEntry(round.countsBefore, round.countsAfter),
    worst,
    // From the input's timestamp to the frame that showed the effect: includes, for a press
    // held before hydration, the wait until the page's code replayed it.
    untilEffect: Math.round(Math.max(0, round.effectAt - start)),
    // When the press came, from the navigation's start and from the page's first paint.
    pressedAt: Math.round(start),
    pressedAfterPaint: round.firstContentfulPaint === undefined ? undefined : Math.round(start - round.firstContentfulPaint),
    // The entries that make up interactions (hover and touch events have no interactionId).
    entries: round.events
      .filter((entry) => entry.interactionId > 0)
      .map((entry) => `${entry.entryType === 'first-input' ? 'first-input ' : ''}${entry.name} ${Math.round(entry.duration)} ms`),
    slowScripts: worst && worst.latency > TARGET_MS ? scriptsDuring(round.frames, worst.startTime, worst.startTime + worst.latency) : [],
    // The browser's own style, layout and paint in the same long frames.
    slowRendering:
      worst && worst.latency > TARGET_MS ? Math.round(renderingDuring(round.frames, worst.startTime, worst.startTime + worst.latency)) : undefined,
  };
}

/** Serves `body` as the HTML of `url` from the browser itself (the Fetch domain): no request leaves it. */
async function serveFixture(page, url, body) {
  page.on('Fetch.requestPaused', ({ requestId }) =>
    page.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: 200,
      responseHeaders: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }],
      body: Buffer.from(body).toString('base64'),
    }),
  );
  await page.send('Fetch.enable', { patterns: [{ urlPattern: url }] });
}

/**
 * One fresh load of the interaction's page: the interaction right after load, then after idle.
 * @param {Awaited<ReturnType<typeof launchPlainBrowser>>} browser
 * @param {{ runtimeDomain: boolean, pressAfterPaintMs: number }} options whether DevTools' Runtime
 *   domain is enabled during the load; how long after the page's first paint the press right
 *   after load comes
 */
async function measureLoad(browser, origin, interaction, { runtimeDomain, pressAfterPaintMs }) {
  const page = await browser.newPage({ viewport: VIEWPORT, cpuSlowdown: CPU_SLOWDOWN, runtimeDomain });
  try {
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${installInteractionObserver})()` });
    const url = `${origin}${interaction.route}`;
    if (interaction.fixture) await serveFixture(page, url, interaction.fixture);
    await startDeliveryTrace(page);
    const { errorText } = await page.send('Page.navigate', { url });
    if (errorText) throw new Error(`${url}: ${errorText}`);
    await interact(page, interaction, MOMENTS[0], pressAfterPaintMs);
    const heldRightAfterLoad = await stopDeliveryTrace(page);
    await waitInPage(page, () => document.documentElement.dataset.appReady === 'true', undefined, {
      timeoutMs: LOAD_TIMEOUT_MS,
      message: `${url} was never marked ready within ${LOAD_TIMEOUT_MS / 1000} s`,
    });
    await pause(REPORT_MS);
    const rightAfterLoad = await readRound(page, interaction, MOMENTS[0], heldRightAfterLoad);
    await interaction.undo?.(page);
    // Sections load and hydrate as they come near: the second element is brought into view
    // first, so the page has settled around it before the press.
    await page.evaluate(bringIntoView, targetOf(interaction, MOMENTS[1]));
    await pause(IDLE_MS);
    await startDeliveryTrace(page);
    await interact(page, interaction, MOMENTS[1]);
    const heldAfterIdle = await stopDeliveryTrace(page);
    await pause(REPORT_MS);
    const afterIdle = await readRound(page, interaction, MOMENTS[1], heldAfterIdle);
    const pageErrors = await page.evaluate(() => window.__benchInteractions.errors);
    return { [MOMENTS[0]]: rightAfterLoad, [MOMENTS[1]]: afterIdle, pageErrors };
  } finally {
    await page.close();
  }
}

/** p75 and max of the rounds with an entry (and of the time until the effect showed, of all). */
function summarise(rounds) {
  const latencies = rounds.map((r) => r.latency).filter((l) => l !== undefined);
  const lessHeld = rounds.map((r) => r.latencyLessHeld).filter((l) => l !== undefined);
  const held = rounds.map((r) => r.held);
  const untilEffect = rounds.map((r) => r.untilEffect);
  return {
    p75: percentile(latencies, 75),
    heldP75: percentile(held, 75),
    lessHeldP75: percentile(lessHeld, 75),
    max: latencies.length ? Math.max(...latencies) : undefined,
    withEntry: latencies.length,
    untilEffectP75: percentile(untilEffect, 75),
    pressedAfterPaintMedian: percentile(
      rounds.map((r) => r.pressedAfterPaint).filter((at) => at !== undefined),
      50,
    ),
    untilEffectMax: Math.max(...untilEffect),
    noEntry: [...new Set(rounds.map((r) => r.noEntry).filter(Boolean))],
    rounds,
  };
}

/**
 * How long after the page's first paint the press right after load comes in the `run`th load:
 * 0, 100, 200, 300 and 400 ms in turn, so that the presses fall across the start-up, whose
 * scripts run in the half second or so after the page shows, and not always at one moment of it.
 */
const pressAfterPaint = (run) => (run % 5) * 100;

/** The two ways each interaction is measured, load after load. */
const WAYS = [
  { key: 'plain', runtimeDomain: false, title: 'As a phone without DevTools runs the page:' },
  {
    key: 'withRuntimeDomain',
    runtimeDomain: true,
    title: "The loads just after each of those, with DevTools' Runtime domain enabled (as Playwright and Lighthouse measure):",
  },
];

/** One way's table, its floor, and each latency over the target with where it went. */
function printWay(results, runs, way) {
  console.log(`\n${way.title}`);
  table(
    [
      'interaction',
      'route',
      'when',
      'pressed after paint',
      'p75',
      'max',
      'entries',
      'held p75',
      'p75 less held',
      'until effect p75',
      'until effect max',
    ],
    results.flatMap(({ interaction, ways }) =>
      MOMENTS.map((moment) => {
        const m = ways[way.key][moment];
        return [
          interaction.label,
          interaction.route,
          moment,
          ms(m.pressedAfterPaintMedian),
          m.withEntry ? ms(m.p75) : 'no entry',
          m.withEntry ? ms(m.max) : 'no entry',
          `${m.withEntry}/${runs}`,
          ms(m.heldP75),
          m.withEntry ? ms(m.lessHeldP75) : 'no entry',
          ms(m.untilEffectP75),
          ms(m.untilEffectMax),
        ];
      }),
    ),
  );
  const floor = results.find(({ interaction }) => interaction.fixture);
  if (floor) {
    const figures = MOMENTS.map((moment) => `${ms(floor.ways[way.key][moment].p75)} ${moment}`).join(', ');
    console.log(
      `Floor: the same tap on a page with one button and no site code, in this browser and throttling, p75 ${figures}. Every figure includes it.`,
    );
  }
  for (const { interaction, ways } of results) {
    for (const moment of MOMENTS) {
      const { noEntry, rounds } = ways[way.key][moment];
      if (noEntry.length) console.log(`No entry for "${interaction.label}" ${moment} in some loads: ${noEntry.join('; ')}.`);
      for (const round of rounds.filter((r) => r.latency > TARGET_MS)) {
        const w = round.worst;
        console.log(
          `Over ${TARGET_MS} ms: "${interaction.label}" ${moment}, ${ms(w.latency)} (${w.event}: input delay ${ms(w.inputDelay)} of it held ${ms(round.held)}, handlers ${ms(w.processing)}, to paint ${ms(w.presentation)}); scripts: ${round.slowScripts.join(' | ') || 'none in a long animation frame'}; rendering in long frames ${ms(round.slowRendering)}`,
        );
      }
    }
  }
}

function printTables(results, runs) {
  console.log(
    `\nEvent Timing (durationThreshold 16 ms, plus first-input), latency = longest entry of the interaction; p75 and max of ${runs} load(s);` +
      ` Chromium, ${VIEWPORT.width}×${VIEWPORT.height} touch, ${CPU_SLOWDOWN}× CPU slowdown. Target: p75 ≤ ${TARGET_MS} ms.`,
  );
  for (const way of WAYS) printWay(results, runs, way);
  console.log(
    "\nHeld: how long DevTools held a tap before sending it to the page, waiting for the renderer (a finger's touch is sent on at once);" +
      ' it counts in the latency. "p75 less held" is the p75 of each latency without its hold. Keys are not held.',
  );
  console.log("Pressed after paint: the median time from the page's first contentful paint to the press's first input event.");
}

function selectedInteractions() {
  const only = process.env.BENCH_INTERACTIONS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!only?.length) return INTERACTIONS;
  const unknown = only.filter((name) => !INTERACTIONS.some((i) => i.name === name));
  if (unknown.length) throw new Error(`BENCH_INTERACTIONS: unknown ${unknown.join(', ')}; choose from ${INTERACTIONS.map((i) => i.name).join(', ')}`);
  // The floor always runs: the other figures are read against it.
  return INTERACTIONS.filter((i) => i.fixture || only.includes(i.name));
}

export async function runInteractions() {
  heading('interactions: latency of taps and keys on a phone (4× CPU)');
  const runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
  await ensureBuilt();
  await withSite('interactions', {}, async (site) => {
    const browser = await launchPlainBrowser();
    try {
      const interactions = selectedInteractions();
      // One unmeasured load, so the first figures do not pay for a cold server.
      await measureLoad(browser, site.url, interactions.find((i) => !i.fixture) ?? interactions[0], { runtimeDomain: false, pressAfterPaintMs: 0 });
      const perRun = Object.fromEntries(interactions.map((i) => [i.name, Object.fromEntries(WAYS.map((way) => [way.key, []]))]));
      const pageErrors = new Set();
      // The interactions take turns load by load, so a busy moment of the machine falls on all
      // alike; each load without DevTools' Runtime domain is followed by one with it.
      for (let run = 0; run < runs; run += 1) {
        for (const interaction of interactions) {
          for (const way of WAYS) {
            const load = await measureLoad(browser, site.url, interaction, {
              runtimeDomain: way.runtimeDomain,
              pressAfterPaintMs: pressAfterPaint(run),
            });
            load.pageErrors.forEach((error) => pageErrors.add(`${interaction.route}: ${error}`));
            perRun[interaction.name][way.key].push(load);
          }
        }
        process.stdout.write(`load ${run + 1} of ${runs} measured\n`);
      }
      const results = interactions.map((interaction) => ({
        interaction,
        ways: Object.fromEntries(
          WAYS.map((way) => [
            way.key,
            Object.fromEntries(MOMENTS.map((moment) => [moment, summarise(perRun[interaction.name][way.key].map((load) => load[moment]))])),
          ]),
        ),
      }));
      printTables(results, runs);
      if (pageErrors.size) console.log(`Page errors: ${[...pageErrors].join(' | ')}`);
      saveSection('interactions', {
        method: {
          runs,
          viewport: VIEWPORT,
          touch: true,
          cpuSlowdown: CPU_SLOWDOWN,
          latency: 'Event Timing, durationThreshold 16 ms plus first-input; longest entry per interactionId',
          held: "from the browser's input trace: a tap's timestamp to the browser sending it to the page",
          idleMs: IDLE_MS,
          targetMs: TARGET_MS,
          devTools: 'plain: no Runtime domain; withRuntimeDomain: enabled (as Playwright and Lighthouse)',
        },
        interactions: Object.fromEntries(
          results.map(({ interaction, ways }) => [interaction.name, { label: interaction.label, route: interaction.route, ...ways }]),
        ),
        pageErrors: [...pageErrors],
      });
    } finally {
      await browser.close();
    }
  });
}
