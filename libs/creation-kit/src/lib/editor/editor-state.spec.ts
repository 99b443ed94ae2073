import { describe, expect, it } from 'vitest';
import { TEST_SPEC } from '../../testing';
import { completeBody, formOfRule, newBody, ruleOfForm, setAccountId, setAccounts, upcomingTime } from './editor-state';
import { defaultSubmissionFormData, formatSubmitTime } from '@toufang/ui';

const NOW = Date.UTC(2026, 10, 30, 2);

describe('the editor’s state', () => {
  it('starts a new template from the spec: its defaults, a name rule per level, every mode crossed', () => {
    const body = newBody(TEST_SPEC, NOW);
    expect(body.settings).toEqual({ project: { budget: 1000, goal: 'ACTIVE' }, ad: { bid: 1.5 } });
    expect(Object.keys(body.naming)).toEqual(['project', 'ad']);
    expect([body.targeting.mode, body.materials.mode, body.titles.mode]).toEqual(['cross', 'cross', 'cross']);
    expect(body.submission).toEqual({ submitType: 'submitAndSaveTemplate', adsSubmitRule: 'NOW' });
  });

  it('keeps the rule form’s BATCH and REPEAT fields through the body and back', () => {
    const batch = { ...defaultSubmissionFormData(NOW), adsSubmitRule: 'BATCH' as const, adsBatchStartTime: '2026-12-01 10:00', adsSubmitInterval1: 30, adsSubmitNum1: 5, adsMoreAccount: 'ON' as const };
    const back = formOfRule(ruleOfForm(batch), NOW);
    expect([back.adsSubmitRule, back.adsBatchStartTime, back.adsSubmitInterval1, back.adsSubmitNum1, back.adsMoreAccount]).toEqual(['BATCH', '2026-12-01 10:00', 30, 5, 'ON']);
    const repeat = { ...defaultSubmissionFormData(NOW), adsSubmitRule: 'REPEAT' as const, adsRepeatSubmitTime: '2026-12-01 11:00', adsSubmitInterval2: 60, adsSubmitNum2: 3 };
    const again = formOfRule(ruleOfForm(repeat), NOW);
    expect([again.adsRepeatSubmitTime, again.adsSubmitInterval2, again.adsSubmitNum2]).toEqual(['2026-12-01 11:00', 60, 3]);
  });

  it('moves a set time that has passed to the next whole ten minutes at least five minutes ahead, and keeps a future one', () => {
    const at = (m: number) => formatSubmitTime(NOW + m * 60_000);
    expect(upcomingTime(at(-24 * 60), NOW)).toBe(at(10));
    expect(upcomingTime(at(0), NOW)).toBe(at(10));
    expect(upcomingTime(at(-1), NOW + 7 * 60_000)).toBe(at(20));
    expect(upcomingTime(at(3), NOW)).toBe(at(3));
    const batch = { ...defaultSubmissionFormData(NOW), adsSubmitRule: 'BATCH' as const, adsBatchStartTime: at(-60) };
    expect(formOfRule(ruleOfForm(batch), NOW).adsBatchStartTime).toBe(at(10));
  });

  it('keeps the ids typed for an account that stays chosen', () => {
    let body = setAccounts(newBody(TEST_SPEC, NOW), [{ mediaAccountId: 7, advertiserId: 'A7', name: '甲' }]);
    body = setAccountId(body, 7, 'convertId', 'C-1');
    body = setAccounts(body, [
      { mediaAccountId: 7, advertiserId: 'A7', name: '甲' },
      { mediaAccountId: 8, advertiserId: 'A8', name: '乙' },
    ]);
    expect(body.accounts.map((a) => a.ids)).toEqual([{ convertId: 'C-1' }, {}]);
  });

  it('makes a stored body whole against the spec without dropping what was typed', () => {
    const body = completeBody({ settings: { ad: { bid: 3 } }, accounts: [] }, TEST_SPEC, NOW);
    expect(body.settings).toEqual({ project: { budget: 1000, goal: 'ACTIVE' }, ad: { bid: 3 } });
    expect(body.media).toBe('toutiao');
    expect(body.naming['project']?.parts.length).toBeGreaterThan(0);
  });
});
