// The ad submission rule form's rules, without the DOM (widgets spec §3, §4, §5, §9). Every function
// that depends on the clock takes `now` so tests and the page decide what "now" is.
import dayjs from 'dayjs';
import { SUBMISSION } from '@toufang/domain';

export type SubmitType = 'submitAndSaveTemplate' | 'saveTemplateOnly' | 'submitAdOnly';
export type SubmitRule = 'NOW' | 'DELAY' | 'BATCH' | 'REPEAT';
export type SubmitDimension = 'CAMPAIGN' | 'PLAN';
export type MoreAccount = 'ON' | 'OFF';

/** The form's data, field for field as widgets spec §3 names it. Times are TIME_FORMAT strings, intervals minutes. */
export interface SubmissionRuleFormData {
  submitType: SubmitType;
  adsSubmitRule: SubmitRule;
  /** DELAY: when everything is submitted. */
  adsDelaySubmitTime: string;
  /** BATCH: when the batches start. */
  adsBatchStartTime: string;
  /** REPEAT: when the repetitions start. */
  adsRepeatSubmitTime: string;
  /** BATCH interval, minutes (one of SUBMISSION.BATCH_INTERVALS_MIN). */
  adsSubmitInterval1: number;
  /** REPEAT interval, minutes (one of SUBMISSION.REPEAT_INTERVALS_MIN). */
  adsSubmitInterval2: number;
  adsSubmitDimension: SubmitDimension;
  adsMoreAccount: MoreAccount;
  /** BATCH: how many of the dimension's level per submission. */
  adsSubmitNum1: number | null;
  /** REPEAT: how many times. */
  adsSubmitNum2: number | null;
}

/** The submitted rule, field for field as widgets spec §3 names it; only the rule's own fields are present. */
export interface SubmissionRulePayload {
  adsSubmitRule: SubmitRule;
  adsDelaySubmitTime?: string;
  adsSubmitInterval?: number;
  adsSubmitDimension?: SubmitDimension;
  adsMoreAccount?: MoreAccount;
  adsSubmitNum?: number | null;
}

/** What each media calls the two levels a submission can be counted in. */
export interface SubmissionLevelNames {
  CAMPAIGN: string;
  PLAN: string;
}

export type MaxPerDimension = Readonly<Record<SubmitDimension, number>>;

export interface SubmissionRuleError {
  /** Which input the message belongs under. */
  field: 'time' | 'count';
  message: string;
}

// ----------------------------------------------------------------------------------------------------
// Texts
// ----------------------------------------------------------------------------------------------------

/** widgets spec §5, exactly. */
export const SUBMISSION_MESSAGES = {
  TIME_NOT_AFTER_NOW: '设定时间不可小于等于当前时间',
  batchCount: (max: number) => `提交数量请输入1-${max}整数`,
  REPEAT_COUNT: `提交数量请输入${SUBMISSION.REPEAT_MIN}-${SUBMISSION.REPEAT_MAX}整数`,
} as const;

/** The submission types (widgets spec §4); the Chinese labels are the desk's choice (docs/decisions.md). */
export const SUBMIT_TYPE_OPTIONS: readonly { value: SubmitType; label: string }[] = [
  { value: 'submitAndSaveTemplate', label: '提交并保存模板' },
  { value: 'saveTemplateOnly', label: '仅保存模板' },
  { value: 'submitAdOnly', label: '仅提交广告' },
];

export const SUBMIT_RULES: readonly SubmitRule[] = ['NOW', 'DELAY', 'BATCH', 'REPEAT'];

export const SUBMIT_RULE_LABELS: Readonly<Record<SubmitRule, string>> = {
  NOW: '立即提交',
  DELAY: '定时提交',
  BATCH: '分批提交',
  REPEAT: '重复创建',
};

/** Labels of the form's fields. */
export const SUBMISSION_FIELD_LABELS = {
  SUBMIT_TYPE: '提交类型',
  RULE: '提交方式',
  TIME: '执行时间',
  INTERVAL: '时间间隔',
  DIMENSION: '提交维度',
  MORE_ACCOUNT: '多账户同时提交',
  REPEAT_COUNT: '重复次数',
  TIME_PLACEHOLDER: '请选择执行时间',
  COUNT_HINT: '多账户同时提交开启时，设置数量为每个账户每次提交数量；关闭时，设置数量为每次提交数量。',
} as const;

/** Label of the per-submission count, named after the chosen level (e.g. 每次提交广告数). */
export function batchCountLabel(levelName: string): string {
  return `每次提交${levelName}数`;
}

/** Level names when the page gives no media: the neutral words of the desk. */
export const DEFAULT_LEVEL_NAMES: SubmissionLevelNames = { CAMPAIGN: '计划', PLAN: '广告' };

/**
 * The short explanation under each rule (widgets spec §4). BATCH counts in the chosen dimension's level;
 * REPEAT always creates the PLAN level (widgets spec §9: REPEAT uses the PLAN limit).
 */
