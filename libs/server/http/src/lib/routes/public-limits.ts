// Rate limits and daily quotas of the calls anyone may make without logging in (issue 18): company search,
// sales leads and error reports. The per-minute rate lives in this process's memory (checked before the
// database is touched); the 24-hour quota is counted from the stored rows themselves, so it holds across
// instances and restarts (docs/decisions.md). Both are per client address (request.ip, see trustProxy).
import { RateLimiter } from '../auth/rate-limit';
import { tooMany } from '../contract/envelope';
import type { Queryable } from '@toufang/server-db';

export const PUBLIC_LIMITS = {
  searchCompany: { perMinute: 60 },
  addSalesLead: { perMinute: 10, rowsPerDay: 20 },
  reportError: { perMinute: 60, rowsPerDay: 500, bytesPerDay: 2 * 1024 * 1024, allBytesPerDay: 50 * 1024 * 1024 },
  /** 素材审核分享: every call of a share link, and (apart) each password tried (docs/decisions.md). */
  materialReviewShare: { perMinute: 120 },
  materialReviewSharePassword: { perMinute: 10 },
  /** A sandbox H5 page's form (线索): a person sends a form now and then; chosen (docs/decisions.md). */
  sandboxSiteLead: { perMinute: 10 },
} as const;

export const PUBLIC_LIMIT_TEXTS = {
  TOO_FAST: (seconds: number) => `请求过于频繁，请在${seconds}秒后重试`,
  QUOTA: (seconds: number) =>
    `今日提交已达上限，请在${seconds >= 3600 ? `${Math.ceil(seconds / 3600)}小时` : `${Math.ceil(seconds / 60)}分钟`}后重试`,
} as const;

export type PublicCall = keyof typeof PUBLIC_LIMITS;
export type PublicLimiters = Record<PublicCall, RateLimiter>;

/** One server's limiters (each server counts on its own, so tests' servers do not share counts). */
export function publicLimiters(): PublicLimiters {
  const minute = 60_000;
  return {
    searchCompany: new RateLimiter(PUBLIC_LIMITS.searchCompany.perMinute, minute),
    addSalesLead: new RateLimiter(PUBLIC_LIMITS.addSalesLead.perMinute, minute),
    reportError: new RateLimiter(PUBLIC_LIMITS.reportError.perMinute, minute),
    materialReviewShare: new RateLimiter(PUBLIC_LIMITS.materialReviewShare.perMinute, minute),
    materialReviewSharePassword: new RateLimiter(PUBLIC_LIMITS.materialReviewSharePassword.perMinute, minute),
    sandboxSiteLead: new RateLimiter(PUBLIC_LIMITS.sandboxSiteLead.perMinute, minute),
  };
}

/** Counts the call; throws HTTP 429 with Retry-After when the address has used its minute. */
export function checkRate(limiters: PublicLimiters, call: PublicCall, address: string): void {
  const wait = limiters[call].take(address);
  if (wait > 0) throw tooMany(PUBLIC_LIMIT_TEXTS.TOO_FAST(wait), wait);
}

const DAY_SECONDS = 24 * 60 * 60;

interface Usage {
  rows: number;
  bytes: number;
  /** Seconds until the oldest counted row leaves the 24 hours. */
  frees_in: number | null;
}

async function usage(db: Queryable, table: 'error_logs' | 'sales_leads', address: string | null): Promise<Usage> {
  const bytes = table === 'error_logs' ? 'COALESCE(sum(size_bytes), 0)::float8' : '0::float8';
  const [row] = await db.query<Usage>(
    `SELECT count(*)::int AS rows, ${bytes} AS bytes,
            EXTRACT(EPOCH FROM (min(created_at) + make_interval(secs => $1) - now()))::float8 AS frees_in
       FROM ${table} WHERE created_at > now() - make_interval(secs => $1) ${address === null ? '' : 'AND address = $2'}`,
    address === null ? [DAY_SECONDS] : [DAY_SECONDS, address],
  );
  return row;
}

const quotaRefusal = (u: Usage) => {
  const seconds = Math.max(1, Math.ceil(u.frees_in ?? DAY_SECONDS));
  return tooMany(PUBLIC_LIMIT_TEXTS.QUOTA(seconds), seconds);
};

/**
 * Throws HTTP 429 when storing `bytes` more would pass a 24-hour quota. Two simultaneous calls may both
 * pass the last free place; the per-minute rate keeps that overshoot small.
 */
export async function checkQuota(db: Queryable, call: 'addSalesLead' | 'reportError', address: string, bytes = 0): Promise<void> {
  if (call === 'addSalesLead') {
    const mine = await usage(db, 'sales_leads', address);
    if (mine.rows >= PUBLIC_LIMITS.addSalesLead.rowsPerDay) throw quotaRefusal(mine);
    return;
  }
  const limits = PUBLIC_LIMITS.reportError;
  const mine = await usage(db, 'error_logs', address);
  if (mine.rows >= limits.rowsPerDay || mine.bytes + bytes > limits.bytesPerDay) throw quotaRefusal(mine);
  const all = await usage(db, 'error_logs', null);
  if (all.bytes + bytes > limits.allBytesPerDay) throw quotaRefusal(all);
}
