// What the sandbox engine's parts share: its options, the refusals tests inject, money and JSON helpers, the
// cursor of the incremental list, and one field's new value checked for its type.
import { createHash } from 'node:crypto';
import { sql as raw, type Selectable } from 'kysely';
import type { SandboxObjectsTable } from '@toufang/server-db';
import {
  dayOfDate,
  isSchedule,
  refusal,
  type SandboxClock,
  type MediaLimits,
  type ObjectEdit,
  type OptStatus,
  type Refusal,
  type SandboxRule,
} from '@toufang/server-media';
import { refuse } from './wire';

export type ObjectRow = Selectable<SandboxObjectsTable>;

export interface SandboxOptions {
  clock?: SandboxClock;
  /** Tests only: tighter limits so a rule is reached in a few calls (e.g. a delivery quota of 3). */
  limits?: Partial<MediaLimits>;
  /** Origin of the desk's server, which serves the sandbox consent page. */
  consentOrigin?: string;
}

/**
 * Who consents on the sandbox's consent page: the company's main login, or one of its sub-logins by name.
 * The sandbox has no login form; the desk's server says who is signed in (see sandboxConsentPage).
 */
export interface SandboxAuthoriser {
  companyName: string;
  /** The sub-login; absent for the main login. */
  subLogin?: string;
}

/** A refusal the next calls to an account will get (tests: a media answering 'busy' or 'too fast'). */
export interface InjectedFault {
  advertiserId: string;
  rule: SandboxRule;
  params?: Record<string, string | number>;
  times: number;
}

export const MAX_REPORT_DAYS = 366;
/** How long a report computes before it lets the server answer other requests, ms. */
export const REPORT_SLICE_MS = 20;

/** A report's China days from two YYYY-MM-DD dates, inclusive, at most MAX_REPORT_DAYS; refused otherwise. */
export function readDateRange(fromDate: string, toDate: string): { from: number; to: number } {
  let from: number;
  let to: number;
  try {
    from = dayOfDate(fromDate);
    to = dayOfDate(toDate);
  } catch {
    return refuse('invalid_value', { detail: '日期格式须为YYYY-MM-DD' });
  }
  if (to < from || to - from >= MAX_REPORT_DAYS) refuse('invalid_value', { detail: `日期范围须在${MAX_REPORT_DAYS}天以内` });
  return { from, to };
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const fen = (yuan: number | null | undefined) => (yuan == null ? null : Math.round(yuan * 100));
export const yuanOf = (f: number | null) => (f === null ? null : f / 100);
export const json = (value: unknown) => raw<string>`${JSON.stringify(value)}::text::jsonb`;

export interface Cursor {
  /** Last change number answered. */
  s: number;
  /** Reviews decided up to this time (epoch ms) were answered. */
  t: number;
  /** modifiedSince, when the sync started from a time. */
  m?: number;
  /**
   * Within one listing of several pages: the change number and the time it started at. The objects written
   * after `b` are answered by the written part of this listing, so its review part leaves them out (else a
   * first sync of more than a page answered every reviewed object twice).
   */
  b?: number;
  st?: number;
  /** The last object answered by the review part at time `t` (objects decided at one instant page by id). */
  o?: string;
}

export function readCursor(text: string | undefined, modifiedSince: number | undefined): Cursor {
  if (!text) return modifiedSince === undefined ? { s: 0, t: 0 } : { s: 0, t: modifiedSince, m: modifiedSince };
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && 's' in parsed && 't' in parsed) {
      const { s, t } = parsed;
      const m = 'm' in parsed ? parsed.m : undefined;
      const b = 'b' in parsed ? parsed.b : undefined;
      const st = 'st' in parsed ? parsed.st : undefined;
      const o = 'o' in parsed ? parsed.o : undefined;
      const optionalNumber = (v: unknown) => v === undefined || typeof v === 'number';
      if (typeof s === 'number' && typeof t === 'number' && optionalNumber(m) && optionalNumber(b) && optionalNumber(st) && (o === undefined || typeof o === 'string')) {
        return { s, t, m: m as number | undefined, b: b as number | undefined, st: st as number | undefined, o: o as string | undefined };
      }
    }
  } catch {
    // falls through to the refusal below
  }
  return refuse('invalid_value', { detail: 'cursor 无效' });
}

export const writeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

// ---------- one field's new value, checked for its type (callers may send anything) ----------

export type Change =
  | { field: 'status'; value: OptStatus }
  | { field: 'budget'; value: number | null }
  | { field: 'bid'; value: number }
  | { field: 'schedule'; value: string }
  | { field: 'name'; value: string };

export function changeOf(field: ObjectEdit['field'], value: unknown): Change | Refusal {
  switch (field) {
    case 'status':
      return value === 'enabled' || value === 'paused' || value === 'deleted' ? { field, value } : refusal('invalid_value', { detail: '状态不正确' });
    case 'budget':
      return value === null || typeof value === 'number' ? { field, value } : refusal('invalid_value', { detail: '预算须为数字' });
    case 'bid':
      return typeof value === 'number' ? { field, value } : refusal('invalid_value', { detail: '出价须为数字' });
    case 'schedule':
      return typeof value === 'string' && isSchedule(value) ? { field, value } : refusal('invalid_value', { detail: '投放时段须为168位0/1字符串' });
    case 'name':
      return typeof value === 'string' ? { field, value } : refusal('invalid_value', { detail: '名称须为文字' });
  }
}
