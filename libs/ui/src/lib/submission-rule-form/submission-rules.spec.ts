import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBMISSION } from '@toufang/domain';
import {
  DEFAULT_LEVEL_NAMES,
  SUBMISSION_MESSAGES,
  SUBMIT_RULE_LABELS,
  SUBMIT_TYPE_OPTIONS,
  buildSubmissionPayload,
  changeDimension,
  clampStartTime,
  defaultSubmissionFormData,
  intervalLabel,
  intervalOptions,
  isAfterNow,
  isDelayTimeDisabled,
  isSubmitDateDisabled,
  moreAccountMeaning,
  showsRuleSection,
  submitCountLimit,
  submitRuleExplanation,
  toDateFnsFormat,
  validateSubmissionRule,
  type SubmissionRuleFormData,
} from './submission-rules';

// A fixed clock: 2025-03-15 10:30:20 local time.
const NOW = new Date(2025, 2, 15, 10, 30, 20);
const LATER = '2025-03-15 10:31';
const base = (over: Partial<SubmissionRuleFormData> = {}): SubmissionRuleFormData => ({ ...defaultSubmissionFormData(NOW), ...over });

describe('constants of widgets spec §9 as the rules use them', () => {
  it('limits per dimension are 100 and 100, REPEAT 2-10 with input bound 1-10, window 30 days, format YYYY-MM-DD HH:mm', () => {
    expect(SUBMISSION.MAX_PER_DIMENSION).toEqual({ CAMPAIGN: 100, PLAN: 100 });
    expect([SUBMISSION.REPEAT_MIN, SUBMISSION.REPEAT_MAX, SUBMISSION.REPEAT_INPUT_MIN]).toEqual([2, 10, 1]);
    expect(SUBMISSION.DELAY_WINDOW_DAYS).toBe(30);
    expect(SUBMISSION.TIME_FORMAT).toBe('YYYY-MM-DD HH:mm');
  });
});

describe('defaults (widgets spec §4, §9)', () => {
  it('submitAndSaveTemplate, NOW, PLAN, OFF, repeat every 5 minutes, counts 1 and 2, every time now', () => {
    expect(defaultSubmissionFormData(NOW)).toEqual({
      submitType: 'submitAndSaveTemplate',
      adsSubmitRule: 'NOW',
      adsDelaySubmitTime: '2025-03-15 10:30',
      adsBatchStartTime: '2025-03-15 10:30',
      adsRepeatSubmitTime: '2025-03-15 10:30',
      adsSubmitInterval1: 5,
      adsSubmitInterval2: 5,
      adsSubmitDimension: 'PLAN',
      adsMoreAccount: 'OFF',
      adsSubmitNum1: 1,
      adsSubmitNum2: 2,
    });
  });
});

describe('texts', () => {
  it('labels the submission types and rules', () => {
    expect(SUBMIT_TYPE_OPTIONS).toEqual([
      { value: 'submitAndSaveTemplate', label: '提交并保存模板' },
      { value: 'saveTemplateOnly', label: '仅保存模板' },
      { value: 'submitAdOnly', label: '仅提交广告' },
    ]);
    expect(SUBMIT_RULE_LABELS).toEqual({ NOW: '立即提交', DELAY: '定时提交', BATCH: '分批提交', REPEAT: '重复创建' });
  });

  it('explains BATCH with the chosen level and the first batch right after save, REPEAT with the PLAN level', () => {
    const levels = { CAMPAIGN: '项目', PLAN: '广告' };
    expect(submitRuleExplanation('BATCH', levels, 'CAMPAIGN')).toBe('全部项目按下方规则分批提交创建，第一批保存后立即创建');
    expect(submitRuleExplanation('BATCH', levels, 'PLAN')).toBe('全部广告按下方规则分批提交创建，第一批保存后立即创建');
    expect(submitRuleExplanation('REPEAT', levels, 'CAMPAIGN')).toBe('全部广告按下方规则重复多次创建');
    expect(submitRuleExplanation('NOW', levels, 'PLAN')).toBe('保存后立即提交创建全部广告');
    expect(submitRuleExplanation('DELAY', levels, 'PLAN')).toBe('全部广告在设定的执行时间提交创建');
  });

  it('says what the multi-account switch does: OFF in preview order in batches, ON the same count per account', () => {
    expect(moreAccountMeaning('OFF', '单元')).toBe('所有账户统一按照预览区生成的单元顺序分批次提交');
    expect(moreAccountMeaning('ON', '单元')).toBe('所有账户同时按批次提交相同数量的单元');
  });

  it('has neutral level names when no media is given', () => {
    expect(DEFAULT_LEVEL_NAMES).toEqual({ CAMPAIGN: '计划', PLAN: '广告' });
  });
});

