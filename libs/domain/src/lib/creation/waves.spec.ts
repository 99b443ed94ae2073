import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../china-time';
import { expandTemplate } from './combine';
import { bodyOf, SPEC2, SPEC3 } from './fixtures';
import type { CreationRow, SubmissionRule } from './types';
import { parseSubmissionTime, planWaves, validateSubmission } from './waves';

const NOW = Date.UTC(2026, 10, 30, 6, 0); // 2026-11-30 14:00 China time
const rule = (r: Partial<SubmissionRule>): SubmissionRule => ({ submitType: 'submitAndSaveTemplate', adsSubmitRule: 'NOW', ...r });

function rows(accounts: number, targeting: number, materials = 1, spec = SPEC3, repeat = 1): CreationRow[] {
  const e = expandTemplate(bodyOf(spec, { accounts, targeting, materials, titles: 1 }), spec, { now: NOW, repeat });
  if (!e.ok) throw new Error('no rows');
  return e.rows;
}

describe('parseSubmissionTime', () => {
  it('reads YYYY-MM-DD HH:mm as China time and refuses what is not one', () => {
    expect(parseSubmissionTime('2026-11-30 14:30')).toBe(NOW + 30 * MINUTE_MS);
    expect(parseSubmissionTime('2026-02-30 10:00')).toBeUndefined();
    expect(parseSubmissionTime('2026-11-30 24:00')).toBeUndefined();
    expect(parseSubmissionTime('2026-11-30T14:30')).toBeUndefined();
    expect(parseSubmissionTime(undefined)).toBeUndefined();
  });
});

describe('validateSubmission', () => {
  it('refuses a set time at or before now with the widget spec text', () => {
    expect(validateSubmission(rule({ adsSubmitRule: 'DELAY', adsDelaySubmitTime: '2026-11-30 14:00' }), NOW)).toEqual([
      { field: 'adsDelaySubmitTime', message: '设定时间不可小于等于当前时间' },
    ]);
    expect(validateSubmission(rule({ adsSubmitRule: 'DELAY', adsDelaySubmitTime: '2026-11-30 14:01' }), NOW)).toEqual([]);
    expect(validateSubmission(rule({ adsSubmitRule: 'DELAY' }), NOW)).toEqual([{ field: 'adsDelaySubmitTime', message: '请选择提交时间' }]);
    expect(validateSubmission(rule({ adsSubmitRule: 'DELAY', adsDelaySubmitTime: '2027-01-30 14:01' }), NOW)).toEqual([
      { field: 'adsDelaySubmitTime', message: '设定时间不可晚于30天后' },
    ]);
  });

  it('checks a BATCH start time too', () => {
    const batch = rule({ adsSubmitRule: 'BATCH', adsSubmitNum: 5, adsSubmitInterval: 10, adsDelaySubmitTime: '2026-11-30 13:59' });
    expect(validateSubmission(batch, NOW)).toEqual([{ field: 'adsDelaySubmitTime', message: '设定时间不可小于等于当前时间' }]);
  });

  it('wants a BATCH count of 1 to the dimension max, and an offered interval', () => {
    for (const n of [0, 101, 2.5, null]) {
      expect(validateSubmission(rule({ adsSubmitRule: 'BATCH', adsSubmitNum: n, adsSubmitInterval: 10, adsSubmitDimension: 'CAMPAIGN' }), NOW)).toEqual([
        { field: 'adsSubmitNum', message: '提交数量请输入1-100整数' },
      ]);
    }
    expect(validateSubmission(rule({ adsSubmitRule: 'BATCH', adsSubmitNum: 100, adsSubmitInterval: 10 }), NOW)).toEqual([]);
    expect(validateSubmission(rule({ adsSubmitRule: 'BATCH', adsSubmitNum: 1, adsSubmitInterval: 7 }), NOW)).toEqual([{ field: 'adsSubmitInterval', message: '请选择提交间隔' }]);
  });

  it('wants a REPEAT count of 2 to 10', () => {
    for (const n of [1, 11]) expect(validateSubmission(rule({ adsSubmitRule: 'REPEAT', adsSubmitNum: n }), NOW)).toEqual([{ field: 'adsSubmitNum', message: '提交数量请输入2-10整数' }]);
    expect(validateSubmission(rule({ adsSubmitRule: 'REPEAT', adsSubmitNum: 10 }), NOW)).toEqual([]);
  });

  it('has nothing to say of NOW, nor of a template only saved', () => {
    expect(validateSubmission(rule({}), NOW)).toEqual([]);
    expect(validateSubmission(rule({ submitType: 'saveTemplateOnly', adsSubmitRule: 'REPEAT', adsSubmitNum: 50 }), NOW)).toEqual([]);
  });
});

