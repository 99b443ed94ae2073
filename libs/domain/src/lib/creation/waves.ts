// The submission rule (widgets spec §3–§5, §9 SUBMISSION) and the waves it plans (docs/design/creation.md §1):
// when each row is sent to the media. Pure: the editor shows the plan, the server schedules one durable job per
// wave from the same function.
import { chinaDateStart, DAY_MS, MINUTE_MS } from '../china-time';
import { SUBMISSION } from '../constants';
import type { DeliveryLevel } from '../delivery-levels';
import type { CreationVariantSpec } from './spec';
import { CREATION_TEXTS } from './texts';
import type { CreationRow, SubmissionRule } from './types';

/** One wave of a task: its number from 1, when it runs (epoch ms) and its rows, parents before children. */
export interface Wave {
  n: number;
  runAt: number;
  rowKeys: string[];
}

/** A finding on the submission rule form, by the field it concerns (widgets spec §5 texts). */
export interface SubmissionProblem {
  field: 'adsDelaySubmitTime' | 'adsSubmitNum' | 'adsSubmitInterval';
  message: string;
}

const TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;

/** Epoch ms of a 'YYYY-MM-DD HH:mm' China time (SUBMISSION.TIME_FORMAT), or undefined when it is not one. */
export function parseSubmissionTime(text: string | undefined | null): number | undefined {
  const m = text ? TIME.exec(text.trim()) : null;
  if (!m) return undefined;
  const hours = Number(m[2]);
  const minutes = Number(m[3]);
  if (hours > 23 || minutes > 59) return undefined;
  try {
    const start = chinaDateStart(m[1]).getTime();
    // A date such as 2026-02-30 parses to March; refuse it rather than move it.
    if (new Date(start + 8 * 3_600_000).toISOString().slice(0, 10) !== m[1]) return undefined;
    return start + (hours * 60 + minutes) * MINUTE_MS;
  } catch {
    return undefined;
  }
}

const isIntegerIn = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * What the submission rule form refuses (widgets spec §5): a set time at or before now; a BATCH count outside
 * 1…the dimension's max; a REPEAT count outside 2…10; an interval not offered. saveTemplateOnly has no rule.
 */
export function validateSubmission(rule: SubmissionRule, now: number): SubmissionProblem[] {
  if (rule.submitType === 'saveTemplateOnly') return [];
  const problems: SubmissionProblem[] = [];
  const kind = rule.adsSubmitRule;
  if (kind === 'NOW') return problems;
  // DELAY needs its time; BATCH and REPEAT may set a start time (else they start now).
  if (kind === 'DELAY' || rule.adsDelaySubmitTime) {
    const at = parseSubmissionTime(rule.adsDelaySubmitTime);
    if (at === undefined) problems.push({ field: 'adsDelaySubmitTime', message: CREATION_TEXTS.TIME_REQUIRED });
    else if (at <= now) problems.push({ field: 'adsDelaySubmitTime', message: CREATION_TEXTS.TIME_NOT_AFTER_NOW });
    else if (at > now + SUBMISSION.DELAY_WINDOW_DAYS * DAY_MS) problems.push({ field: 'adsDelaySubmitTime', message: CREATION_TEXTS.TIME_TOO_LATE });
  }
  if (kind === 'BATCH') {
    const max = SUBMISSION.MAX_PER_DIMENSION[rule.adsSubmitDimension ?? 'PLAN'];
    if (!isIntegerIn(rule.adsSubmitNum, 1, max)) problems.push({ field: 'adsSubmitNum', message: CREATION_TEXTS.BATCH_COUNT(max) });
    if (!(SUBMISSION.BATCH_INTERVALS_MIN as readonly number[]).includes(rule.adsSubmitInterval ?? Number.NaN))
      problems.push({ field: 'adsSubmitInterval', message: CREATION_TEXTS.INTERVAL });
  }
  if (kind === 'REPEAT') {
    if (!isIntegerIn(rule.adsSubmitNum, SUBMISSION.REPEAT_MIN, SUBMISSION.REPEAT_MAX)) problems.push({ field: 'adsSubmitNum', message: CREATION_TEXTS.REPEAT_COUNT });
    const interval = rule.adsSubmitInterval ?? SUBMISSION.REPEAT_DEFAULT_INTERVAL_MIN;
    if (!(SUBMISSION.REPEAT_INTERVALS_MIN as readonly number[]).includes(interval)) problems.push({ field: 'adsSubmitInterval', message: CREATION_TEXTS.INTERVAL });
  }
  return problems;
}