describe('intervals (widgets spec §9)', () => {
  it('BATCH: 5-60 minutes, 2-36 hours, 2-6 days', () => {
    expect(intervalOptions('BATCH').map((o) => o.label)).toEqual([
      '5分钟', '10分钟', '15分钟', '20分钟', '30分钟', '40分钟', '45分钟', '50分钟', '60分钟',
      '2小时', '4小时', '6小时', '12小时', '18小时', '24小时', '36小时',
      '2天', '3天', '4天', '5天', '6天',
    ]);
    expect(intervalOptions('BATCH').map((o) => o.value)).toEqual([...SUBMISSION.BATCH_INTERVALS_MIN]);
  });

  it('REPEAT: 5-45 minutes, 1-24 hours', () => {
    expect(intervalOptions('REPEAT').map((o) => o.label)).toEqual([
      '5分钟', '10分钟', '15分钟', '30分钟', '45分钟', '1小时', '3小时', '6小时', '12小时', '24小时',
    ]);
    expect(intervalOptions('REPEAT').map((o) => o.value)).toEqual([5, 10, 15, 30, 45, 60, 180, 360, 720, 1440]);
  });

  it('names 60 minutes 60分钟 for BATCH and 1小时 for REPEAT', () => {
    expect(intervalLabel(60, 'BATCH')).toBe('60分钟');
    expect(intervalLabel(60, 'REPEAT')).toBe('1小时');
  });
});

describe('time picker', () => {
  it('allows yesterday to 30 days ahead, nothing before or after', () => {
    expect(isSubmitDateDisabled(new Date(2025, 2, 13, 23, 59), NOW)).toBe(true);
    expect(isSubmitDateDisabled(new Date(2025, 2, 14), NOW)).toBe(false); // yesterday
    expect(isSubmitDateDisabled(new Date(2025, 2, 15), NOW)).toBe(false);
    expect(isSubmitDateDisabled(new Date(2025, 3, 14), NOW)).toBe(false); // 30 days ahead
    expect(isSubmitDateDisabled(new Date(2025, 3, 14, 23, 59), NOW)).toBe(false);
    expect(isSubmitDateDisabled(new Date(2025, 3, 15), NOW)).toBe(true); // 31 days ahead
  });

  it('resets a start time earlier than now to now, keeps a later one', () => {
    expect(clampStartTime(new Date(2025, 2, 14, 9, 0), NOW)).toBe('2025-03-15 10:30');
    expect(clampStartTime(new Date(2025, 2, 15, 10, 29), NOW)).toBe('2025-03-15 10:30');
    expect(clampStartTime(new Date(2025, 2, 16, 8, 5), NOW)).toBe('2025-03-16 08:05');
  });

  it('a clamped time is never before the minute of now (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86400000, max: 31 * 86400000 }), (offset) => {
        const picked = new Date(NOW.getTime() + offset);
        const result = clampStartTime(picked, NOW);
        expect(result >= '2025-03-15 10:30').toBe(true);
      }),
    );
  });

  it('converts the desk format to the date-fns tokens Semi formats with', () => {
    expect(toDateFnsFormat(SUBMISSION.TIME_FORMAT)).toBe('yyyy-MM-dd HH:mm');
  });

  it('a time is after now only when strictly later; empty and unreadable times are not', () => {
    expect(isAfterNow(LATER, NOW)).toBe(true);
    expect(isAfterNow('2025-03-15 10:30', NOW)).toBe(false);
    expect(isAfterNow('2025-03-15 10:30', new Date(2025, 2, 15, 10, 30, 0))).toBe(false); // equal is not after
    expect(isAfterNow('', NOW)).toBe(false);
    expect(isAfterNow('not a time', NOW)).toBe(false);
  });
});

