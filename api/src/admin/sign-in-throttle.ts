import { ipKeyGenerator } from 'express-rate-limit';
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
 * Admin sign-in attempts per client, counted in the database so every API process sees the
 * same count. Each attempt is counted before its password is checked, in the same statement
 * that takes the lock, so parallel guesses cannot all be checked: from maxFailures attempts
 * sign-in is locked for firstLockMs, doubling with every further attempt, and a success
 * clears the count.
 */
export class SignInThrottle {
  constructor(
    private readonly repository: AdminSessionsRepository,
    private readonly settings: ThrottleSettings,
  ) {}

  /** Counts an attempt of `client`: 0 when its password may be checked, else milliseconds until it may try again. */
  async admit(client: string, now = new Date()): Promise<number> {
    const { windowMs, maxFailures, firstLockMs, maxLockMs } = this.settings;
    const lockFor = (attempts: number) =>
      attempts < maxFailures ? null : new Date(now.getTime() + Math.min(maxLockMs, firstLockMs * 2 ** (attempts - maxFailures)));
    // Past this many attempts every lock is maxLockMs.
    const lockSteps = maxFailures + Math.ceil(Math.log2(maxLockMs / firstLockMs));
    const attempts = await this.repository.countAttempt(client, now, new Date(now.getTime() - windowMs), lockFor, lockSteps);
    if (attempts !== undefined) return 0;
    const until = await this.repository.lockedUntil(client);
    // A lock that ended between the two reads: the next attempt is counted as usual.
    return Math.max(1000, (until?.getTime() ?? 0) - now.getTime());
  }

  async recordSuccess(client: string): Promise<void> {
    await this.repository.clearFailures(client);
  }
}

/**
 * The key an address is counted under: an IPv6 client usually holds a whole /64, so its
 * attempts count together; an IPv4 address (also when mapped into IPv6) is its own.
 */
export function clientKey(address: string): string {
  return ipKeyGenerator(address, 64);
}

/** "45 seconds", "1 minute", "15 minutes": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
