// One render thread: it loads the shell's built renderer and answers each render request
// posted to it with the rendered page, or with the error that stopped the render. It
// starts with an empty environment, so a remote's server code never sees the site's secrets.
import { parentPort, workerData } from 'node:worker_threads';

const { renderPage } = await import(workerData.rendererUrl);

parentPort.on('message', async ({ id, request }) => {
  try {
    const result = await renderPage(request);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
