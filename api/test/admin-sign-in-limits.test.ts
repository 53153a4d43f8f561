import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { clientKey } from '../src/admin/sign-in-throttle';
import { createTestApp } from '@minibar/testing/api-app';

const PASSWORD = 'correct horse battery staple';

describe('admin sign-in limits', () => {
  it('checks at most 10 of 20 parallel guesses and locks the rest out', async () => {
    const t = await createTestApp({ ADMIN_PASSWORD: PASSWORD });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          request(t.app)
            .post('/api/admin/session')
            .send({ password: `wrong-${i}` }),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      await request(t.app).post('/api/admin/session').send({ password: PASSWORD }).expect(429);
    } finally {
      await t.close();
    }
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const t = await createTestApp({ ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '1' });
    try {
      for (let i = 1; i <= 10; i += 1)
        await request(t.app)
          .post('/api/admin/session')
          .set('X-Forwarded-For', `2001:db8:7:9::${i.toString(16)}`)
          .send({ password: `wrong-${i}` })
          .expect(401);
      await request(t.app).post('/api/admin/session').set('X-Forwarded-For', '2001:db8:7:9:ffff::1').send({ password: PASSWORD }).expect(429);
      await request(t.app).post('/api/admin/session').set('X-Forwarded-For', '2001:db8:7:a::1').send({ password: PASSWORD }).expect(200);
    } finally {
      await t.close();
    }
  });

  it('keys IPv4 clients by address and IPv6 clients by /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:7:9:1:2:3:4')).toBe(clientKey('2001:db8:7:9::5'));
    expect(clientKey('2001:db8:7:9::5')).not.toBe(clientKey('2001:db8:7:a::5'));
  });
});

describe('admin sessions and the password', () => {
  it('ends a session signed under the old password once the password changes', async () => {
    const first = await createTestApp({ ADMIN_PASSWORD: PASSWORD });
    try {
      const signIn = await request(first.app).post('/api/admin/session').send({ password: PASSWORD }).expect(200);
      const cookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).find((c) => c.startsWith('minibar_admin_session='))!;
      await request(first.app).get('/api/admin/summary').set('Cookie', cookie).expect(200);

      const samePassword = createApp({ config: first.config, storage: first.storage, logger: pino({ level: 'silent' }) });
      await request(samePassword.app).get('/api/admin/summary').set('Cookie', cookie).expect(200);

      const restarted = createApp({
        config: { ...first.config, adminPassword: 'a new password, long enough' },
        storage: first.storage,
        logger: pino({ level: 'silent' }),
      });
      await request(restarted.app).get('/api/admin/summary').set('Cookie', cookie).expect(401);
    } finally {
      await first.close();
    }
  });
});
