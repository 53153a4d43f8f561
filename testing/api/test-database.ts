import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server `adminUrl` points at, on a connection of its own. */
async function runOnServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database on the server `adminUrl` points at (named `<prefix>_<random>`),
 * its URL, and a way to drop it again.
 */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => runOnServer(adminUrl, `drop database if exists ${name} with (force)`) };
}
