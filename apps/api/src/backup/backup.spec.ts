// Backups of the embedded stores, on real PGlite and DuckDB in a temporary folder: write, back up, damage,
// detect the damage as a start would, restore, read.
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@toufang/server-db';
import { openDuckDbStore, openMetricsStore } from '@toufang/server-metrics';
import { buildServer } from '../server';
import { backupDaysFromEnv, backupsDirOf, listBackups, pidFileOf, pruneBackups, scheduleBackups, takeBackup } from './backup';
import { duckdbStartError, pgliteExists, pgliteStartError } from './damage';
import { restoreBackup, RESTORE_TEXTS } from './restore';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const account = (accountId: number) => ({
  media: 'toutiao' as const,
  level: 'plan',
  objectId: `plan-${accountId}`,
  customerId: 1,
  accountId,
  parentId: String(accountId),
  name: '计划',
  status: 'enabled' as const,
  budgetFen: null,
  bidFen: null,
  createdAt: 0,
});

const RESTORE_HINT = 'npm run restore 列出备份，npm run restore -- <备份名> 恢复（损坏的文件会改名保留，不会删除）';

describe('backups of the embedded stores', () => {
  it('writes, backs up while open, is damaged, names the restore command, restores and reads', { timeout: 120_000 }, async () => {
    const dataDir = path.join(scratch, 'desk', 'pglite');
    const metricsPath = path.join(scratch, 'desk', 'metrics.duckdb');
    const backupsDir = backupsDirOf(dataDir);
    expect(backupsDir).toBe(path.join(scratch, 'desk', 'backups'));

    // Write, back up while both are open, then write again (the restore goes back to the backup).
    const db = await openPglite(dataDir);
    const store = await openDuckDbStore({ path: metricsPath });
    await store.migrate();
    await db.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('备份前')");
    await store.upsertObjects([account(7)]);
    const backup = await takeBackup(backupsDir, { pglite: db, duckdb: store });
    await db.exec("INSERT INTO notes VALUES ('备份后')");
    await store.upsertObjects([account(8)]);
    await db.close();
    await store.close();
    expect(listBackups(backupsDir).map((b) => [b.name, b.pglite, b.duckdb])).toEqual([[backup.name, true, true]]);

    // Damage both: scribble over PostgreSQL's control file and over DuckDB's first blocks.
    writeFileSync(path.join(dataDir, 'global', 'pg_control'), 'scribbled');
    const fd = openSync(metricsPath, 'r+');
    writeSync(fd, Buffer.alloc(8192, 9), 0, 8192, 4096);
    closeSync(fd);

    // A start names the restore command for each.
    expect(pgliteExists(dataDir)).toBe(true);
    const pgliteError = await openPglite(dataDir).then(
      () => new Error('opened'),
      (error: unknown) => pgliteStartError(dataDir, true, error),
    );
    expect(String(pgliteError)).toContain(`内置数据库已损坏，无法打开（${dataDir}）`);
    expect(String(pgliteError)).toContain(RESTORE_HINT);
    // The server's start says the same (instead of PGlite's "RuntimeError: Aborted()").
    await expect(buildServer({ dataDir, metrics: { engine: 'duckdb', path: ':memory:' }, logLevel: false })).rejects.toThrow(RESTORE_HINT);
    const duckdbError = await openMetricsStore({ engine: 'duckdb', path: metricsPath }).then(
      () => new Error('opened'),
      (error: unknown) => duckdbStartError(metricsPath, error),
    );
    expect(String(duckdbError)).toContain(`指标库已损坏，无法打开（${metricsPath}）`);
    expect(String(duckdbError)).toContain(RESTORE_HINT);
    // Its checksum error speaks of a "block": not a file another server holds.
    expect(String(duckdbError)).not.toContain('该文件已被另一个服务进程打开');

    // Restore: what was in place is kept aside, the backup's copies are back.
    await expect(restoreBackup({ dataDir, metricsPath, backupsDir }, 'no-such-backup')).rejects.toThrow(RESTORE_TEXTS.unknown('no-such-backup'));
    // Never under a running desk: its pid file names a live process (this test's parent stands in for it).
    writeFileSync(pidFileOf(dataDir), `${process.ppid}\n`);
    await expect(restoreBackup({ dataDir, metricsPath, backupsDir }, backup.name)).rejects.toThrow(RESTORE_TEXTS.running(process.ppid));
    expect(existsSync(path.join(dataDir, 'global'))).toBe(true);
    rmSync(pidFileOf(dataDir));
    const restored = await restoreBackup({ dataDir, metricsPath, backupsDir }, backup.name);
    expect(restored.keptAside).toHaveLength(2);
    for (const aside of restored.keptAside) expect(existsSync(aside)).toBe(true);
    expect(readdirSync(path.join(scratch, 'desk')).filter((f) => f.includes('.before-restore-'))).toHaveLength(2);

    const reopened = await openPglite(dataDir);
    expect(await reopened.query('SELECT text FROM notes')).toEqual([{ text: '备份前' }]);
    await reopened.close();
    const reopenedStore = await openDuckDbStore({ path: metricsPath });
    expect(await reopenedStore.accountIds()).toEqual([7]);
    await reopenedStore.close();
  });

  it('keeps the newest of each day for the days asked, and always the three newest', async () => {
    const dir = path.join(scratch, 'prune');
    const make = (iso: string) => {
      const name = iso.slice(0, 19).replace(/:/g, '-') + 'Z';
      mkdirSync(path.join(dir, name), { recursive: true });
      writeFileSync(path.join(dir, name, 'backup.json'), JSON.stringify({ takenAt: iso }));
      return name;
    };
    const now = new Date('2026-11-27T12:00:00Z');
    const names = [
      make('2026-11-27T11:00:00.000Z'),
      make('2026-11-27T08:00:00.000Z'),
      make('2026-11-27T01:00:00.000Z'), // the third newest: kept although not the newest of its day
      make('2026-11-26T09:00:00.000Z'),
      make('2026-11-26T07:00:00.000Z'), // an older one of a kept day
      make('2026-11-21T07:00:00.000Z'),
      make('2026-11-19T07:00:00.000Z'), // older than 7 days
    ];
    mkdirSync(path.join(dir, '2026-11-27T11-30-00Z.partial'));
    const removed = await pruneBackups(dir, 7, now);
    expect(removed.sort()).toEqual([names[4], names[6]].sort());
    expect(listBackups(dir).map((b) => b.name)).toEqual([names[0], names[1], names[2], names[3], names[5]]);
    expect(readdirSync(dir).some((f) => f.endsWith('.partial'))).toBe(false);
  });

  it('takes a backup at once, lets stop() wait for it, and logs a failure in Chinese', async () => {
    const dir = path.join(scratch, 'scheduled');
    let release: () => void = () => undefined;
    const copied: string[] = [];
    const logs: string[] = [];
    const log = { info: (m: string) => logs.push(m), error: (m: string) => logs.push(m) };
    const sources = {
      pglite: {
        snapshotTo: (target: string) =>
          new Promise<void>((resolve) => {
            copied.push(target);
            release = () => {
              mkdirSync(target);
              resolve();
            };
          }),
      },
    };
    const schedule = scheduleBackups({ backupsDir: dir, days: 7, sources, log });
    await expect.poll(() => copied.length, { timeout: 10_000 }).toBe(1);
    const stopped = schedule.stop();
    release();
    await stopped;
    expect(listBackups(dir).map((b) => b.pglite)).toEqual([true]);

    const failing = scheduleBackups({ backupsDir: dir, days: 7, sources: { duckdb: { backupTo: () => Promise.reject(new Error('磁盘已满')) } }, log });
    await expect.poll(() => logs.at(-1), { timeout: 10_000 }).toBe('备份失败：磁盘已满');
    await failing.stop();
    expect(listBackups(dir)).toHaveLength(1);
    expect(readdirSync(dir).some((f) => f.endsWith('.partial'))).toBe(false);
  });

  it('reads the days to keep from the environment', () => {
    expect(backupDaysFromEnv({})).toBe(7);
    expect(backupDaysFromEnv({ TOUFANG_BACKUP_DAYS: '0' })).toBe(0);
    expect(backupDaysFromEnv({ TOUFANG_BACKUP_DAYS: '30' })).toBe(30);
    expect(() => backupDaysFromEnv({ TOUFANG_BACKUP_DAYS: '-1' })).toThrow('TOUFANG_BACKUP_DAYS 应为 0 或正整数（实际为 -1）');
  });
});
