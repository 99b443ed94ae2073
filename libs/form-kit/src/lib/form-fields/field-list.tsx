// A form written as data: one entry per field, rendered in order. Batch creation has dozens of fields per
// media; each is then one line of a list (and the list can come from the media's own configuration).
import { Fragment, type ReactNode } from 'react';
import type { FormValues } from '../form-state/form-rules';
import {
  CheckboxField,
  NumberField,
  RadioField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  TreeSelectField,
  type CheckboxFieldProps,
  type FieldsOf,
  type NumberFieldProps,
  type RadioFieldProps,
  type SelectFieldProps,
  type SwitchFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
  type TreeSelectFieldProps,
} from './form-fields';
import type { FieldHost } from './form-row';

type Spec<Kind extends string, P> = { kind: Kind } & Omit<P, 'form'>;

/** One field of a form written as data; `custom` renders anything (a widget the kit has no field for). */
export type FieldSpec<V extends FormValues> =
  | Spec<'text', TextFieldProps<V, FieldsOf<V, string>>>
  | Spec<'textarea', TextAreaFieldProps<V, FieldsOf<V, string>>>
  | Spec<'number', NumberFieldProps<V, FieldsOf<V, number | null>>>
  | Spec<'select', SelectFieldProps<V, keyof V & string>>
  | Spec<'tree-select', TreeSelectFieldProps<V, keyof V & string>>
  | Spec<'checkbox', CheckboxFieldProps<V, FieldsOf<V, boolean>>>
  | Spec<'switch', SwitchFieldProps<V, FieldsOf<V, boolean>>>
  | Spec<'radio', RadioFieldProps<V, keyof V & string>>
  | { kind: 'custom'; name: string; render: () => ReactNode };

export interface FieldListProps<V extends FormValues> {
  form: FieldHost<V>;
  /** The fields in order; false or null leaves one out (a field only some roles or media have). */
  fields: readonly (FieldSpec<V> | false | null | undefined)[];
}

function renderField<V extends FormValues>(form: FieldHost<V>, spec: FieldSpec<V>): ReactNode {
  switch (spec.kind) {
    case 'text': {
      const { kind: _, ...props } = spec;
      return <TextField form={form} {...props} />;
    }
    case 'textarea': {
      const { kind: _, ...props } = spec;
      return <TextAreaField form={form} {...props} />;
    }
    case 'number': {
      const { kind: _, ...props } = spec;
      return <NumberField form={form} {...props} />;
    }
    case 'select': {
      const { kind: _, ...props } = spec;
      return <SelectField form={form} {...props} />;
    }
    case 'tree-select': {
      const { kind: _, ...props } = spec;
      return <TreeSelectField form={form} {...props} />;
    }
    case 'checkbox': {
      const { kind: _, ...props } = spec;
      return <CheckboxField form={form} {...props} />;
    }
    case 'switch': {
      const { kind: _, ...props } = spec;
      return <SwitchField form={form} {...props} />;
    }
    case 'radio': {
      const { kind: _, ...props } = spec;
      return <RadioField form={form} {...props} />;
    }
    case 'custom':
      return spec.render();
  }
}

/** Renders the fields of a form in order. */
export function FieldList<V extends FormValues>({ form, fields }: FieldListProps<V>) {
  return (
    <>
      {fields.map((spec) => (spec ? <Fragment key={spec.name}>{renderField(form, spec)}</Fragment> : null))}
    </>
  );
}
