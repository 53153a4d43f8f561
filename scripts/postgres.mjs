// A throwaway PostgreSQL cluster from the installed server binaries: initdb into a temp
// dir, pg_ctl on a free port (as the postgres user when run as root), removed afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.mjs';
import { execFileSync } from 'node:child_process';

function findBinDir() {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin', ...['16', '17', '14'].map((v) => `/usr/lib/postgresql/${v}/bin`)];
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')));
}

function run(binDir, command, args, asUser) {
  const file = path.join(binDir, command);
  if (asUser) {
    const quoted = [file, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
    return execFileSync('su', [asUser, '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  }
  return execFileSync(file, args, { stdio: 'pipe' });
}

/** Starts a cluster; resolves to { url, stop() } or undefined when PostgreSQL is not installed. */
export async function startPostgres() {
  const binDir = findBinDir();
  if (!binDir) return undefined;
  const asUser = process.getuid?.() === 0 ? 'postgres' : undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-pg-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  if (asUser) execFileSync('chown', ['-R', asUser, dir]);
  const port = await freePort();
  run(binDir, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'], asUser);
  run(
    binDir,
    'pg_ctl',
    [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ],
    asUser,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], asUser);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
