import path from 'node:path';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

import { fakeMapsScript } from './fake-maps-js';
import { heldScriptsFixture, type HeldScripts } from './held-scripts';

export { expect };

const root = path.resolve(import.meta.dirname, '..', '..');
const port = process.env.E2E_PORT ?? '4173';
const databaseFile = path.join(root, '.e2e', port, 'data', 'site.sqlite');

/**
 * Every page starts with the closed network made explicit: any request that does not go
 * to the local server is aborted unless the test routes it itself (page routes win). The
 * Maps script is answered by a stand-in, as Google would answer it, so its absence does
 * not show a toast in every test; tests about Maps failing block it themselves.
 */
export const test = base.extend<{ heldScripts: HeldScripts }>({
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
    await context.route('https://maps.googleapis.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeMapsScript }));
    await use(context);
  },
  heldScripts: heldScriptsFixture,
});

/**
 * Opens a path and hands it to the test as soon as the page shows, as a visitor gets it:
 * the site's code may still be loading, and nothing done meanwhile may be lost.
 */
export async function gotoPage(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname, { waitUntil: 'commit' });
}

/** For tests about start-up itself: waits until the shell has hydrated the page. */
export async function waitForAppReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app-ready="true"]', { state: 'attached' });
}

/**
 * A visitor back for another page: a first page is drawn in the brand font's fallback and
 * fetches the font once it works, so the pages this browser loads after it are drawn in the
 * brand font from their first paint.
 */
export async function holdBrandFont(page: Page): Promise<void> {
  await gotoPage(page, '/privacy');
  await waitForAppReady(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('brand-font'))).toBe('held');
}

/** Waits until the deferred section holding the form named `form` (its data-form) has hydrated. */
export async function waitForHydratedForm(page: Page, form: string): Promise<void> {
  await page.waitForSelector(`[data-deferred-section][data-hydrated] form[data-form="${form}"]`, { state: 'attached' });
}

/** The next error the page logs that contains `text`: start waiting before the action that causes it. */
export function nextConsoleError(page: Page, text: string): Promise<ConsoleMessage> {
  return page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes(text));
}

/**
 * Stops the page's clock (installed with page.clock.install() before the page opened) a
 * moment ahead of where it is: the page's timers wait, so what the page shows only for a
 * moment stays on screen until the test lets the clock run again with page.clock.resume().
 */
export async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      // The clock went past that moment before it stopped: again, from where it is now.
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** Answers every request to `endpoint` with a 500 and this message, as a failing server would. */
export async function answerWithServerError(page: Page, endpoint: string, message: string): Promise<void> {
  await page.route(`**${endpoint}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message }) }));
}

/** What axe finds serious or critical on the whole page. */
export async function seriousAccessibilityFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export interface StoredRow {
  id: string;
  kind: string;
  status: string;
  payload: Record<string, unknown>;
  paymentIntentId: string | null;
  createdAt: string;
}

/** The submissions the E2E server stored, newest first, read from its database file. */
export function submissionsOf(kind: string): StoredRow[] {
  if (!fs.existsSync(databaseFile)) return [];
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('select id, kind, status, payload, payment_intent_id, created_at from submissions where kind = ? order by seq desc')
      .all(kind) as Array<{ id: string; kind: string; status: string; payload: string; payment_intent_id: string | null; created_at: string }>;
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      payload: JSON.parse(r.payload) as Record<string, unknown>,
      paymentIntentId: r.payment_intent_id,
      createdAt: r.created_at,
    }));
  } finally {
    db.close();
  }
}

/** The payload of the one submission of `kind` sent from `email`: none, or more than one, fails the test. */
export function storedOnce(kind: string, email: string): Record<string, unknown> {
  const rows = submissionsOf(kind).filter((row) => row.payload.email === email);
  expect(rows).toHaveLength(1);
  return rows[0]!.payload;
}

/** The one contact message sent from `email` is stored with exactly this name, phone and message. */
export function expectContactStored(email: string, fields: { name: string; phone: string; message: string }): void {
  expect(storedOnce('contact', email)).toEqual({ ...fields, email });
}
