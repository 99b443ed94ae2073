import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate, openPglite, type Db } from '@toufang/server-db';
import { seedIfEmpty } from './seed';

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'toufang-migrate-'));
  db = await openPglite(path.join(dir, 'data'));
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migrations and seed', () => {
  it('lists committed migrations in order', () => {
    const names = listMigrations();
    expect(names[0]).toBe('001_initial.sql');
    expect([...names].sort()).toEqual(names);
  });

  it('applies each migration once and records it', async () => {
    expect(await migrate(db)).toEqual(listMigrations());
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(listMigrations());
  });

  it('seeds once, only into an empty database', async () => {
    const fast = { scrypt: { N: 2 ** 10, r: 8, p: 1 } };
    expect(await seedIfEmpty(db, fast)).toBe(true);
    expect(await seedIfEmpty(db, fast)).toBe(false);
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(n).toBe(9);
    const states = await db.query<{ state: string; n: number }>(
      "SELECT state, count(*)::int AS n FROM user_messages WHERE user_id = 1 GROUP BY state ORDER BY state",
    );
    expect(states.every((s) => s.n >= 5)).toBe(true);
    expect(states).toHaveLength(3);
  });

  it('rolls a failing transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO companies (name, credit_code) VALUES ('回滚测试', 'X')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT 1 FROM companies WHERE name = '回滚测试'")).toEqual([]);
  });
});
