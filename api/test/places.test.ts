import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@minibar/testing/api-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/google-places-key', () => {
  it('answers the configured Places key', async () => {
    t = await createTestApp({ GOOGLE_PLACES_API_KEY: 'k' });
    const res = await request(t.app).get('/api/google-places-key').expect(200);
    expect(res.body).toEqual({ apiKey: 'k' });
  });

  it('answers an empty key when none is configured, so the form keeps manual entry', async () => {
    t = await createTestApp();
    const res = await request(t.app).get('/api/google-places-key').expect(200);
    expect(res.body).toEqual({ apiKey: '' });
  });
});
