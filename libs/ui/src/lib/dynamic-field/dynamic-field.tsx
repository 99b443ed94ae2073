// Dynamic form-field renderer (widgets spec §2, §3, §4): a list of fields, each rendering a caller-supplied
// input bound to model[key], with linkage between fields. The rules live in dynamic-field-rules.ts.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  changeField,
  initialHidden,
  modelKeyOf,
  runImmediate,
  setFieldHidden,
  type DynamicFieldRule,
  type FieldModel,
  type FieldsOutcome,
  type FieldsState,
  type HiddenMap,
} from './dynamic-field-rules';
import './dynamic-field.css';

export interface DynamicFieldRenderProps<M extends FieldModel> {
  /** model[field.model ?? field.key]. */
  value: unknown;
  /** Report a new value; runs the field's linkage when it differs. */
  onChange: (value: unknown) => void;
  field: DynamicFieldConfig<M>;
  model: M;
}

export interface DynamicFieldConfig<M extends FieldModel = FieldModel> extends DynamicFieldRule<M> {
  /** The input of the field (Semi Input, Select, RadioGroup…), bound through value and onChange. */
  render: (props: DynamicFieldRenderProps<M>) => ReactNode;
}

export interface DynamicFieldProps<M extends FieldModel> {
  field: DynamicFieldConfig<M>;
  model: M;
  onChange: (value: unknown) => void;
}

/** One field: the caller's input bound to its model property. */
export function DynamicField<M extends FieldModel>({ field, model, onChange }: DynamicFieldProps<M>) {
  return (
    <div className="tf-dynamic-field" data-field-key={field.key}>
      {field.render({ value: model[modelKeyOf(field)], onChange, field, model })}
    </div>
  );
}

export interface DynamicFieldsProps<M extends FieldModel> {
  fields: DynamicFieldConfig<M>[];
  /** The form model; controlled. */
  model: M;
  onModelChange: (model: M) => void;
  /** onUpdate(key, value) for fields with emitUpdate, when their value changes. */
  onUpdate?: (key: string, value: unknown) => void;
  /** The hidden state of every field, after each change that alters it. */
  onHiddenChange?: (hidden: HiddenMap) => void;
  className?: string;
}

/** The fields in order; hidden fields are not rendered. */
export function DynamicFields<M extends FieldModel>({ fields, model, onModelChange, onUpdate, onHiddenChange, className }: DynamicFieldsProps<M>) {
  const [hidden, setHidden] = useState<HiddenMap>(() => initialHidden(fields));
  // The newest state: props and state once rendered, and in between the outcome of a change not yet
  // rendered, so that two changes in one event build on each other.
  const latest = useRef<FieldsState<M>>({ model, hidden });
  const props = useRef({ fields, onModelChange, onUpdate, onHiddenChange });
  useLayoutEffect(() => {
    latest.current = { model, hidden };
    props.current = { fields, onModelChange, onUpdate, onHiddenChange };
  });

  const commit = (outcome: FieldsOutcome<M>) => {
    const before = latest.current;
    latest.current = outcome.state;
    const { onModelChange: emitModel, onUpdate: emitUpdate, onHiddenChange: emitHidden } = props.current;
    if (outcome.state.model !== before.model) emitModel(outcome.state.model);
    if (!sameHidden(outcome.state.hidden, before.hidden)) {
      setHidden(outcome.state.hidden);
      emitHidden?.(outcome.state.hidden);
    }
    outcome.updates.forEach((u) => emitUpdate?.(u.key, u.value));
  };
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });

  // immediate: each such field's linkage once on mount (StrictMode's second mount does not repeat it).
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    commitRef.current(runImmediate(props.current.fields, latest.current));
  }, []);

  // A change of a config's hidden flag hides or shows that field, with the same rules as a linkage.
  const configHidden = fields.map((f) => `${f.key}:${Boolean(f.hidden)}`).join('|');
  const seenConfig = useRef<HiddenMap | null>(null);
  useEffect(() => {
    const current = props.current.fields;
    const previous = seenConfig.current;
    seenConfig.current = initialHidden(current);
    if (!previous) return;
    for (const field of current) {
      const next = Boolean(field.hidden);
      if (field.key in previous && previous[field.key] !== next) {
        commitRef.current(setFieldHidden(current, latest.current, field.key, next));
      }
    }
  }, [configHidden]);

  return (
    <div className={['tf-dynamic-fields', className ?? ''].filter(Boolean).join(' ')}>
      {fields.map((field) =>
        hidden[field.key] ? null : (
          <DynamicField<M>
            key={field.key}
            field={field}
            model={model}
            onChange={(value) => commit(changeField(fields, latest.current, field.key, value))}
          />
        ),
      )}
    </div>
  );
}

function sameHidden(a: HiddenMap, b: HiddenMap): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => Boolean(a[k]) === Boolean(b[k]));
}
