import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Where the fake Stripe API started by scripts/e2e-server.mjs writes its address, so the
 * browser tests can route Stripe.js's API calls to it. It sits in the E2E port's own
 * folder, beside that run's database, so runs on different ports do not read each other's fake.
 */
export function fakeStripeAddressFile(e2ePort: string | number = process.env.E2E_PORT ?? 4173): string {
  return path.join(root, '.e2e', String(e2ePort), 'fake-stripe.json');
}
