// 效果分析报告's pickers: dimensions in the order chosen (素材 and 设计师 shown disabled with the reason), the 命名解析
// rule and field when 命名字段 is chosen, metrics by group, the date range (93 days kept), media, accounts, projects.
import {
  EFFECT_REPORT_DIMENSION_LABELS,
  EFFECT_REPORT_DIMENSIONS,
  EFFECT_REPORT_LIMITS,
  MEDIA_CODES,
  MEDIA_DISPLAY_NAMES,
  METRIC_GROUPS,
  METRIC_KEYS,
  METRICS,
  SANDBOX_TEXTS,
  UNANSWERED_DIMENSIONS,
  chinaToday,
  type EffectReportBody,
  type EffectReportDimension,
  type MediaCode,
  type MetricKey,
} from '@toufang/domain';
import { Checkbox, DateRangePicker, Select, Space, Typography } from '@toufang/ui';
import type { EffectReportOptions } from '../../queries/effect-report';
import { EFFECT_REPORT_PAGE_TEXTS as T } from '../../texts';
import { earliestDay, planLevelsText } from './effect-report-rules';

export interface EffectReportPickersProps {
  value: EffectReportBody;
  onChange: (next: EffectReportBody) => void;
  options: EffectReportOptions | undefined;
}

/** Adds or removes one item, keeping the order things were chosen in. */
function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="tf-effect-report__row" role="group" aria-label={label}>
      <Typography.Text strong className="tf-effect-report__label">
        {label}
      </Typography.Text>
      <div className="tf-effect-report__field">{children}</div>
    </div>
  );
}

export function EffectReportPickers({ value, onChange, options }: EffectReportPickersProps) {
  const set = (patch: Partial<EffectReportBody>) => onChange({ ...value, ...patch });
  const setFilters = (patch: Partial<EffectReportBody['filters']>) => {
    const filters = { ...value.filters, ...patch };
    for (const key of Object.keys(filters) as (keyof typeof filters)[]) if ((filters[key] ?? []).length === 0) delete filters[key];
    set({ filters });
  };
  const rule = options?.nameRules.find((r) => r.id === value.namePart?.ruleId);
  const dimensionCount = value.dimensions.length;

  return (
    <div className="tf-effect-report__pickers">
      <Row label={T.DIMENSIONS}>
        <Space wrap spacing={12}>
          {EFFECT_REPORT_DIMENSIONS.map((d: EffectReportDimension) => {
            const order = value.dimensions.indexOf(d);
            const refused = UNANSWERED_DIMENSIONS.has(d);
            return (
              <Checkbox
                key={d}
                checked={order >= 0}
                disabled={refused || (order < 0 && dimensionCount >= EFFECT_REPORT_LIMITS.MAX_DIMENSIONS)}
                onChange={(e) => set({ dimensions: toggle(value.dimensions, d, Boolean(e.target.checked)) })}
              >
                {EFFECT_REPORT_DIMENSION_LABELS[d]}
                {order >= 0 ? `（${order + 1}）` : ''}
              </Checkbox>
            );
          })}
        </Space>
        <Typography.Paragraph type="tertiary" size="small">
          {T.DIMENSIONS_HINT}；{planLevelsText()}
        </Typography.Paragraph>
        <Typography.Paragraph type="tertiary" size="small">
          {T.UNANSWERED}
        </Typography.Paragraph>
        {value.dimensions.includes('namePart') ? (
          <Space>
            <Select
              aria-label={T.NAME_RULE}
              placeholder={T.NAME_RULE_PLACEHOLDER}
              style={{ width: 200 }}
              value={value.namePart?.ruleId}
              optionList={(options?.nameRules ?? []).map((r) => ({ value: r.id, label: r.name }))}
              onChange={(id) => set({ namePart: { ruleId: Number(id), field: '' } })}
            />
            <Select
              aria-label={T.NAME_FIELD}
              placeholder={T.NAME_FIELD_PLACEHOLDER}
              style={{ width: 160 }}
              value={value.namePart?.field || undefined}
              disabled={!rule}
              optionList={(rule?.fields ?? []).map((f) => ({ value: f.key, label: f.label }))}
              onChange={(field) => value.namePart && set({ namePart: { ruleId: value.namePart.ruleId, field: String(field) } })}
            />
          </Space>
        ) : null}
      </Row>
      <Row label={T.METRICS}>
        {METRIC_GROUPS.map((group) => (
          <div key={group.key}>
            <Typography.Text type="tertiary" size="small">
              {group.label}：
            </Typography.Text>
            <Space wrap spacing={12}>
              {METRIC_KEYS.filter((m) => METRICS[m].group === group.key).map((m: MetricKey) => (
                <Checkbox key={m} checked={value.metrics.includes(m)} onChange={(e) => set({ metrics: toggle(value.metrics, m, Boolean(e.target.checked)) })}>
                  {METRICS[m].label}
                </Checkbox>
              ))}
            </Space>
          </div>
        ))}
      </Row>
      <Row label={T.RANGE}>
        <DateRangePicker aria-label={T.RANGE} value={[value.from, value.to]} min={earliestDay()} max={chinaToday()} onChange={([from, to]) => set({ from, to })} />
      </Row>
      <Row label={T.MEDIA}>
        <Space wrap>
          <Select
            aria-label={T.MEDIA}
            multiple
            placeholder={T.ALL_MEDIA}
            style={{ width: 260 }}
            value={value.filters.media ?? []}
            optionList={MEDIA_CODES.map((m) => ({ value: m, label: MEDIA_DISPLAY_NAMES[m] }))}
            onChange={(media) => setFilters({ media: media as MediaCode[] })}
          />
          <Select
            aria-label={T.ACCOUNTS}
            multiple
            filter
            maxTagCount={2}
            placeholder={T.ALL_ACCOUNTS}
            style={{ width: 320 }}
            value={value.filters.accountIds ?? []}
            optionList={(options?.accounts ?? []).map((a) => ({ value: a.id, label: `${a.name}（${MEDIA_DISPLAY_NAMES[a.media]}${a.sandbox ? ` ${SANDBOX_TEXTS.TAG}` : ''}）` }))}
            onChange={(ids) => setFilters({ accountIds: ids as number[] })}
          />
          <Select
            aria-label={T.PROJECTS}
            multiple
            filter
            maxTagCount={2}
            placeholder={T.ALL_PROJECTS}
            style={{ width: 240 }}
            value={value.filters.projectIds ?? []}
            optionList={(options?.projects ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={(ids) => setFilters({ projectIds: ids as number[] })}
          />
        </Space>
      </Row>
    </div>
  );
}
