// Reading a property's stored values (the media's wire names, any JSON) without trusting their shape.
import type { PropertyValues } from '@toufang/server-media';

export const text = (values: PropertyValues, key: string): string | undefined => (typeof values[key] === 'string' ? (values[key] as string) : undefined);

/** The value as the key of a word list (numbers and strings alike), or undefined. */
export const key = (values: PropertyValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

/** A wire value's word, or the value itself when the media names none (an empty string when absent). */
export const wordOf = (words: Readonly<Record<string | number, string>>, value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? (words[value] ?? String(value)) : '';

/** A value among the media's own, as numbers or strings. */
export const among = (list: readonly (string | number)[], value: unknown): boolean => (typeof value === 'string' || typeof value === 'number') && list.includes(value);
