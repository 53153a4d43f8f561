import fs from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@minibar/testing/api-app';
import { remoteApi } from './api-backend';
import { loadSiteServerConfig } from './config';
import { createSiteApp } from './site-app';
import { writeBuiltSite } from '../test/test-site';

let api: TestApp;
let apiServer: Server;
let site: ReturnType<typeof createSiteApp>;
let publicDir: string;
beforeAll(async () => {
  api = await createTestApp();
  apiServer = api.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => apiServer.once('listening', resolve));
  const origin = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
  // The shell's page; no server renderer, so a refused post answers with its messages in plain HTML.
  publicDir = writeBuiltSite();
  const config = loadSiteServerConfig({ API_ORIGIN: origin, PUBLIC_DIR: publicDir, SERVER_RENDER: 'off', LOG_LEVEL: 'silent' });
  site = createSiteApp({ config, api: remoteApi(config.apiOrigin!), logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await new Promise((resolve) => apiServer.close(resolve));
  await api.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

describe('the site server alone, with the API at another origin', () => {
  it('answers /api through the API', async () => {
    const res = await request(site).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    const created = await request(site).post('/api/contact').send({ name: 'Dana Reyes', email: 'dana@example.com', message: 'Hi' }).expect(201);
    expect(await api.context.submissions.findById(created.body.id)).toBeDefined();
  });

  it('stores a form posted without JavaScript in the API before it redirects', async () => {
    const before = await api.context.submissions.count('contact');
    const res = await request(site)
      .post('/')
      .type('form')
      .send({ name: 'Dana Reyes', email: 'dana@example.com', phone: '(202) 555-0143', phoneCountry: 'US', message: 'Tell me more.' })
      .expect(303);
    expect(res.headers.location).toBe('/?sent=contact#contact');
    expect(await api.context.submissions.count('contact')).toBe(before + 1);
    const [stored] = await api.context.submissions.listByKind('contact', 1);
    expect(stored?.payload).toMatchObject({ email: 'dana@example.com', phone: '+12025550143' });
  });

  it("answers an invalid post with the page and the API's messages, storing nothing", async () => {
    const before = await api.context.submissions.count('contact');
    const res = await request(site).post('/').type('form').send({ name: '', email: 'broken@', message: '' }).expect(400);
    expect(res.text).toContain('Please correct the highlighted fields and try again.');
    expect(await api.context.submissions.count('contact')).toBe(before);
  });

  it('says so when the API cannot be reached, with no 5xx page left blank', async () => {
    const config = loadSiteServerConfig({ API_ORIGIN: 'http://127.0.0.1:9', PUBLIC_DIR: publicDir, SERVER_RENDER: 'off', LOG_LEVEL: 'silent' });
    const cut = createSiteApp({ config, api: remoteApi(config.apiOrigin!), logger: pino({ level: 'silent' }) });
    const res = await request(cut).get('/api/health').expect(502);
    expect(res.body.message).toBe('The service is not reachable right now. Please try again later.');
    const page = await request(cut).post('/').type('form').send({ name: 'Dana' }).expect(500);
    expect(page.text).toContain('Something went wrong on our side and nothing was sent. Please try again later.');
  });
});