describe('validateSubmissionRule (widgets spec §5)', () => {
  it('NOW and saveTemplateOnly need nothing', () => {
    expect(validateSubmissionRule(base({ adsSubmitRule: 'NOW' }), NOW)).toBeUndefined();
    expect(validateSubmissionRule(base({ submitType: 'saveTemplateOnly', adsSubmitRule: 'DELAY' }), NOW)).toBeUndefined();
  });

  it.each(['DELAY', 'BATCH', 'REPEAT'] as const)('%s needs the set time after now: 设定时间不可小于等于当前时间', (rule) => {
    const field = { DELAY: 'adsDelaySubmitTime', BATCH: 'adsBatchStartTime', REPEAT: 'adsRepeatSubmitTime' }[rule];
    expect(validateSubmissionRule(base({ adsSubmitRule: rule, [field]: '2025-03-15 10:30' }), NOW)).toEqual({ field: 'time', message: '设定时间不可小于等于当前时间' });
    expect(validateSubmissionRule(base({ adsSubmitRule: rule, [field]: '2025-03-15 09:00' }), NOW)?.message).toBe('设定时间不可小于等于当前时间');
    expect(validateSubmissionRule(base({ adsSubmitRule: rule, [field]: LATER }), NOW)).toBeUndefined();
  });

  it('checks only the rule’s own time field', () => {
    expect(validateSubmissionRule(base({ adsSubmitRule: 'DELAY', adsDelaySubmitTime: LATER, adsBatchStartTime: '2020-01-01 00:00' }), NOW)).toBeUndefined();
  });

  it('skips the time check when the execution time is off', () => {
    expect(validateSubmissionRule(base({ adsSubmitRule: 'DELAY' }), NOW, { hasDelayTime: false })).toBeUndefined();
    expect(validateSubmissionRule(base({ adsSubmitRule: 'BATCH', adsSubmitNum1: 0 }), NOW, { hasDelayTime: false })?.message).toBe('提交数量请输入1-100整数');
  });

  it('BATCH count is an integer 1 to the dimension max: 提交数量请输入1-{max}整数', () => {
    const batch = (n: number | null, over: Partial<SubmissionRuleFormData> = {}) =>
      validateSubmissionRule(base({ adsSubmitRule: 'BATCH', adsBatchStartTime: LATER, adsSubmitNum1: n, ...over }), NOW);
    expect(batch(1)).toBeUndefined();
    expect(batch(100)).toBeUndefined();
    expect(batch(0)).toEqual({ field: 'count', message: '提交数量请输入1-100整数' });
    expect(batch(101)?.message).toBe('提交数量请输入1-100整数');
    expect(batch(2.5)?.message).toBe('提交数量请输入1-100整数');
    expect(batch(null)?.message).toBe('提交数量请输入1-100整数');
    expect(batch(100, { adsSubmitDimension: 'CAMPAIGN' })).toBeUndefined();
  });

  it('BATCH max follows the chosen dimension', () => {
    const maxPerDimension = { CAMPAIGN: 20, PLAN: 50 };
    const batch = (dimension: 'CAMPAIGN' | 'PLAN', n: number) =>
      validateSubmissionRule(base({ adsSubmitRule: 'BATCH', adsBatchStartTime: LATER, adsSubmitDimension: dimension, adsSubmitNum1: n }), NOW, { maxPerDimension });
    expect(batch('CAMPAIGN', 21)?.message).toBe('提交数量请输入1-20整数');
    expect(batch('CAMPAIGN', 20)).toBeUndefined();
    expect(batch('PLAN', 21)).toBeUndefined();
    expect(batch('PLAN', 51)?.message).toBe('提交数量请输入1-50整数');
  });

  it('REPEAT count is 2 to 10: 提交数量请输入2-10整数', () => {
    const repeat = (n: number | null) => validateSubmissionRule(base({ adsSubmitRule: 'REPEAT', adsRepeatSubmitTime: LATER, adsSubmitNum2: n }), NOW);
    expect(repeat(2)).toBeUndefined();
    expect(repeat(10)).toBeUndefined();
    expect(repeat(1)).toEqual({ field: 'count', message: '提交数量请输入2-10整数' });
    expect(repeat(11)?.message).toBe('提交数量请输入2-10整数');
    expect(repeat(null)?.message).toBe('提交数量请输入2-10整数');
    expect(SUBMISSION_MESSAGES.REPEAT_COUNT).toBe('提交数量请输入2-10整数');
  });

  it('reports the time before the count', () => {
    expect(validateSubmissionRule(base({ adsSubmitRule: 'REPEAT', adsSubmitNum2: 1 }), NOW)?.field).toBe('time');
  });

  it('REPEAT uses the PLAN limit, BATCH the chosen dimension’s', () => {
    const max = { CAMPAIGN: 30, PLAN: 80 };
    expect(submitCountLimit('REPEAT', 'CAMPAIGN', max)).toBe(80);
    expect(submitCountLimit('BATCH', 'CAMPAIGN', max)).toBe(30);
    expect(submitCountLimit('BATCH', 'PLAN')).toBe(100);
  });

  it('any integer count in 1..max passes BATCH, anything else fails (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 200 }), fc.double({ noNaN: true, min: -5, max: 150 })), (n) => {
        const ok = Number.isInteger(n) && n >= 1 && n <= 100;
        const error = validateSubmissionRule(base({ adsSubmitRule: 'BATCH', adsBatchStartTime: LATER, adsSubmitNum1: n }), NOW);
        expect(error === undefined).toBe(ok);
      }),
    );
  });
});

