// Radio options: the list check (widgets spec §5) and the dynamic-enumeration rule (widgets spec §2), pure.

/** A radio option (widgets spec §3: name, value, disabled). */
export interface RadioOption<V extends RadioValue = RadioValue> {
  name: string;
  value: V;
  disabled?: boolean;
}

export type RadioValue = string | number;

/** Messages logged with console.error for a bad option list (widgets spec §5). */
export const RADIO_OPTION_ERRORS = {
  EMPTY: '选项列表不能为空',
  missingField: (index: number) => `第 ${index + 1} 个选项缺少 name 或 value（name 为非空字符串，value 为字符串或数字）`,
} as const;

function isValidOption(option: unknown): option is RadioOption {
  if (typeof option !== 'object' || option === null) return false;
  const { name, value } = option as { name?: unknown; value?: unknown };
  return typeof name === 'string' && name !== '' && (typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value)));
}

/**
 * What is wrong with an option list: it must be a non-empty array with a name and a value on each option
 * (widgets spec §5). Returns the messages, empty when the list is fine.
 */
export function radioOptionErrors(options: unknown): string[] {
  if (!Array.isArray(options) || options.length === 0) return [RADIO_OPTION_ERRORS.EMPTY];
  return options.flatMap((option, index) => (isValidOption(option) ? [] : [RADIO_OPTION_ERRORS.missingField(index)]));
}

/** The options that can be shown: the valid ones of the list. */
export function validRadioOptions<V extends RadioValue>(options: readonly RadioOption<V>[] | null | undefined): RadioOption<V>[] {
  return Array.isArray(options) ? options.filter((o): o is RadioOption<V> => isValidOption(o)) : [];
}

/** Whether the value is one of the enabled options. */
export function isValueAvailable<V extends RadioValue>(value: V | null | undefined, options: readonly RadioOption<V>[]): boolean {
  return value != null && options.some((o) => o.value === value && !o.disabled);
}

/**
 * The dynamic-enumeration rule (widgets spec §2): when the current value is not an enabled option (it
 * disappeared, was disabled, or there is none yet), the first enabled option is chosen. Returns that option,
 * or null when the value is fine or no option is enabled.
 */
export function autoSelectOption<V extends RadioValue>(value: V | null | undefined, options: readonly RadioOption<V>[]): RadioOption<V> | null {
  if (isValueAvailable(value, options)) return null;
  return options.find((o) => !o.disabled) ?? null;
}
