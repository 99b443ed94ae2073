import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { changedFields, checkForm, placeRefusal, type FieldErrors, type FormSchema, type FormValues, type RefusalFields } from './form-rules';

export interface FormOptions<V extends FormValues, Out> {
  /** Where the form starts (read once); also the baseline the unsaved-changes guard compares with. */
  initial: V | (() => V);
  /** Checked on submit; each issue's message is shown under the field its path names. */
  schema?: FormSchema<V, Out>;
  /** Which field a server refusal belongs to (the rest show under the form). */
  refusalFields?: RefusalFields<V>;
}

export interface FormApi<V extends FormValues, Out = V> {
  values: V;
  errors: FieldErrors<V>;
  /** A refusal or check of the whole form (shown under it), null when none. */
  refusal: string | null;
  /** The values differ from where the form started (or from what was last saved). */
  dirty: boolean;
  /** `dirty` as of now, for a callback that runs before the next render (a navigation blocker). */
  isDirty(): boolean;
  /** Changes one field; its message and the form's refusal go, as the user has acted on them. */
  set<K extends keyof V & string>(field: K, value: V[K]): void;
  setError(field: keyof V & string, message: string | undefined): void;
  setRefusal(message: string | null): void;
  /** Checks the values; valid, calls `onValid` with the schema's output (the trimmed, converted values). */
  submit(onValid: (output: Out, values: V) => void): void;
  /** Shows a failed call under the field it names, or under the form. */
  refuse(error: unknown): void;
  /** What is typed now is saved: the guard no longer holds the user back (call before closing or leaving). */
  saved(): void;
  /** The DOM id of a field's control (its label points at it; its message is `${id}-error`). */
  fieldId(field: keyof V & string): string;
}

/**
 * A form's state: values, one message per field, the form's refusal, and whether anything is unsaved.
 * Validation is the schema's (zod), so a form with dozens of fields is one schema and one list of fields.
 */
export function useForm<V extends FormValues, Out = V>({ initial, schema, refusalFields }: FormOptions<V, Out>): FormApi<V, Out> {
  const [start] = useState<V>(initial);
  const [values, setValues] = useState<V>(start);
  const [baseline, setBaseline] = useState<V>(start);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // The latest values and baseline, for callbacks that run before React renders again.
  const valuesRef = useRef(values);
  const baselineRef = useRef(baseline);
  const base = useId();

  const set = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    valuesRef.current = { ...valuesRef.current, [field]: value };
    setValues(valuesRef.current);
    setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
    setRefusal(null);
  }, []);

  const refuse = useCallback(
    (error: unknown) => {
      const placed = placeRefusal(error, refusalFields);
      if (placed.field === null) setRefusal(placed.message);
      else setErrors((e) => ({ ...e, [placed.field as string]: placed.message }));
    },
    [refusalFields],
  );

  const submit = useCallback(
    (onValid: (output: Out, values: V) => void) => {
      const current = valuesRef.current;
      if (!schema) {
        setErrors({});
        onValid(current as unknown as Out, current);
        return;
      }
      const result = checkForm(schema, current);
      if (!result.ok) {
        setErrors(result.errors);
        setRefusal(result.form);
        return;
      }
      setErrors({});
      setRefusal(null);
      onValid(result.output, current);
    },
    [schema],
  );

  const saved = useCallback(() => {
    baselineRef.current = valuesRef.current;
    setBaseline(valuesRef.current);
  }, []);

  const isDirty = useCallback(() => changedFields(baselineRef.current, valuesRef.current).length > 0, []);
  const dirty = useMemo(() => changedFields(baseline, values).length > 0, [baseline, values]);

  return {
    values,
    errors,
    refusal,
    dirty,
    isDirty,
    set,
    setError: useCallback((field: keyof V & string, message: string | undefined) => setErrors((e) => ({ ...e, [field]: message })), []),
    setRefusal,
    submit,
    refuse,
    saved,
    fieldId: useCallback((field: keyof V & string) => `${base}-${field}`, [base]),
  };
}