export function submitRuleExplanation(rule: SubmitRule, levels: SubmissionLevelNames, dimension: SubmitDimension): string {
  switch (rule) {
    case 'NOW':
      return '保存后立即提交创建全部广告';
    case 'DELAY':
      return '全部广告在设定的执行时间提交创建';
    case 'BATCH':
      return `全部${levels[dimension]}按下方规则分批提交创建，第一批保存后立即创建`;
    case 'REPEAT':
      return `全部${levels.PLAN}按下方规则重复多次创建`;
  }
}

/** What the multi-account switch means in each position (widgets spec §4). */
export function moreAccountMeaning(value: MoreAccount, levelName: string): string {
  return value === 'ON'
    ? `所有账户同时按批次提交相同数量的${levelName}`
    : `所有账户统一按照预览区生成的${levelName}顺序分批次提交`;
}

// ----------------------------------------------------------------------------------------------------
// Intervals
// ----------------------------------------------------------------------------------------------------

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;

/**
 * 5分钟, 2小时, 2天. widgets spec §9 lists BATCH's 60 among the minutes (60分钟) and REPEAT's as 1 hour
 * (1小时); 24 and 36 hours stay hours, whole days from 2 days on are days.
 */
export function intervalLabel(minutes: number, rule: 'BATCH' | 'REPEAT'): string {
  const lastMinute = rule === 'BATCH' ? MINUTES_PER_HOUR : MINUTES_PER_HOUR - 1;
  if (minutes <= lastMinute) return `${minutes}分钟`;
  if (minutes >= 2 * MINUTES_PER_DAY && minutes % MINUTES_PER_DAY === 0) return `${minutes / MINUTES_PER_DAY}天`;
  return `${minutes / MINUTES_PER_HOUR}小时`;
}

export function intervalOptions(rule: 'BATCH' | 'REPEAT'): { value: number; label: string }[] {
  const list = rule === 'BATCH' ? SUBMISSION.BATCH_INTERVALS_MIN : SUBMISSION.REPEAT_INTERVALS_MIN;
  return list.map((value) => ({ value, label: intervalLabel(value, rule) }));
}

// ----------------------------------------------------------------------------------------------------
// Time
// ----------------------------------------------------------------------------------------------------

/** The time as the form keeps it and the payload sends it. */
export function formatSubmitTime(time: Date | number | string): string {
  return dayjs(time).format(SUBMISSION.TIME_FORMAT);
}

/** Semi's DatePicker formats with date-fns tokens (yyyy, dd); the desk writes its format in dayjs tokens. */
export function toDateFnsFormat(format: string): string {
  return format.replace(/YYYY/g, 'yyyy').replace(/DD/g, 'dd');
}

/** The picker's disabledDate: only days from yesterday to 30 days ahead (widgets spec §5, §9). */
export function isSubmitDateDisabled(date: Date, now: Date | number): boolean {
  const today = dayjs(now).startOf('day');
  const first = today.add(SUBMISSION.EARLIEST_DAY_OFFSET, 'day');
  const last = today.add(SUBMISSION.DELAY_WINDOW_DAYS, 'day').endOf('day');
  const day = dayjs(date);
  return day.isBefore(first) || day.isAfter(last);
}

/** A picked start time earlier than now becomes now (widgets spec §4). */
export function clampStartTime(picked: Date | number | string, now: Date | number): string {
  return dayjs(picked).isBefore(dayjs(now)) ? formatSubmitTime(now) : formatSubmitTime(picked);
}

/** Whether a set time is strictly after now; an empty or unreadable time is not. */
export function isAfterNow(time: string | null | undefined, now: Date | number): boolean {
  if (!time) return false;
  const parsed = dayjs(time);
  return parsed.isValid() && parsed.valueOf() > dayjs(now).valueOf();
}

/** Which time field a rule sets; NOW has none. */
export function timeFieldOf(rule: SubmitRule): 'adsDelaySubmitTime' | 'adsBatchStartTime' | 'adsRepeatSubmitTime' | undefined {
  switch (rule) {
    case 'DELAY':
      return 'adsDelaySubmitTime';
    case 'BATCH':
      return 'adsBatchStartTime';
    case 'REPEAT':
      return 'adsRepeatSubmitTime';
    default:
      return undefined;
  }
}

/**
 * Whether the payload carries no adsDelaySubmitTime: for NOW (it sets no time), and for every rule when
 * the page turns the execution time off (`hasDelayTime` false: the time picker is hidden and the server
 * starts the rule on save).
 */
export function isDelayTimeDisabled(rule: SubmitRule, hasDelayTime: boolean): boolean {
  return !hasDelayTime || timeFieldOf(rule) === undefined;
}

// ----------------------------------------------------------------------------------------------------
// Counts, validation, payload
// ----------------------------------------------------------------------------------------------------

