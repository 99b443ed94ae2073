// A submission's rule checked and its rows cut into waves (docs/design/creation.md §1 waves.ts; widgets spec §3, §5).
// The server plans from the rows it froze, so the waves are what the task shows whatever the browser planned.
import type { CreationRow, SubmissionRule } from '@toufang/domain';
import { CREATION_TASK_TEXTS } from './texts';

/** widgets spec §9 (Submission): the most of a dimension per wave, and how far ahead a time may be. */
export const SUBMISSION_LIMITS = { BATCH_MAX: 100, REPEAT_MIN: 2, REPEAT_MAX: 10, AHEAD_DAYS: 30 } as const;

const CHINA_OFFSET_MS = 8 * 3600_000;
const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD HH:mm' China time as an instant (null when it is no such time). */
export function chinaTime(text: string | undefined): Date | null {
  const m = text === undefined ? null : TIME.exec(text);
  if (!m) return null;
  const at = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) - CHINA_OFFSET_MS);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The instant as 'YYYY-MM-DD HH:mm' China time. */
export function chinaTimeText(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Why the rule cannot run (widgets spec §5's texts), or null. */
export function ruleProblem(rule: SubmissionRule, now: Date): string | null {
  const start = chinaTime(rule.adsDelaySubmitTime);
  const interval = rule.adsSubmitInterval ?? 0;
  const count = rule.adsSubmitNum ?? null;
  const whole = (n: number | null): n is number => n !== null && Number.isInteger(n);
  if (rule.adsSubmitRule === 'DELAY') {
    if (!start) return CREATION_TASK_TEXTS.TIME_MISSING;
    if (start.getTime() <= now.getTime()) return CREATION_TASK_TEXTS.TIME_NOT_AFTER_NOW;
    if (start.getTime() > now.getTime() + SUBMISSION_LIMITS.AHEAD_DAYS * 86_400_000) return CREATION_TASK_TEXTS.TIME_TOO_FAR;
  }
  if (rule.adsSubmitRule === 'BATCH') {
    if (!whole(count) || count < 1 || count > SUBMISSION_LIMITS.BATCH_MAX) return CREATION_TASK_TEXTS.BATCH_COUNT(SUBMISSION_LIMITS.BATCH_MAX);
    if (!(interval > 0)) return CREATION_TASK_TEXTS.INTERVAL_MISSING;
  }
  if (rule.adsSubmitRule === 'REPEAT') {
    if (!whole(count) || count < SUBMISSION_LIMITS.REPEAT_MIN || count > SUBMISSION_LIMITS.REPEAT_MAX) return CREATION_TASK_TEXTS.REPEAT_COUNT;
    if (!(interval > 0)) return CREATION_TASK_TEXTS.INTERVAL_MISSING;
  }
  // A set time of BATCH or REPEAT (their first wave) must be after now too.
  if ((rule.adsSubmitRule === 'BATCH' || rule.adsSubmitRule === 'REPEAT') && start && start.getTime() <= now.getTime()) return CREATION_TASK_TEXTS.TIME_NOT_AFTER_NOW;
  return null;
}

export interface PlannedWave {
  n: number;
  runAt: Date;
  rowKeys: string[];
}

/**
 * The waves of the rows: NOW one wave now, DELAY one at its time, REPEAT one per repeat at the interval, BATCH N
 * units per wave at the interval (the first now), a unit being an object of the rule's dimension level with every
 * row under it; multi-account ON counts N per account, OFF N in the preview's order. A parent goes in the wave of
 * its first child, so parents always run no later than their children.
 */
export function planWaves(rows: readonly CreationRow[], rule: SubmissionRule, unitLevel: string, now: Date): PlannedWave[] {
  const start = chinaTime(rule.adsDelaySubmitTime) ?? now;
  const first = rule.adsSubmitRule === 'NOW' ? now : start;
  const intervalMs = (rule.adsSubmitInterval ?? 0) * 60_000;
  const waveOf = new Map<string, number>();
  if (rule.adsSubmitRule === 'REPEAT') {
    for (const row of rows) waveOf.set(row.key, Math.max(0, row.repeat - 1));
  } else if (rule.adsSubmitRule === 'BATCH') {
    const n = Math.max(1, rule.adsSubmitNum ?? 1);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const unitOf = (row: CreationRow): string | null => {
      for (let r: CreationRow | undefined = row; r; r = r.parentKey ? byKey.get(r.parentKey) : undefined) if (r.level === unitLevel) return r.key;
      return null;
    };
    const units = rows.filter((r) => r.level === unitLevel);
    const perAccount = new Map<number, number>();
    const unitWave = new Map<string, number>();
    units.forEach((u, i) => {
      const k = rule.adsMoreAccount === 'OFF' ? i : (perAccount.get(u.account) ?? 0);
      perAccount.set(u.account, k + 1);
      unitWave.set(u.key, Math.floor(k / n));
    });
    for (const row of rows) {
      const unit = unitOf(row);
      if (unit !== null) waveOf.set(row.key, unitWave.get(unit)!);
    }
    // Parents above the unit level: the wave of their first unit.
    for (const row of [...rows].reverse()) {
      const w = waveOf.get(row.key);
      if (w === undefined || !row.parentKey) continue;
      const parent = row.parentKey;
      waveOf.set(parent, Math.min(waveOf.get(parent) ?? w, w));
    }
    for (const row of rows) if (!waveOf.has(row.key)) waveOf.set(row.key, 0);
  } else {
    for (const row of rows) waveOf.set(row.key, 0);
  }
  const count = Math.max(...[...waveOf.values()], 0) + 1;
  const waves: PlannedWave[] = Array.from({ length: count }, (_, i) => ({ n: i + 1, runAt: new Date(first.getTime() + i * intervalMs), rowKeys: [] }));
  for (const row of rows) waves[waveOf.get(row.key)!].rowKeys.push(row.key);
  return waves.filter((w) => w.rowKeys.length > 0).map((w, i) => ({ ...w, n: i + 1 }));
}

/** The rule in the list's words (提交规则). */
export function ruleSummary(rule: SubmissionRule, unitLabel: string): string {
  switch (rule.adsSubmitRule) {
    case 'DELAY':
      return CREATION_TASK_TEXTS.RULE_DELAY(rule.adsDelaySubmitTime ?? '');
    case 'BATCH':
      return CREATION_TASK_TEXTS.RULE_BATCH(rule.adsSubmitNum ?? 0, unitLabel, rule.adsSubmitInterval ?? 0);
    case 'REPEAT':
      return CREATION_TASK_TEXTS.RULE_REPEAT(rule.adsSubmitNum ?? 0, rule.adsSubmitInterval ?? 0);
    default:
      return CREATION_TASK_TEXTS.RULE_NOW;
  }
}
