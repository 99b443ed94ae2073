// What 巨量引擎's sandbox refuses in a property's values (docs/design/properties.md §2.7, §2.11): the shared rules
// of @toufang/domain (links, macros) as its refusals (propertyRefusal), and its own: a value missing, too long,
// not one of its enums. The sentences are the ones the browser's form shows (libs/media-toutiao/web, rules.ts).
import { checkTrackUrl, checkUrl, type PropertyProblem } from '@toufang/domain';
import { TOUTIAO_TRACK_MACROS, type PropertySamples, type TermOf } from '@toufang/media-toutiao-limits';
import { propertyRefusal, refusal, type PropertyDraft, type PropertyValues, type Refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';

/** One check of a value: 巨量引擎's refusal, or null. */
export type ValueCheck = (values: PropertyValues) => Refusal | null;

/** The first refusal of the checks in order. */
export function firstRefusal(checks: readonly ValueCheck[], values: PropertyValues): Refusal | null {
  for (const check of checks) {
    const found = check(values);
    if (found) return found;
  }
  return null;
}

/** A problem of the shared rules as 巨量引擎's refusal. */
const shared = (found: PropertyProblem | null): Refusal | null => (found ? propertyRefusal('toutiao', found) : null);

const invalid = (detail: string): Refusal => refusal('property_invalid', { detail });
const lengthOf = (text: string) => [...text].length;
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The value of a field as a string ('' when absent). */
export const textOf = (values: PropertyValues, key: string): string => (typeof values[key] === 'string' ? (values[key] as string) : '');

/** Text of min … max characters; absent is refused only when required. */
export const text =
  (key: string, label: string, max: number, options: { required?: boolean; min?: number } = {}): ValueCheck =>
  (values) => {
    const value = values[key];
    if (!given(value)) return options.required ? invalid(`请填写${label}`) : null;
    if (typeof value !== 'string') return invalid(`${label}须为文字`);
    if (value.trim() === '') return invalid(`请填写${label}`);
    if (options.min !== undefined && lengthOf(value) < options.min) return invalid(`${label}至少${options.min}个字`);
    return lengthOf(value) > max ? invalid(`${label}最长${max}个字`) : null;
  };

/** Text that matches a pattern (ids, package names). */
export const shaped =
  (key: string, label: string, pattern: RegExp, required = true): ValueCheck =>
  (values) => {
    const value = textOf(values, key);
    if (value === '') return required ? invalid(`请填写${label}`) : null;
    return pattern.test(value) ? null : invalid(`${label}格式不正确：${value}`);
  };

/** An http(s) link. */
export const url =
  (key: string, label: string, required = false): ValueCheck =>
  (values) => {
    const value = textOf(values, key);
    if (value === '') return required ? invalid(`请填写${label}`) : null;
    return shared(checkUrl(value));
  };

/** A monitoring link with 巨量引擎's macros. */
export const trackUrl =
  (key: string, label: string, required = false): ValueCheck =>
  (values) => {
    const value = textOf(values, key);
    if (value === '') return required ? invalid(`请填写${label}`) : null;
    return shared(checkTrackUrl(value, TOUTIAO_TRACK_MACROS));
  };

/** One of the media's values. */
export const oneOf =
  <T extends string | number>(key: string, label: string, terms: readonly TermOf<T>[]): ValueCheck =>
  (values) =>
    terms.some((t) => t.value === values[key]) ? null : invalid(`请选择${label}`);

/** One to max of the media's values, each once. */
export const someOf =
  <T extends string | number>(key: string, label: string, terms: readonly TermOf<T>[], max: number): ValueCheck =>
  (values) => {
    const chosen = values[key];
    if (!Array.isArray(chosen) || chosen.length === 0) return invalid(`请选择${label}`);
    if (chosen.length > max) return invalid(`${label}最多选择${max}个`);
    const unknown = chosen.find((v) => !terms.some((t) => t.value === v));
    if (unknown !== undefined) return invalid(`${label}不存在：${String(unknown)}`);
    return new Set(chosen).size === chosen.length ? null : invalid(`${label}不能重复`);
  };

/** A check that applies only when `when` holds (a field required by another's choice). */
export const onlyIf =
  (when: (values: PropertyValues) => boolean, check: ValueCheck): ValueCheck =>
  (values) =>
    when(values) ? check(values) : null;

/** The words of the chosen terms, joined. */
export const termsText = <T extends string | number>(terms: readonly TermOf<T>[], chosen: unknown): string =>
  Array.isArray(chosen) ? chosen.map((v) => terms.find((t) => t.value === v)?.label ?? String(v)).join('、') : '';

/** A stable number of an account, so each starts its samples at its own point. */
const turnOf = (advertiserId: string) => [...advertiserId].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 1_000_003, 7);

/**
 * The seed of a type: its samples' names and values in turn from a point of each account, so accounts differ
 * and names never repeat within one (perAccount ≤ the names).
 */
export function seedFrom(samples: PropertySamples, perAccount: number): SandboxPropertyType['seed'] {
  if (perAccount > samples.names.length) throw new Error('more seeded objects than sample names');
  return {
    perAccount,
    make(_random, account, index): PropertyDraft {
      const at = (turnOf(account.advertiserId) + index) % samples.names.length;
      return { name: samples.names[at], values: samples.values[at % samples.values.length] };
    },
  };
}
