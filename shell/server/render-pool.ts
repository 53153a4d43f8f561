import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderRequest, RenderResult } from '../src/server/render-page';

export interface RenderPoolOptions {
  /** The shell's built renderer (shell/dist-server/render-page.js). */
  rendererFile: string;
  /** Render threads. */
  workers: number;
  /** Renders under way at once; past it, render() answers undefined at once. */
  maxConcurrent: number;
  /** A render still running after this is stopped with its thread. */
  deadlineMs: number;
  /** Where render threads copy remotes' server code, each into `<pid>-<thread id>`. */
  cacheDir: string;
  log: (message: string, error?: unknown) => void;
}

interface Pending {
  resolve: (result: RenderResult | undefined) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface RenderThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const WORKER_FILE = path.join(import.meta.dirname, 'render-worker.mjs');

/**
 * The variables a render thread gets: only those that change how React and the clock
 * behave. Secrets (Stripe, admin password, database) never reach a remote's server code.
 */
function renderEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['NODE_ENV', 'TZ']) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  return env;
}

/**
 * Server rendering in worker threads: the request thread never runs a remote's code, a
 * render past its deadline is stopped by ending its thread (a fresh one takes its place),
 * and past the concurrency cap a page is rendered in the browser instead.
 */
export function createRenderPool(options: RenderPoolOptions) {
  const threads: Array<RenderThread | undefined> = Array.from({ length: options.workers }, () => undefined);
  let rendererVersion = '';
  let nextId = 0;
  let underWay = 0;

  const settle = (thread: RenderThread, id: number, result: RenderResult | undefined) => {
    const pending = thread.pending.get(id);
    if (!pending) return;
    thread.pending.delete(id);
    clearTimeout(pending.timer);
    underWay -= 1;
    pending.resolve(result);
  };

  /** Ends a thread: its renders answer undefined (the browser renders those pages). */
  const retire = (index: number, thread: RenderThread) => {
    if (threads[index] === thread) threads[index] = undefined;
    for (const id of [...thread.pending.keys()]) settle(thread, id, undefined);
    const { threadId } = thread.worker;
    void thread.worker.terminate().then(() => {
      // A thread ended at its deadline runs no exit hook of its own: its copy of remote code goes here.
      fs.rmSync(path.join(options.cacheDir, `${process.pid}-${threadId}`), { recursive: true, force: true });
    });
  };

  const start = (index: number): RenderThread => {
    const worker = new Worker(WORKER_FILE, {
      env: renderEnvironment(),
      execArgv: [],
      workerData: { rendererUrl: `${pathToFileURL(options.rendererFile).href}?v=${rendererVersion}` },
    });
    const thread: RenderThread = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (message: { id?: number; result?: RenderResult; error?: string }) => {
      if (message.id === undefined) return;
      if (message.error !== undefined) options.log('Server render failed', new Error(message.error));
      settle(thread, message.id, message.result);
    });
    worker.on('error', (error) => {
      options.log('A render thread stopped', error);
      retire(index, thread);
    });
    worker.on('exit', () => retire(index, thread));
    threads[index] = thread;
    return thread;
  };

  /** The least busy thread, started when there is none in its place. */
  const pick = (): { index: number; thread: RenderThread } => {
    let best = 0;
    for (let i = 1; i < threads.length; i += 1) {
      if ((threads[i]?.pending.size ?? 0) < (threads[best]?.pending.size ?? 0)) best = i;
    }
    return { index: best, thread: threads[best] ?? start(best) };
  };

  /** A new renderer build ends the threads of the previous one. */
  const followBuild = (version: string) => {
    if (version !== rendererVersion) {
      rendererVersion = version;
      threads.forEach((thread, index) => thread && retire(index, thread));
    }
  };

  return {
    /** Starts every thread now, so the first pages do not wait for one to load the renderer. */
    warm(version: string) {
      followBuild(version);
      threads.forEach((thread, index) => thread ?? start(index));
    },
    /**
     * The rendered page, or undefined when the cap is reached, the render failed or its
     * deadline passed. `version` changes with the renderer's build: the threads restart on it.
     */
    render(request: RenderRequest, version: string): Promise<RenderResult | undefined> {
      if (underWay >= options.maxConcurrent) return Promise.resolve(undefined);
      followBuild(version);
      const { index, thread } = pick();
      const id = (nextId += 1);
      underWay += 1;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          // Logged without the address: a query string may hold what a visitor typed.
          options.log(`A server render passed ${options.deadlineMs} ms; its thread is replaced`);
          retire(index, thread);
          if (!threads[index]) start(index);
        }, options.deadlineMs);
        thread.pending.set(id, { resolve, timer });
        thread.worker.postMessage({ id, request });
      });
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
