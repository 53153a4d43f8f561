import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSites, createTestSite, type BuiltTestSite } from '../test/test-site';

/** A renderer that hands the render request back as the page's state. */
const renderer = `export async function renderPage(request) {
  return { appHtml: '<p>rendered</p>', stylesheets: [], state: { form: request.form } };
}`;

function formOf(html: string): { form: string; values: Record<string, unknown>; message?: string } {
  const json = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('The page has no server state');
  return (JSON.parse(json) as { form: ReturnType<typeof formOf> }).form;
}

const contact = { name: 'Dana Reyes', email: 'dana@example.com', phone: '(202) 555-0143', phoneCountry: 'US', message: 'Tell me more.' };
const typed = { name: 'Dana Reyes', email: 'dana@example.com', phone: '+12025550143', message: 'Tell me more.' };

const openSite = builtSites(afterAll);
let t: BuiltTestSite;
beforeAll(async () => {
  t = await openSite({ renderer, env: { RENDER_DEADLINE_MS: '30000' } });
});

describe('a refused form post keeps what the visitor typed', () => {
  it("from another site's page (403)", async () => {
    const res = await request(t.app).post('/').type('form').set('Origin', 'https://evil.example').send(contact).expect(403);
    expect(formOf(res.text)).toMatchObject({ form: 'contact', values: typed, message: expect.stringMatching(/our own website/) });
  });

  it('over the rate limit (429)', async () => {
    const limited = await createTestSite({ PUBLIC_DIR: t.dir, RATE_LIMIT_SUBMIT_MAX: '1', RENDER_DEADLINE_MS: '30000' });
    try {
      await request(limited.app).post('/').type('form').send(contact).expect(303);
      const res = await request(limited.app).post('/').type('form').send(contact).expect(429);
      expect(formOf(res.text)).toMatchObject({ form: 'contact', values: typed, message: expect.stringMatching(/Too many requests/) });
    } finally {
      await limited.close();
    }
  });

  it('when storing it fails on our side (500)', async () => {
    const failing = await createTestSite({ PUBLIC_DIR: t.dir, RENDER_DEADLINE_MS: '30000' });
    try {
      await failing.storage.close();
      const res = await request(failing.app).post('/').type('form').send(contact).expect(500);
      expect(formOf(res.text)).toMatchObject({ form: 'contact', values: typed, message: expect.stringMatching(/Something went wrong/) });
    } finally {
      await failing.close().catch(() => undefined);
    }
  });
});
