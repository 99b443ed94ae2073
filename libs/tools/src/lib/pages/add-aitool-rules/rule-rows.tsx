// The editor's repeated rows: 触发条件 (metric, window, operator, value with its unit) and 执行操作 (BUDGET or BID
// with the way, value and unit; PAUSE; EMAIL with the desk users picked and the addresses typed). Each control is named by its row (条件1 指标…),
// and a row's messages are the domain check's, shown under the row once the person has tried to save.
import { useId, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { AI_RULE_METRICS, ALERT_ACTIONS, ALERT_EXECUTE_TYPES, ALERT_OPERATORS, ALERT_UNITS } from '@toufang/domain';
import { Button, Checkbox, Input, InputNumber, Select, Space, Typography } from '@toufang/ui';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';
import { metricLabel, metricUnit } from '../ai-rules/ai-rule-words';
import type { AiRuleMailUser } from '../../queries/ai-rules';
import { emptyAction, emptyCondition, LIMITS, type ActionDraft, type ConditionDraft, type WindowKind } from './ai-rule-draft';

const WINDOWS: { value: WindowKind; label: string }[] = [
  { value: 'today', label: T.WINDOW_TODAY },
  { value: 'yesterday', label: T.WINDOW_YESTERDAY },
  { value: 'lastHours', label: T.WINDOW_LAST_HOURS_PICK },
  { value: 'lastDays', label: T.WINDOW_LAST_DAYS_PICK },
];
const METRIC_OPTIONS = AI_RULE_METRICS.map((m) => ({ value: m, label: metricLabel(m) }));
const OPERATOR_OPTIONS = ALERT_OPERATORS.map((o) => ({ value: o.value, label: o.label }));
const TYPE_OPTIONS = ALERT_EXECUTE_TYPES.map((o) => ({ value: o.value, label: o.label }));
const ADJUST_OPTIONS = ALERT_ACTIONS.filter((a) => a.value === 'UP' || a.value === 'DOWN' || a.value === 'TO').map((o) => ({ value: o.value, label: o.label }));
const UNIT_OPTIONS = ALERT_UNITS.map((o) => ({ value: o.value, label: o.label }));

const HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/** Semi's select names its combobox only by aria-labelledby: a row's select carries its name in a hidden label. */
export function RowSelect({ label, ...props }: { label: string } & Omit<ComponentProps<typeof Select>, 'aria-labelledby'>) {
  const id = useId();
  return (
    <>
      <span id={id} style={HIDDEN}>
        {label}
      </span>
      <Select aria-labelledby={id} {...props} />
    </>
  );
}

/** Semi answers '' for an emptied box: the row holds null then. */
const numberOf = (next: number | string): number | null => (typeof next === 'number' && Number.isFinite(next) ? next : null);

function Messages({ messages }: { messages: Record<string, string> }) {
  const list = [...new Set(Object.values(messages))];
  if (list.length === 0) return null;
  return (
    <div role="alert">
      {list.map((m) => (
        <Typography.Text key={m} type="danger" size="small">
          <div>{m}</div>
        </Typography.Text>
      ))}
    </div>
  );
}

function Row({ title, children, onRemove, removable, messages }: { title: string; children: ReactNode; onRemove: () => void; removable: boolean; messages: Record<string, string> }) {
  return (
    <fieldset className="tf-ai-rule-row" style={{ border: 'none', padding: 0, margin: '0 0 12px' }}>
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{title}</legend>
      <Space wrap align="center">
        {children}
        <Button theme="borderless" type="danger" size="small" disabled={!removable} aria-label={`${T.REMOVE_ROW} ${title}`} onClick={onRemove}>
          {T.REMOVE_ROW}
        </Button>
      </Space>
      <Messages messages={messages} />
    </fieldset>
  );
}

export function ConditionRows({ rows, onChange, problemsOf }: { rows: ConditionDraft[]; onChange: (rows: ConditionDraft[]) => void; problemsOf: (index: number) => Record<string, string> }) {
  const update = (i: number, change: Partial<ConditionDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  return (
    <div>
      {rows.map((c, i) => {
        const title = T.CONDITION_N(i + 1);
        const unit = metricUnit(c.metric);
        return (
          <Row key={i} title={title} removable={rows.length > 1} onRemove={() => onChange(rows.filter((_, j) => j !== i))} messages={problemsOf(i)}>
            <RowSelect label={`${title} ${T.WINDOW}`} style={{ width: 130 }} value={c.windowKind} optionList={WINDOWS} onChange={(v) => update(i, { windowKind: v as WindowKind, n: null })} />
            {c.windowKind === 'lastHours' || c.windowKind === 'lastDays' ? (
              // No max: a window past the stored history is refused with the check's words, never shortened.
              <InputNumber
                aria-label={`${title} ${T.WINDOW_N}`}
                style={{ width: 110 }}
                min={1}
                precision={0}
                suffix={c.windowKind === 'lastHours' ? T.HOURS_UNIT : T.DAYS_UNIT}
                value={c.n ?? undefined}
                onChange={(v: number | string) => update(i, { n: numberOf(v) })}
              />
            ) : null}
            {c.windowKind === 'lastDays' ? (
              <Checkbox aria-label={`${title} ${T.INCLUDE_TODAY}`} checked={c.includeToday} onChange={(e) => update(i, { includeToday: Boolean(e.target.checked) })}>
                {T.INCLUDE_TODAY}
              </Checkbox>
            ) : null}
            <RowSelect label={`${title} ${T.METRIC}`} style={{ width: 160 }} filter value={c.metric} optionList={METRIC_OPTIONS} onChange={(v) => update(i, { metric: String(v) })} />
            <RowSelect label={`${title} ${T.OPERATOR}`} style={{ width: 90 }} value={c.operator} optionList={OPERATOR_OPTIONS} onChange={(v) => update(i, { operator: String(v) })} />
            <InputNumber
              aria-label={`${title} ${T.VALUE}`}
              style={{ width: 150 }}
              min={0}
              precision={unit === '个' ? 0 : 2}
              suffix={unit}
              placeholder={c.operator === 'HITLINE' && c.metric === 'cost' ? T.HITLINE_BUDGET : undefined}
              value={c.value ?? undefined}
              onChange={(v: number | string) => update(i, { value: numberOf(v) })}
            />
          </Row>
        );
      })}
      <Button disabled={rows.length >= LIMITS.CONDITIONS_MAX} onClick={() => onChange([...rows, emptyCondition()])}>
        {T.ADD_CONDITION}
      </Button>
      <Typography.Text type="tertiary" size="small">
        <div>{T.VALUE_BUDGET_HINT}</div>
      </Typography.Text>
    </div>
  );
}

/** The desk users an EMAIL row may pick, and a saved rule's users the caller cannot pick (named by id, kept). */
function userOptions(users: readonly AiRuleMailUser[], picked: readonly number[]) {
  const known = new Set(users.map((u) => u.id));
  return [
    ...users.map((u) => ({ value: u.id, label: u.email ? `${u.name}（${u.email}）` : `${u.name}（${T.RECIPIENT_NO_EMAIL}）` })),
    ...picked.filter((id) => !known.has(id)).map((id) => ({ value: id, label: T.RECIPIENT_USER_UNKNOWN(id) })),
  ];
}

export function ActionRows({
  rows,
  onChange,
  problemsOf,
  mailUsers,
}: {
  rows: ActionDraft[];
  onChange: (rows: ActionDraft[]) => void;
  problemsOf: (index: number) => Record<string, string>;
  /** The desk users the caller may name (listAiRuleMailUsers). */
  mailUsers: readonly AiRuleMailUser[];
}) {
  const update = (i: number, change: Partial<ActionDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  return (
    <div>
      {rows.map((a, i) => {
        const title = T.ACTION_N(i + 1);
        const adjust = a.type === 'BUDGET' || a.type === 'BID';
        return (
          <Row key={i} title={title} removable={rows.length > 1} onRemove={() => onChange(rows.filter((_, j) => j !== i))} messages={problemsOf(i)}>
            <RowSelect label={`${title} ${T.ACTION_KIND}`} style={{ width: 120 }} value={a.type} optionList={TYPE_OPTIONS} onChange={(v) => update(i, { type: v as ActionDraft['type'] })} />
            {adjust ? (
              <>
                <RowSelect label={`${title} ${T.ADJUST_WAY}`}
                  style={{ width: 100 }}
                  value={a.action}
                  optionList={ADJUST_OPTIONS}
                  onChange={(v) => update(i, { action: v as ActionDraft['action'], ...(v === 'TO' ? { unit: 'NUM' as const } : {}) })}
                />
                <InputNumber aria-label={`${title} ${T.ADJUST_VALUE}`} style={{ width: 130 }} min={0} precision={2} value={a.value ?? undefined} onChange={(v: number | string) => update(i, { value: numberOf(v) })} />
                <RowSelect label={`${title} ${T.UNIT}`}
                  style={{ width: 80 }}
                  value={a.action === 'TO' ? 'NUM' : a.unit}
                  disabled={a.action === 'TO'}
                  optionList={UNIT_OPTIONS}
                  onChange={(v) => update(i, { unit: v as ActionDraft['unit'] })}
                />
              </>
            ) : null}
            {a.type === 'EMAIL' ? (
              <>
                <RowSelect
                  label={`${title} ${T.RECIPIENT_USERS}`}
                  style={{ width: 320 }}
                  multiple
                  filter
                  placeholder={T.RECIPIENT_USERS_PICK}
                  value={a.userIds}
                  optionList={userOptions(mailUsers, a.userIds)}
                  onChange={(v) => update(i, { userIds: (v as number[] | undefined) ?? [] })}
                />
                <Input aria-label={`${title} ${T.RECIPIENTS}`} style={{ width: 320 }} placeholder={T.RECIPIENTS_HINT} value={a.addresses} onChange={(v: string) => update(i, { addresses: v })} />
              </>
            ) : null}
          </Row>
        );
      })}
      <Button disabled={rows.length >= LIMITS.ACTIONS_MAX} onClick={() => onChange([...rows, emptyAction()])}>
        {T.ADD_ACTION}
      </Button>
    </div>
  );
}
