import { useId, useImperativeHandle, useState, type Ref } from 'react';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Switch from '@douyinfe/semi-ui-19/lib/es/switch';
import dayjs from 'dayjs';
import { MEDIA_TERMS, SUBMISSION, type MediaCode } from '@toufang/domain';
import {
  DEFAULT_LEVEL_NAMES,
  SUBMISSION_FIELD_LABELS,
  SUBMIT_RULES,
  SUBMIT_RULE_LABELS,
  SUBMIT_TYPE_OPTIONS,
  batchCountLabel,
  buildSubmissionPayload,
  changeDimension,
  clampStartTime,
  defaultSubmissionFormData,
  intervalOptions,
  isSubmitDateDisabled,
  moreAccountMeaning,
  showsRuleSection,
  submitCountLimit,
  submitRuleExplanation,
  timeFieldOf,
  toDateFnsFormat,
  validateSubmissionRule,
  type MaxPerDimension,
  type SubmissionLevelNames,
  type SubmissionRuleError,
  type SubmissionRuleFormData,
  type SubmissionRulePayload,
  type SubmitDimension,
  type SubmitRule,
  type SubmitType,
} from './submission-rules';
import './submission-rule-form.css';

/** What the page's submit button calls before submitting. */
export interface SubmissionRuleFormHandle {
  /** Checks the form, shows its message under the field, and returns the problem (undefined when valid). */
  validate(): SubmissionRuleError | undefined;
  /** The payload to submit; null when only the template is saved (no ad is submitted). */
  getPayload(): SubmissionRulePayload | null;
}

export interface SubmissionRuleChangeDetail {
  payload: SubmissionRulePayload | null;
  /** The current problem, judged against now; the form shows it only after validate() was called. */
  error: SubmissionRuleError | undefined;
}

export interface SubmissionRuleFormProps {
  /** Controlled data; leave undefined to let the form keep its own. */
  value?: SubmissionRuleFormData;
  /** Starting data of an uncontrolled form, over the defaults. */
  defaultValue?: Partial<SubmissionRuleFormData>;
  onChange?: (data: SubmissionRuleFormData, detail: SubmissionRuleChangeDetail) => void;
  /** Names the CAMPAIGN and PLAN levels after the media (MEDIA_TERMS upper and lower). */
  mediaCode?: MediaCode;
  /** Overrides the level names; wins over mediaCode. */
  levelNames?: SubmissionLevelNames;
  maxPerDimension?: MaxPerDimension;
  /** false hides the execution time: no time check, and the payload carries no adsDelaySubmitTime. Default true. */
  hasDelayTime?: boolean;
  /** Rules the page does not offer here; they show disabled. */
  disabledRules?: readonly SubmitRule[];
  /** The clock, for tests and stories. Default: the real one. */
  now?: () => Date;
  ref?: Ref<SubmissionRuleFormHandle>;
}

const realNow = () => new Date();
const DATE_FNS_FORMAT = toDateFnsFormat(SUBMISSION.TIME_FORMAT);

function levelNamesOf(mediaCode: MediaCode | undefined, levelNames: SubmissionLevelNames | undefined): SubmissionLevelNames {
  if (levelNames) return levelNames;
  if (mediaCode) return { CAMPAIGN: MEDIA_TERMS[mediaCode].upper, PLAN: MEDIA_TERMS[mediaCode].lower };
  return DEFAULT_LEVEL_NAMES;
}

