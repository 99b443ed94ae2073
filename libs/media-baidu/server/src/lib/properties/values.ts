// Reading a property's values as the sandbox media receives them (jsonb under its own field names), and
// refusing one in the desk's words (property_invalid with the sentence the browser shows).
import { BAIDU_PROPERTY_SENTENCES as S, type BaiduValueProblem } from '@toufang/media-baidu-limits';
import { propertyRefusal, refusal, type PropertyValues, type Refusal } from '@toufang/server-media';

export const textOf = (values: PropertyValues, key: string): string | null => (typeof values[key] === 'string' ? (values[key] as string) : null);
export const numberOf = (values: PropertyValues, key: string): number | null => (typeof values[key] === 'number' ? (values[key] as number) : null);
export const listOf = <T>(values: PropertyValues, key: string): readonly T[] => (Array.isArray(values[key]) ? (values[key] as T[]) : []);

/** A value the media refuses, said as the browser says it. */
export const invalid = (detail: string): Refusal => refusal('property_invalid', { detail });

/** One of the media's codes, or the refusal naming the field. */
export function checkEnum<T extends string | number>(value: unknown, allowed: readonly T[], label: string): Refusal | null {
  if (allowed.includes(value as T)) return null;
  return invalid(value === undefined || value === null ? S.CHOOSE(label) : S.UNKNOWN(label, value));
}

/** Characters as a person counts them. */
export const lengthOf = (text: string) => [...text].length;

/** A problem of the media's own rules (limits' property-checks) as the media refuses it: a domain problem by its rule. */
export function refusalOf(found: BaiduValueProblem | null): Refusal | null {
  if (found === null) return null;
  return typeof found.problem === 'string' ? invalid(found.problem) : propertyRefusal('baidu', found.problem);
}
