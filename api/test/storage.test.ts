import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, SubmissionsRepository, type Storage } from '../src/storage';
import { migrationProvider } from '../src/storage/migrations';
import { createTestApp, type TestApp } from '@minibar/testing/api-app';

/** Each of the database's migrations, with when it ran (undefined: not yet). */
async function migrationRuns(storage: Storage) {
  const migrations = await new Migrator({ db: storage.db, provider: migrationProvider(storage.dialect) }).getMigrations();
  return migrations.map((migration) => ({ name: migration.name, ranAt: migration.executedAt?.toISOString() }));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('submissions repository', () => {
  it('stores every one of many concurrent submissions, each acknowledged once committed', async () => {
    const saved = await Promise.all(Array.from({ length: 200 }, (_, i) => t.context.submissions.save({ kind: 'contact', payload: { n: i } })));
    expect(new Set(saved.map((s) => s.id)).size).toBe(200);
    const found = await Promise.all(saved.map((s) => t.context.submissions.findById<{ n: number }>(s.id)));
    expect(found.map((f) => f?.payload.n).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('keeps what was stored across a reopen of the database', async () => {
    const stored = await t.context.submissions.save({ kind: 'hotel', payload: { hotelName: 'Harbor Inn' } });
    const reopened = await openStorage({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    try {
      const again = await new SubmissionsRepository(reopened).findById(stored.id);
      expect(again?.payload).toEqual({ hotelName: 'Harbor Inn' });
    } finally {
      await reopened.close();
    }
  });

  it('moves a submission between statuses exactly once', async () => {
    const pending = await t.context.submissions.save({ kind: 'driver', payload: {}, status: 'pending_payment', paymentIntentId: `pi_${Date.now()}` });
    const results = await Promise.all([
      t.context.submissions.transition(pending.id, 'pending_payment', 'paid'),
      t.context.submissions.transition(pending.id, 'pending_payment', 'paid'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await t.context.submissions.findById(pending.id))?.status).toBe('paid');
  });

  it('refuses a second submission with the same payment intent', async () => {
    const id = `pi_dup_${Date.now()}`;
    await t.context.submissions.save({ kind: 'driver', payload: {}, status: 'pending_payment', paymentIntentId: id });
    await expect(t.context.submissions.save({ kind: 'driver', payload: {}, status: 'pending_payment', paymentIntentId: id })).rejects.toThrow();
    expect((await t.context.submissions.findByPaymentIntent(id))?.kind).toBe('driver');
  });

  it('runs its migrations again on a database that already has them, applying none twice and keeping its rows', async () => {
    const stored = await t.context.submissions.save({ kind: 'hotel', payload: { hotelName: 'Dune Lodge' } });
    const ran = await migrationRuns(t.storage);
    expect(ran.every((migration) => migration.ranAt !== undefined)).toBe(true);
    const again = await openStorage({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    try {
      expect(await migrationRuns(again)).toEqual(ran);
      expect((await new SubmissionsRepository(again).findById(stored.id))?.payload).toEqual({ hotelName: 'Dune Lodge' });
      const outbox = await again.db.selectFrom('outbox').select('status').where('submission_id', '=', stored.id).execute();
      expect(outbox).toEqual([{ status: 'pending' }]);
    } finally {
      await again.close();
    }
  });
});