/** The ad submission rule form (widgets spec §3-§5, §9). */
export function SubmissionRuleForm({
  value,
  defaultValue,
  onChange,
  mediaCode,
  levelNames,
  maxPerDimension = SUBMISSION.MAX_PER_DIMENSION,
  hasDelayTime = true,
  disabledRules = [],
  now = realNow,
  ref,
}: SubmissionRuleFormProps) {
  const [inner, setInner] = useState<SubmissionRuleFormData>(() => ({ ...defaultSubmissionFormData(now()), ...defaultValue }));
  // Messages show once the page asked for validation, then follow every change.
  const [checked, setChecked] = useState(false);
  const [shownError, setShownError] = useState<SubmissionRuleError | undefined>();
  const data = value ?? inner;
  const levels = levelNamesOf(mediaCode, levelNames);
  const options = { maxPerDimension, hasDelayTime };
  const id = useId();
  const ids = {
    type: `${id}-type`,
    rule: `${id}-rule`,
    ruleHelp: `${id}-rule-help`,
    time: `${id}-time`,
    interval: `${id}-interval`,
    dimension: `${id}-dimension`,
    more: `${id}-more`,
    moreHelp: `${id}-more-help`,
    count: `${id}-count`,
    countHelp: `${id}-count-help`,
    error: `${id}-error`,
  };

  const payloadOf = (d: SubmissionRuleFormData) => (showsRuleSection(d.submitType) ? buildSubmissionPayload(d, { hasDelayTime }) : null);

  const update = (next: SubmissionRuleFormData) => {
    const error = validateSubmissionRule(next, now(), options);
    if (checked) setShownError(error);
    if (value === undefined) setInner(next);
    onChange?.(next, { payload: payloadOf(next), error });
  };

  useImperativeHandle(ref, () => ({
    validate() {
      const error = validateSubmissionRule(data, now(), options);
      setChecked(true);
      setShownError(error);
      return error;
    },
    getPayload: () => payloadOf(data),
  }));

  const rule = data.adsSubmitRule;
  const timeField = timeFieldOf(rule);
  const errorFor = (field: SubmissionRuleError['field']) =>
    shownError?.field === field ? (
      <div id={ids.error} className="tf-submission-rule__error" role="alert">
        {shownError.message}
      </div>
    ) : null;

  const timeRow = timeField !== undefined && hasDelayTime && (
    <div className="tf-submission-rule__row">
      <span id={ids.time} className="tf-submission-rule__label">
        {SUBMISSION_FIELD_LABELS.TIME}
      </span>
      {/* Semi's DatePicker gives its text input no name of its own; name it after the row's label. */}
      <div className="tf-submission-rule__control" ref={(el) => el?.querySelector('input')?.setAttribute('aria-labelledby', ids.time)}>
        <DatePicker
          type="dateTime"
          format={DATE_FNS_FORMAT}
          className="tf-submission-rule__time"
          value={dayjs(data[timeField]).isValid() ? dayjs(data[timeField]).toDate() : undefined}
          placeholder={SUBMISSION_FIELD_LABELS.TIME_PLACEHOLDER}
          showClear={false}
          disabledDate={(date) => (date ? isSubmitDateDisabled(date, now()) : false)}
          aria-labelledby={ids.time}
          aria-invalid={shownError?.field === 'time' || undefined}
          aria-describedby={shownError?.field === 'time' ? ids.error : undefined}
          validateStatus={shownError?.field === 'time' ? 'error' : 'default'}
          onChange={(date) => {
            if (date instanceof Date) update({ ...data, [timeField]: clampStartTime(date, now()) });
          }}
        />
        {errorFor('time')}
      </div>
    </div>
  );

  const intervalRow = (rule === 'BATCH' || rule === 'REPEAT') && (
    <div className="tf-submission-rule__row">
      <span id={ids.interval} className="tf-submission-rule__label">
        {SUBMISSION_FIELD_LABELS.INTERVAL}
      </span>
      <div className="tf-submission-rule__control">
        <Select
          className="tf-submission-rule__select"
          aria-labelledby={ids.interval}
          optionList={intervalOptions(rule)}
          value={rule === 'BATCH' ? data.adsSubmitInterval1 : data.adsSubmitInterval2}
          onChange={(next) => {
            if (typeof next !== 'number') return;
            update(rule === 'BATCH' ? { ...data, adsSubmitInterval1: next } : { ...data, adsSubmitInterval2: next });
          }}
        />
      </div>
    </div>
  );

  const countInvalid = shownError?.field === 'count';
  const countAria = {
    'aria-invalid': countInvalid || undefined,
    'aria-describedby': [countInvalid ? ids.error : '', rule === 'BATCH' ? ids.countHelp : ''].filter(Boolean).join(' ') || undefined,
  };

  return (
    <div className="tf-submission-rule">
      <div className="tf-submission-rule__row">
        <span id={ids.type} className="tf-submission-rule__label">
          {SUBMISSION_FIELD_LABELS.SUBMIT_TYPE}
        </span>
        <div className="tf-submission-rule__control">
          <Radio.Group
            name={ids.type}
            aria-labelledby={ids.type}
            value={data.submitType}
            options={SUBMIT_TYPE_OPTIONS.map((o) => ({ ...o }))}
            onChange={(e) => update({ ...data, submitType: e.target.value as SubmitType })}
          />
        </div>
      </div>

      {showsRuleSection(data.submitType) && (
        <section className="tf-submission-rule__section" aria-labelledby={ids.rule}>
          <div className="tf-submission-rule__row">
            <span id={ids.rule} className="tf-submission-rule__label">
              {SUBMISSION_FIELD_LABELS.RULE}
            </span>
            <div className="tf-submission-rule__control">
              <Radio.Group
                name={ids.rule}
                aria-labelledby={ids.rule}
                aria-describedby={ids.ruleHelp}
                value={rule}
                options={SUBMIT_RULES.map((r) => ({ value: r, label: SUBMIT_RULE_LABELS[r], disabled: disabledRules.includes(r) }))}
                onChange={(e) => update({ ...data, adsSubmitRule: e.target.value as SubmitRule })}
              />
              <p id={ids.ruleHelp} className="tf-submission-rule__help">
                {submitRuleExplanation(rule, levels, data.adsSubmitDimension)}
              </p>
            </div>
          </div>

          {timeRow}
          {intervalRow}

          {rule === 'BATCH' && (
            <>
              <div className="tf-submission-rule__row">
                <span id={ids.dimension} className="tf-submission-rule__label">
                  {SUBMISSION_FIELD_LABELS.DIMENSION}
                </span>
                <div className="tf-submission-rule__control">
                  <Radio.Group
                    name={ids.dimension}
                    aria-labelledby={ids.dimension}
                    value={data.adsSubmitDimension}
                    options={[
                      { value: 'CAMPAIGN', label: levels.CAMPAIGN },
                      { value: 'PLAN', label: levels.PLAN },
                    ]}
                    onChange={(e) => update(changeDimension(data, e.target.value as SubmitDimension))}
                  />
                </div>
              </div>
              <div className="tf-submission-rule__row">
                <span id={ids.more} className="tf-submission-rule__label">
                  {SUBMISSION_FIELD_LABELS.MORE_ACCOUNT}
                </span>
                <div className="tf-submission-rule__control tf-submission-rule__control--inline">
                  <Switch
                    aria-labelledby={ids.more}
                    aria-describedby={ids.moreHelp}
                    checked={data.adsMoreAccount === 'ON'}
                    onChange={(on) => update({ ...data, adsMoreAccount: on ? 'ON' : 'OFF' })}
                  />
                  <span id={ids.moreHelp} className="tf-submission-rule__help">
                    {moreAccountMeaning(data.adsMoreAccount, levels[data.adsSubmitDimension])}
                  </span>
                </div>
              </div>
              <div className="tf-submission-rule__row">
                <label htmlFor={ids.count} className="tf-submission-rule__label">
                  {batchCountLabel(levels[data.adsSubmitDimension])}
                </label>
                <div className="tf-submission-rule__control">
                  <InputNumber
                    id={ids.count}
                    className="tf-submission-rule__count"
                    min={1}
                    max={submitCountLimit('BATCH', data.adsSubmitDimension, maxPerDimension)}
                    precision={0}
                    value={data.adsSubmitNum1 ?? undefined}
                    onChange={(next) => update({ ...data, adsSubmitNum1: typeof next === 'number' ? next : null })}
                    {...countAria}
                  />
                  <p id={ids.countHelp} className="tf-submission-rule__help">
                    {SUBMISSION_FIELD_LABELS.COUNT_HINT}
                  </p>
                  {errorFor('count')}
                </div>
              </div>
            </>
          )}

          {rule === 'REPEAT' && (
            <div className="tf-submission-rule__row">
              <label htmlFor={ids.count} className="tf-submission-rule__label">
                {SUBMISSION_FIELD_LABELS.REPEAT_COUNT}
              </label>
              <div className="tf-submission-rule__control">
                <InputNumber
                  id={ids.count}
                  className="tf-submission-rule__count"
                  min={SUBMISSION.REPEAT_INPUT_MIN}
                  max={SUBMISSION.REPEAT_MAX}
                  precision={0}
                  value={data.adsSubmitNum2 ?? undefined}
                  onChange={(next) => update({ ...data, adsSubmitNum2: typeof next === 'number' ? next : null })}
                  {...countAria}
                />
                {errorFor('count')}
              </div>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
