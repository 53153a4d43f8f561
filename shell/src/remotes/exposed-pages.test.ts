// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageManifest, remoteDirectory, remoteNames, type RemoteName } from 'shared-ui-site';
import { exposes as marketing } from 'mfe-marketing/expose';
import { exposes as blog } from 'mfe-blog/expose';
import { exposes as driverCheckout } from 'mfe-driver-checkout/expose';
import { exposes as partnerForms } from 'mfe-partner-forms/expose';

const repository = path.resolve(import.meta.dirname, '../../..');
const exposedBy: Record<RemoteName, Record<string, string>> = { marketing, blog, driverCheckout, partnerForms };

/** The page modules in a remote's src/routes/ (`*-page.tsx`, tests aside). */
function pageFilesOf(remote: RemoteName): string[] {
  const routes = path.join(repository, remoteDirectory[remote].folder, 'src', 'routes');
  return fs
    .readdirSync(routes)
    .filter((file) => /-page\.tsx$/.test(file))
    .map((file) => `./src/routes/${file}`);
}

describe.each(remoteNames)('the %s remote and the page manifest', (remote) => {
  const modules = new Set(pageManifest.filter((entry) => entry.remote === remote).map((entry) => `./${entry.module}`));
  const exposed = exposedBy[remote];

  it('exposes every page the manifest names for it', () => {
    expect([...modules].filter((module) => !(module in exposed))).toEqual([]);
  });

  it('exposes no page that is in no manifest entry', () => {
    expect(Object.keys(exposed).filter((module) => !modules.has(module))).toEqual([]);
  });

  it('has a file for every exposed page, and every page file is exposed', () => {
    const files = Object.values(exposed);
    expect(files.filter((file) => !fs.existsSync(path.join(repository, remoteDirectory[remote].folder, file)))).toEqual([]);
    expect(pageFilesOf(remote).filter((file) => !files.includes(file))).toEqual([]);
  });
});
