import pino from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { createTestApp, type TestApp } from '@minibar/testing/api-app';
import { asText, parseCsv } from '@minibar/testing/csv-records';

const PASSWORD = 'correct horse battery staple';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '1', SPREADSHEET_ID: 'sheet-123' });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedInAgent(app: TestApp['app'] = t.app) {
  const agent = request.agent(app);
  await agent.post('/api/admin/session').send({ password: PASSWORD }).expect(200);
  return agent;
}

function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('minibar_admin_session='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

describe('admin sign-in', () => {
  it('signs in with the configured password and sets a strict, httpOnly, expiring cookie for the admin API only', async () => {
    const res = await request(t.app).post('/api/admin/session').send({ password: PASSWORD }).expect(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/admin/);
    expect(cookie).toMatch(/Max-Age=28800/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure even behind a TLS proxy it was not told about, unless plain http is allowed for development', async () => {
    expect(sessionCookie(await request(t.app).post('/api/admin/session').send({ password: PASSWORD }).expect(200))).not.toMatch(/Secure/i);
    const production = await createTestApp({ ADMIN_PASSWORD: PASSWORD, ADMIN_COOKIE_INSECURE: '0' });
    try {
      const res = await request(production.app).post('/api/admin/session').send({ password: PASSWORD }).expect(200);
      expect(sessionCookie(res)).toMatch(/; Secure/i);
      const out = await request(production.app).delete('/api/admin/session').expect(204);
      expect(sessionCookie(out)).toMatch(/; Secure/i);
    } finally {
      await production.close();
    }
  });

  it('answers the session probe with 200 whether or not someone is signed in', async () => {
    expect((await request(t.app).get('/api/admin/session').expect(200)).body).toEqual({ signedIn: false });
    const forged = await request(t.app).get('/api/admin/session').set('Cookie', 'minibar_admin_session=v2.c2Vzc2lvbg.c2lnbmF0dXJl').expect(200);
    expect(forged.body).toEqual({ signedIn: false });
    const agent = await signedInAgent();
    const { body } = await agent.get('/api/admin/session').expect(200);
    expect(body).toMatchObject({ signedIn: true, expiresAt: expect.any(String) });
  });

  it('refuses a wrong password with 401 and no cookie', async () => {
    const res = await request(t.app).post('/api/admin/session').send({ password: 'guess' }).expect(401);
    expect(res.body.message).toBe('That password is not correct.');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses every admin read without a session, with a forged one, and with a tampered one', async () => {
    for (const path of ['/api/admin/summary', '/api/admin/submissions?kind=contact', '/api/admin/export/contact.csv', '/api/admin/spreadsheet']) {
      await request(t.app).get(path).expect(401);
      await request(t.app).get(path).set('Cookie', 'minibar_admin_session=v2.c2Vzc2lvbg.c2lnbmF0dXJl').expect(401);
    }
    const res = await request(t.app).post('/api/admin/session').send({ password: PASSWORD }).expect(200);
    const token = sessionCookie(res).split(';')[0]!.split('=')[1]!;
    const [version, id, signature] = token.split('.');
    const otherId = `${id!.slice(0, -1)}${id!.endsWith('A') ? 'B' : 'A'}`;
    await request(t.app).get('/api/admin/summary').set('Cookie', `minibar_admin_session=${token}`).expect(200);
    await request(t.app).get('/api/admin/summary').set('Cookie', `minibar_admin_session=${version}.${otherId}.${signature}`).expect(401);
  });

  it('refuses a cookie from another deployment that shares the password but not the session secret', async () => {
    const other = await createTestApp({ ADMIN_PASSWORD: PASSWORD, SESSION_SECRET: 'another-deployment-secret-of-at-least-32-bytes' });
    try {
      const res = await request(other.app).post('/api/admin/session').send({ password: PASSWORD }).expect(200);
      const cookie = sessionCookie(res).split(';')[0]!;
      await request(other.app).get('/api/admin/summary').set('Cookie', cookie).expect(200);
      await request(t.app).get('/api/admin/summary').set('Cookie', cookie).expect(401);
    } finally {
      await other.close();
    }
  });

  it('ends a session after 30 minutes without a request', async () => {
    const agent = await signedInAgent();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 60_000);
    await agent.get('/api/admin/summary').expect(200);
    vi.setSystemTime(Date.now() + 29 * 60_000);
    await agent.get('/api/admin/summary').expect(200);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    await agent.get('/api/admin/summary').expect(401);
  });

  it('ends a session 8 hours after sign-in however active it is', async () => {
    const agent = await signedInAgent();
    vi.useFakeTimers({ toFake: ['Date'] });
    const signedInAt = Date.now();
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      vi.setSystemTime(signedInAt + minutes * 60_000);
      await agent.get('/api/admin/summary').expect(200);
    }
    vi.setSystemTime(signedInAt + 8 * HOUR + 60_000);
    await agent.get('/api/admin/summary').expect(401);
  });

  it('signs out: the cookie is cleared and a copy of it no longer works', async () => {
    const res = await request(t.app).post('/api/admin/session').send({ password: PASSWORD }).expect(200);
    const copied = sessionCookie(res).split(';')[0]!;
    await request(t.app).get('/api/admin/summary').set('Cookie', copied).expect(200);
    const out = await request(t.app).delete('/api/admin/session').set('Cookie', copied).expect(204);
    expect(sessionCookie(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
    await request(t.app).get('/api/admin/summary').set('Cookie', copied).expect(401);
    expect((await request(t.app).get('/api/admin/session').set('Cookie', copied).expect(200)).body).toEqual({ signedIn: false });
  });

  it('signs out everywhere: every session ends, and only a signed-in admin may ask', async () => {
    const laptop = await signedInAgent();
    const phone = await signedInAgent();
    await request(t.app).delete('/api/admin/sessions').expect(401);
    await phone.get('/api/admin/summary').expect(200);
    await laptop.delete('/api/admin/sessions').expect(204);
    await laptop.get('/api/admin/summary').expect(401);
    await phone.get('/api/admin/summary').expect(401);
    const again = await signedInAgent();
    await again.get('/api/admin/summary').expect(200);
  });

  it('refuses a sign-in or sign-out another site sends', async () => {
    await request(t.app).post('/api/admin/session').set('Sec-Fetch-Site', 'cross-site').send({ password: PASSWORD }).expect(403);
    await request(t.app).post('/api/admin/session').set('Origin', 'https://elsewhere.example').send({ password: PASSWORD }).expect(403);
    await request(t.app).delete('/api/admin/session').set('Sec-Fetch-Site', 'same-site').expect(403);
    await request(t.app).delete('/api/admin/sessions').set('Sec-Fetch-Site', 'cross-site').expect(403);
    const res = await request(t.app)
      .post('/api/admin/session')
      .set('Host', 'admin.test')
      .set('Origin', 'http://admin.test')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ password: PASSWORD })
      .expect(200);
    sessionCookie(res);
  });

  it('counts failed sign-ins across API processes sharing the database and backs off with 429 and Retry-After', async () => {
    const first = await createTestApp({ ADMIN_PASSWORD: PASSWORD });
    try {
      const second = createApp({ config: first.config, storage: first.storage, logger: pino({ level: 'silent' }) });
      const apps = [first.app, second.app];
      for (let i = 0; i < 10; i += 1)
        await request(apps[i % 2]!)
          .post('/api/admin/session')
          .send({ password: `wrong-${i}` })
          .expect(401);
      for (const app of apps) {
        const res = await request(app).post('/api/admin/session').send({ password: PASSWORD }).expect(429);
        expect(res.body.message).toBe('Too many sign-in attempts. Please wait 30 seconds and try again.');
        expect(res.headers['retry-after']).toBe('30');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 31_000);
      await request(second.app).post('/api/admin/session').send({ password: 'wrong-again' }).expect(401);
      const longer = await request(first.app).post('/api/admin/session').send({ password: PASSWORD }).expect(429);
      expect(longer.headers['retry-after']).toBe('60');
      expect(longer.body.message).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
      vi.setSystemTime(Date.now() + 61_000);
      await request(first.app).post('/api/admin/session').send({ password: PASSWORD }).expect(200);
      // A success clears the count.
      await request(second.app).post('/api/admin/session').send({ password: 'wrong-once-more' }).expect(401);
      await request(first.app).post('/api/admin/session').send({ password: PASSWORD }).expect(200);
    } finally {
      await first.close();
    }
  });
});

