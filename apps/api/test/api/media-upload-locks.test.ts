import { ERRORS } from '@tus/server';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { sharedUploadLocker } from '../../src/media/uploads/shared-upload-locker.ts';
import { type EventBus, openEventBus } from '../../src/realtime/event-bus.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

// Waits long enough for a loaded machine; the test of the timeout itself waits less.
const timing = { leaseMs: 20_000, acquireTimeoutMs: 15_000, retryMs: 20 };

/**
 * The tus lock shared through the database (MEDIA_STORAGE=s3): two lockers stand for two API
 * instances; one holds an upload's lock while the other's request waits, asks for it, and gets it.
 */
describe(`shared tus upload locks (${testDatabaseKind()})`, () => {
  let database: DatabaseHandle;
  let events: EventBus;

  beforeAll(async () => {
    database = await openTestDatabase();
    events = await openEventBus(database, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await events?.close();
    await database?.close();
  });

  const signal = () => new AbortController().signal;

  it('has a second instance ask the holder to end its request, then take the lock', async () => {
    const [first, second] = [
      sharedUploadLocker(database.db, events, timing),
      sharedUploadLocker(database.db, events, timing),
    ];
    const held = first.newLock('uploads/a');
    let released: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      released = resolve;
    });
    // What tus does when asked: it cancels the request, which unlocks.
    await held.lock(signal(), async () => {
      await held.unlock();
      released();
    });
    const waiting = second.newLock('uploads/a');
    await waiting.lock(signal(), () => {});
    await asked;
    await waiting.unlock();
  });

  it('lets requests of different uploads hold their locks at once', async () => {
    const locker = sharedUploadLocker(database.db, events, timing);
    const [one, two] = [locker.newLock('uploads/one'), locker.newLock('uploads/two')];
    await one.lock(signal(), () => {});
    await two.lock(signal(), () => {});
    await Promise.all([one.unlock(), two.unlock()]);
  });

  it('gives up after the timeout on a holder that does not let go, and takes a lease that ran out', async () => {
    const locker = sharedUploadLocker(database.db, events, { ...timing, acquireTimeoutMs: 500 });
    await database.sql.query(
      "INSERT INTO media_upload_locks (upload_id, holder, expires_at) VALUES ('uploads/stuck', 'gone-host:1', now() + interval '1 hour'), ('uploads/dead', 'gone-host:1', now() - interval '1 second')",
    );
    await expect(locker.newLock('uploads/stuck').lock(signal(), () => {})).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    const revived = locker.newLock('uploads/dead');
    await revived.lock(signal(), () => {});
    await revived.unlock();
    expect(await database.sql.query('SELECT upload_id FROM media_upload_locks ORDER BY upload_id')).toEqual([
      { upload_id: 'uploads/stuck' },
    ]);
  });
});
