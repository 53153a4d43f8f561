import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '@minibar/testing/fake-stripe';
import { createTestApp, type TestApp } from '@minibar/testing/api-app';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: 'whsec_random', addressFile: null });
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_random',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_random',
    STRIPE_WEBHOOK_SECRET: 'whsec_random',
    STRIPE_API_HOST: 'localhost',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
    ADMIN_PASSWORD: 'random-input-password',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const routes = ['/api/stripe/payment-intents', '/api/uber-signup', '/api/stripe/webhook', '/api/admin/session'];

describe('random JSON at the payment and admin routes', () => {
  for (const path of routes) {
    it(`${path}: never a 5xx, always JSON, nothing stored`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (body) => {
          const before = await t.context.submissions.count();
          const res = await request(t.app).post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.type).toBe('application/json');
          expect(await t.context.submissions.count()).toBe(before);
        }),
        { numRuns: 40 },
      );
    });
  }
});
