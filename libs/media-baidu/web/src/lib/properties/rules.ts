// The browser's side of 百度营销's property rules: the domain's checks (URLs, macros, names) and the media's own
// (lines, words) as zod checks that say the same sentence as the server's pre-check and the sandbox media.
import * as z from 'zod/mini';
import { MEDIA_REGISTRY, propertyProblemText, type PropertyProblem } from '@toufang/domain';
import type { PropertyOption } from '@toufang/property-kit';

/** The options of a select, in the media's order, with their Chinese words. */
export function optionsOf<T extends string | number>(values: readonly T[], words: Readonly<Record<T, string>>): PropertyOption<T>[] {
  return values.map((value) => ({ value, label: words[value] }));
}

/** A zod check from a rule answering a domain problem or a sentence of the media's own (null when it holds). */
export function ruleCheck<T>(rule: (value: T) => PropertyProblem | string | null) {
  return z.superRefine<T>((value, ctx) => {
    const found = rule(value);
    if (found !== null) ctx.addIssue({ code: 'custom', message: typeof found === 'string' ? found : propertyProblemText(found, MEDIA_REGISTRY.baidu.displayName) });
  });
}
