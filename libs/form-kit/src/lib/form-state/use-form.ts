import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useForm as useHookForm, useWatch, type FieldErrors as HookErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { core } from 'zod/mini';
import { placeRefusal, sameValue, type FieldErrors, type FormSchema, type FormValues, type RefusalFields } from './form-rules';

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
  /**
   * Checks the values; valid, calls `onValid` with the schema's output (the trimmed, converted values). The
   * check runs in react-hook-form's submit, which settles a microtask later: wait on what `onValid` does.
   */
  submit(onValid: (output: Out, values: V) => void): void;
  /** Shows a failed call under the field it names, or under the form. */
  refuse(error: unknown): void;
  /** What is typed now is saved: the guard no longer holds the user back (call before closing or leaving). */
  saved(): void;
  /** The DOM id of a field's control (its label points at it; its message is `${id}-error`). */
  fieldId(field: keyof V & string): string;
}

/**
 * Where an issue with no path (a check of the whole form) is kept among react-hook-form's errors: not under
 * `root`, which its submit clears before deciding whether the form is valid.
 */
const FORM_ISSUE = '';
/** The form's refusal (a server answer no field owns): react-hook-form's own place for server errors. */
const REFUSAL = 'root.refusal';

/** A schema's check as a resolver; without a schema every submit is valid and clears the old messages. */
function resolverOf(schema: FormSchema<FormValues, unknown> | undefined): Resolver<FieldValues> {
  if (!schema) return (values) => ({ values, errors: {} });
  // The resolver takes classic and mini zod 4 schemas alike (it calls the schema's own parseAsync).
  return zodResolver(schema as core.$ZodType<unknown, FieldValues>) as unknown as Resolver<FieldValues>;
}

/** react-hook-form's nested errors as one message per field: the first under the field's own name. */
function flatten<V extends FormValues>(errors: HookErrors<FieldValues>): FieldErrors<V> {
  const out: Record<string, string> = {};
  const first = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') return message;
    for (const child of Object.values(node)) {
      const found = first(child);
      if (found) return found;
    }
    return undefined;
  };
  for (const [field, node] of Object.entries(errors)) {
    if (field === FORM_ISSUE || field === 'root') continue;
    const message = first(node);
    if (message) out[field] = message;
  }
  return out as FieldErrors<V>;
}

/**
 * A form's state on react-hook-form: values, one message per field, the form's refusal, and whether anything
 * is unsaved. Validation is the schema's (zod, through @hookform/resolvers), so a form with dozens of fields
 * is one schema and one list of fields. The kit's fields are controlled (`values` and `set`), so no field
 * registers with react-hook-form; it keeps the values, the messages and the submit.
 */
export function useForm<V extends FormValues, Out = V>({ initial, schema, refusalFields }: FormOptions<V, Out>): FormApi<V, Out> {
  const resolver = useMemo(() => resolverOf(schema as FormSchema<FormValues, unknown> | undefined), [schema]);
  // Read once. Handed over as an object: react-hook-form takes a function for defaults as an async load.
  const [start] = useState<V>(initial);
  const form = useHookForm<FieldValues, unknown, FieldValues>({
    defaultValues: start as FieldValues,
    resolver,
    // Controlled fields, no registered refs: nothing to focus natively and nothing to re-check while typing
    // (a field's message goes when the user changes it, and comes back on the next submit).
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { control, getValues, setValue, clearErrors, setError, handleSubmit, reset } = form;
  const values = useWatch({ control }) as V;
  const errors = form.formState.errors;
  const base = useId();
  // What was saved last, compared at the moment of leaving (a save and a navigation in one handler).
  const baselineRef = useRef<V>(start);

  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => {
      setValue(field, value as never, { shouldDirty: true });
      clearErrors([field, REFUSAL, FORM_ISSUE]);
    },
    [setValue, clearErrors],
  );

  const refuse = useCallback(
    (error: unknown) => {
      const placed = placeRefusal(error, refusalFields);
      setError(placed.field ?? REFUSAL, { type: 'server', message: placed.message });
    },
    [refusalFields, setError],
  );

  const submit = useCallback(
    (onValid: (output: Out, values: V) => void) => {
      void handleSubmit((output) => onValid(output as Out, getValues() as V))();
    },
    [handleSubmit, getValues],
  );

  const saved = useCallback(() => {
    const now = getValues() as V;
    baselineRef.current = now;
    // The saved values become react-hook-form's defaults, so `dirty` is measured from them.
    reset(now, { keepErrors: true });
  }, [getValues, reset]);

  const isDirty = useCallback(() => !sameValue(baselineRef.current, getValues()), [getValues]);

  const setFieldError = useCallback(
    (field: keyof V & string, message: string | undefined) => (message === undefined ? clearErrors(field) : setError(field, { type: 'manual', message })),
    [clearErrors, setError],
  );
  const setRefusal = useCallback(
    (message: string | null) => (message === null ? clearErrors([REFUSAL, FORM_ISSUE]) : setError(REFUSAL, { type: 'manual', message })),
    [clearErrors, setError],
  );

  const formIssue = (errors as Record<string, { message?: string } | undefined>)[FORM_ISSUE]?.message;
  return {
    values,
    errors: flatten<V>(errors),
    refusal: errors.root?.['refusal']?.message ?? formIssue ?? null,
    dirty: form.formState.isDirty,
    isDirty,
    set,
    setError: setFieldError,
    setRefusal,
    submit,
    refuse,
    saved,
    fieldId: useCallback((field: keyof V & string) => `${base}-${field}`, [base]),
  };
}
