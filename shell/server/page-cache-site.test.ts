import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { remoteDirectory } from '@minibar/site-config';
import { manifestVersion } from './page-cache';
import { builtSites } from '../test/test-site';

/**
 * A stand-in for the shell's renderer that numbers its renders (per render process: the pool
 * has more than one, so its process id is part of the number) and says which remote build it
 * rendered from: the one named by ?built= (a render process that has not yet read a new
 * manifest names the previous build), of the blog or the remote named by ?remote=.
 */
const renderer = `
let renders = 0;
export async function renderPage(request) {
  renders += 1;
  const url = new URL(request.url, 'http://localhost');
  return {
    appHtml: '<main>render ' + process.pid + '.' + renders + '</main>',
    stylesheets: [],
    modulePreloads: [],
    remote: { name: url.searchParams.get('remote') ?? 'blog', version: url.searchParams.get('built') ?? 'unknown' },
    state: { remoteEntries: request.remoteEntries, page: { key: 'blog/blog-list-page', failed: false }, today: '2026-01-01' },
  };
}
`;

const manifest = '{"name":"blog","metaData":{"buildVersion":"1.0.0"}}';

/** A deadline no first render comes near: these tests are not about the render deadline. */
const GENEROUS_DEADLINE = { RENDER_DEADLINE_MS: '30000' };

const openBuiltSite = builtSites();
async function siteWithRemoteBuilds() {
  const site = await openBuiltSite({
    renderer,
    env: GENEROUS_DEADLINE,
    prepare(dir) {
      for (const { folder } of Object.values(remoteDirectory)) {
        fs.mkdirSync(path.join(dir, folder, 'dist'), { recursive: true });
        fs.writeFileSync(path.join(dir, folder, 'dist', 'mf-manifest.json'), manifest);
      }
    },
  });
  return site.app;
}

const rendered = async (app: Awaited<ReturnType<typeof siteWithRemoteBuilds>>, url: string, status = 200) =>
  /<main>(render \d+\.\d+)<\/main>/.exec((await request(app).get(url).expect(status)).text)?.[1];

describe('rendered pages kept for every visitor', () => {
  it('answers a page rendered from the current remote builds from memory the next time', async () => {
    const app = await siteWithRemoteBuilds();
    const url = `/blog?built=${manifestVersion(manifest)}`;
    const first = await rendered(app, url);
    expect(first).toBeDefined();
    expect(await rendered(app, url)).toBe(first);
  });

  it('never keeps a page the renderer made from another build than the remotes serve now', async () => {
    const app = await siteWithRemoteBuilds();
    const first = await rendered(app, '/blog?built=previous-build');
    const second = await rendered(app, '/blog?built=previous-build');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('never keeps the not-found page: each path no page is at is answered 404 and rendered afresh', async () => {
    const app = await siteWithRemoteBuilds();
    const url = `/no-such-page?remote=marketing&built=${manifestVersion(manifest)}`;
    const first = await rendered(app, url, 404);
    const second = await rendered(app, url, 404);
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
  });
});
