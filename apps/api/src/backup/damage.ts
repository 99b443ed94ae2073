// Telling a damaged embedded store from other start failures, so the start names the restore command
// (backup.ts) instead of PGlite's "RuntimeError: unreachable" or DuckDB's English checksum error.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DUCKDB_LOCKED } from '@toufang/server-metrics';
import { BACKUP_TEXTS } from './backup';

const reasonOf = (error: unknown): string => {
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (inner instanceof Error ? inner.message : String(inner)).replace(/[.。\s]+$/, '');
};

/**
 * The start's error for a PGlite folder that existed but failed to open or migrate: PGlite's WebAssembly
 * aborts (RuntimeError) on a damaged folder. Anything else passes through.
 */
export function pgliteStartError(dataDir: string, existed: boolean, error: unknown): unknown {
  if (!existed || !((error instanceof Error && error.name === 'RuntimeError') || /unreachable|Aborted\(\)|out of bounds/.test(reasonOf(error)))) return error;
  return new Error(BACKUP_TEXTS.damaged('内置数据库', dataDir, reasonOf(error)), { cause: error });
}

/** The start's error for a DuckDB file that exists but is not a valid, whole database (not a lock). */
export function duckdbStartError(file: string | undefined, error: unknown): unknown {
  const reason = reasonOf(error);
  if (!file || file === ':memory:' || !existsSync(file) || DUCKDB_LOCKED.test(reason)) return error;
  if (!/corrupt|checksum|not a valid DuckDB|IO Error|Serialization Error/i.test(reason)) return error;
  return new Error(BACKUP_TEXTS.damaged('指标库', file, reason), { cause: error });
}

/** Whether a PGlite folder holds a database already (a fresh one is created, not damaged). */
export const pgliteExists = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));
