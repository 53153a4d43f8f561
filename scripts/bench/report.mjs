// Printing figures as aligned tables, and keeping every section's figures in one JSON file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_FILE = path.join('.bench', 'results.json');

/** Prints a section heading. */
export function heading(title) {
  console.log(`\n== ${title} ${'='.repeat(Math.max(0, 74 - title.length))}`);
}

/**
 * Prints rows as a table; numbers are right-aligned, everything else left-aligned.
 * @param {string[]} columns
 * @param {Array<Array<string | number>>} rows
 */
export function table(columns, rows) {
  const cells = [columns, ...rows.map((row) => row.map((cell) => String(cell)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const numeric = columns.map(
    (_, i) =>
      rows.length > 0 && rows.every((row) => typeof row[i] === 'number' || /^[-+]?[\d.,]+( ?[a-zA-Z%×]+)?$/.test(String(row[i])) || row[i] === '–'),
  );
  const line = (row) => row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** 12345 → '12.1 kB' (1 kB = 1024 bytes, as the issues' targets read). */
export function kB(bytes) {
  return bytes === undefined || bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} kB`;
}

/** A duration in milliseconds, or '–' when it was not measured. */
export function ms(value) {
  return value === undefined || value === null ? '–' : `${Math.round(value)} ms`;
}

export function fixed(value, digits = 0) {
  return value === undefined || value === null ? '–' : Number(value).toFixed(digits);
}

/** The middle value (mean of the two middle ones for an even count); undefined for none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The nearest-rank percentile (p75 of 5 values is the 4th smallest); undefined for none. */
export function percentile(values, p) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Replaces one section's figures in the results file, keeping the other sections' last run. */
export function saveSection(name, figures) {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  let results = {};
  try {
    results = JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8'));
  } catch {
    // No earlier results (or unreadable ones): start afresh.
  }
  results[name] = { measuredAt: new Date().toISOString(), ...figures };
  results.machine = machineDescription();
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

function machineDescription() {
  return { node: process.version, platform: process.platform, arch: process.arch, cpus: os.availableParallelism(), cpuModel: os.cpus()[0]?.model };
}
