// Backups of the embedded stores (the default desk: PGlite in .data/pglite, DuckDB in .data/metrics.duckdb):
// one on every start and one a day while the desk runs, into .data/backups/<time>/ (pglite/ and
// metrics.duckdb beside a backup.json), kept TOUFANG_BACKUP_DAYS days (default 7, 0 for none). A backup is
// written under a .partial name and renamed when whole, so a listed backup is always complete. Restoring is
// `npm run restore` (restore.ts). PostgreSQL (DATABASE_URL) and ClickHouse are backed up with their own tools.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const BACKUP_DEFAULT_DAYS = 7;
/** A backup is taken when the newest is this old (checked every CHECK_MS). */
export const BACKUP_EVERY_MS = 24 * 60 * 60_000;
const CHECK_MS = 60 * 60_000;
/** The newest backups kept whatever their age: a desk stopped for weeks still has its last ones. */
const KEEP_NEWEST = 3;

export const RESTORE_COMMAND = 'npm run restore';

export const BACKUP_TEXTS = {
  badDays: (raw: string) => `TOUFANG_BACKUP_DAYS 应为 0 或正整数（实际为 ${raw}）`,
  damaged: (what: string, where: string, reason: string) =>
    `${what}已损坏，无法打开（${where}）：${reason}。可以用备份恢复：${RESTORE_COMMAND} 列出备份，${RESTORE_COMMAND} -- <备份名> 恢复（损坏的文件会改名保留，不会删除）`,
  failed: (reason: string) => `备份失败：${reason}`,
} as const;

/** What a backup copies: the live stores, each able to copy itself consistently. */
export interface BackupSources {
  pglite?: { snapshotTo(target: string): Promise<void> };
  duckdb?: { backupTo(target: string): Promise<void> };
}

export interface BackupInfo {
  name: string;
  dir: string;
  takenAt: Date;
  pglite: boolean;
  duckdb: boolean;
}

/** Where the backups of a desk whose PGlite folder is `dataDir` go: beside it, in the same parent folder. */
export function backupsDirOf(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'backups');
}

/** Days to keep from the environment: TOUFANG_BACKUP_DAYS, default 7, 0 for no backups. */
export function backupDaysFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = (env.TOUFANG_BACKUP_DAYS ?? '').trim();
  if (raw === '') return BACKUP_DEFAULT_DAYS;
  if (!/^\d{1,4}$/.test(raw)) throw new Error(BACKUP_TEXTS.badDays(raw));
  return Number(raw);
}

const NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-\d+)?$/;
const nameOf = (at: Date) => at.toISOString().slice(0, 19).replace(/:/g, '-') + 'Z';

/** The complete backups in `backupsDir`, newest first. */
export function listBackups(backupsDir: string): BackupInfo[] {
  if (!existsSync(backupsDir)) return [];
  const found: BackupInfo[] = [];
  for (const name of readdirSync(backupsDir)) {
    const m = NAME.exec(name);
    const dir = path.join(backupsDir, name);
    if (!m || !existsSync(path.join(dir, 'backup.json'))) continue;
    const manifest = JSON.parse(readFileSync(path.join(dir, 'backup.json'), 'utf8')) as { takenAt?: string };
    found.push({
      name,
      dir,
      takenAt: new Date(manifest.takenAt ?? `${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`),
      pglite: existsSync(path.join(dir, 'pglite')),
      duckdb: existsSync(path.join(dir, 'metrics.duckdb')),
    });
  }
  return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name));
}

/** Takes one backup of `sources` into a new folder of `backupsDir`; answers it. */
export async function takeBackup(backupsDir: string, sources: BackupSources, now = new Date()): Promise<BackupInfo> {
  await mkdir(backupsDir, { recursive: true });
  let name = nameOf(now);
  for (let n = 1; existsSync(path.join(backupsDir, name)); n++) name = `${nameOf(now)}-${n}`;
  const dir = path.join(backupsDir, name);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial);
  try {
    if (sources.pglite) await sources.pglite.snapshotTo(path.join(partial, 'pglite'));
    if (sources.duckdb) await sources.duckdb.backupTo(path.join(partial, 'metrics.duckdb'));
    const manifest = {
      takenAt: now.toISOString(),
      pglite: sources.pglite ? 'the data folder copied after a CHECKPOINT, then its files changed meanwhile again with no transaction open and no query running' : null,
      duckdb: sources.duckdb ? 'the file copied after a CHECKPOINT, no write running' : null,
    };
    await writeFile(path.join(partial, 'backup.json'), JSON.stringify(manifest, null, 2) + '\n');
    await rename(partial, dir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return { name, dir, takenAt: now, pglite: Boolean(sources.pglite), duckdb: Boolean(sources.duckdb) };
}

/**
 * Removes backups older than `days` days, keeping the newest of each day and always the KEEP_NEWEST newest;
 * answers the names removed. Leftover .partial folders (a backup cut short) go too.
 */
export async function pruneBackups(backupsDir: string, days: number, now = new Date()): Promise<string[]> {
  const removed: string[] = [];
  const seenDays = new Set<string>();
  const oldest = now.getTime() - days * BACKUP_EVERY_MS;
  for (const [i, backup] of listBackups(backupsDir).entries()) {
    const day = backup.takenAt.toISOString().slice(0, 10);
    const keep = i < KEEP_NEWEST || (backup.takenAt.getTime() >= oldest && !seenDays.has(day));
    seenDays.add(day);
    if (keep) continue;
    await rm(backup.dir, { recursive: true, force: true });
    removed.push(backup.name);
  }
  if (existsSync(backupsDir)) {
    for (const name of readdirSync(backupsDir)) if (name.endsWith('.partial')) await rm(path.join(backupsDir, name), { recursive: true, force: true });
  }
  return removed;
}

/**
 * The running desk's process id, in `<data folder>.pid` while it serves: the restore command refuses while
 * that process lives (PGlite takes no lock a second process would see; DuckDB's covers only its file).
 */
export const pidFileOf = (dataDir: string) => `${path.resolve(dataDir)}.pid`;

export function markRunning(dataDir: string): void {
  writeFileSync(pidFileOf(dataDir), `${process.pid}\n`);
}

export function unmarkRunning(dataDir: string): void {
  rmSync(pidFileOf(dataDir), { force: true });
}

/** The process id of a desk serving `dataDir`, or null (no file, or its process is gone). */
export function runningDesk(dataDir: string): number | null {
  const file = pidFileOf(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: a process of another user holds the id, so it lives.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

export interface BackupLog {
  info(message: string): void;
  error(message: string): void;
}

/**
 * Takes a backup now (in the background) and whenever the newest is a day old, pruning after each; stop()
 * waits for a backup under way. A failed backup is logged and tried again at the next check.
 */
export function scheduleBackups(options: { backupsDir: string; days: number; sources: BackupSources; log: BackupLog }): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const backup = await takeBackup(options.backupsDir, options.sources);
        await pruneBackups(options.backupsDir, options.days);
        options.log.info(`backup ${backup.name} taken into ${backup.dir}`);
      } catch (error) {
        options.log.error(BACKUP_TEXTS.failed(error instanceof Error ? error.message : String(error)));
      } finally {
        running = null;
      }
    })();
  };
  const due = () => {
    const newest = listBackups(options.backupsDir)[0];
    if (!newest || Date.now() - newest.takenAt.getTime() >= BACKUP_EVERY_MS) run();
  };
  const start = setTimeout(run, 0);
  const timer = setInterval(due, CHECK_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(start);
      clearInterval(timer);
      await running;
    },
  };
}
