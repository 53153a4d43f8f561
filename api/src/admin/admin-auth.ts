import { createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer | string, keyLength: number) => Promise<Buffer>;

const HASH_BYTES = 32;
/**
 * Fixed context for the session signing key: every API replica derives the same key from
 * the same ADMIN_PASSWORD, and a new password invalidates every session. scrypt (not a
 * fast hash) so a captured cookie cannot be used to guess the password quickly.
 */
const SIGNING_KEY_CONTEXT = 'minibar admin session signing key v1';
const TOKEN_VERSION = 'v1';

export interface AdminSession {
  token: string;
  expiresAt: Date;
}

export interface AdminAuth {
  /** Constant-time comparison of scrypt hashes; the same work for a right and a wrong password. */
  passwordMatches(attempt: string): Promise<boolean>;
  startSession(now?: Date): AdminSession;
  /** The session's expiry when the token is genuine and unexpired, else undefined. */
  sessionExpiry(token: string | undefined, now?: Date): Date | undefined;
}

function signature(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

/** Hashes the password once at start-up with a random salt; attempts are hashed with the same salt. */
export function createAdminAuth(password: string, sessionTtlMs: number): AdminAuth {
  const salt = randomBytes(16);
  const passwordHash = scryptSync(password, salt, HASH_BYTES);
  const signingKey = scryptSync(password, SIGNING_KEY_CONTEXT, HASH_BYTES);

  return {
    async passwordMatches(attempt) {
      const attemptHash = await scryptAsync(attempt, salt, HASH_BYTES);
      return timingSafeEqual(attemptHash, passwordHash);
    },

    startSession(now = new Date()) {
      const expiresAt = new Date(now.getTime() + sessionTtlMs);
      // The expiry is inside the signed value; the nonce makes each session's token unique.
      const body = `${TOKEN_VERSION}.${expiresAt.getTime().toString(36)}.${randomBytes(12).toString('base64url')}`;
      return { token: `${body}.${signature(signingKey, body).toString('base64url')}`, expiresAt };
    },

    sessionExpiry(token, now = new Date()) {
      const parts = token?.split('.') ?? [];
      if (parts.length !== 4 || parts[0] !== TOKEN_VERSION) return undefined;
      const body = parts.slice(0, 3).join('.');
      const given = Buffer.from(parts[3]!, 'base64url');
      const expected = signature(signingKey, body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const expiresAt = new Date(parseInt(parts[1]!, 36));
      return expiresAt.getTime() > now.getTime() ? expiresAt : undefined;
    },
  };
}
