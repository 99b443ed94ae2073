// Reading a property's values as the sandbox media receives them (jsonb under its own field names), and
// refusing one in the desk's words (property_invalid with the sentence the browser shows).
import { refusal, type PropertyValues, type Refusal } from '@toufang/server-media';

export const textOf = (values: PropertyValues, key: string): string | null => (typeof values[key] === 'string' ? (values[key] as string) : null);
export const numberOf = (values: PropertyValues, key: string): number | null => (typeof values[key] === 'number' ? (values[key] as number) : null);
export const listOf = <T>(values: PropertyValues, key: string): readonly T[] => (Array.isArray(values[key]) ? (values[key] as T[]) : []);

/** A value the media refuses, said as the browser says it. */
export const invalid = (detail: string): Refusal => refusal('property_invalid', { detail });

/** One of the media's codes, or the refusal naming the field. */
export function checkEnum<T extends string | number>(value: unknown, allowed: readonly T[], label: string): Refusal | null {
  return allowed.includes(value as T) ? null : invalid(`${label}不正确：${String(value ?? '未填写')}`);
}

/** Characters as a person counts them. */
export const lengthOf = (text: string) => [...text].length;
