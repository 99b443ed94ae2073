// The store refuses what it must not write, whatever the handler did: on a real PGlite, a jsonb document
// deep enough to overflow its stack is refused before it is sent, and the database keeps answering.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonParam, type Db } from './db';
import { guardParams, StoreRefusal } from './guard';
import { sqlOn } from './kysely';
import { migrate } from './migrate';
import { openPglite } from './pglite';

const deep = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels)) as unknown;

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'toufang-guard-'));
  db = await openPglite(path.join(dir, 'data'));
  await migrate(db);
  await sqlOn(db).insertInto('customers').values({ name: '测试公司', id_ciphertext: 'x' }).execute();
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the store guard', () => {
  it('lets ordinary parameters through', () => {
    expect(() => guardParams(['名称', 1, null, new Date(), Buffer.from('x'), '[1,[2]]', { a: [1] }, [1, 2]])).not.toThrow();
    expect(() => guardParams(undefined)).not.toThrow();
  });

  it('refuses NUL in text, in JSON text and inside objects', () => {
    expect(() => guardParams(['a\u0000b'])).toThrow(StoreRefusal);
    expect(() => guardParams([jsonParam({ a: 'x\u0000' })])).toThrow(StoreRefusal);
    expect(() => guardParams([{ a: ['x\u0000'] }])).toThrow(expect.objectContaining({ reason: 'nul' }));
    // A backslash followed by the letters u0000 is ordinary text.
    expect(() => guardParams([jsonParam({ a: '\\u0000' })])).not.toThrow();
  });

  it('refuses JSON nested past 64 levels, as text or as an object', () => {
    expect(() => guardParams([jsonParam(deep(64))])).not.toThrow();
    expect(() => guardParams([jsonParam(deep(65))])).toThrow(expect.objectContaining({ reason: 'depth' }));
    expect(() => guardParams([deep(65)])).toThrow(expect.objectContaining({ reason: 'depth' }));
  });

  it('refuses a deep filter template on the way into PGlite, through raw SQL and the query builder, and keeps working', async () => {
    const filters = jsonParam({ f: deep(1_200) });
    await expect(
      db.query("INSERT INTO filter_templates (customer_id, user_id, scene, name, filters) VALUES (1, 1, 's', 'n', $1::text::jsonb)", [filters]),
    ).rejects.toThrow(StoreRefusal);
    await expect(
      sqlOn(db).insertInto('filter_templates').values({ customer_id: 1, user_id: 1, scene: 's', name: 'n', filters }).execute(),
    ).rejects.toThrow(StoreRefusal);
    await expect(
      db.transaction((tx) => tx.query("UPDATE customers SET name = $1 WHERE id = 1", ['坏\u0000名'])),
    ).rejects.toThrow(StoreRefusal);
    expect(await db.query('SELECT count(*)::int AS n FROM filter_templates')).toEqual([{ n: 0 }]);
    expect(await db.query('SELECT name FROM customers WHERE id = 1')).toEqual([{ name: '测试公司' }]);
  });
});
