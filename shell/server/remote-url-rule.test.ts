import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteServerConfig } from './config';
import { currentRemotes } from './remotes-config';

/** The site these URLs are checked for: its public origin and one more origin remotes may be served from. */
const site = { PUBLIC_ORIGIN: 'https://www.example.com', REMOTE_ORIGINS: 'https://cdn.example.net' };

const accepted: Array<[string, string]> = [
  ['a path on this site', '/remotes/blog/remoteEntry.js'],
  ['a path on this site with a query', '/remotes/blog/remoteEntry.js?v=3'],
  ['the public origin over https', 'https://www.example.com/forms/remoteEntry.js'],
  ['an origin in REMOTE_ORIGINS over https', 'https://cdn.example.net/blog/remoteEntry.js'],
  ['an origin in REMOTE_ORIGINS written in capitals', 'HTTPS://CDN.EXAMPLE.NET/blog/remoteEntry.js'],
  ['an origin in REMOTE_ORIGINS with a dot written %2E (it is that origin)', 'https://cdn%2Eexample.net/blog/remoteEntry.js'],
  ['a path on this site with dot segments written %2e (it stays on this site)', '/remotes/%2e%2e/blog/remoteEntry.js'],
  ['loopback over http, by address', 'http://127.0.0.1:5001/remoteEntry.js'],
  ['loopback over http, by name', 'http://localhost:5001/blog/remoteEntry.js'],
  ['loopback over http, IPv6', 'http://[::1]:5001/remoteEntry.js'],
];

const refused: Array<[string, string]> = [
  ['another origin over https', 'https://evil.example/remoteEntry.js'],
  ['an origin in REMOTE_ORIGINS over plain http', 'http://cdn.example.net/blog/remoteEntry.js'],
  ['the public origin over plain http', 'http://www.example.com/forms/remoteEntry.js'],
  ['another port of an origin in REMOTE_ORIGINS', 'https://cdn.example.net:8443/blog/remoteEntry.js'],
  ['a host that only starts like loopback', 'http://127.0.0.1.evil.example/remoteEntry.js'],
  ['a host that only starts like localhost', 'http://localhost.evil.example/remoteEntry.js'],
  ['a scheme-relative URL', '//evil.example/remoteEntry.js'],
  ['a scheme-relative URL to an origin in REMOTE_ORIGINS', '//cdn.example.net/blog/remoteEntry.js'],
  ['a path that a backslash turns into another host', '/\\evil.example/remoteEntry.js'],
  ['a path that a tab turns into another host', '/\t/evil.example/remoteEntry.js'],
  ['a path that a line break turns into another host', '/\n/evil.example/remoteEntry.js'],
  ['a path on this site with a control character', '/remotes/blog/remote\u0000Entry.js'],
  ['a URL whose backslash moves the host', 'https://evil.example\\@cdn.example.net/remoteEntry.js'],
  ['an allowed origin as the user name of another host', 'https://cdn.example.net@evil.example/remoteEntry.js'],
  ['an allowed origin with a user name and password', 'https://user:secret@cdn.example.net/blog/remoteEntry.js'],
  ['an allowed origin with a user name', 'https://user@cdn.example.net/blog/remoteEntry.js'],
  ['an allowed origin followed by %2E and another domain', 'https://cdn.example.net%2Eevil.example/remoteEntry.js'],
  ['a path relative to the page', 'remotes/blog/remoteEntry.js'],
  ['a javascript: URL', 'javascript:alert(1)//remoteEntry.js'],
  ['a data: URL', 'data:text/javascript,alert(1)//remoteEntry.js'],
  ["a remote's manifest instead of its entry", 'https://cdn.example.net/blog/mf-manifest.json'],
];

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-remote-url-rule-'));
let fileNumber = 0;
/** The blog's URL as the site takes it from a REMOTES_FILE: the URL, or undefined when the blog is left out. */
function blogFromRemotesFile(url: string): string | undefined {
  fileNumber += 1;
  const file = path.join(directory, `remotes-${fileNumber}.json`);
  fs.writeFileSync(file, JSON.stringify({ blog: url }));
  return currentRemotes(loadSiteServerConfig({ ...site, REMOTES_FILE: file })).blog?.url;
}

beforeAll(() => {
  // A remote left out is logged; the log is not what these tests read.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('where a remote may be served from', () => {
  it.each(accepted)('accepts %s in REMOTE_URL_* and in REMOTES_FILE', (_, url) => {
    expect(loadSiteServerConfig({ ...site, REMOTE_URL_BLOG: url }).remotes.urls.blog).toBe(url);
    expect(blogFromRemotesFile(url)).toBe(url);
  });

  it.each(refused)('refuses %s in REMOTE_URL_* and leaves it out of REMOTES_FILE', (_, url) => {
    expect(() => loadSiteServerConfig({ ...site, REMOTE_URL_BLOG: url })).toThrow(/REMOTE_URL_BLOG/);
    expect(blogFromRemotesFile(url)).toBeUndefined();
  });
});
