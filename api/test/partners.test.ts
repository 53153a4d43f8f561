import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalsOf, validCleanerApplication, validHostApplication, validHotelApplication } from '@minibar/testing/partner-applications';
import { createTestApp, postRefused, type TestApp } from '@minibar/testing/api-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Kind = 'host' | 'hotel' | 'cleaner';

interface Endpoint {
  kind: Kind;
  path: string;
  valid: Record<string, unknown>;
  invalid: Array<[field: string, value: unknown, message: string]>;
  longField: string;
}

const endpoints: Endpoint[] = [
  {
    kind: 'host',
    path: '/api/host-application',
    valid: validHostApplication,
    invalid: [
      ...refusalsOf('host'),
      // One digit short for a US number: the form refuses it too, with the same message.
      ['phone', '+1202555014', 'Please enter a valid phone number'],
    ],
    longField: 'lastName',
  },
  {
    kind: 'hotel',
    path: '/api/hotel-signup',
    valid: validHotelApplication,
    invalid: refusalsOf('hotel'),
    longField: 'additionalInfo',
  },
  {
    kind: 'cleaner',
    path: '/api/cleaner-signup',
    valid: validCleanerApplication,
    invalid: refusalsOf('cleaner'),
    longField: 'fullName',
  },
];

describe.each(endpoints)('POST $path', ({ kind, path, valid, invalid, longField }) => {
  it('stores a valid application and answers 201 with its id', async () => {
    const res = await request(t.app).post(path).send(valid).expect(201);
    expect(res.body).toEqual({ id: expect.any(String) });
    const stored = await t.context.submissions.findById<Record<string, unknown>>(res.body.id);
    expect(stored?.kind).toBe(kind);
    expect(stored?.payload).toMatchObject(valid);
  });

  it.each(invalid)('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const refusal = await postRefused(t, kind, path, { ...valid, [field]: value });
    expect(refusal.fieldErrors[field]).toContain(message);
  });

  it('refuses a 20,000-character field and stores nothing', async () => {
    const refusal = await postRefused(t, kind, path, { ...valid, [longField]: 'x'.repeat(20_000) });
    expect(refusal.fieldErrors[longField]).toEqual([expect.stringMatching(/^Please keep this under/)]);
  });

  it('refuses a body over 64 kB with 413 and stores nothing', async () => {
    const before = await t.context.submissions.count(kind);
    const res = await request(t.app)
      .post(path)
      .send({ ...valid, padding: 'x'.repeat(70 * 1024) })
      .expect(413);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await t.context.submissions.count(kind)).toBe(before);
  });

  it('refuses an empty body with the messages of every required field', async () => {
    const res = await request(t.app).post(path).send({}).expect(400);
    expect(Object.keys(res.body.fieldErrors).length).toBeGreaterThan(3);
  });
});

/** Sends an application the endpoint accepts (201) and answers its payload as stored. */
async function storedPayload<T>({ path, valid }: Endpoint, changes: Record<string, unknown>): Promise<T | undefined> {
  const res = await request(t.app)
    .post(path)
    .send({ ...valid, ...changes })
    .expect(201);
  return (await t.context.submissions.findById<T>(res.body.id))?.payload;
}

describe('host application storage', () => {
  it('stores a listing link typed without a scheme as an https web address', async () => {
    const stored = await storedPayload<{ listingLink: string; listingLinks: string[] }>(endpoints[0]!, { listingLink: 'airbnb.com/rooms/123' });
    expect(stored?.listingLink).toBe('https://airbnb.com/rooms/123');
    expect(stored?.listingLinks).toEqual(['https://airbnb.com/rooms/123']);
  });

  it('stores nothing when a listing link cannot be a web address', async () => {
    const host = endpoints[0]!;
    const before = await t.context.adminQueries.countsByKindAndStatus();
    const res = await request(t.app)
      .post(host.path)
      .send({ ...host.valid, listingLink: 'airbnb.com/rooms/1, my listing' })
      .expect(400);
    expect(res.body.fieldErrors.listingLink).toEqual(['Please enter a valid listing link']);
    expect(await t.context.adminQueries.countsByKindAndStatus()).toEqual(before);
  });

  it('keeps the listing links also as a list', async () => {
    const stored = await storedPayload<{ listingLinks: string[]; unitCount: number }>(endpoints[0]!, {
      listingLink: 'https://a.example.com/1, https://b.example.com/2\nhttps://c.example.com/3',
    });
    expect(stored?.listingLinks).toEqual(['https://a.example.com/1', 'https://b.example.com/2', 'https://c.example.com/3']);
    expect(stored?.unitCount).toBe(2);
  });
});

describe('cleaner application storage', () => {
  it('drops the business website of an applicant who does not own a cleaning business', async () => {
    const stored = await storedPayload<{ businessWebsite: string }>(endpoints[2]!, { ownsCleaningBusiness: 'No' });
    expect(stored?.businessWebsite).toBe('');
  });
});
