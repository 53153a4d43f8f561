// Builds whatever has not been built yet, then runs the one-process site (API + shell + remotes).
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { apps, buildAll } from './build.mjs';

const missing = apps.filter((app) => !fs.existsSync(`${app}/dist/${app === 'shell' ? 'index.html' : 'remoteEntry.js'}`));
if (missing.length) {
  console.log(`Building ${missing.join(', ')}…`);
  await buildAll(missing);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
