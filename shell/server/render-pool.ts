import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { RenderRequest, RenderResult } from '../src/renderer/render-page';
import { renderProcessArguments } from './render-permissions';

export interface RenderPoolOptions {
  /** The shell's built renderer (shell/dist-server/render-page.js). */
  rendererFile: string;
  /** Render processes. */
  workers: number;
  /** Renders under way at once; past it, render() answers undefined at once. */
  maxConcurrent: number;
  /** A render still running after this is stopped with its process. */
  deadlineMs: number;
  /** Where render processes copy remotes' server code, each into `<pid>-0`. */
  cacheDir: string;
  log: (message: string, error?: unknown) => void;
}

interface Pending {
  resolve: (result: RenderResult | undefined) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface RenderProcess {
  child: ChildProcess;
  /** Its standard input: one JSON line per render request. */
  requests: Writable;
  pending: Map<number, Pending>;
  /** The renderer is loaded: a render sent now starts at once. */
  ready: boolean;
  exited: Promise<void>;
}

type ProcessMessage = { ready: true } | { id: number; result?: RenderResult; error?: string };

const PROCESS_FILE = path.join(import.meta.dirname, 'render-process.mjs');

/** The longest answer a render process may send (a page is tens of kB); one longer ends the process. */
const MAX_ANSWER_CHARS = 32 * 1024 * 1024;

/**
 * The variables a render process gets: only those that change how React and the clock
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

/** Every render process of this site process: none outlives it. */
const liveProcesses = new Set<ChildProcess>();
let endWithSite = false;
function track(child: ChildProcess) {
  liveProcesses.add(child);
  if (!endWithSite) {
    endWithSite = true;
    process.once('exit', () => {
      for (const live of liveProcesses) live.kill('SIGKILL');
    });
  }
}

/**
 * Server rendering in child processes: the site's process never runs a remote's code, and a
 * render process sees neither the site's environment nor its files (render-permissions.ts).
 * A render goes to an idle process first; one past its deadline is stopped by ending its
 * process (a fresh one takes its place at once), so it holds no render of another process;
 * past the concurrency cap a page is rendered in the browser instead.
 */
export function createRenderPool(options: RenderPoolOptions) {
  const slots: Array<RenderProcess | undefined> = Array.from({ length: options.workers }, () => undefined);
  /** Every process of this pool not yet exited, those being stopped included. */
  const running = new Set<RenderProcess>();
  let rendererVersion = '';
  let execArgv: string[] | undefined;
  let nextId = 0;
  let underWay = 0;
  let closed = false;

  const settle = (proc: RenderProcess, id: number, result: RenderResult | undefined) => {
    const pending = proc.pending.get(id);
    if (!pending) return;
    proc.pending.delete(id);
    clearTimeout(pending.timer);
    underWay -= 1;
    pending.resolve(result);
  };

  /**
   * Stops a process; its renders answer undefined (the browser renders those pages) once it
   * has exited, and the site's process stays up until then to remove what it copied.
   */
  const stop = (proc: RenderProcess) => {
    proc.child.ref();
    proc.child.kill('SIGKILL');
  };
  const retire = (index: number, proc: RenderProcess) => {
    if (slots[index] === proc) slots[index] = undefined;
    stop(proc);
  };

  /** What Node may let a render process touch, worked out once per renderer build. */
  const argumentsForBuild = (): string[] => {
    if (!execArgv) {
      const granted = renderProcessArguments(PROCESS_FILE, options.rendererFile, options.cacheDir);
      for (const { folder, link } of granted.refused) {
        options.log(`Render processes may not read ${folder}: its link ${link} leads out of it`);
      }
      execArgv = granted.execArgv;
    }
    return execArgv;
  };

  const start = (index: number): RenderProcess => {
    // Requests go to its standard input, answers come back on descriptor 3, one JSON line each;
    // it shares the site's output for its logs.
    const child = spawn(process.execPath, [...argumentsForBuild(), PROCESS_FILE, pathToFileURL(options.rendererFile).href], {
      env: renderEnvironment(),
      stdio: ['pipe', 'inherit', 'inherit', 'pipe'],
    });
    const requests = child.stdin!;
    const answers = child.stdio[3] as Readable;
    track(child);
    const proc: RenderProcess = {
      child,
      requests,
      pending: new Map(),
      ready: false,
      exited: new Promise((resolve) => child.once('exit', () => resolve())),
    };
    running.add(proc);
    // An idle pool never keeps the site's process running.
    child.unref();
    for (const stream of [requests, answers] as Array<(Readable | Writable) & { unref?: () => void }>) {
      stream.unref?.();
      // A process that is gone: its exit settles what it had.
      stream.on('error', () => {});
    }
    // What a render process sends is read with care: it runs remotes' code. A line that is
    // not an answer is ignored; an answer past the size bound ends the process.
    let received = '';
    answers.setEncoding('utf8');
    answers.on('data', (chunk: string) => {
      received += chunk;
      for (let end = received.indexOf('\n'); end >= 0; end = received.indexOf('\n')) {
        const line = received.slice(0, end);
        received = received.slice(end + 1);
        let message: ProcessMessage | null = null;
        try {
          message = JSON.parse(line) as ProcessMessage | null;
        } catch {
          // Not an answer.
        }
        if (typeof message !== 'object' || message === null) continue;
        if ('ready' in message) {
          proc.ready = true;
          continue;
        }
        if (typeof message.id !== 'number') continue;
        if (message.error !== undefined) options.log('Server render failed', new Error(String(message.error)));
        settle(proc, message.id, message.result);
      }
      if (received.length > MAX_ANSWER_CHARS) {
        options.log('A render process sent an answer past the size bound; it is replaced');
        received = '';
        retire(index, proc);
      }
    });
    child.on('error', (error) => {
      options.log('A render process failed', error);
      retire(index, proc);
    });
    child.once('exit', () => {
      liveProcesses.delete(child);
      running.delete(proc);
      if (slots[index] === proc) slots[index] = undefined;
      // A process ended at its deadline runs no exit hook of its own: its copy of remote code goes here.
      removeCacheFolders(options.cacheDir, child.pid);
      for (const id of [...proc.pending.keys()]) settle(proc, id, undefined);
    });
    slots[index] = proc;
    return proc;
  };

  /** An idle process that has loaded the renderer first, then an idle one still starting, then the least busy. */
  const pick = (): { index: number; proc: RenderProcess } => {
    const load = (proc: RenderProcess | undefined) => (proc ? proc.pending.size * 2 + (proc.ready ? 0 : 1) : 1);
    let best = 0;
    for (let i = 1; i < slots.length; i += 1) {
      if (load(slots[i]) < load(slots[best])) best = i;
    }
    return { index: best, proc: slots[best] ?? start(best) };
  };

  /** A new renderer build ends the processes of the previous one. */
  const followBuild = (version: string) => {
    if (version !== rendererVersion) {
      rendererVersion = version;
      execArgv = undefined;
      slots.forEach((proc, index) => proc && retire(index, proc));
    }
  };

  return {
    /** Starts every process now, so the first pages do not wait for one to load the renderer. */
    warm(version: string) {
      if (closed) return;
      followBuild(version);
      slots.forEach((proc, index) => proc ?? start(index));
    },
    /**
     * The rendered page, or undefined when the cap is reached, the render failed or its
     * deadline passed. `version` changes with the renderer's build: the processes restart on it.
     */
    render(request: RenderRequest, version: string): Promise<RenderResult | undefined> {
      if (closed || underWay >= options.maxConcurrent) return Promise.resolve(undefined);
      followBuild(version);
      const { index, proc } = pick();
      const id = (nextId += 1);
      underWay += 1;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          // Logged without the address: a query string may hold what a visitor typed.
          options.log(`A server render passed ${options.deadlineMs} ms; its process is replaced`);
          retire(index, proc);
          if (!closed && !slots[index]) start(index);
        }, options.deadlineMs);
        proc.pending.set(id, { resolve, timer });
        proc.requests.write(`${JSON.stringify({ id, request })}\n`);
      });
    },
    /** Ends every process; renders under way answer undefined. */
    async close(): Promise<void> {
      closed = true;
      const ending = [...running];
      slots.fill(undefined);
      ending.forEach(stop);
      await Promise.all(ending.map((proc) => proc.exited));
    },
  };
}

/** The folders a render process copied remote code into (`<pid>` or `<pid>-<thread>`). */
function removeCacheFolders(cacheDir: string, pid: number | undefined): void {
  if (pid === undefined) return;
  let entries: string[];
  try {
    entries = fs.readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (new RegExp(`^${pid}(?:-\\d+)?$`).test(entry)) fs.rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
  }
}

export type RenderPool = ReturnType<typeof createRenderPool>;
