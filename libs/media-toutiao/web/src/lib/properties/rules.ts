// The browser's checks of 巨量引擎's property values (docs/design/properties.md §2.3, §2.11): the shared rules of
// @toufang/domain (URL, monitoring macros) in the same Chinese sentences as the server's pre-check and the
// sandbox, and the media's own lengths and choices. Each type's schema (properties/<type>.ts) is built from these.
import * as z from 'zod/mini';
import { checkTrackUrl, checkUrl, MEDIA_DISPLAY_NAMES, propertyProblemText, type PropertyProblem } from '@toufang/domain';
import { TOUTIAO_TRACK_MACROS, type TermOf } from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';

const say = (problem: PropertyProblem) => propertyProblemText(problem, MEDIA_DISPLAY_NAMES.toutiao);
const lengthOf = (text: string) => [...text].length;

/** A refusal of `check` (null: fine) as the field's message. */
const checked = (check: (value: string) => PropertyProblem | null) =>
  z.superRefine<string>((value, ctx) => {
    const problem = value === '' ? null : check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: say(problem), input: value });
  });

/** Text of 1 … max characters (min when given). */
export const text = (label: string, max: number, min = 1) =>
  z.string({ error: W.REQUIRED(label) }).check(
    z.refine((v) => v.trim() !== '', W.REQUIRED(label)),
    z.refine((v) => v.trim() === '' || lengthOf(v) >= min, W.TOO_SHORT(label, min)),
    z.refine((v) => lengthOf(v) <= max, W.TOO_LONG(label, max)),
  );

/** Text that may be left empty. */
export const optionalText = (label: string, max: number) => z.optional(z.string().check(z.refine((v) => lengthOf(v) <= max, W.TOO_LONG(label, max))));

/** An http(s) link on a registered domain. */
export const url = (label: string) => z.string({ error: W.REQUIRED(label) }).check(z.refine((v) => v !== '', W.REQUIRED(label)), checked(checkUrl));
export const optionalUrl = () => z.optional(z.string().check(checked(checkUrl)));

/** A monitoring link: the URL rule, then every macro one the media knows. */
export const trackUrl = (label: string) =>
  z.string({ error: W.REQUIRED(label) }).check(
    z.refine((v) => v !== '', W.REQUIRED(label)),
    checked((v) => checkTrackUrl(v, TOUTIAO_TRACK_MACROS)),
  );
export const optionalTrackUrl = () => z.optional(z.string().check(checked((v) => checkTrackUrl(v, TOUTIAO_TRACK_MACROS))));

/** One of the media's values. */
export const oneOf = <T extends string>(terms: readonly TermOf<T>[], label: string) =>
  z.string({ error: W.CHOOSE(label) }).check(z.refine((v) => terms.some((t) => t.value === v), W.CHOOSE(label))) as unknown as z.ZodMiniType<T>;

/** One to max of the media's values, each once. */
export const someOf = <T extends string | number>(terms: readonly TermOf<T>[], label: string, max: number) =>
  z.array(z.union([z.string(), z.number()]), { error: W.CHOOSE(label) }).check(
    z.refine((v) => v.length > 0, W.CHOOSE(label)),
    z.refine((v) => v.length <= max, W.TOO_MANY(label, max)),
    z.refine((v) => v.every((x) => terms.some((t) => t.value === x)) && new Set(v).size === v.length, W.CHOOSE(label)),
  ) as unknown as z.ZodMiniType<T[]>;

/** The select options of a list of terms. */
export const optionsOf = <T extends string | number>(terms: readonly TermOf<T>[]) => terms.map((t) => ({ value: t.value, label: t.label }));
