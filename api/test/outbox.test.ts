import request from 'supertest';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { NotificationWorker } from '../src/notifications/notification-worker';
import { OutboxRepository } from '../src/storage';
import { createTestApp, type TestApp } from '@minibar/testing/api-app';
import { eventually, startRefusingSmtp, startSmtpInbox } from '@minibar/testing/smtp-inbox';

const silent = pino({ level: 'silent' });
const NOTIFY_TO = 'team@example.com';
const quickRetries = { pollIntervalMs: 50, retryBaseMs: 100, retryMaxMs: 400, leaseMs: 5_000, smtpTimeoutMs: 2_000 };
const contact = { name: 'Dana Reyes', email: 'dana@example.com', phone: '', message: 'Tell me more about the kit.' };

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox.stop();
});

async function outboxRows(t: TestApp) {
  return t.storage.db.selectFrom('outbox').selectAll().execute();
}

describe('notification outbox', () => {
  it('emails the team once per accepted submission, with no personal data, and shows it as sent', async () => {
    const t = await createTestApp({ SMTP_URL: inbox.url, NOTIFY_TO, ADMIN_PASSWORD: 'outbox-admin-password' });
    try {
      const before = inbox.received.length;
      const { body } = await request(t.app).post('/api/contact').send(contact).expect(201);
      // The app's worker takes this batch now rather than at its next poll.
      await t.context.notifications!.runOnce();
      await eventually(async () => (await outboxRows(t)).every((row) => row.status === 'sent'));
      const mail = inbox.received.slice(before);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.to).toEqual([NOTIFY_TO]);
      expect(mail[0]!.subject).toBe('New contact message');
      expect(mail[0]!.raw).toContain(body.id);
      expect(mail[0]!.raw).not.toMatch(/Dana|Reyes|dana@example\.com|Tell me more/);
      const agent = request.agent(t.app);
      await agent.post('/api/admin/session').send({ password: 'outbox-admin-password' }).expect(200);
      const detail = await agent.get(`/api/admin/submissions/${body.id}`).expect(200);
      expect(detail.body.notification).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    } finally {
      await t.context.notifications?.stop();
      await t.close();
    }
  });
});

describe('notification worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the notifications while the SMTP server is down and delivers each exactly once when it is back', async () => {
    const before = inbox.received.length;
    await inbox.stop();
    const saved = await Promise.all(
      Array.from({ length: 5 }, (_, i) => t.context.submissions.save({ kind: 'hotel', payload: { hotelName: `Inn ${i}` } })),
    );
    const worker = new NotificationWorker({
      outbox: t.context.outbox,
      smtpUrl: inbox.url,
      notifyTo: NOTIFY_TO,
      logger: silent,
      timing: quickRetries,
    }).start();
    try {
      await eventually(async () => (await outboxRows(t)).every((row) => row.attempts >= 2 && row.last_error !== null));
      expect((await outboxRows(t)).every((row) => row.status === 'pending')).toBe(true);
      await inbox.restart();
      await eventually(async () => (await outboxRows(t)).every((row) => row.status === 'sent'));
    } finally {
      await worker.stop();
    }
    const mail = inbox.received.slice(before);
    expect(mail).toHaveLength(saved.length);
    expect(new Set(mail.map((m) => m.messageId)).size).toBe(saved.length);
    for (const submission of saved) expect(mail.filter((m) => m.raw.includes(submission.id))).toHaveLength(1);
  });

  it('sends again after a crash between sending and marking, once the lease ends: at most one duplicate', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const before = inbox.received.length;
    const stored = await t.context.submissions.save({ kind: 'cleaner', payload: { fullName: 'Casey' } });
    const leaseMs = 2 * 60_000;
    const dying = new OutboxRepository(t.storage);
    dying.markSent = async () => {
      throw new Error('the process died before marking the row');
    };
    const first = new NotificationWorker({
      outbox: dying,
      smtpUrl: inbox.url,
      notifyTo: NOTIFY_TO,
      logger: silent,
      timing: { ...quickRetries, leaseMs },
    });
    const claimedAt = Date.now();
    await expect(first.runOnce()).rejects.toThrow('died');
    await first.stop();
    expect(inbox.received.slice(before)).toHaveLength(1);

    const second = new NotificationWorker({
      outbox: t.context.outbox,
      smtpUrl: inbox.url,
      notifyTo: NOTIFY_TO,
      logger: silent,
      timing: { ...quickRetries, leaseMs },
    });
    try {
      // Still leased to the worker that died, up to the last millisecond of its lease.
      expect(await second.runOnce()).toBe(0);
      vi.setSystemTime(claimedAt + leaseMs - 1);
      expect(await second.runOnce()).toBe(0);
      vi.setSystemTime(claimedAt + leaseMs);
      expect(await second.runOnce()).toBe(1);
      expect(await second.runOnce()).toBe(0);
    } finally {
      await second.stop();
    }
    const copies = inbox.received.slice(before).filter((m) => m.raw.includes(stored.id));
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toBe(copies[1]!.messageId);
    const [row] = (await outboxRows(t)).filter((r) => r.submission_id === stored.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('announces a driver sign-up once its payment is verified, not before', async () => {
    const pending = await t.context.submissions.save({ kind: 'driver', payload: {}, status: 'pending_payment', paymentIntentId: 'pi_outbox_1' });
    const rowsFor = async () => (await outboxRows(t)).filter((r) => r.submission_id === pending.id);
    expect(await rowsFor()).toHaveLength(0);
    expect(await t.context.submissions.transition(pending.id, 'pending_payment', 'paid')).toBe(true);
    expect(await t.context.submissions.transition(pending.id, 'pending_payment', 'paid')).toBe(false);
    expect(await rowsFor()).toHaveLength(1);
  });
});

