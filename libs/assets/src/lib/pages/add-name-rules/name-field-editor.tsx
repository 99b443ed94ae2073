import { useId } from 'react';
import type { NameDateFormat, NameFieldKind } from '@toufang/domain';
import { NAME_DATE_FORMATS, NAME_RULE_LIMITS } from '@toufang/domain';
import { Button, Input, MultiInputTable, Select, Space, Switch, Typography } from '@toufang/ui';
import { NAMING_KIND_TEXTS, NAMING_TEXTS as T } from '../../naming-terms';
import type { DraftField } from './add-name-rules-rules';

export interface NameFieldEditorProps {
  index: number;
  count: number;
  field: DraftField;
  problems: readonly string[];
  onChange: (field: DraftField) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

const KINDS: readonly NameFieldKind[] = ['text', 'date', 'dictionary', 'designer'];

/** One field of the rule: its name, kind, date format or dictionary (code → meaning, pasted from a sheet). */
export function NameFieldEditor({ index, count, field, problems, onChange, onMove, onRemove }: NameFieldEditorProps) {
  const title = T.FIELD(index + 1);
  const set = (patch: Partial<DraftField>) => onChange({ ...field, ...patch });
  const uid = useId();
  return (
    <fieldset className="tf-name-field" aria-label={title}>
      <legend className="tf-name-field__legend">
        {title}
        {field.label.trim() ? `：${field.label.trim()}` : ''}
      </legend>
      {/* Semi's Select takes its name from aria-labelledby only; these hidden spans hold the names. */}
      <span id={`${uid}-kind`} hidden>{`${title} ${T.FIELD_KIND}`}</span>
      <span id={`${uid}-format`} hidden>{`${title} ${T.DATE_FORMAT}`}</span>
      <Space wrap>
        <Input aria-label={`${title} ${T.FIELD_LABEL}`} placeholder={T.FIELD_LABEL} maxLength={NAME_RULE_LIMITS.LABEL_MAX} value={field.label} onChange={(label) => set({ label })} style={{ width: 160 }} />
        <Select
          aria-labelledby={`${uid}-kind`}
          style={{ width: 120 }}
          value={field.kind}
          optionList={KINDS.map((k) => ({ value: k, label: NAMING_KIND_TEXTS[k], showTick: false }))}
          onChange={(kind) => set({ kind: kind as NameFieldKind })}
        />
        {field.kind === 'date' ? (
          <Select
            aria-labelledby={`${uid}-format`}
            style={{ width: 140 }}
            value={field.format}
            optionList={NAME_DATE_FORMATS.map((f) => ({ value: f, label: f, showTick: false }))}
            onChange={(format) => set({ format: format as NameDateFormat })}
          />
        ) : null}
        {field.kind === 'dictionary' ? (
          <label className="tf-name-field__strict">
            <Switch size="small" aria-label={`${title} ${T.STRICT}`} checked={field.strict} onChange={(strict: boolean) => set({ strict })} />
            <Typography.Text type="tertiary">{T.STRICT}</Typography.Text>
          </label>
        ) : null}
        <Button size="small" theme="borderless" disabled={index === 0} aria-label={`${title} ${T.MOVE_UP}`} onClick={() => onMove(index - 1)}>
          {T.MOVE_UP}
        </Button>
        <Button size="small" theme="borderless" disabled={index === count - 1} aria-label={`${title} ${T.MOVE_DOWN}`} onClick={() => onMove(index + 1)}>
          {T.MOVE_DOWN}
        </Button>
        <Button size="small" theme="borderless" type="danger" disabled={count === 1} aria-label={`${title} ${T.REMOVE_FIELD}`} onClick={onRemove}>
          {T.REMOVE_FIELD}
        </Button>
      </Space>
      {field.kind === 'dictionary' || field.kind === 'designer' ? (
        <div className="tf-name-field__dictionary">
          <MultiInputTable
            aria-label={`${title} ${T.DICTIONARY}`}
            columns={[
              { key: 'code', title: T.CODE, width: 160 },
              { key: 'label', title: field.kind === 'designer' ? T.DESIGNER_NAME : T.MEANING, width: 200 },
            ]}
            value={field.rows}
            maxRows={NAME_RULE_LIMITS.ENTRIES_MAX}
            pasteable
            onChange={(rows) => set({ rows })}
          />
        </div>
      ) : null}
      {problems.length > 0 ? (
        <ul className="tf-name-field__problems" aria-label={`${title} 的问题`}>
          {problems.map((p) => (
            <li key={p}>
              <Typography.Text type="danger">{p}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
