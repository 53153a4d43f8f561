// `npm run bench [section…]`: prints the site's figures (never judges them) and writes them to
// .bench/results.json. Sections: build, pages, lighthouse, peer, api, durability, ssr, stall, faults, interactions, tasks (none given = all).
// Shorter runs while developing: BENCH_RUNS (page loads per route), BENCH_SECONDS (load
// duration per API measurement), BENCH_ROUTES (comma-separated paths), BENCH_MESSAGES,
// BENCH_INTERACTION_RUNS, BENCH_INTERACTIONS and BENCH_TASK_RUNS.
import './require-node.mjs';
import { runBuild } from './bench/build-size.mjs';
import { runPages } from './bench/page-metrics.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { runPeer } from './bench/peer.mjs';
import { runApi } from './bench/api-throughput.mjs';
import { runDurability } from './bench/durability.mjs';
import { runSsr } from './bench/ssr.mjs';
import { runStall } from './bench/stall.mjs';
import { runFaults } from './bench/faults.mjs';
import { runInteractions } from './bench/interactions.mjs';
import { runTasks } from './bench/tasks.mjs';
import { RESULTS_FILE, saveSection } from './bench/report.mjs';

const sections = {
  build: runBuild,
  pages: runPages,
  lighthouse: runLighthouse,
  peer: runPeer,
  api: runApi,
  durability: runDurability,
  ssr: runSsr,
  stall: runStall,
  faults: runFaults,
  interactions: runInteractions,
  tasks: runTasks,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in sections));
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Choose from: ${Object.keys(sections).join(', ')}.`);
  process.exit(2);
}

let failed = 0;
for (const name of asked.length ? asked : Object.keys(sections)) {
  try {
    await sections[name]();
  } catch (error) {
    // A section that cannot run is reported and recorded; the others still run.
    failed += 1;
    console.error(`\nSection "${name}" could not run: ${error instanceof Error ? error.stack : error}`);
    saveSection(name, { error: error instanceof Error ? error.message : String(error) });
  }
}
console.log(`\nFigures written to ${RESULTS_FILE}.`);
process.exit(failed ? 1 : 0);
