import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSites, createTestSite, type BuiltTestSite } from '../test/test-site';
import { DRIVER_NEEDS_JAVASCRIPT } from '@minibar/contracts/form-posts';

/**
 * In place of the shell's renderer (built separately), one that hands the render request
 * back as the page's state, so the tests see exactly what the server asked the page to show.
 */
const renderer = `export async function renderPage(request) {
  return { appHtml: '<p>rendered ' + request.url + '</p>', stylesheets: [], state: { url: request.url, form: request.form } };
}`;

interface PageState {
  url: string;
  form?: { form: string; values: Record<string, unknown>; fieldErrors: Record<string, string[]>; message?: string };
}

function stateOf(html: string): PageState {
  const json = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('The page has no server state');
  return JSON.parse(json) as PageState;
}

const contact = { name: 'Dana Reyes', email: 'dana@example.com', phone: '(202) 555-0143', phoneCountry: 'US', message: 'Tell me more.' };
const host = {
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  phone: '+1 202 555 0143',
  phoneCountry: 'US',
  unitCount: '3',
  bookingFrequency: '15-24',
  listingLink: 'https://www.airbnb.com/rooms/1\nhttps://www.airbnb.com/rooms/2',
};
const hotel = {
  firstName: 'Hal',
  lastName: 'Otis',
  hotelName: 'Harbor Inn',
  position: 'Manager',
  email: 'hal@example.com',
  phone: '2025550143',
  phoneCountry: 'US',
  city: 'Austin',
  state: 'TX',
  roomCount: '40',
  hotelType: 'Boutique',
  website: 'https://harbor.example.com',
  additionalInfo: '',
};
const cleaner = {
  fullName: 'Cleo Park',
  phoneNumber: '20 7946 0958',
  phoneNumberCountry: 'GB',
  email: 'cleo@example.com',
  city: 'Denver',
  state: 'CO',
  numProperties: '2-5',
  ownsCleaningBusiness: 'No',
  availableToRestock: 'Yes',
  socialHandle: '@cleo',
  termsAgreed: 'on',
};

/** A deadline no first render comes near: these tests are not about the render deadline. */
const GENEROUS_DEADLINE = { RENDER_DEADLINE_MS: '30000' };

const openSiteForFile = builtSites(afterAll);
const openSiteForTest = builtSites();
let t: BuiltTestSite;
beforeAll(async () => {
  t = await openSiteForFile({ renderer, env: GENEROUS_DEADLINE });
});

