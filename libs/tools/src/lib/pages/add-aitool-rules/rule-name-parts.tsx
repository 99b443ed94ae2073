// 监控对象 按命名字段: an enabled delivery naming rule for the media and level (listAiRuleNameFields), and rows of
// field conditions, each a field of the rule and its values: a dictionary's entries picked, or values typed. The
// server splits the objects' names by the rule as the delivery tables' 命名解析 filter does.
import { useQuery } from '@tanstack/react-query';
import { FormRow } from '@toufang/form-kit';
import { Button, Input, Select, Space, Typography } from '@toufang/ui';
import { aiRuleNameFieldsQuery, type AiRuleNameFields } from '../../queries/ai-rules';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';
import { emptyNamePart, partValues, type NamePartDraft } from './ai-rule-draft';
import { RowSelect } from './rule-rows';

/** A dictionary entry as an option: its label, and its code when the two differ. */
const entryLabel = (v: { code: string; label: string }) => (v.label && v.label !== v.code ? `${v.label}（${v.code}）` : v.code);

function PartRow({ index, row, rule, removable, onChange, onRemove }: { index: number; row: NamePartDraft; rule: AiRuleNameFields | undefined; removable: boolean; onChange: (row: NamePartDraft) => void; onRemove: () => void }) {
  const title = T.NAME_PART_N(index + 1);
  const field = rule?.fields.find((f) => f.key === row.field);
  const fieldOptions = [...(rule?.fields ?? []).map((f) => ({ value: f.key, label: f.label })), ...(row.field && !field ? [{ value: row.field, label: row.field }] : [])];
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: '0 0 8px' }}>
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{title}</legend>
      <Space wrap align="center">
        <RowSelect label={`${title} ${T.NAME_FIELD}`} style={{ width: 140 }} value={row.field || undefined} optionList={fieldOptions} onChange={(v) => onChange({ field: String(v ?? ''), values: '' })} />
        {field && field.values.length > 0 ? (
          <RowSelect
            label={`${title} ${T.NAME_VALUES}`}
            style={{ width: 360 }}
            multiple
            filter
            value={partValues(row.values)}
            optionList={field.values.map((v) => ({ value: v.code, label: entryLabel(v) }))}
            onChange={(v) => onChange({ ...row, values: ((v as string[] | undefined) ?? []).join(',') })}
          />
        ) : (
          <Input aria-label={`${title} ${T.NAME_VALUES}`} style={{ width: 360 }} placeholder={T.NAME_VALUES_TYPED} value={row.values} onChange={(v: string) => onChange({ ...row, values: v })} />
        )}
        <Button theme="borderless" type="danger" size="small" disabled={!removable} aria-label={`${T.REMOVE_ROW} ${title}`} onClick={onRemove}>
          {T.REMOVE_ROW}
        </Button>
      </Space>
    </fieldset>
  );
}

export function NamePartsScope({
  id,
  media,
  level,
  ruleId,
  rows,
  error,
  onRule,
  onRows,
}: {
  id: string;
  media: string | null;
  level: string | null;
  ruleId: number | null;
  rows: NamePartDraft[];
  error?: string;
  onRule: (ruleId: number | null) => void;
  onRows: (rows: NamePartDraft[]) => void;
}) {
  const rules = useQuery({ ...aiRuleNameFieldsQuery(media ?? '', level ?? ''), enabled: Boolean(media && level) });
  const list = rules.data ?? [];
  const rule = list.find((r) => r.ruleId === ruleId);
  const hint = rules.isError ? T.NAME_RULES_LOAD_FAILED : rules.isSuccess && list.length === 0 ? T.NAME_RULE_NONE : undefined;
  return (
    <>
      <FormRow id={id} label={T.NAME_RULE} error={error} hint={media ? hint : T.PICK_MEDIA_FIRST}>
        <Select
          id={id}
          aria-labelledby={`${id}-label`}
          style={{ width: '100%' }}
          placeholder={T.NAME_RULE_PICK}
          disabled={!media || !level}
          value={ruleId ?? undefined}
          optionList={[...list.map((r) => ({ value: r.ruleId, label: r.ruleName })), ...(ruleId !== null && !rule && rules.isSuccess ? [{ value: ruleId, label: String(ruleId) }] : [])]}
          validateStatus={error ? 'error' : 'default'}
          onChange={(next) => {
            onRule(typeof next === 'number' ? next : null);
            onRows([emptyNamePart()]);
          }}
        />
      </FormRow>
      {ruleId !== null ? (
        <div style={{ marginBottom: 16 }}>
          {rows.map((row, i) => (
            <PartRow
              key={i}
              index={i}
              row={row}
              rule={rule}
              removable={rows.length > 1}
              onChange={(next) => onRows(rows.map((r, j) => (j === i ? next : r)))}
              onRemove={() => onRows(rows.filter((_, j) => j !== i))}
            />
          ))}
          <Button disabled={rule !== undefined && rows.length >= rule.fields.length} onClick={() => onRows([...rows, emptyNamePart()])}>
            {T.ADD_NAME_PART}
          </Button>
          <Typography.Text type="tertiary" size="small">
            <div>{T.NAME_MATCH_HINT}</div>
          </Typography.Text>
        </div>
      ) : null}
    </>
  );
}
