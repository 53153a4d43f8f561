// One render process: it loads the shell's built renderer (its file URL is the first
// argument) and answers each render request the site writes to its standard input (one JSON
// line: { id, request }) with one JSON line on file descriptor 3: { id, result } with the
// rendered page, or { id, error } with what stopped the render. The site starts it with an
// empty environment, under Node's permission model (reads: this file, the renderer, its
// packages and the render cache; writes: the render cache; no child processes, threads or
// addons).
import net from 'node:net';

// Signals: this process may still ask whether a process is alive (signal 0), as the render
// cache's clean-up does, but never sends one. A render can neither stop the site nor open
// its inspector (SIGUSR1), whatever code it runs.
const signal = process._kill.bind(process);
Object.defineProperty(process, '_kill', {
  value: (pid, sig) => (sig === 0 ? signal(pid, 0) : -1),
  writable: false,
  configurable: false,
});
Object.defineProperty(process, '_debugProcess', {
  value: () => {
    throw new Error('A render process sends no signals');
  },
  writable: false,
  configurable: false,
});

const answers = new net.Socket({ fd: 3, readable: false });
const answer = (message) => answers.write(`${JSON.stringify(message)}\n`);

// Requests that arrive while the renderer loads wait for it.
const renderer = import(process.argv[2]);

async function render(line) {
  let id;
  try {
    const message = JSON.parse(line);
    id = message.id;
    const { renderPage } = await renderer;
    answer({ id, result: await renderPage(message.request) });
  } catch (error) {
    answer({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

let received = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  received += chunk;
  for (let end = received.indexOf('\n'); end >= 0; end = received.indexOf('\n')) {
    void render(received.slice(0, end));
    received = received.slice(end + 1);
  }
});
// The site is gone: so is this process.
process.stdin.on('end', () => process.exit(0));

renderer.then(
  () => answer({ ready: true }),
  (error) => {
    console.error('The renderer could not be loaded', error);
    process.exit(1);
  },
);
