// The sandbox's refusal of a kuaishou property's values: the first problem of the limits project's checks
// (the browser runs the same ones), under the shared rule it breaks (property_macro …) or property_invalid.
import { kuaishouValueProblems, type KuaishouCheckedType } from '@toufang/media-kuaishou-limits';
import { propertyRefusal, refusal, type PropertyValues, type Refusal } from '@toufang/server-media';
import type { SandboxPropertyContext } from '@toufang/server-sandbox';

export function checkValuesOf(type: KuaishouCheckedType) {
  return (values: PropertyValues, ctx: SandboxPropertyContext): Refusal | null => {
    const [first] = kuaishouValueProblems(type, values);
    if (!first) return null;
    return first.problem ? propertyRefusal(ctx.media, first.problem) : refusal('property_invalid', { detail: first.text });
  };
}

/** One of a seed's word lists, drawn from its random sequence. */
export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** An option's words, or the raw value when it is not one (a summary never throws). */
export const wordOf = (map: Readonly<Record<string | number, string>>, value: unknown): string => map[value as string] ?? String(value ?? '');
