import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults for the embedded site', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(0);
    expect(config.stripe.secretKey).toBeUndefined();
  });

  it('stops with a message naming the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('reads PostgreSQL, Stripe and proxy settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/site',
      STRIPE_API_HOST: 'localhost',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      TRUST_PROXY: '2',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/site');
    expect(config.stripe).toMatchObject({ apiHost: 'localhost', apiPort: 12111, apiProtocol: 'http' });
    expect(config.trustProxy).toBe(2);
  });

  it('requires a long admin password and a separate session secret of at least 32 bytes', () => {
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short', SESSION_SECRET: secret })).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough password' })).toThrow(/SESSION_SECRET: is required when ADMIN_PASSWORD is set/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough password', SESSION_SECRET: 'x'.repeat(31) })).toThrow(
      /SESSION_SECRET: must be at least 32 bytes/,
    );
    const config = loadConfig({ ADMIN_PASSWORD: 'long enough password', SESSION_SECRET: secret });
    expect(config.admin).toEqual({ sessionSecret: secret, cookieInsecure: false });
    expect(loadConfig({ ADMIN_COOKIE_INSECURE: '1' }).admin.cookieInsecure).toBe(true);
    expect(() => loadConfig({ ADMIN_COOKIE_INSECURE: 'yes' })).toThrow(/ADMIN_COOKIE_INSECURE/);
  });
});
