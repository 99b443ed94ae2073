// The browser's check of a kuaishou property's values: the limits project's checks (the sandbox media runs the
// same ones), each problem a message under its field; and a select's options from the limits' word maps.
import * as z from 'zod/mini';
import type { PropertyOption } from '@toufang/property-kit';
import { kuaishouValueProblems, type KuaishouCheckedType } from '@toufang/media-kuaishou-limits';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form's values of a type, checked by the media's rules. */
export function valuesSchema<V>(type: KuaishouCheckedType) {
  return z.custom<V>(isObject).check(
    z.superRefine((values, ctx) => {
      for (const found of kuaishouValueProblems(type, values as Readonly<Record<string, unknown>>)) {
        ctx.issues.push({ code: 'custom', message: found.text, path: [found.field], input: values });
      }
    }),
  );
}

/** A number-keyed word map as select options (`{1: 'IMEI'}` → `[{value: 1, label: 'IMEI'}]`). */
export function numberOptions(map: Readonly<Record<number, string>>): PropertyOption<number>[] {
  return Object.entries(map).map(([value, label]) => ({ value: Number(value), label }));
}

/** A string-keyed word map as select options. */
export function stringOptions(map: Readonly<Record<string, string>>): PropertyOption<string>[] {
  return Object.entries(map).map(([value, label]) => ({ value, label }));
}
