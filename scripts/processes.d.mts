export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number | undefined;
  /** The last few kB the process printed (for error messages). */
  log(): string;
  /** Ends the process the hard way (no shutdown handlers run), resolving when it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited after 5 s. */
  stop(): Promise<void>;
}

export function killAllChildren(): void;
export function freePort(): Promise<number>;
export function startServer(args: string[], options: { port: number; env?: Record<string, string>; readyPath: string }): Promise<ServerProcess>;
export function startSite(options: { dataDir: string; env?: Record<string, string>; port?: number; fromSource?: boolean }): Promise<ServerProcess>;
