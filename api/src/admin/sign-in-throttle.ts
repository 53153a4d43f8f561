import type { AdminSessionsRepository } from '../storage';

export interface ThrottleSettings {
  /** Failures are counted over this window. */
  windowMs: number;
  /** From this many failures in the window, each further failure locks sign-in for longer. */
  maxFailures: number;
  /** The first lock; it doubles with each further failure, up to maxLockMs. */
  firstLockMs: number;
  maxLockMs: number;
}

/**
 * Failed admin sign-ins per client address, counted in the database so every API process
 * sees the same count: after maxFailures failures sign-in is locked for firstLockMs,
 * doubling with every further failure.
 */
export class SignInThrottle {
  constructor(
    private readonly repository: AdminSessionsRepository,
    private readonly settings: ThrottleSettings,
  ) {}

  /** Milliseconds until `client` may try again; 0 when it may now. */
  async waitFor(client: string, now = new Date()): Promise<number> {
    const until = await this.repository.lockedUntil(client);
    return until ? Math.max(0, until.getTime() - now.getTime()) : 0;
  }

  async recordFailure(client: string, now = new Date()): Promise<void> {
    const { windowMs, maxFailures, firstLockMs, maxLockMs } = this.settings;
    const failures = await this.repository.recordFailure(client, now, new Date(now.getTime() - windowMs));
    if (failures < maxFailures) return;
    const lockMs = Math.min(maxLockMs, firstLockMs * 2 ** (failures - maxFailures));
    await this.repository.lockUntil(client, new Date(now.getTime() + lockMs));
  }

  async recordSuccess(client: string): Promise<void> {
    await this.repository.clearFailures(client);
  }
}

/** "45 seconds", "1 minute", "15 minutes": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
