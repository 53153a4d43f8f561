import http from 'node:http';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@minibar/http/logger';
import { createTestApp, type TestApp } from '@minibar/testing/api-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validContact = { name: 'Dana Reyes', email: 'dana@example.com', message: 'Hello' };

describe('input hardening', () => {
  it('refuses malformed JSON with 400 and a JSON message', async () => {
    const res = await request(t.app).post('/api/contact').set('Content-Type', 'application/json').send('{"name": "Dana",').expect(400);
    expect(res.type).toBe('application/json');
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('refuses a body over 64 kB with 413', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...validContact, message: 'x'.repeat(70 * 1024) })
      .expect(413);
    expect(res.body.message).toBe('The request body is too large.');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await request(t.app).post('/api/contact').set('Content-Type', 'text/plain').send('name=Dana').expect(415);
    expect(res.body.message).toBe('Send the request body as application/json.');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await request(t.app).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('answers a JSON value that is not an object with field errors, not a crash', async () => {
    const res = await request(t.app).post('/api/contact').set('Content-Type', 'application/json').send('"just a string"').expect(400);
    expect(res.body.fieldErrors).toBeDefined();
  });

  it('sends a request id with every answer', async () => {
    const res = await request(t.app).get('/api/health').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers health without saying which database is behind it', async () => {
    const res = await request(t.app).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('security headers of the API alone', () => {
  it('lets nothing load or frame a JSON answer', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers only under /api: any other path is a JSON 404', async () => {
    const res = await request(t.app).get('/drivers').expect(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});

describe('rate limits', () => {
  it('lets a person send a few messages but refuses a burst with 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SUBMIT_MAX: '5' });
    try {
      for (let i = 0; i < 5; i += 1) await request(limited.app).post('/api/contact').send(validContact).expect(201);
      const res = await request(limited.app).post('/api/contact').send(validContact).expect(429);
      expect(res.body.message).toBe('Too many requests. Please wait a moment and try again.');
      expect(await limited.context.submissions.count('contact')).toBe(5);
    } finally {
      await limited.close();
    }
  });

  it('never refuses a person sending ten messages in a row with the default limits', async () => {
    const defaults = await createTestApp({ RATE_LIMIT_SUBMIT_MAX: '' });
    try {
      for (let i = 0; i < 10; i += 1) await request(defaults.app).post('/api/contact').send(validContact).expect(201);
    } finally {
      await defaults.close();
    }
  });
});

describe('failures on our side', () => {
  it('answers 500 with a generic message and a request id, and health says 503', async () => {
    const broken = await createTestApp();
    await broken.storage.close();
    const res = await request(broken.app).post('/api/contact').send(validContact).expect(500);
    expect(res.body.message).toBe('Something went wrong on our side. Please try again later.');
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    expect(JSON.stringify(res.body)).not.toMatch(/sqlite|destroy|stack/i);
    await request(broken.app).get('/api/health').expect(503);
    await broken.close().catch(() => {});
  });
});

describe('logging', () => {
  it('never writes names, emails, phones or message bodies in clear', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({}, createLogger('info', sink));
    try {
      await request(logged.app)
        .post('/api/contact')
        .send({ ...validContact, phone: '+12025550143' })
        .expect(201);
      await request(logged.app)
        .post('/api/contact')
        .send({ ...validContact, email: 'broken@' })
        .expect(400);
      const log = lines.join('');
      expect(log).toContain('/api/contact');
      expect(log).not.toMatch(/dana@example\.com|Dana Reyes|12025550143|Hello|broken@/);
    } finally {
      await logged.close();
    }
  });

  function capturedLog() {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, logger: createLogger('info', sink) };
  }

  it('logs request paths without their query strings, so admin search terms stay out of the log', async () => {
    const { lines, logger } = capturedLog();
    const logged = await createTestApp({ ADMIN_PASSWORD: 'logging-admin-password' }, logger);
    try {
      const agent = request.agent(logged.app);
      await agent.post('/api/admin/session').send({ password: 'logging-admin-password' }).expect(200);
      await agent.get('/api/admin/submissions').query({ kind: 'contact', q: 'dana@example.com' }).expect(200);
      await agent.get('/api/admin/submissions').query({ kind: 'everyone', q: 'Dana Reyes' }).expect(400);
      const log = lines.join('');
      expect(log).toContain('"url":"/api/admin/submissions"');
      expect(log).not.toMatch(/dana@example|Dana|Reyes|q=/);
      expect(lines.filter((line) => line.includes('/api/admin/submissions'))).toHaveLength(2);
    } finally {
      await logged.close();
    }
  });

  it('cuts the connection of a CSV export that fails halfway, and logs it once', async () => {
    const { lines, logger } = capturedLog();
    const logged = await createTestApp({ ADMIN_PASSWORD: 'logging-admin-password' }, logger);
    try {
      for (let i = 0; i < 3; i += 1) await logged.context.submissions.save({ kind: 'host', payload: { firstName: `Host ${i}` } });
      let batches = 0;
      const batchAfter = logged.context.adminQueries.batchAfter.bind(logged.context.adminQueries);
      logged.context.adminQueries.batchAfter = async (...args) => {
        batches += 1;
        if (batches > 1) throw new Error('the database went away mid-export');
        // A full first batch, so the export asks for a second one.
        const [first] = await batchAfter(...args);
        return Array.from({ length: args[2] }, () => first!);
      };
      const server = logged.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as import('node:net').AddressInfo;
      const agent = request.agent(logged.app);
      const signIn = await agent.post('/api/admin/session').send({ password: 'logging-admin-password' }).expect(200);
      const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
      const outcome = await new Promise<{ status: number; body: string; ended: 'complete' | 'cut' }>((resolve) => {
        http.get({ port, host: '127.0.0.1', path: '/api/admin/export/host.csv', headers: { cookie } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ended: 'complete' }));
          res.on('error', () => resolve({ status: res.statusCode ?? 0, body, ended: 'cut' }));
          res.on('aborted', () => resolve({ status: res.statusCode ?? 0, body, ended: 'cut' }));
        });
      });
      await new Promise((resolve) => server.close(resolve));
      expect(outcome.status).toBe(200);
      expect(outcome.ended).toBe('cut');
      expect(outcome.body).toContain('Host 0');
      const exportLines = lines.filter((line) => line.includes('/api/admin/export/host.csv'));
      expect(exportLines).toHaveLength(1);
      const logged500 = JSON.parse(exportLines[0]!);
      expect(logged500).toMatchObject({ level: 50, msg: 'request errored' });
      expect(logged500.err.stack).toContain('the database went away mid-export');
    } finally {
      await logged.close();
    }
  });
});
