// The pure core of the dynamic form-field renderer (widgets spec §3, §4): field configs, the linkage triggers
// UPDATED, HIDDEN and DISPLAYED, and how one change settles into a new model and hidden map.
//
// Semantics of each flag (docs/decisions.md):
// - key: the field's identity (hidden map, resetDeps, onUpdate). model: the model property it binds to,
//   `key` when not given.
// - hidden: the initial hidden state, and a new hidden state whenever the caller changes it. Hiding sets
//   the value to hiddenDefaultValue and runs linkage(HIDDEN); showing restores defaultValue when the value
//   is empty (undefined, null, '', or an empty array) and runs linkage(DISPLAYED).
// - linkage(trigger, {model, field, value}) may return {model: partial model, hidden: {fieldKey: bool}}.
//   It runs with UPDATED when the field's value changes (whatever changed it: the user, a reset, or another
//   field's linkage), with HIDDEN when the field becomes hidden and with DISPLAYED when it is shown again.
//   Model changes made by a linkage run the linkage of the fields bound to those properties in turn.
// - immediate: the linkage runs once on mount, with HIDDEN when the field starts hidden, else UPDATED;
//   this first run does not reset resetDeps (it is not a change).
// - resetDeps: keys of fields set back to their default (defaultValue, or hiddenDefaultValue while hidden)
//   when this field's value changes; a reset that changes a value counts as that field's UPDATED.
// - emitUpdate: onUpdate(key, value) once per settled change in which the field's value differs from before,
//   with the final value, in field order.

export const LINKAGE_TRIGGER = {
  UPDATED: 'UPDATED',
  HIDDEN: 'HIDDEN',
  DISPLAYED: 'DISPLAYED',
} as const;

export type LinkageTrigger = (typeof LINKAGE_TRIGGER)[keyof typeof LINKAGE_TRIGGER];

export type FieldModel = Record<string, unknown>;

export interface LinkageContext<M extends FieldModel> {
  /** The model as it stands when the linkage runs. */
  model: M;
  field: DynamicFieldRule<M>;
  /** The field's current value, model[field.model ?? field.key]. */
  value: unknown;
}

export interface LinkageResult<M extends FieldModel> {
  /** Model properties to set. */
  model?: Partial<M>;
  /** Fields (by key) to hide (true) or show (false). */
  hidden?: Record<string, boolean>;
}

export type Linkage<M extends FieldModel> = (trigger: LinkageTrigger, context: LinkageContext<M>) => LinkageResult<M> | void;

export interface DynamicFieldRule<M extends FieldModel = FieldModel> {
  key: string;
  hidden?: boolean;
  hiddenDefaultValue?: unknown;
  defaultValue?: unknown;
  model?: string;
  linkage?: Linkage<M>;
  immediate?: boolean;
  resetDeps?: string[];
  emitUpdate?: boolean;
}

export type HiddenMap = Record<string, boolean>;

export interface FieldsState<M extends FieldModel> {
  model: M;
  hidden: HiddenMap;
}

export interface FieldUpdate {
  key: string;
  value: unknown;
}

export interface FieldsOutcome<M extends FieldModel> {
  state: FieldsState<M>;
  /** onUpdate events for fields with emitUpdate whose value changed. */
  updates: FieldUpdate[];
}

/** A linkage chain longer than this is taken for a loop between linkages. */
export const MAX_LINKAGE_STEPS = 1000;

export function modelKeyOf<M extends FieldModel>(field: DynamicFieldRule<M>): string {
  return field.model ?? field.key;
}

/** Empty for DISPLAYED's restore: undefined, null, '' or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Whether a field's value changed: structural for arrays and plain objects, SameValueZero otherwise (small
 * enough not to need a library). -0 equals 0 because both show as "0" and a model that went through JSON
 * (saved, copied, sent) holds 0 where it held -0; NaN equals NaN so a NaN value is not a change every time.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue(a[k], b[k]));
  }
  return false;
}

/** A default is copied before it goes into the model, so the config's own array or object is never shared. */
function copyDefault(value: unknown): unknown {
  if (Array.isArray(value)) return [...value];
  if (isPlainObject(value)) return { ...value };
  return value;
}

export function initialHidden<M extends FieldModel>(fields: readonly DynamicFieldRule<M>[]): HiddenMap {
  return Object.fromEntries(fields.map((f) => [f.key, Boolean(f.hidden)]));
}

type Step = { trigger: LinkageTrigger; key: string; resets: boolean };