/** When the first wave runs: the set time when there is one after now, else now. */
export function submissionStart(rule: SubmissionRule, now: number): number {
  const at = parseSubmissionTime(rule.adsDelaySubmitTime);
  return at !== undefined && at > now ? at : now;
}

/**
 * The waves of a submission (docs/design/creation.md §1), rows in preview order:
 * - NOW: one wave now; DELAY: one wave at the set time;
 * - BATCH: N objects of the dimension's level (spec.submitLevels) per wave, each with its children, its
 *   parents in the wave of their first child (parents never come after their children); multi-account ON:
 *   N per account per wave; OFF: N in preview order. The first wave at the start (now, or the set time), then
 *   one every interval;
 * - REPEAT: one wave per repeat, an interval apart.
 * Every row is in exactly one wave; waves without rows are not planned.
 */
export function planWaves(rows: readonly CreationRow[], rule: SubmissionRule, spec: CreationVariantSpec, now: number): Wave[] {
  if (rows.length === 0) return [];
  const start = submissionStart(rule, now);
  if (rule.adsSubmitRule === 'REPEAT') {
    const interval = (rule.adsSubmitInterval ?? SUBMISSION.REPEAT_DEFAULT_INTERVAL_MIN) * MINUTE_MS;
    const repeats = [...new Set(rows.map((r) => r.repeat))].sort((a, b) => a - b);
    return repeats.map((repeat, i) => ({ n: i + 1, runAt: start + i * interval, rowKeys: rows.filter((r) => r.repeat === repeat).map((r) => r.key) }));
  }
  if (rule.adsSubmitRule !== 'BATCH') return [{ n: 1, runAt: rule.adsSubmitRule === 'DELAY' ? start : now, rowKeys: rows.map((r) => r.key) }];

  const per = Math.max(1, Math.floor(Number(rule.adsSubmitNum) || 1));
  const interval = (rule.adsSubmitInterval ?? SUBMISSION.BATCH_INTERVALS_MIN[0]) * MINUTE_MS;
  const unitLevel: DeliveryLevel = spec.submitLevels[rule.adsSubmitDimension ?? 'PLAN'];
  const byKey = new Map(rows.map((r) => [r.key, r]));

  // The unit (a row of the dimension's level) each row goes with: itself, or its nearest such ancestor.
  const unitOf = (row: CreationRow): CreationRow | undefined => {
    for (let r: CreationRow | undefined = row; r; r = r.parentKey ? byKey.get(r.parentKey) : undefined) if (r.level === unitLevel) return r;
    return undefined;
  };
  // Wave index (from 0) of each unit.
  const waveOfUnit = new Map<string, number>();
  if (rule.adsMoreAccount === 'ON') {
    const seen = new Map<number, number>();
    for (const r of rows)
      if (r.level === unitLevel) {
        const k = seen.get(r.account) ?? 0;
        seen.set(r.account, k + 1);
        waveOfUnit.set(r.key, Math.floor(k / per));
      }
  } else {
    let k = 0;
    for (const r of rows) if (r.level === unitLevel) waveOfUnit.set(r.key, Math.floor(k++ / per));
  }
  const waveOf = new Map<string, number>();
  for (const r of rows) {
    const unit = unitOf(r);
    if (unit) waveOf.set(r.key, waveOfUnit.get(unit.key) ?? 0);
  }
  // Rows above the unit level go with their earliest unit below them (parents never after a child); a row with
  // no unit above or below it, in the first wave.
  for (const r of rows) {
    if (r.level !== unitLevel) continue;
    const w = waveOf.get(r.key) ?? 0;
    for (let p = r.parentKey ? byKey.get(r.parentKey) : undefined; p; p = p.parentKey ? byKey.get(p.parentKey) : undefined)
      waveOf.set(p.key, Math.min(waveOf.get(p.key) ?? w, w));
  }
  const buckets: string[][] = [];
  for (const r of rows) (buckets[waveOf.get(r.key) ?? 0] ??= []).push(r.key);
  const waves: Wave[] = [];
  for (const keys of buckets) if (keys && keys.length > 0) waves.push({ n: waves.length + 1, runAt: start + waves.length * interval, rowKeys: keys });
  return waves;
}
