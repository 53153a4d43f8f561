// The site as the E2E suite sees it: a fresh database, a fake Stripe API on loopback,
// and test-only keys. Run with `node --import tsx` (it loads the fake Stripe server's TypeScript).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '4173';
// One folder per port, so runs on different ports never share a database.
export const e2eDataDir = path.join(root, '.e2e', port, 'data');
fs.rmSync(e2eDataDir, { recursive: true, force: true });
fs.mkdirSync(e2eDataDir, { recursive: true });

const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: e2eDataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SUBMIT_MAX: '10000',
  RATE_LIMIT_READ_MAX: '100000',
  RATE_LIMIT_PAGE_MAX: '100000',
  ADMIN_PASSWORD: 'e2e-admin-password',
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  // The E2E site is served over http://localhost.
  ADMIN_COOKIE_INSECURE: '1',
  GOOGLE_PLACES_API_KEY: 'e2e-places-key',
  // The site's contact details and links, as an operator configures them.
  SITE_EMAIL: 'hello@example.com',
  SITE_PHONE: '+1 (555) 010-0199',
  SITE_SIGNUP_URL: 'https://app.example.com/signup',
  SITE_VIDEO_URL: 'https://video.example.com/embed/how-it-works',
  SITE_FACEBOOK_URL: 'https://facebook.com/example',
  SITE_INSTAGRAM_URL: 'https://instagram.com/example',
  SITE_LINKEDIN_URL: 'https://linkedin.com/company/example',
  REMOTES_FILE: path.join(root, '.e2e', port, 'remotes.json'),
};
fs.rmSync(env.REMOTES_FILE, { force: true });

const fakeStripeModule = path.join(root, 'testing', 'fake-stripe', 'server.ts');
let fakeStripe;
if (fs.existsSync(fakeStripeModule)) {
  const { startFakeStripe } = await import(fakeStripeModule);
  fakeStripe = await startFakeStripe({ webhookSecret: 'whsec_e2e' });
  Object.assign(env, {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_API_HOST: 'localhost',
    STRIPE_API_PORT: String(fakeStripe.port),
    STRIPE_API_PROTOCOL: 'http',
  });
}

const server = spawn(process.execPath, [path.join(root, 'shell', 'dist-site-server', 'main.js')], { env, stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
  void fakeStripe?.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
