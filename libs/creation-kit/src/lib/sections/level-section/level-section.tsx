// One level of the variant (项目, 广告, 计划 …) with its fields from the spec (docs/design/creation.md §2), each a
// form-kit field over the libs/ui widget of its kind: numbers and money with the media's range, selects, the
// schedule grid (7×24), switches and date ranges. A field shown only for some values of another follows it.
import { useId, useMemo } from 'react';
import type { CreationField, CreationLevelSpec, LevelSettings } from '@toufang/domain';
import { FormLayout, FormRow, NumberField, SelectField, SwitchField, TextField, describedBy, type FieldHost } from '@toufang/form-kit';
import { Card, ScheduleGrid } from '@toufang/ui';
import { DateRangeField } from '../../editor/lazy-parts';
import { CREATION_KIT_TEXTS as T } from '../../texts';
import { fieldShown } from './level-rules';

/** A full week, every hour (a schedule field without a default starts delivering all week). */
const ALL_WEEK = '1'.repeat(168);

export interface LevelSectionProps {
  level: CreationLevelSpec;
  settings: LevelSettings;
  onChange: (key: string, value: unknown) => void;
  /** Messages by field key (shown once the person asked for a preview). */
  errors?: Readonly<Record<string, string>>;
  /** Fields shown read-only, by key, with why (update: 创建后不可修改, or what the edit path cannot change). */
  locked?: Readonly<Record<string, string>>;
}

/** The level's settings as a form-kit form: the fields read and write the body through it. */
function useSettingsHost(settings: LevelSettings, onChange: (key: string, value: unknown) => void, errors: Readonly<Record<string, string>>): FieldHost<LevelSettings> {
  const base = useId();
  return useMemo(
    () => ({
      values: settings,
      errors: errors as FieldHost<LevelSettings>['errors'],
      set: (field, value) => onChange(field, value),
      fieldId: (field) => `${base}-${field}`,
    }),
    [settings, onChange, errors, base],
  );
}

function Field({ field, host }: { field: CreationField; host: FieldHost<LevelSettings> }) {
  const label = field.required ? `${field.label} *` : field.label;
  const options = field.options ?? [];
  switch (field.kind) {
    case 'text':
      return <TextField form={host as FieldHost<Record<string, string>>} name={field.key} label={label} />;
    case 'number':
    case 'money':
      return (
        <NumberField
          form={host as FieldHost<Record<string, number | null>>}
          name={field.key}
          label={label}
          min={field.min}
          max={field.max}
          precision={field.kind === 'money' ? 2 : 0}
          suffix={field.kind === 'money' ? T.LEVEL.YUAN : undefined}
          hint={field.min !== undefined && field.max !== undefined ? `${field.min}-${field.max}` : undefined}
        />
      );
    case 'select':
      return <SelectField form={host} name={field.key} label={label} options={options} />;
    case 'multiSelect':
      return <SelectField form={host} name={field.key} label={label} options={options} multiple />;
    case 'switch':
      return <SwitchField form={host as FieldHost<Record<string, boolean>>} name={field.key} label={label} />;
    case 'schedule': {
      const id = host.fieldId(field.key);
      const error = host.errors[field.key];
      const value = typeof host.values[field.key] === 'string' ? (host.values[field.key] as string) : ALL_WEEK;
      return (
        <FormRow id={id} label={label} error={error}>
          <div id={id} role="group" aria-labelledby={`${id}-label`} {...describedBy(id, error, undefined)}>
            <ScheduleGrid value={value} onChange={(next) => host.set(field.key, next)} showSummary />
          </div>
        </FormRow>
      );
    }
    case 'dateRange':
      return <DateRangeField id={host.fieldId(field.key)} label={label} ariaLabel={field.label} error={host.errors[field.key]} value={host.values[field.key]} onChange={(next) => host.set(field.key, next)} />;
  }
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

/** A field's value as text: an option's label, a list joined, a schedule summarised, a switch 是/否. */
export function valueText(field: CreationField, value: unknown): string {
  if (value === undefined || value === null || value === '') return T.LEVEL.EMPTY_VALUE;
  const label = (v: unknown) => field.options?.find((o) => o.value === String(v))?.label ?? String(v);
  if (field.kind === 'switch') return value ? T.LEVEL.YES : T.LEVEL.NO;
  if (field.kind === 'schedule') return typeof value === 'string' && /^1{168}$/.test(value) ? T.LEVEL.ALL_WEEK : T.LEVEL.SOME_HOURS;
  if (field.kind === 'dateRange' && Array.isArray(value)) return value.join(' ~ ');
  if (Array.isArray(value)) return value.map(label).join('、');
  if (field.kind === 'money') return `${String(value)}${T.LEVEL.YUAN}`;
  return label(value);
}

/** A field the person may not change here: its value read-only, and why. */
function LockedField({ field, value, reason, id }: { field: CreationField; value: unknown; reason: string; id: string }) {
  return (
    <FormRow id={id} label={field.label} hint={reason}>
      <output id={id} className="tf-creation__locked" aria-describedby={`${id}-hint`} data-locked={field.key}>
        {valueText(field, value)}
      </output>
    </FormRow>
  );
}

export function LevelSection({ level, settings, onChange, errors = NO_ERRORS, locked = NO_ERRORS }: LevelSectionProps) {
  const host = useSettingsHost(settings, onChange, errors);
  const headingId = useId();
  const shown = level.fields.filter((f) => !f.perAccount && fieldShown(f, settings));
  return (
    <section aria-labelledby={headingId} className="tf-creation__section">
      <Card title={<h2 id={headingId} className="tf-creation__heading">{T.LEVEL.SETTINGS(level.label)}</h2>}>
        <FormLayout>
          {shown.map((field) =>
            locked[field.key] ? (
              <LockedField key={field.key} field={field} value={settings[field.key]} reason={locked[field.key]} id={host.fieldId(field.key)} />
            ) : (
              <Field key={field.key} field={field} host={host} />
            ),
          )}
        </FormLayout>
      </Card>
    </section>
  );
}