describe('buildSubmissionPayload (widgets spec §3)', () => {
  const data = base({
    adsDelaySubmitTime: '2025-03-16 08:00',
    adsBatchStartTime: '2025-03-17 09:00',
    adsRepeatSubmitTime: '2025-03-18 10:00',
    adsSubmitInterval1: 120,
    adsSubmitInterval2: 60,
    adsSubmitDimension: 'CAMPAIGN',
    adsMoreAccount: 'ON',
    adsSubmitNum1: 7,
    adsSubmitNum2: 4,
  });

  it('NOW sends the rule only', () => {
    expect(buildSubmissionPayload({ ...data, adsSubmitRule: 'NOW' })).toEqual({ adsSubmitRule: 'NOW' });
  });

  it('DELAY sends its time', () => {
    expect(buildSubmissionPayload({ ...data, adsSubmitRule: 'DELAY' })).toEqual({ adsSubmitRule: 'DELAY', adsDelaySubmitTime: '2025-03-16 08:00' });
  });

  it('BATCH sends its start time as adsDelaySubmitTime, interval, dimension, multi-account and count', () => {
    expect(buildSubmissionPayload({ ...data, adsSubmitRule: 'BATCH' })).toEqual({
      adsSubmitRule: 'BATCH',
      adsDelaySubmitTime: '2025-03-17 09:00',
      adsSubmitInterval: 120,
      adsSubmitDimension: 'CAMPAIGN',
      adsMoreAccount: 'ON',
      adsSubmitNum: 7,
    });
  });

  it('REPEAT sends its time, interval and count', () => {
    expect(buildSubmissionPayload({ ...data, adsSubmitRule: 'REPEAT' })).toEqual({
      adsSubmitRule: 'REPEAT',
      adsDelaySubmitTime: '2025-03-18 10:00',
      adsSubmitInterval: 60,
      adsSubmitNum: 4,
    });
  });

  it('omits adsDelaySubmitTime when the delay time is disabled', () => {
    for (const rule of ['DELAY', 'BATCH', 'REPEAT'] as const) {
      expect(buildSubmissionPayload({ ...data, adsSubmitRule: rule }, { hasDelayTime: false })).not.toHaveProperty('adsDelaySubmitTime');
    }
    expect(isDelayTimeDisabled('NOW', true)).toBe(true);
    expect(isDelayTimeDisabled('DELAY', true)).toBe(false);
    expect(isDelayTimeDisabled('BATCH', false)).toBe(true);
  });

  it('formats times as YYYY-MM-DD HH:mm', () => {
    expect(buildSubmissionPayload({ ...data, adsSubmitRule: 'DELAY', adsDelaySubmitTime: '2025-03-16T08:00:45' }).adsDelaySubmitTime).toBe('2025-03-16 08:00');
  });
});

describe('dimension and sections', () => {
  it('a dimension change resets the per-submit number to 1', () => {
    const next = changeDimension(base({ adsSubmitNum1: 9 }), 'CAMPAIGN');
    expect(next.adsSubmitDimension).toBe('CAMPAIGN');
    expect(next.adsSubmitNum1).toBe(1);
  });

  it('choosing the same dimension keeps the number', () => {
    expect(changeDimension(base({ adsSubmitNum1: 9 }), 'PLAN').adsSubmitNum1).toBe(9);
  });

  it('hides the rule section only for saveTemplateOnly', () => {
    expect(showsRuleSection('saveTemplateOnly')).toBe(false);
    expect(showsRuleSection('submitAndSaveTemplate')).toBe(true);
    expect(showsRuleSection('submitAdOnly')).toBe(true);
  });
});