async function outboxRows(): Promise<number> {
  const counts = await t.context.outbox.countByStatus();
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

function postForm(pagePath: string, body: Record<string, string>) {
  return request(t.app).post(pagePath).type('form').send(body);
}

describe('public forms posted without JavaScript', () => {
  it('stores a contact message once, with its notification, and redirects to the page that says it was sent', async () => {
    const [rows, notifications] = [await t.context.submissions.count('contact'), await outboxRows()];
    const res = await postForm('/', contact).expect(303);
    expect(res.headers.location).toBe('/?sent=contact#contact');
    expect(await t.context.submissions.count('contact')).toBe(rows + 1);
    expect(await outboxRows()).toBe(notifications + 1);
    const [stored] = await t.context.submissions.listByKind('contact', 1);
    // The same row the script's JSON post stores: the phone as '+' and digits.
    expect(stored?.payload).toEqual({ name: 'Dana Reyes', email: 'dana@example.com', phone: '+12025550143', message: 'Tell me more.' });
  });

  it('reloading the page after the redirect stores nothing again', async () => {
    const res = await postForm('/', contact).expect(303);
    const rows = await t.context.submissions.count('contact');
    const page = await request(t.app).get(res.headers.location!).expect(200);
    await request(t.app).get(res.headers.location!).expect(200);
    expect(stateOf(page.text).url).toBe('/?sent=contact');
    expect(await t.context.submissions.count('contact')).toBe(rows);
  });

  it('stores a host application exactly as the JSON route does', async () => {
    await postForm('/property-manager', host).expect(303).expect('Location', '/property-manager?sent=host#host-application');
    const { phoneCountry: _country, ...fields } = host;
    const json = { ...fields, phone: '+12025550143', unitCount: 3 };
    await request(t.app).post('/api/host-application').send(json).expect(201);
    const [fromJson, fromPage] = await t.context.submissions.listByKind('host', 2);
    expect(fromPage?.payload).toEqual(fromJson?.payload);
    expect(fromPage?.payload).toMatchObject({ phone: '+12025550143', unitCount: 3, listingLinks: expect.any(Array) });
  });

  it('stores hotel and cleaner applications, reading each phone with its country', async () => {
    await postForm('/hotel-signup', hotel).expect(303).expect('Location', '/hotel-signup?sent=hotel#signup-form');
    const [storedHotel] = await t.context.submissions.listByKind('hotel', 1);
    expect(storedHotel?.payload).toMatchObject({ hotelName: 'Harbor Inn', phone: '+12025550143' });

    for (const page of ['/cleaning-partner', '/cleaner-signup']) {
      await postForm(page, cleaner).expect(303).expect('Location', `${page}?sent=cleaner#application-form`);
    }
    const [storedCleaner] = await t.context.submissions.listByKind('cleaner', 1);
    expect(storedCleaner?.payload).toMatchObject({ phoneNumber: '+442079460958', termsAgreed: true });
  });

  it("answers invalid input with 400 and the page showing the contract's messages and the visitor's values", async () => {
    const rows = await t.context.submissions.count('cleaner');
    const { termsAgreed: _unticked, ...withoutTerms } = cleaner;
    const res = await postForm('/cleaning-partner', { ...withoutTerms, email: 'cleo@' }).expect(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { form } = stateOf(res.text);
    expect(form?.form).toBe('cleaner');
    expect(form?.fieldErrors).toEqual({ email: ['Invalid email address'], termsAgreed: ['You must agree to the terms to continue'] });
    expect(form?.values).toMatchObject({ fullName: 'Cleo Park', email: 'cleo@', phoneNumber: '+442079460958', termsAgreed: false });
    expect(form?.message).toBe('Please correct the highlighted fields and try again.');
    expect(await t.context.submissions.count('cleaner')).toBe(rows);
  });

  it('answers an empty post with every required message', async () => {
    const res = await postForm('/', {}).expect(400);
    expect(stateOf(res.text).form?.fieldErrors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
    });
  });
});

describe('the driver form posted without JavaScript', () => {
  it.each(['/drivers', '/uber-signup'])(
    'answers %s with the form as filled in and the message that paying needs JavaScript; nothing is stored',
    async (pagePath) => {
      const rows = await t.context.submissions.count('driver');
      const res = await postForm(pagePath, { firstName: 'Dana', email: 'dana@example.com', phone: '202 555 0143', phoneCountry: 'US' }).expect(200);
      const { form } = stateOf(res.text);
      expect(form?.form).toBe('driver');
      expect(form?.message).toBe(DRIVER_NEEDS_JAVASCRIPT);
      expect(form?.values).toMatchObject({ firstName: 'Dana', email: 'dana@example.com', phone: '+12025550143' });
      expect(await t.context.submissions.count('driver')).toBe(rows);
    },
  );
});

describe('refused form posts answer the page with a message above the form', () => {
  it('refuses a body over 64 kB with 413', async () => {
    const res = await postForm('/', { ...contact, message: 'x'.repeat(70 * 1024) }).expect(413);
    expect(stateOf(res.text).form).toMatchObject({ form: 'contact', message: expect.stringMatching(/too large/) });
  });

  it('refuses a body that is not a web form with 415', async () => {
    const res = await request(t.app).post('/hotel-signup').set('Content-Type', 'application/json').send(JSON.stringify(hotel)).expect(415);
    expect(stateOf(res.text).form).toMatchObject({ form: 'hotel', message: expect.stringMatching(/not sent as a web form/) });
  });

  it('refuses a body that cannot be read with 400', async () => {
    const rows = await t.context.submissions.count('host');
    const res = await request(t.app)
      .post('/property-manager')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set('Content-Encoding', 'gzip')
      .send('this is not gzip')
      .expect(400);
    expect(stateOf(res.text).form).toMatchObject({ form: 'host', message: expect.stringMatching(/could not be read/) });
    expect(await t.context.submissions.count('host')).toBe(rows);
  });

  it("refuses a post from another site's page by its Origin (403) and stores nothing", async () => {
    const rows = await t.context.submissions.count('contact');
    const res = await postForm('/', contact).set('Origin', 'https://evil.example').expect(403);
    expect(stateOf(res.text).form).toMatchObject({ form: 'contact', message: expect.stringMatching(/only be sent from our own website/) });
    await postForm('/', contact).set('Origin', 'null').expect(403);
    expect(await t.context.submissions.count('contact')).toBe(rows);
  });

  it('refuses a post the browser marks as cross-site (403)', async () => {
    await postForm('/hotel-signup', hotel).set('Sec-Fetch-Site', 'cross-site').expect(403);
  });

  it("accepts a post from this site's own page", async () => {
    const res = await postForm('/', contact).set('Host', 'minibar.example').set('Origin', 'http://minibar.example');
    expect(res.status).toBe(303);
    await postForm('/', contact).set('Sec-Fetch-Site', 'same-origin').expect(303);
  });
});

describe('form posts share the API submissions rate limit', () => {
  it('refuses a burst across the API and the pages with a 429 page', async () => {
    const limited = await createTestSite({ ...GENEROUS_DEADLINE, PUBLIC_DIR: t.dir, RATE_LIMIT_SUBMIT_MAX: '3' });
    try {
      const json = { ...contact, phone: '+12025550143' };
      await request(limited.app).post('/api/contact').send(json).expect(201);
      await request(limited.app).post('/api/contact').send(json).expect(201);
      await request(limited.app).post('/').type('form').send(contact).expect(303);
      const res = await request(limited.app).post('/').type('form').send(contact).expect(429);
      expect(stateOf(res.text).form).toMatchObject({ form: 'contact', message: 'Too many requests. Please wait a moment and try again.' });
      const api = await request(limited.app).post('/api/contact').send(json).expect(429);
      expect(api.body.message).toBe('Too many requests. Please wait a moment and try again.');
      expect(await limited.context.submissions.count('contact')).toBe(3);
    } finally {
      await limited.close();
    }
  });
});

describe('form posts on a site rendered only in the browser', () => {
  it('still answers with the messages in the HTML, never a blank page', async () => {
    const plain = await openSiteForTest();
    const res = await request(plain.app).post('/').type('form').send({ name: 'Dana', email: 'dana@' }).expect(400);
    expect(res.text).toContain('<div id="root"><div role="alert"><p>Please correct the highlighted fields and try again.</p>');
    expect(res.text).toContain('<p>Invalid email address</p>');
    expect(res.text).toContain('<p>Message is required</p>');
    await request(plain.app)
      .post('/')
      .type('form')
      .set('Origin', 'https://evil.example')
      .send(contact)
      .expect(403, /only be sent from our own website/);
  });
});
