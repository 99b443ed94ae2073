// The choices of a select field from a type's wire values and their words (@toufang/media-gdt-limits texts).
import type { PropertyOption } from '@toufang/property-kit';

export function optionsOf<T extends string>(values: readonly T[], words: Readonly<Record<T, string>>): PropertyOption<string>[] {
  return values.map((value) => ({ value, label: words[value] }));
}
