// The field components: each is one libs/ui widget bound to one field of a form (value, change, message,
// label and description), so a form is a list of fields rather than a page of wiring.
import type { ReactNode } from 'react';
import { Checkbox, Input, InputNumber, PlainTreeSelect, RadioGroup, Select, Switch, TextArea, type RadioOption, type RadioValue } from '@toufang/ui';
import type { FormValues } from '../form-state/form-rules';
import { describedBy, FormRow, type FieldHost } from './form-row';

/** The fields of V whose value is of type T. */
export type FieldsOf<V, T> = { [K in keyof V & string]: V[K] extends T ? (T extends V[K] ? K : never) : never }[keyof V & string];

interface FieldBase<V extends FormValues, K extends keyof V & string> {
  form: FieldHost<V>;
  name: K;
  label: ReactNode;
  /** Shown under the control while it has no message. */
  hint?: ReactNode;
  disabled?: boolean;
}

function row<V extends FormValues>(form: FieldHost<V>, name: keyof V & string) {
  const id = form.fieldId(name);
  return { id, error: form.errors[name] };
}

export interface TextFieldProps<V extends FormValues, K extends FieldsOf<V, string>> extends FieldBase<V, K> {
  maxLength?: number;
  placeholder?: string;
  mode?: 'password';
  autoComplete?: string;
  /** Enter in the field (usually the form's submit). */
  onEnter?: () => void;
}

