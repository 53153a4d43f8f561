/** How the outbox worker paces itself; tests shorten these. */
export interface NotificationTiming {
  pollIntervalMs: number;
  batchSize: number;
  /** How long a claimed row is held; a worker that dies mid-send frees it after this. */
  leaseMs: number;
  /** Delay after the first failure, doubled each time, capped. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many attempts the row is marked 'failed'. */
  maxAttempts: number;
  /** SMTP connect/greeting/socket timeout; well under the lease. */
  smtpTimeoutMs: number;
}

export const DEFAULT_NOTIFICATION_TIMING: NotificationTiming = {
  pollIntervalMs: 2_000,
  batchSize: 20,
  leaseMs: 2 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 12,
  smtpTimeoutMs: 20_000,
};

/** Exponential backoff: base, 2×base, 4×base … capped at max. */
export function retryDelayMs(attempts: number, timing: Pick<NotificationTiming, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}