describe('admin API without ADMIN_PASSWORD', () => {
  it('is off and says how to turn it on', async () => {
    const off = await createTestApp();
    try {
      const res = await request(off.app).get('/api/admin/summary').expect(503);
      expect(res.body.message).toMatch(/Set ADMIN_PASSWORD .* restart/);
      await request(off.app).post('/api/admin/session').send({ password: '' }).expect(503);
      await request(off.app).get('/api/admin/spreadsheet').expect(503);
      // The session probe answers, so the admin page can say the dashboard is off without an error.
      expect((await request(off.app).get('/api/admin/session').expect(200)).body).toEqual({ signedIn: false, turnedOff: true });
    } finally {
      await off.close();
    }
  });
});

describe('admin dashboard API', () => {
  let d: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  const contact = (name: string, message = 'Tell me more.') => ({ name, email: 'dana@example.com', phone: '', message });

  beforeAll(async () => {
    d = await createTestApp({ ADMIN_PASSWORD: PASSWORD });
    agent = await signedInAgent(d.app);
    for (let i = 1; i <= 27; i += 1) await d.context.submissions.save({ kind: 'contact', payload: contact(`Guest ${i}`) });
    await d.context.submissions.save({ kind: 'contact', payload: contact('Sale', 'Is 100% of the kit free?') });
    await d.context.submissions.save({ kind: 'contact', payload: contact("O'Brien", "x' or 1=1 --") });
    await d.context.submissions.save({ kind: 'contact', payload: contact('Under_score', 'a_b') });
    await d.context.submissions.save({ kind: 'host', payload: { firstName: 'Hana' } });
    await d.context.submissions.save({
      kind: 'driver',
      payload: { firstName: 'Pending' },
      status: 'pending_payment',
      paymentIntentId: 'pi_pending_1',
    });
    await d.context.submissions.save({ kind: 'driver', payload: { firstName: 'Paid' }, status: 'paid', paymentIntentId: 'pi_paid_1' });
  });
  afterAll(async () => {
    await d.close();
  });

  it('counts submissions per kind, driver sign-ups by payment state', async () => {
    const { body } = await agent.get('/api/admin/summary').expect(200);
    expect(body.counts.contact).toEqual({ total: 30, byStatus: { received: 30 } });
    expect(body.counts.host.total).toBe(1);
    expect(body.counts.hotel.total).toBe(0);
    expect(body.counts.cleaner.total).toBe(0);
    expect(body.counts.driver).toEqual({ total: 2, byStatus: { pending_payment: 1, paid: 1 } });
    // Only accepted submissions are announced: not the unpaid driver sign-up.
    expect(body.notifications).toMatchObject({ enabled: false, pending: 32, sent: 0, failed: 0 });
  });

  it('lists a kind newest first, 25 to a page', async () => {
    const first = (await agent.get('/api/admin/submissions?kind=contact').expect(200)).body;
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 30, pageCount: 2 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0].payload.name).toBe('Under_score');
    expect(first.items[24].payload.name).toBe('Guest 6');
    expect(first.items[0].notification).toMatchObject({ status: 'pending', attempts: 0 });
    const second = (await agent.get('/api/admin/submissions?kind=contact&page=2').expect(200)).body;
    expect(second.items.map((item: { payload: { name: string } }) => item.payload.name)).toEqual([
      'Guest 5',
      'Guest 4',
      'Guest 3',
      'Guest 2',
      'Guest 1',
    ]);
  });

  it('searches the payload as plain text: SQL and LIKE metacharacters match only themselves', async () => {
    const search = async (q: string) =>
      (await agent.get('/api/admin/submissions').query({ kind: 'contact', q }).expect(200)).body.items.map(
        (item: { payload: { name: string } }) => item.payload.name,
      );
    expect(await search('%')).toEqual(['Sale']);
    expect(await search('_')).toEqual(['Under_score']);
    expect(await search("' or 1=1 --")).toEqual(["O'Brien"]);
    expect(await search('guest 27')).toEqual(['Guest 27']);
    expect(await search('\\')).toEqual([]);
  });

  it('refuses an unknown kind and shows one submission in detail', async () => {
    const refused = await agent.get('/api/admin/submissions?kind=everything&page=0').expect(400);
    expect(Object.keys(refused.body.fieldErrors).sort()).toEqual(['kind', 'page']);
    const [newest] = (await agent.get('/api/admin/submissions?kind=driver').expect(200)).body.items;
    const { body } = await agent.get(`/api/admin/submissions/${newest.id}`).expect(200);
    expect(body).toMatchObject({ kind: 'driver', status: 'paid', payload: { firstName: 'Paid' }, notification: { status: 'pending' } });
    await agent.get('/api/admin/submissions/no-such-id').expect(404);
  });

  it('links the configured spreadsheet to signed-in staff only', async () => {
    await request(t.app).get('/api/admin/spreadsheet').expect(401);
    const staff = await signedInAgent();
    const { body } = await staff.get('/api/admin/spreadsheet').expect(200);
    expect(body).toEqual({ url: 'https://docs.google.com/spreadsheets/d/sheet-123' });
  });

  it('links no spreadsheet when no spreadsheet id is set', async () => {
    const bare = await createTestApp({ ADMIN_PASSWORD: PASSWORD });
    try {
      const staff = await signedInAgent(bare.app);
      const { body } = await staff.get('/api/admin/spreadsheet').expect(200);
      expect(body).toEqual({ url: null });
    } finally {
      await bare.close();
    }
  });
});

