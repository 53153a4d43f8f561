import crypto from 'node:crypto';
import fs from 'node:fs';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

let cached: { file: string; mtimeMs: number; hashes: string[] } | undefined;

/** True for a script element the browser runs from its own text (not JSON data, not a file). */
function runsInline(attributes: string): boolean {
  if (/\ssrc=/.test(attributes)) return false;
  const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript';
}

/**
 * The Content-Security-Policy sources ('sha256-…') of the scripts written inline in the
 * shell's page, read from the built page (re-read when it changes): the policy allows
 * exactly those scripts, never inline code in general.
 */
export function inlineScriptHashes(indexFile: string): string[] {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(indexFile);
  } catch {
    return [];
  }
  if (cached?.file === indexFile && cached.mtimeMs === stat.mtimeMs) return cached.hashes;
  const html = fs.readFileSync(indexFile, 'utf8');
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => runsInline(match[1] ?? '') && match[2]!.trim() !== '')
    .map((match) => `'sha256-${crypto.createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  cached = { file: indexFile, mtimeMs: stat.mtimeMs, hashes };
  return hashes;
}
