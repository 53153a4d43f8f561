import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSchema, hostApplicationSchema, hotelApplicationSchema, cleanerApplicationSchema } from '@minibar/contracts';
import { createTestApp, type TestApp } from '@minibar/testing/api-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const routes = [
  { path: '/api/contact', schema: contactSchema },
  { path: '/api/host-application', schema: hostApplicationSchema },
  { path: '/api/hotel-signup', schema: hotelApplicationSchema },
  { path: '/api/cleaner-signup', schema: cleanerApplicationSchema },
];

describe('random JSON at every submission route', () => {
  for (const { path, schema } of routes) {
    it(`${path}: never a 5xx, and nothing stored for an invalid body`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (body) => {
          const before = await t.context.submissions.count();
          const res = await request(t.app).post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));
          expect(res.status).toBeLessThan(500);
          expect(res.type).toBe('application/json');
          const valid = schema.safeParse(body).success;
          expect(await t.context.submissions.count()).toBe(valid ? before + 1 : before);
          if (!valid) expect(res.status).toBe(400);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('/api/contact: objects with the right keys and random values are refused or stored, never crash', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());
    await fc.assert(
      fc.asyncProperty(fc.record({ name: value, email: value, phone: value, message: value }, { requiredKeys: [] }), async (body) => {
        const res = await request(t.app).post('/api/contact').send(body);
        expect([201, 400]).toContain(res.status);
      }),
      { numRuns: 80 },
    );
  });
});
