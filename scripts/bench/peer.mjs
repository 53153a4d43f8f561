// Section "peer": what federation costs a first visit. The same pages built as ONE ordinary Vite
// bundle (scripts/bench/peer/, built into .bench/peer, never shipped) and served by the same
// site server with the same server rendering, against the federated build, in one run:
// Lighthouse's mobile run on each route for both, taking turns, and federated ÷ one bundle.
// BENCH_LIGHTHOUSE_RUNS and BENCH_LIGHTHOUSE_ROUTES apply; BENCH_PORT fixes the ports (the
// federated site on it, the one bundle on the next, Chromium's debugging port on the one after).
// BENCH_PEER_SELF=1 puts the federated build on both sides instead: what the comparison reads
// between two builds that are the same is how finely it can tell them apart.
import path from 'node:path';
import { ensureBuilt, freePort, removeDir, startSite, tempDir } from './site-process.mjs';
import { lighthouseVersion, measureOrigins, selectedRoutes } from './lighthouse.mjs';
import { buildPeer } from './peer/build-peer.mjs';
import { ROOT } from './peer/page-modules.mjs';
import { fixed, heading, kB, ms, saveSection, table } from './report.mjs';

const PEER_DIR = path.join(ROOT, '.bench', 'peer');
const COMPARED = ['scriptBytes', 'scriptRequests', 'lcp', 'tbt', 'scriptTaskBlocking', 'documentTaskBlocking'];

/** federated ÷ one bundle; undefined when the one bundle's figure is zero or missing. */
function ratio(federated, oneBundle) {
  return typeof federated === 'number' && typeof oneBundle === 'number' && oneBundle > 0 ? federated / oneBundle : undefined;
}

/** How each compared figure is headed and printed in the table. */
const COLUMNS = {
  scriptBytes: { heading: 'script bytes', format: kB },
  scriptRequests: { heading: 'scripts', format: fixed },
  lcp: { heading: 'LCP', format: ms },
  tbt: { heading: 'TBT', format: ms },
  scriptTaskBlocking: { heading: 'script tasks', format: ms },
  documentTaskBlocking: { heading: 'document tasks', format: ms },
};

const times = (value) => (value === undefined ? '–' : `${value.toFixed(2)}×`);

/**
 * A table row: for each compared figure, the federated value, the one bundle's and their ratio.
 * @param {string} label
 * @param {(key: string) => { federated?: number, oneBundle?: number, ratio?: number }} figureOf
 */
function comparisonRow(label, figureOf) {
  return [
    label,
    ...COMPARED.flatMap((key) => {
      const { federated, oneBundle, ratio } = figureOf(key);
      const { format } = COLUMNS[key];
      return [format(federated), format(oneBundle), times(ratio)];
    }),
  ];
}

/** Fails unless each route's server HTML holds its own page, not the fallback shown when the page could not be loaded. */
async function expectServerRendered(origin, routes) {
  for (const route of routes) {
    const html = await (await fetch(`${origin}${route}`)).text();
    const state = html.match(/<script type="application\/json" id="ssr-state">([^<]*)<\/script>/)?.[1];
    const page = state ? JSON.parse(state).page : undefined;
    if (!page || page.failed)
      throw new Error(
        `${origin}${route} is not server-rendered from its page (${page ? page.key : 'no render state'}); the comparison would be meaningless.`,
      );
  }
}

const sum = (values) => values.reduce((total, value) => total + (value ?? 0), 0);

/** What the second site serves: the one bundle, or (BENCH_PEER_SELF=1) the federated build again. */
const SECOND_SIDES = {
  oneBundle: {
    heading: 'peer: federated site vs the same pages as one ordinary bundle (Lighthouse mobile)',
    column: 'one',
    ratio: 'federated ÷ one bundle',
    description: 'the shell and every remote page in one Vite build, no Module Federation, served and server-rendered by the same site server',
    section: 'peer',
  },
  self: {
    heading: 'peer, self: the federated site against a second copy of itself (Lighthouse mobile)',
    column: 'again',
    ratio: 'federated ÷ the same federated build on the second site',
    description: 'the federated build again, served by a second site server: the two sides differ only by chance',
    section: 'peerSelf',
  },
};