/** Runs a change to its end: queued triggers, their linkages and everything those set off. */
function settle<M extends FieldModel>(
  fields: readonly DynamicFieldRule<M>[],
  start: FieldsState<M>,
  seed: (ops: Ops) => void,
): FieldsOutcome<M> {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  let model: FieldModel = start.model;
  const hidden: HiddenMap = { ...start.hidden };
  const queue: Step[] = [];

  const setProp = (prop: string, value: unknown): boolean => {
    if (sameValue(model[prop], value)) return false;
    model = { ...model, [prop]: value };
    return true;
  };

  const ops: Ops = {
    change(key, value, resets = true) {
      const field = byKey.get(key);
      if (!field) return;
      if (setProp(modelKeyOf(field), value)) queue.push({ trigger: LINKAGE_TRIGGER.UPDATED, key, resets });
    },
    setHidden(key, next) {
      const field = byKey.get(key);
      if (!field || Boolean(hidden[key]) === next) return;
      hidden[key] = next;
      const prop = modelKeyOf(field);
      if (next) {
        setProp(prop, copyDefault(field.hiddenDefaultValue));
        queue.push({ trigger: LINKAGE_TRIGGER.HIDDEN, key, resets: false });
      } else {
        if (isEmptyValue(model[prop])) setProp(prop, copyDefault(field.defaultValue));
        queue.push({ trigger: LINKAGE_TRIGGER.DISPLAYED, key, resets: false });
      }
    },
    run(trigger, key) {
      queue.push({ trigger, key, resets: false });
    },
  };

  const applyResult = (result: LinkageResult<M> | void) => {
    if (!result) return;
    for (const [prop, value] of Object.entries(result.model ?? {})) {
      const bound = fields.filter((f) => modelKeyOf(f) === prop);
      if (bound.length === 0) {
        setProp(prop, value);
        continue;
      }
      if (setProp(prop, value)) bound.forEach((f) => queue.push({ trigger: LINKAGE_TRIGGER.UPDATED, key: f.key, resets: true }));
    }
    for (const [key, next] of Object.entries(result.hidden ?? {})) ops.setHidden(key, Boolean(next));
  };

  seed(ops);
  let steps = 0;
  while (queue.length > 0) {
    steps += 1;
    if (steps > MAX_LINKAGE_STEPS) throw new Error(`DynamicFields: linkage did not settle after ${MAX_LINKAGE_STEPS} steps`);
    const step = queue.shift() as Step;
    const field = byKey.get(step.key) as DynamicFieldRule<M>;
    if (step.resets) {
      for (const depKey of field.resetDeps ?? []) {
        const dep = byKey.get(depKey);
        if (!dep || dep.key === field.key) continue;
        ops.change(depKey, copyDefault(hidden[depKey] ? dep.hiddenDefaultValue : dep.defaultValue));
      }
    }
    if (field.linkage) {
      applyResult(field.linkage(step.trigger, { model: model as M, field, value: model[modelKeyOf(field)] }));
    }
  }

  const updates = fields
    .filter((f) => f.emitUpdate && !sameValue(start.model[modelKeyOf(f)], model[modelKeyOf(f)]))
    .map((f) => ({ key: f.key, value: model[modelKeyOf(f)] }));
  return { state: { model: model as M, hidden }, updates };
}

interface Ops {
  change: (key: string, value: unknown, resets?: boolean) => void;
  setHidden: (key: string, hidden: boolean) => void;
  run: (trigger: LinkageTrigger, key: string) => void;
}

/** A field's value changed (from its input): UPDATED, resetDeps, and what follows. Same value: nothing. */
export function changeField<M extends FieldModel>(
  fields: readonly DynamicFieldRule<M>[],
  state: FieldsState<M>,
  key: string,
  value: unknown,
): FieldsOutcome<M> {
  return settle(fields, state, (ops) => ops.change(key, value));
}

/** A field is hidden or shown from outside (its config's hidden flag changed). */
export function setFieldHidden<M extends FieldModel>(
  fields: readonly DynamicFieldRule<M>[],
  state: FieldsState<M>,
  key: string,
  hidden: boolean,
): FieldsOutcome<M> {
  return settle(fields, state, (ops) => ops.setHidden(key, hidden));
}

/** The mount: the linkage of each immediate field, once, in field order. */
export function runImmediate<M extends FieldModel>(fields: readonly DynamicFieldRule<M>[], state: FieldsState<M>): FieldsOutcome<M> {
  return settle(fields, state, (ops) => {
    for (const field of fields) {
      if (field.immediate && field.linkage) ops.run(state.hidden[field.key] ? LINKAGE_TRIGGER.HIDDEN : LINKAGE_TRIGGER.UPDATED, field.key);
    }
  });
}
