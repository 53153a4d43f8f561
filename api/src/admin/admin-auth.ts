import { createHash, createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { AdminSessionsRepository } from '../storage';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer | string, keyLength: number) => Promise<Buffer>;

const HASH_BYTES = 32;
const SESSION_ID_BYTES = 32;
const TOKEN_VERSION = 'v2';
/** A session's last-seen time is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionTimes {
  /** Absolute lifetime of a session. */
  ttlMs: number;
  /** A session with no request for this long has ended. */
  idleMs: number;
}

export interface AdminSession {
  token: string;
  expiresAt: Date;
}

export interface ActiveSession {
  idHash: string;
  expiresAt: Date;
}

export interface AdminAuth {
  /** Constant-time comparison of scrypt hashes; the same work for a right and a wrong password. */
  passwordMatches(attempt: string): Promise<boolean>;
  startSession(now?: Date): Promise<AdminSession>;
  /** The session when the token is genuine and its record is live (not revoked, expired or idle), else undefined. */
  activeSession(token: string | undefined, now?: Date): Promise<ActiveSession | undefined>;
  /** Revokes the token's session, if it is one. */
  endSession(token: string | undefined, now?: Date): Promise<void>;
  /** Revokes every session; answers how many were live. */
  endAllSessions(now?: Date): Promise<number>;
}

const hashOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/**
 * Admin sessions kept on the server: the cookie carries a random session id signed with a key
 * of SESSION_SECRET and ADMIN_PASSWORD, the database keeps only the id's hash with its expiry, last use and
 * revocation, and every admin request checks that record.
 */
export function createAdminAuth(password: string, sessionSecret: string, sessions: AdminSessionsRepository, times: SessionTimes): AdminAuth {
  const salt = randomBytes(16);
  const passwordHash = scryptSync(password, salt, HASH_BYTES);
  // The signing key depends on the password too: a new ADMIN_PASSWORD ends every session
  // signed under the old one.
  const signingKey = createHmac('sha256', sessionSecret).update(`admin-password.${password}`).digest();
  const sign = (sessionId: string) => createHmac('sha256', signingKey).update(`admin-session.${sessionId}`).digest();

  /** The session id inside a genuine token, else undefined. */
  function sessionIdOf(token: string | undefined): string | undefined {
    const parts = token?.split('.') ?? [];
    if (parts.length !== 3 || parts[0] !== TOKEN_VERSION) return undefined;
    const given = Buffer.from(parts[2]!, 'base64url');
    const expected = sign(parts[1]!);
    return given.length === expected.length && timingSafeEqual(given, expected) ? parts[1] : undefined;
  }

  return {
    async passwordMatches(attempt) {
      const attemptHash = await scryptAsync(attempt, salt, HASH_BYTES);
      return timingSafeEqual(attemptHash, passwordHash);
    },

    async startSession(now = new Date()) {
      const sessionId = randomBytes(SESSION_ID_BYTES).toString('base64url');
      const expiresAt = new Date(now.getTime() + times.ttlMs);
      await sessions.create(hashOf(sessionId), now, expiresAt);
      return { token: `${TOKEN_VERSION}.${sessionId}.${sign(sessionId).toString('base64url')}`, expiresAt };
    },

    async activeSession(token, now = new Date()) {
      const sessionId = sessionIdOf(token);
      if (!sessionId) return undefined;
      const idHash = hashOf(sessionId);
      const stored = await sessions.find(idHash);
      if (!stored || stored.revokedAt) return undefined;
      if (stored.expiresAt.getTime() <= now.getTime()) return undefined;
      const idleFor = now.getTime() - stored.lastSeenAt.getTime();
      if (idleFor >= times.idleMs) return undefined;
      if (idleFor >= TOUCH_EVERY_MS) await sessions.touch(idHash, now);
      return { idHash, expiresAt: stored.expiresAt };
    },

    async endSession(token, now = new Date()) {
      const sessionId = sessionIdOf(token);
      if (sessionId) await sessions.revoke(hashOf(sessionId), now);
    },

    endAllSessions(now = new Date()) {
      return sessions.revokeAll(now);
    },
  };
}
