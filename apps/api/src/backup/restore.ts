// Restoring a backup (backup.ts) over the desk's embedded stores, with the desk stopped: the folder and file
// in place are renamed aside (<name>.before-restore-<time>), never deleted, then the backup's copies are put in
// their place and opened once to prove them. Both stores come back from the same backup, so the metrics
// sync's cursors (in PGlite) match the figures (in DuckDB).
import { existsSync } from 'node:fs';
import { copyFile, cp, rename } from 'node:fs/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import { openPglite } from '@toufang/server-db';
import { DUCKDB_LOCKED } from '@toufang/server-metrics';
import { listBackups, runningDesk, type BackupInfo } from './backup';

export const RESTORE_TEXTS = {
  noBackups: (dir: string) => `没有备份（${dir}）。服务每次启动和每天运行时会自动备份内置数据库。`,
  unknown: (name: string) => `没有名为 ${name} 的备份；不带参数运行 npm run restore 可列出备份`,
  running: (pid: number | null) => `服务仍在运行${pid === null ? '（指标库文件被占用）' : `（进程 ${pid}）`}：请先停止服务，再恢复备份`,
  cannotOpen: (name: string, reason: string) => `备份 ${name} 恢复后无法打开：${reason}（原数据已改名保留）`,
} as const;

export interface DeskFiles {
  /** The PGlite folder. */
  dataDir: string;
  /** The DuckDB file, or null when the metrics live elsewhere (ClickHouse). */
  metricsPath: string | null;
  backupsDir: string;
}

export interface Restored {
  backup: BackupInfo;
  /** Where what was in place went: the renamed folder and files. */
  keptAside: string[];
}

/** Throws RESTORE_TEXTS.running when a desk serves these files: its pid file, or DuckDB's lock on its file. */
async function ensureStopped(dataDir: string, metricsPath: string | null): Promise<void> {
  const pid = runningDesk(dataDir);
  if (pid !== null) throw new Error(RESTORE_TEXTS.running(pid));
  if (!metricsPath || !existsSync(metricsPath)) return;
  try {
    const instance = await DuckDBInstance.create(metricsPath);
    instance.closeSync();
  } catch (error) {
    // A damaged file cannot be opened either; only a lock means a running desk.
    if (DUCKDB_LOCKED.test(error instanceof Error ? error.message : String(error))) throw new Error(RESTORE_TEXTS.running(null));
  }
}

export async function restoreBackup(files: DeskFiles, name: string, now = new Date()): Promise<Restored> {
  const backup = listBackups(files.backupsDir).find((b) => b.name === name);
  if (!backup) throw new Error(RESTORE_TEXTS.unknown(name));
  await ensureStopped(files.dataDir, files.metricsPath);
  const suffix = `.before-restore-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;
  const keptAside: string[] = [];
  const setAside = async (file: string) => {
    if (!existsSync(file)) return;
    await rename(file, file + suffix);
    keptAside.push(file + suffix);
  };

  if (backup.pglite) {
    await setAside(files.dataDir);
    await cp(`${backup.dir}/pglite`, files.dataDir, { recursive: true });
  }
  if (backup.duckdb && files.metricsPath) {
    await setAside(files.metricsPath);
    await setAside(`${files.metricsPath}.wal`);
    await copyFile(`${backup.dir}/metrics.duckdb`, files.metricsPath);
  }

  try {
    if (backup.pglite) {
      const db = await openPglite(files.dataDir);
      try {
        await db.query('SELECT count(*) FROM pg_class');
      } finally {
        await db.close();
      }
    }
    if (backup.duckdb && files.metricsPath) {
      const instance = await DuckDBInstance.create(files.metricsPath);
      instance.closeSync();
    }
  } catch (error) {
    throw new Error(RESTORE_TEXTS.cannotOpen(name, error instanceof Error ? error.message : String(error)), { cause: error });
  }
  return { backup, keptAside };
}