describe('planWaves', () => {
  it('NOW: one wave now with every row; DELAY: one wave at the set time', () => {
    const r = rows(2, 2);
    expect(planWaves(r, rule({}), SPEC3, NOW)).toEqual([{ n: 1, runAt: NOW, rowKeys: r.map((x) => x.key) }]);
    expect(planWaves(r, rule({ adsSubmitRule: 'DELAY', adsDelaySubmitTime: '2026-12-01 09:00' }), SPEC3, NOW)).toEqual([
      { n: 1, runAt: Date.UTC(2026, 11, 1, 1, 0), rowKeys: r.map((x) => x.key) },
    ]);
    expect(planWaves([], rule({}), SPEC3, NOW)).toEqual([]);
  });

  it('BATCH, multi-account OFF: N units in preview order a wave, children with their unit, parents with their first child', () => {
    const r = rows(2, 3); // per account: plan, 3 units, 3 creatives
    const waves = planWaves(r, rule({ adsSubmitRule: 'BATCH', adsSubmitNum: 2, adsSubmitInterval: 30, adsSubmitDimension: 'PLAN', adsMoreAccount: 'OFF' }), SPEC3, NOW);
    expect(waves.map((w) => [w.n, w.runAt - NOW, w.rowKeys])).toEqual([
      [1, 0, ['0:plan:1', '0:unit:1', '0:creative:1', '0:unit:2', '0:creative:2']],
      [2, 30 * MINUTE_MS, ['0:unit:3', '0:creative:3', '1:plan:1', '1:unit:1', '1:creative:1']],
      [3, 60 * MINUTE_MS, ['1:unit:2', '1:creative:2', '1:unit:3', '1:creative:3']],
    ]);
  });

  it('BATCH, multi-account ON: N units of every account a wave', () => {
    const r = rows(2, 3);
    const waves = planWaves(r, rule({ adsSubmitRule: 'BATCH', adsSubmitNum: 2, adsSubmitInterval: 30, adsMoreAccount: 'ON' }), SPEC3, NOW);
    expect(waves.map((w) => w.rowKeys.filter((k) => k.includes(':unit:')))).toEqual([
      ['0:unit:1', '0:unit:2', '1:unit:1', '1:unit:2'],
      ['0:unit:3', '1:unit:3'],
    ]);
  });

  it('BATCH by CAMPAIGN counts the top level, with everything under it', () => {
    const r = rows(3, 2);
    const waves = planWaves(r, rule({ adsSubmitRule: 'BATCH', adsSubmitNum: 2, adsSubmitInterval: 5, adsSubmitDimension: 'CAMPAIGN' }), SPEC3, NOW);
    expect(waves.map((w) => w.rowKeys.length)).toEqual([10, 5]);
  });

  it('starts a BATCH at its set time', () => {
    const waves = planWaves(rows(1, 2), rule({ adsSubmitRule: 'BATCH', adsSubmitNum: 1, adsSubmitInterval: 60, adsDelaySubmitTime: '2026-11-30 15:00' }), SPEC3, NOW);
    expect(waves.map((w) => w.runAt - NOW)).toEqual([60 * MINUTE_MS, 120 * MINUTE_MS]);
  });

  it('REPEAT: one wave per repeat an interval apart', () => {
    const r = rows(2, 1, 1, SPEC2, 3);
    const waves = planWaves(r, rule({ adsSubmitRule: 'REPEAT', adsSubmitNum: 3, adsSubmitInterval: 15 }), SPEC2, NOW);
    expect(waves.map((w) => [w.n, w.runAt - NOW, w.rowKeys.length])).toEqual([
      [1, 0, 4],
      [2, 15 * MINUTE_MS, 4],
      [3, 30 * MINUTE_MS, 4],
    ]);
    expect(waves[1].rowKeys.every((k) => r.find((x) => x.key === k)?.repeat === 2)).toBe(true);
  });
});

describe('planWaves (properties)', () => {
  it('every row in exactly one wave, parents no later than children, at most N units (per account when ON) a wave', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom<'CAMPAIGN' | 'PLAN'>('CAMPAIGN', 'PLAN'),
        fc.constantFrom<'ON' | 'OFF'>('ON', 'OFF'),
        fc.boolean(),
        (accounts, targeting, materials, n, dimension, more, dropSome) => {
          let r = rows(accounts, targeting, materials);
          // The person may remove rows in the preview: any subset stays plannable.
          if (dropSome) r = r.filter((_, i) => i % 3 !== 1);
          const waves = planWaves(r, rule({ adsSubmitRule: 'BATCH', adsSubmitNum: n, adsSubmitInterval: 10, adsSubmitDimension: dimension, adsMoreAccount: more }), SPEC3, NOW);
          const waveOf = new Map<string, number>();
          for (const w of waves) for (const k of w.rowKeys) {
            expect(waveOf.has(k)).toBe(false);
            waveOf.set(k, w.n);
          }
          expect(waveOf.size).toBe(r.length);
          for (const row of r) if (row.parentKey && waveOf.has(row.parentKey)) expect(waveOf.get(row.parentKey)).toBeLessThanOrEqual(waveOf.get(row.key) ?? 0);
          const unitLevel = SPEC3.submitLevels[dimension];
          for (const w of waves) {
            const units = r.filter((x) => x.level === unitLevel && w.rowKeys.includes(x.key));
            if (more === 'ON') for (let a = 0; a < accounts; a++) expect(units.filter((u) => u.account === a).length).toBeLessThanOrEqual(n);
            else expect(units.length).toBeLessThanOrEqual(n);
          }
          waves.forEach((w, i) => {
            expect(w.n).toBe(i + 1);
            expect(w.runAt).toBe(NOW + i * 10 * MINUTE_MS);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
