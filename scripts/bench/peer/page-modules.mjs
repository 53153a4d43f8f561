// Every page a remote exposes, as `<remote>/<module>` → the absolute path of its source file,
// read from each remote's own list of exposed modules (src/expose.ts), so the one-bundle build
// imports exactly the files the federated site loads.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** Each remote's name in the route table and the folder of its workspace. */
export const REMOTE_FOLDERS = {
  marketing: 'mfe-marketing',
  blog: 'mfe-blog',
  driverCheckout: 'mfe-driver-checkout',
  partnerForms: 'mfe-partner-forms',
  admin: 'mfe-admin',
};

/** @returns {Promise<Record<string, string>>} */
export async function pageModules() {
  const pages = {};
  for (const [remote, folder] of Object.entries(REMOTE_FOLDERS)) {
    const exposeFile = path.join(ROOT, folder, 'src', 'expose.ts');
    const { exposes } = await tsImport(exposeFile, import.meta.url);
    if (!exposes || typeof exposes !== 'object') throw new Error(`${exposeFile} exports no "exposes" object`);
    for (const [key, file] of Object.entries(exposes)) {
      pages[`${remote}/${key.replace(/^\.\//, '')}`] = path.resolve(ROOT, folder, file);
    }
  }
  return pages;
}