/** The count limit a rule is held to: the dimension's for BATCH, the PLAN level's for REPEAT (widgets spec §9). */
export function submitCountLimit(rule: SubmitRule, dimension: SubmitDimension, maxPerDimension: MaxPerDimension = SUBMISSION.MAX_PER_DIMENSION): number {
  return maxPerDimension[rule === 'REPEAT' ? 'PLAN' : dimension];
}

function isIntegerBetween(value: number | null | undefined, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

export interface SubmissionRuleOptions {
  maxPerDimension?: MaxPerDimension;
  /** false when the page hides the execution time; see isDelayTimeDisabled. Default true. */
  hasDelayTime?: boolean;
}

/**
 * The first problem of the form, or undefined when it may be submitted (widgets spec §5). Nothing to
 * check for saveTemplateOnly (its rule section is hidden) or NOW; the time is checked before the count.
 */
export function validateSubmissionRule(data: SubmissionRuleFormData, now: Date | number, options: SubmissionRuleOptions = {}): SubmissionRuleError | undefined {
  const { maxPerDimension = SUBMISSION.MAX_PER_DIMENSION, hasDelayTime = true } = options;
  if (data.submitType === 'saveTemplateOnly') return undefined;
  const rule = data.adsSubmitRule;
  const timeField = timeFieldOf(rule);
  if (timeField === undefined) return undefined;
  if (hasDelayTime && !isAfterNow(data[timeField], now)) {
    return { field: 'time', message: SUBMISSION_MESSAGES.TIME_NOT_AFTER_NOW };
  }
  if (rule === 'BATCH') {
    const max = submitCountLimit(rule, data.adsSubmitDimension, maxPerDimension);
    if (!isIntegerBetween(data.adsSubmitNum1, 1, max)) return { field: 'count', message: SUBMISSION_MESSAGES.batchCount(max) };
  }
  if (rule === 'REPEAT' && !isIntegerBetween(data.adsSubmitNum2, SUBMISSION.REPEAT_MIN, SUBMISSION.REPEAT_MAX)) {
    return { field: 'count', message: SUBMISSION_MESSAGES.REPEAT_COUNT };
  }
  return undefined;
}

/** The rule as the server receives it (widgets spec §3); each rule sends only its own fields. */
export function buildSubmissionPayload(data: SubmissionRuleFormData, options: Pick<SubmissionRuleOptions, 'hasDelayTime'> = {}): SubmissionRulePayload {
  const { hasDelayTime = true } = options;
  const rule = data.adsSubmitRule;
  const payload: SubmissionRulePayload = { adsSubmitRule: rule };
  const timeField = timeFieldOf(rule);
  if (timeField !== undefined && !isDelayTimeDisabled(rule, hasDelayTime)) {
    payload.adsDelaySubmitTime = formatSubmitTime(data[timeField]);
  }
  if (rule === 'BATCH') {
    payload.adsSubmitInterval = data.adsSubmitInterval1;
    payload.adsSubmitDimension = data.adsSubmitDimension;
    payload.adsMoreAccount = data.adsMoreAccount;
    payload.adsSubmitNum = data.adsSubmitNum1;
  } else if (rule === 'REPEAT') {
    payload.adsSubmitInterval = data.adsSubmitInterval2;
    payload.adsSubmitNum = data.adsSubmitNum2;
  }
  return payload;
}

/** The form's defaults (widgets spec §4, §9): NOW, PLAN, OFF, 5-minute intervals, counts 1 and 2, times now. */
export function defaultSubmissionFormData(now: Date | number): SubmissionRuleFormData {
  const time = formatSubmitTime(now);
  return {
    submitType: 'submitAndSaveTemplate',
    adsSubmitRule: 'NOW',
    adsDelaySubmitTime: time,
    adsBatchStartTime: time,
    adsRepeatSubmitTime: time,
    adsSubmitInterval1: SUBMISSION.BATCH_INTERVALS_MIN[0],
    adsSubmitInterval2: SUBMISSION.REPEAT_DEFAULT_INTERVAL_MIN,
    adsSubmitDimension: 'PLAN',
    adsMoreAccount: 'OFF',
    adsSubmitNum1: 1,
    adsSubmitNum2: SUBMISSION.REPEAT_MIN,
  };
}

/** A dimension change resets the per-submission count to 1 (widgets spec §4). */
export function changeDimension(data: SubmissionRuleFormData, dimension: SubmitDimension): SubmissionRuleFormData {
  if (dimension === data.adsSubmitDimension) return data;
  return { ...data, adsSubmitDimension: dimension, adsSubmitNum1: 1 };
}

/** Whether the rule section shows: not when only the template is saved (widgets spec §4). */
export function showsRuleSection(submitType: SubmitType): boolean {
  return submitType !== 'saveTemplateOnly';
}
