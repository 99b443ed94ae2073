// The browser's side of 百度营销's property rules: the domain's checks (URLs, macros, names) and the media's own
// (lines, words) as zod checks that say the same sentence as the server's pre-check and the sandbox media.
import * as z from 'zod/mini';
import { MEDIA_REGISTRY, propertyProblemText, type PropertyProblem } from '@toufang/domain';
import { BAIDU_PROPERTY_SENTENCES as S, type BaiduValueProblem } from '@toufang/media-baidu-limits';
import type { PropertyOption } from '@toufang/property-kit';

/** The options of a select, in the media's order, with their Chinese words. */
export function optionsOf<T extends string | number>(values: readonly T[], words: Readonly<Record<T, string>>): PropertyOption<T>[] {
  return values.map((value) => ({ value, label: words[value] }));
}

const sentence = (found: PropertyProblem | string) => (typeof found === 'string' ? found : propertyProblemText(found, MEDIA_REGISTRY.baidu.displayName));

/** A zod check of the whole values by one of the media's rules (limits' property-checks), put on the field it names. */
export function valuesCheck<T extends Readonly<Record<string, unknown>>>(rule: (values: T) => BaiduValueProblem | null) {
  return z.superRefine<T>((values, ctx) => {
    const found = rule(values);
    if (found !== null) ctx.addIssue({ code: 'custom', message: sentence(found.problem), path: [found.field] });
  });
}

/** One of the media's codes, refused in the sandbox's words (not chosen, or a code it does not have). */
export function codeOf<const T extends readonly (string | number)[]>(values: T, label: string) {
  return z.literal(values, { error: (issue) => (issue.input === undefined || issue.input === null ? S.CHOOSE(label) : S.UNKNOWN(label, issue.input)) });
}

/** Text of at most `max` characters, refused in the sandbox's words. */
export function textUpTo(max: number, label: string) {
  return z.string().check(z.maxLength(max, S.TOO_LONG(label, max)));
}
