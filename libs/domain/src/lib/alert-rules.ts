// Option lists of the alert (AI assistant) rules, shell spec §9. The spec gives the codes and the
// units 元, 个, %, 撞线; the other Chinese labels are the product's wording for those codes.

export interface AlertOption<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

type ValueOf<T extends readonly AlertOption<string | number>[]> = T[number]['value'];

// shell spec §9: execute types
export const ALERT_EXECUTE_TYPES = [
  { value: 'BUDGET', label: '调整预算' },
  { value: 'PAUSE', label: '暂停投放' },
  { value: 'BID', label: '调整出价' },
  { value: 'EMAIL', label: '邮件提醒' },
] as const satisfies readonly AlertOption[];
export type AlertExecuteType = ValueOf<typeof ALERT_EXECUTE_TYPES>;

// shell spec §9: actions
export const ALERT_ACTIONS = [
  { value: 'UP', label: '上调' },
  { value: 'DOWN', label: '下调' },
  { value: 'TO', label: '调整至' },
  { value: 'OPEN', label: '开启' },
  { value: 'PAUSE', label: '暂停' },
] as const satisfies readonly AlertOption[];
export type AlertAction = ValueOf<typeof ALERT_ACTIONS>;

// shell spec §9: units of an adjustment
export const ALERT_UNITS = [
  { value: 'NUM', label: '元' },
  { value: 'SCALE', label: '%' },
] as const satisfies readonly AlertOption[];
export type AlertUnit = ValueOf<typeof ALERT_UNITS>;

// shell spec §9: condition operators
export const ALERT_OPERATORS = [
  { value: 'MORE', label: '大于' },
  { value: 'LESS', label: '小于' },
  { value: 'HITLINE', label: '撞线' },
] as const satisfies readonly AlertOption[];
export type AlertOperator = ValueOf<typeof ALERT_OPERATORS>;

/** -1 means no limit on how often a rule fires (shell spec §9). */
export const UNLIMITED_TRIGGER_COUNT = -1;

// shell spec §9: trigger counts 1 to 6, or unlimited (-1)
export const ALERT_TRIGGER_COUNTS = [
  { value: 1, label: '1次' },
  { value: 2, label: '2次' },
  { value: 3, label: '3次' },
  { value: 4, label: '4次' },
  { value: 5, label: '5次' },
  { value: 6, label: '6次' },
  { value: UNLIMITED_TRIGGER_COUNT, label: '不限' },
] as const satisfies readonly AlertOption<number>[];
export type AlertTriggerCount = ValueOf<typeof ALERT_TRIGGER_COUNTS>;

// shell spec §9: final optimisation
export const ALERT_FINAL_OPTIMISATIONS = [
  { value: 'NONE', label: '不处理' },
  { value: 'PAUSE', label: '暂停' },
] as const satisfies readonly AlertOption[];
export type AlertFinalOptimisation = ValueOf<typeof ALERT_FINAL_OPTIMISATIONS>;

// shell spec §9: bid types (industry codes, shown as they are)
export const ALERT_BID_TYPES = [
  { value: 'CPC', label: 'CPC' },
  { value: 'CPM', label: 'CPM' },
  { value: 'OCPC', label: 'OCPC' },
  { value: 'OCPM', label: 'OCPM' },
  { value: 'CPV', label: 'CPV' },
  { value: 'CPA', label: 'CPA' },
] as const satisfies readonly AlertOption[];
export type AlertBidType = ValueOf<typeof ALERT_BID_TYPES>;

// shell spec §9: platforms
export const ALERT_PLATFORMS = [
  { value: 'IOS', label: 'iOS' },
  { value: 'ANDROID', label: 'Android' },
  { value: 'UNLIMIT', label: '不限' },
] as const satisfies readonly AlertOption[];
export type AlertPlatform = ValueOf<typeof ALERT_PLATFORMS>;

// shell spec §9: count labels
export const ALERT_COUNT_LABELS = [
  { value: 'ONCE', label: '单次' },
  { value: 'MORE', label: '多次' },
] as const satisfies readonly AlertOption[];
export type AlertCountLabel = ValueOf<typeof ALERT_COUNT_LABELS>;

/** Units a condition is measured in (shell spec §9). */
export const ALERT_CONDITION_UNITS = ['元', '个', '%'] as const;
export type AlertConditionUnit = (typeof ALERT_CONDITION_UNITS)[number];

// shell spec §9: conditions, in the spec's order, with their units (money 元, counts 个, ratios %)
export const ALERT_CONDITIONS = [
  { value: 'cost', label: '总消耗', unit: '元' },
  { value: 'show', label: '展示数', unit: '个' },
  { value: 'click', label: '点击数', unit: '个' },
  { value: 'ctr', label: '点击率', unit: '%' },
  { value: 'avgShowCost', label: '平均千次展现费用', unit: '元' },
  { value: 'avgClickCost', label: '平均点击单价', unit: '元' },
  { value: 'active', label: '激活数', unit: '个' },
  { value: 'activeCost', label: '激活成本', unit: '元' },
  { value: 'activeRate', label: '点击激活率', unit: '%' },
  { value: 'register', label: '注册数', unit: '个' },
  { value: 'registerCost', label: '注册成本', unit: '元' },
  { value: 'payRate', label: '付费率', unit: '%' },
  { value: 'payCost', label: '付费成本', unit: '元' },
] as const satisfies readonly (AlertOption & { readonly unit: AlertConditionUnit })[];
export type AlertCondition = ValueOf<typeof ALERT_CONDITIONS>;

/** The label of a code in one of the lists above, or the code itself when it is unknown. */
export function alertLabel<V extends string | number>(options: readonly AlertOption<V>[], value: V): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}