describe('CSV export', () => {
  it('escapes per RFC 4180 and neutralises cells a spreadsheet would run as formulas', async () => {
    const e = await createTestApp({ ADMIN_PASSWORD: PASSWORD });
    try {
      const tricky = {
        name: '=HYPERLINK("http://x.example","click")',
        email: '@evil.example',
        phone: '+12025550143',
        message: 'Line one\nsaid "hi", -5\ttab',
      };
      await e.context.submissions.save({ kind: 'contact', payload: tricky });
      const res = await (await signedInAgent(e.app)).get('/api/admin/export/contact.csv').buffer(true).parse(asText).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="contact-submissions.csv"');
      const text = res.body as string;
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text).toContain('"\'=HYPERLINK(""http://x.example"",""click"")"');
      const [header, row] = parseCsv(text);
      expect(header).toEqual(['id', 'receivedAt', 'status', 'notification', 'name', 'email', 'phone', 'message']);
      expect(row!.slice(2)).toEqual(['received', 'pending', `'${tricky.name}`, "'@evil.example", "'+12025550143", tricky.message]);
    } finally {
      await e.close();
    }
  });

  it('streams an export of many rows in order, every row once', async () => {
    const e = await createTestApp({ ADMIN_PASSWORD: PASSWORD });
    try {
      const count = 1_234;
      await Promise.all(
        Array.from({ length: count }, (_, i) => e.context.submissions.save({ kind: 'host', payload: { firstName: `Host ${i}`, unitCount: i } })),
      );
      const res = await (await signedInAgent(e.app)).get('/api/admin/export/host.csv').buffer(true).parse(asText).expect(200);
      expect(res.headers['transfer-encoding']).toBe('chunked');
      const [, ...rows] = parseCsv(res.body as string);
      expect(rows).toHaveLength(count);
      const units = rows.map((row) => Number(row[8]));
      expect(new Set(units).size).toBe(count);
      expect(rows.map((row) => row[4]).every((name) => /^Host \d+$/.test(name!))).toBe(true);
    } finally {
      await e.close();
    }
  });
});
