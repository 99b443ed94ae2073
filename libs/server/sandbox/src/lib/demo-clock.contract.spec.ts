// The demo clock's anchor lives in the database: written at the first start, kept by every later start
// and every process, so sandbox time never runs backwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn, type Db } from '@toufang/server-db';
import { openMediaTestDb } from '@toufang/server-media/testing';
import { startSandboxClock } from './demo-clock';

let opened: { db: Db; close(): Promise<void> };
beforeAll(async () => {
  opened = await openMediaTestDb();
});
afterAll(async () => {
  await opened?.close();
});

describe('startSandboxClock', () => {
  it('keeps the first anchor and answers a clock running at the speed asked from it', async () => {
    await startSandboxClock(opened.db, 60);
    const { anchor } = await sqlOn(opened.db).selectFrom('sandbox_clock').select('anchor').executeTakeFirstOrThrow();
    const clock = await startSandboxClock(opened.db, 60);
    const rows = await sqlOn(opened.db).selectFrom('sandbox_clock').select('anchor').execute();
    expect(rows).toEqual([{ anchor }]);

    const start = new Date(anchor).getTime();
    const before = Date.now();
    const now = clock.now();
    const after = Date.now();
    expect(now).toBeGreaterThanOrEqual(start + (before - start) * 60);
    expect(now).toBeLessThanOrEqual(start + (after - start) * 60);
  });
});