export async function runPeer() {
  const self = process.env.BENCH_PEER_SELF === '1';
  const second = self ? SECOND_SIDES.self : SECOND_SIDES.oneBundle;
  heading(second.heading);
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const basePort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  await ensureBuilt();
  let buildSeconds;
  if (!self) {
    const started = Date.now();
    const { pages } = await buildPeer(PEER_DIR);
    buildSeconds = (Date.now() - started) / 1000;
    console.log(`one-bundle build of the shell and ${pages} remote pages in ${buildSeconds.toFixed(1)} s (${path.relative(ROOT, PEER_DIR)})`);
  }

  const dataDirs = [tempDir('peer-federated'), tempDir('peer-one-bundle')];
  let federatedSite;
  let oneBundleSite;
  try {
    federatedSite = await startSite({ dataDir: dataDirs[0], port: basePort ?? (await freePort()) });
    oneBundleSite = await startSite({
      dataDir: dataDirs[1],
      port: basePort ? basePort + 1 : await freePort(),
      env: self ? {} : { PUBLIC_DIR: PEER_DIR },
    });
    // A page either build renders as its fallback would compare an error page with a real one.
    for (const site of [federatedSite, oneBundleSite]) await expectServerRendered(site.url, selectedRoutes());
    const measured = await measureOrigins(
      { federated: federatedSite.url, oneBundle: oneBundleSite.url },
      {
        routes: selectedRoutes(),
        runs,
        ...(basePort ? { chromePort: basePort + 2 } : {}),
        onRoute: (label, route) => process.stdout.write(`measured ${route} (${label})\n`),
      },
    );

    const routes = Object.fromEntries(
      Object.keys(measured.federated).map((route) => {
        const federated = measured.federated[route];
        const oneBundle = measured.oneBundle[route];
        return [route, { federated, oneBundle, ratio: Object.fromEntries(COMPARED.map((key) => [key, ratio(federated[key], oneBundle[key])])) }];
      }),
    );
    const all = Object.values(routes);
    // Summed over the routes where both builds have the figure (a route whose runs all failed has none).
    const totals = Object.fromEntries(
      COMPARED.map((key) => {
        const both = all.filter((r) => typeof r.federated[key] === 'number' && typeof r.oneBundle[key] === 'number');
        const federated = sum(both.map((r) => r.federated[key]));
        const oneBundle = sum(both.map((r) => r.oneBundle[key]));
        return [key, { routes: both.length, federated, oneBundle, ratio: ratio(federated, oneBundle) }];
      }),
    );

    console.log(
      `\nLighthouse ${await lighthouseVersion()}, mobile preset, median of ${runs} run(s) per route and build; script bytes as transferred (Brotli, the build's copies); ratio = ${second.ratio}.`,
    );
    table(
      ['route', ...COMPARED.flatMap((key) => [`${COLUMNS[key].heading} fed`, second.column, 'ratio'])],
      [
        ...Object.entries(routes).map(([route, r]) =>
          comparisonRow(route, (key) => ({ federated: r.federated[key], oneBundle: r.oneBundle[key], ratio: r.ratio[key] })),
        ),
        comparisonRow(`all ${all.length} routes`, (key) => totals[key]),
      ],
    );
    console.log(
      "script tasks / document tasks: how far Lighthouse's long tasks ran past 50 ms, by what it attributes them to (a script; or the document's parsing, style, layout and paint, and the unattributed), from first byte to quiet.",
    );
    for (const key of COMPARED) {
      if (totals[key].routes < all.length)
        console.log(`The ${key} total covers ${totals[key].routes} of ${all.length} routes: the others have no completed run on one side.`);
    }
    for (const [label, results] of Object.entries(measured)) {
      for (const [route, r] of Object.entries(results)) {
        if (r.warnings.length) console.log(`Lighthouse warnings on ${route} (${label}): ${r.warnings.join(' | ')}`);
      }
    }
    saveSection(second.section, {
      method: {
        runs,
        preset: 'mobile',
        throttling: 'simulated slow 4G, 4× CPU',
        ratio: `${second.ratio}; "totals" sums the routes where both have the figure before dividing`,
        oneBundle: second.description,
        oneBundleBuildSeconds: buildSeconds,
      },
      routes,
      totals,
    });
  } finally {
    await oneBundleSite?.stop();
    await federatedSite?.stop();
    for (const dir of dataDirs) removeDir(dir);
  }
}
