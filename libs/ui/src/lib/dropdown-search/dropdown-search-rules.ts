/** An option of the dropdown search (widgets spec §3, option items). */
export interface DropdownSearchOption {
  value: string | number;
  label: string;
  /** A second, dimmer line under the label. */
  description?: string;
  disabled?: boolean;
}

export type DropdownSearchFilter = (text: string, option: DropdownSearchOption) => boolean;

/** The default filter: the label contains the text, ignoring case and surrounding spaces. */
export const labelContains: DropdownSearchFilter = (text, option) => option.label.toLowerCase().includes(text.trim().toLowerCase());

/** The options left by the search text; an empty (or blank) text keeps them all. */
export function filterOptions(options: readonly DropdownSearchOption[], text: string, filter: DropdownSearchFilter = labelContains): DropdownSearchOption[] {
  if (text.trim() === '') return [...options];
  return options.filter((option) => filter(text, option));
}

/** The first enabled option's index, or -1. */
export function firstEnabled(options: readonly DropdownSearchOption[]): number {
  return options.findIndex((o) => !o.disabled);
}

/**
 * The index an arrow key moves the highlight to: the next (step 1) or previous (step -1) enabled option,
 * wrapping around the ends; -1 when no option is enabled. From -1, down goes to the first and up to the last.
 */
export function moveHighlight(options: readonly DropdownSearchOption[], from: number, step: 1 | -1): number {
  const n = options.length;
  if (n === 0) return -1;
  let index = from < 0 ? (step === 1 ? -1 : n) : from;
  for (let tries = 0; tries < n; tries += 1) {
    index = (index + step + n) % n;
    if (!options[index].disabled) return index;
  }
  return -1;
}

/** Where the highlight starts when the list opens: on the chosen option if it is listed and enabled, else the first enabled one. */
export function initialHighlight(options: readonly DropdownSearchOption[], value: DropdownSearchOption['value'] | null | undefined): number {
  const chosen = value === undefined || value === null ? -1 : options.findIndex((o) => o.value === value && !o.disabled);
  return chosen >= 0 ? chosen : firstEnabled(options);
}
