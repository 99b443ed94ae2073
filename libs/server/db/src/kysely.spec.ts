import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { sqlOn } from './kysely';
import { migrate } from './migrate';
import { openPglite } from './pglite';

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'toufang-kysely-'));
  db = await openPglite(path.join(dir, 'data'));
  await migrate(db);
  await sqlOn(db).insertInto('customers').values({ name: '测试公司', id_ciphertext: 'x' }).execute();
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the query builder over the storage seam', () => {
  it('inserts, selects and counts the rows a write touched', async () => {
    const sql = sqlOn(db);
    const [group] = await sql.insertInto('account_groups').values({ customer_id: 1, name: '一组' }).returning(['id', 'name']).execute();
    expect(group.name).toBe('一组');
    const result = await sql.updateTable('account_groups').set({ name: '二组' }).where('id', '=', group.id).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
    const rows = await sql.selectFrom('account_groups').select(['name']).where('customer_id', '=', 1).execute();
    expect(rows).toEqual([{ name: '二组' }]);
  });

  it('runs inside the seam transaction and rolls back with it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await sqlOn(tx).insertInto('account_groups').values({ customer_id: 1, name: '回滚组' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const left = await sqlOn(db).selectFrom('account_groups').select('id').where('name', '=', '回滚组').execute();
    expect(left).toEqual([]);
  });

  it('reuses one builder per target', () => {
    expect(sqlOn(db)).toBe(sqlOn(db));
  });
});
