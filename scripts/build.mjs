// Builds every remote and the shell (each is its own Vite app), two at a time.
import './require-node.mjs';
import { spawn } from 'node:child_process';

export const apps = ['mfe-marketing', 'mfe-blog', 'mfe-driver-checkout', 'mfe-partner-forms', 'mfe-admin', 'shell'];

// The API alone (`npm start -w api`) runs its own build; the site's server bundles the API.
const servers = ['api'];

function build(app) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', app, '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`Build of ${app} failed:\n${output}`));
    });
  });
}

export async function buildAll(only = apps) {
  const queue = [...only];
  const started = Date.now();
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const t = Date.now();
      await build(app);
      console.log(`built ${app} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll(process.argv.slice(2).length ? process.argv.slice(2) : [...apps, ...servers]).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
