// The pure rules of a form: a schema's issues as one message per field, whether the values differ from
// where they started, and which field a server refusal belongs to.
import { safeParse, type core } from 'zod/mini';
import { isApiError } from '@toufang/api';

/** A form's values: a plain object of fields (an interface too, hence not a Record). */
export type FormValues = object;

/** One message per field (the first the schema found); a field without a message is valid. */
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/**
 * A form's schema: any zod (mini or classic) schema of the form's values, `Out` what it parses them to. Its
 * input is not tied to V: a field typed narrower than its check (a role code checked as a string) is fine.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- V names the values the schema checks, for readers.
export type FormSchema<V extends FormValues, Out = V> = core.$ZodType<Out>;

/**
 * Checks `values` against `schema`: the parsed output when valid, otherwise the first message of each field
 * (an issue's first path segment names the field; an issue with no path goes to `form`).
 */
export function checkForm<V extends FormValues, Out>(
  schema: FormSchema<V, Out>,
  values: V,
): { ok: true; output: Out } | { ok: false; errors: FieldErrors<V>; form: string | null } {
  const result = safeParse(schema, values);
  if (result.success) return { ok: true, output: result.data };
  const errors: FieldErrors<V> = {};
  let form: string | null = null;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') {
      const key = field as keyof V & string;
      errors[key] ??= issue.message;
    } else form ??= issue.message;
  }
  return { ok: false, errors, form };
}

/** Structural equality of plain form data (strings, numbers, booleans, null, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    const objB = b as Record<string, unknown>;
    return keysA.length === keysB.length && keysA.every((k) => k in objB && sameValue((a as Record<string, unknown>)[k], objB[k]));
  }
  return false;
}

/** The fields whose value differs from where the form started. */
export function changedFields<V extends FormValues>(initial: V, values: V): (keyof V & string)[] {
  const before = initial as Record<string, unknown>;
  const after = values as Record<string, unknown>;
  return Object.keys(after).filter((k) => !sameValue(before[k], after[k])) as (keyof V & string)[];
}

/**
 * Which field a server refusal names. The envelope carries a code and a Chinese message, never a field name,
 * so each form says which refusal belongs to which of its fields: by envelope code (409: the name is taken),
 * or by a function of the refusal when one code covers several fields.
 */
export type RefusalFields<V extends FormValues> =
  | Partial<Record<number, keyof V & string>>
  | ((refusal: { code: number | null; message: string }) => (keyof V & string) | undefined);

/**
 * The envelope codes of the contract's table that name something the user typed: 409, the name is already
 * taken (a username, a department, role, project or group name); 1003, the new password breaks the rule.
 */
export const REFUSAL_CODES = { NAME_TAKEN: 409, PASSWORD_RULE: 1003 } as const;

/** A failed call as where to show it: under a field, or under the whole form. */
export function placeRefusal<V extends FormValues>(
  error: unknown,
  fields: RefusalFields<V> | undefined,
): { field: keyof V & string; message: string } | { field: null; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  // Only an answered refusal (an envelope with its code) can name what the user typed; a lost connection,
  // a timeout or an ended session is the form's.
  if (!isApiError(error) || error.code === null || error.kind === 'unauthorized' || !fields) return { field: null, message };
  const refusal = { code: error.code, message: error.message };
  const field = typeof fields === 'function' ? fields(refusal) : fields[error.code];
  return field ? { field, message } : { field: null, message };
}