describe('a notification the SMTP server refuses', () => {
  const MINUTE = 60_000;
  let t: TestApp;
  let refusing: Awaited<ReturnType<typeof startRefusingSmtp>>;
  beforeEach(async () => {
    t = await createTestApp();
    refusing = await startRefusingSmtp();
    // Only the clock is controlled: sockets and the database run on real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00.000Z') });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await refusing.stop();
    await t.close();
  });

  const workerWith = (timing: { retryBaseMs: number; retryMaxMs: number; maxAttempts: number }) =>
    new NotificationWorker({
      outbox: t.context.outbox,
      smtpUrl: refusing.url,
      notifyTo: NOTIFY_TO,
      logger: silent,
      timing: { leaseMs: 10 * MINUTE, smtpTimeoutMs: 2_000, ...timing },
    });

  async function rowOf(submissionId: string) {
    return t.storage.db.selectFrom('outbox').selectAll().where('submission_id', '=', submissionId).executeTakeFirstOrThrow();
  }

  it('is tried again after a delay that doubles with each failed attempt, up to the longest delay', async () => {
    const worker = workerWith({ retryBaseMs: MINUTE, retryMaxMs: 4 * MINUTE, maxAttempts: 10 });
    const stored = await t.context.submissions.save({ kind: 'hotel', payload: { hotelName: 'Harbor Inn' } });
    try {
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(await worker.runOnce()).toBe(1);
        const row = await rowOf(stored.id);
        expect(row).toMatchObject({
          status: 'pending',
          attempts: attempt,
          locked_until: null,
          last_error: expect.stringContaining('Mailbox unavailable'),
        });
        const due = Date.parse(row.next_attempt_at);
        delays.push(due - Date.now());
        // Not tried again before it is due, and tried again once it is.
        vi.setSystemTime(due - 1);
        expect(await worker.runOnce()).toBe(0);
        vi.setSystemTime(due);
      }
      expect(delays).toEqual([1, 2, 4, 4, 4].map((minutes) => minutes * MINUTE));
      expect(refusing.attempts).toBe(5);
    } finally {
      await worker.stop();
    }
  });

  it('gives up after the last attempt and sends no more', async () => {
    const worker = workerWith({ retryBaseMs: MINUTE, retryMaxMs: MINUTE, maxAttempts: 3 });
    const stored = await t.context.submissions.save({ kind: 'hotel', payload: { hotelName: 'Harbor Inn' } });
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await worker.runOnce()).toBe(1);
        expect(await rowOf(stored.id)).toMatchObject({ status: attempt < 3 ? 'pending' : 'failed', attempts: attempt });
        vi.setSystemTime(Date.now() + 60 * MINUTE);
      }
      vi.setSystemTime(Date.now() + 365 * 24 * 60 * MINUTE);
      expect(await worker.runOnce()).toBe(0);
      expect(refusing.attempts).toBe(3);
      expect(await rowOf(stored.id)).toMatchObject({ status: 'failed', attempts: 3, last_error: expect.stringContaining('Mailbox unavailable') });
      expect(await t.context.outbox.countByStatus()).toEqual({ pending: 0, sent: 0, failed: 1 });
    } finally {
      await worker.stop();
    }
  });
});