export function TextField<V extends FormValues, K extends FieldsOf<V, string>>({ form, name, label, hint, disabled, maxLength, placeholder, mode, autoComplete, onEnter }: TextFieldProps<V, K>) {
  const { id, error } = row(form, name);
  return (
    <FormRow id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        value={form.values[name] as string}
        mode={mode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        validateStatus={error ? 'error' : 'default'}
        onChange={(value) => form.set(name, value as V[K])}
        onEnterPress={onEnter}
        {...describedBy(id, error, hint)}
      />
    </FormRow>
  );
}

export interface TextAreaFieldProps<V extends FormValues, K extends FieldsOf<V, string>> extends FieldBase<V, K> {
  maxLength?: number;
  placeholder?: string;
  rows?: { minRows: number; maxRows: number };
}

export function TextAreaField<V extends FormValues, K extends FieldsOf<V, string>>({ form, name, label, hint, disabled, maxLength, placeholder, rows }: TextAreaFieldProps<V, K>) {
  const { id, error } = row(form, name);
  return (
    <FormRow id={id} label={label} error={error} hint={hint}>
      <TextArea
        id={id}
        value={form.values[name] as string}
        maxCount={maxLength}
        maxLength={maxLength}
        autosize={rows ?? { minRows: 2, maxRows: 4 }}
        placeholder={placeholder}
        disabled={disabled}
        validateStatus={error ? 'error' : 'default'}
        onChange={(value: string) => form.set(name, value as V[K])}
        {...describedBy(id, error, hint)}
      />
    </FormRow>
  );
}

export interface NumberFieldProps<V extends FormValues, K extends FieldsOf<V, number | null>> extends FieldBase<V, K> {
  min?: number;
  max?: number;
  /** Digits after the point (0: whole numbers). */
  precision?: number;
  suffix?: ReactNode;
}

export function NumberField<V extends FormValues, K extends FieldsOf<V, number | null>>({ form, name, label, hint, disabled, min, max, precision, suffix }: NumberFieldProps<V, K>) {
  const { id, error } = row(form, name);
  const value = form.values[name] as number | null;
  return (
    <FormRow id={id} label={label} error={error} hint={hint}>
      <InputNumber
        id={id}
        value={value ?? undefined}
        min={min}
        max={max}
        precision={precision}
        suffix={suffix}
        disabled={disabled}
        style={{ width: '100%' }}
        validateStatus={error ? 'error' : 'default'}
        // Semi answers '' for an emptied box: the field holds null then.
        onNumberChange={(next: number) => form.set(name, (Number.isFinite(next) ? next : null) as V[K])}
        onChange={(next: number | string) => (next === '' ? form.set(name, null as V[K]) : undefined)}
        {...describedBy(id, error, hint)}
      />
    </FormRow>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<V extends FormValues, K extends keyof V & string> extends FieldBase<V, K> {
  options: readonly SelectOption[];
  /** Several values (the field holds an array). */
  multiple?: boolean;
  placeholder?: string;
  /** Typing filters the options. */
  filter?: boolean;
  showClear?: boolean;
  loading?: boolean;
  /** The value the field holds when nothing is chosen (null unless said). */
  empty?: V[K];
}

export function SelectField<V extends FormValues, K extends keyof V & string>({ form, name, label, hint, disabled, options, multiple, placeholder, filter, showClear, loading, empty }: SelectFieldProps<V, K>) {
  const { id, error } = row(form, name);
  const value = form.values[name];
  return (
    <FormRow id={id} label={label} error={error} hint={hint}>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        // No tick column: an option's accessible name is then exactly its label.
        optionList={options.map((o) => ({ ...o, showTick: false }))}
        value={value === null || value === '' ? undefined : (value as string | number | (string | number)[])}
        multiple={multiple}
        placeholder={placeholder ?? '请选择'}
        filter={filter}
        // The search box typed into is named by the field's label too (axe's label rule: Semi draws it unnamed).
        inputProps={filter ? { 'aria-labelledby': `${id}-label` } : undefined}
        showClear={showClear}
        loading={loading}
        disabled={disabled}
        style={{ width: '100%' }}
        validateStatus={error ? 'error' : 'default'}
        onChange={(next) => form.set(name, (next ?? (multiple ? [] : (empty ?? null))) as V[K])}
        onClear={() => form.set(name, (multiple ? [] : (empty ?? null)) as V[K])}
        {...describedBy(id, error, hint)}
      />
    </FormRow>
  );
}

/** A node of the tree: value, label, children. */
export interface TreeOption {
  key: string;
  value: string | number;
  label: string;
  disabled?: boolean;
  children?: TreeOption[];
}

export interface TreeSelectFieldProps<V extends FormValues, K extends keyof V & string> extends FieldBase<V, K> {
  treeData: readonly TreeOption[];
  placeholder?: string;
  showClear?: boolean;
  /** Typing filters the nodes. */
  filter?: boolean;
  /** The value the field holds when cleared (null unless said). */
  empty?: V[K];
}

/** One node of an organisation tree, parents included (a department, its parent). */
export function TreeSelectField<V extends FormValues, K extends keyof V & string>({ form, name, label, hint, disabled, treeData, placeholder, showClear, filter, empty }: TreeSelectFieldProps<V, K>) {
  const { id, error } = row(form, name);
  const value = form.values[name];
  return (
    <FormRow id={id} label={label} error={error} hint={hint}>
      <PlainTreeSelect
        aria-labelledby={`${id}-label`}
        treeData={treeData as TreeOption[]}
        value={value === null ? undefined : (value as string | number)}
        placeholder={placeholder}
        showClear={showClear}
        filterTreeNode={filter}
        expandAll
        disabled={disabled}
        style={{ width: '100%' }}
        validateStatus={error ? 'error' : 'default'}
        onChange={(next) => form.set(name, (typeof next === 'number' || typeof next === 'string' ? next : (empty ?? null)) as V[K])}
        {...describedBy(id, error, hint)}
      />
    </FormRow>
  );
}

export interface CheckboxFieldProps<V extends FormValues, K extends FieldsOf<V, boolean>> extends Omit<FieldBase<V, K>, 'label'> {
  /** The checkbox's own text (the row has no label of its own). */
  label: ReactNode;
  /** The row's label, when the form lines its rows up. */
  rowLabel?: ReactNode;
}

export function CheckboxField<V extends FormValues, K extends FieldsOf<V, boolean>>({ form, name, label, rowLabel, hint, disabled }: CheckboxFieldProps<V, K>) {
  const { id, error } = row(form, name);
  return (
    <FormRow id={id} label={rowLabel ?? ''} error={error} hint={hint}>
      <Checkbox id={id} checked={form.values[name] as boolean} disabled={disabled} onChange={(e) => form.set(name, Boolean(e.target.checked) as V[K])} {...describedBy(id, error, hint)}>
        {label}
      </Checkbox>
    </FormRow>
  );
}

export type SwitchFieldProps<V extends FormValues, K extends FieldsOf<V, boolean>> = FieldBase<V, K>;

/** An on/off setting: the row's label names the switch. */
export function SwitchField<V extends FormValues, K extends FieldsOf<V, boolean>>({ form, name, label, hint, disabled }: SwitchFieldProps<V, K>) {
  const { id, error } = row(form, name);
  return (
    <FormRow id={id} label={label} error={error} hint={hint}>
      <div className="tf-form__inline">
        <Switch id={id} aria-labelledby={`${id}-label`} checked={form.values[name] as boolean} disabled={disabled} onChange={(on: boolean) => form.set(name, on as V[K])} {...describedBy(id, error, hint)} />
      </div>
    </FormRow>
  );
}

export interface RadioFieldProps<V extends FormValues, K extends keyof V & string> extends FieldBase<V, K> {
  options: readonly RadioOption<V[K] & RadioValue>[];
  type?: 'default' | 'button';
}

export function RadioField<V extends FormValues, K extends keyof V & string>({ form, name, label, hint, disabled, options, type }: RadioFieldProps<V, K>) {
  const { id, error } = row(form, name);
  return (
    <FormRow id={id} label={label} error={error} hint={hint}>
      <RadioGroup
        aria-label={typeof label === 'string' ? label : undefined}
        options={options}
        value={form.values[name] as (V[K] & RadioValue) | null}
        type={type}
        disabled={disabled}
        onChange={(value) => form.set(name, value)}
      />
    </FormRow>
  );
}
