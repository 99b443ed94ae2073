// The Chinese sentences of 磁力智投's own checks on property values (docs/design/properties.md §2.11, §3.3):
// the browser's field message and the sandbox media's refusal say the same thing. URL, macro and region
// sentences are the shared ones of libs/domain (property-texts.ts).
export const KUAISHOU_PROPERTY_TEXTS = {
  REQUIRED: (label: string) => `请填写${label}`,
  CHOOSE: (label: string) => `请选择${label}`,
  TOO_LONG: (label: string, limit: number) => `${label}最多${limit}个字`,
  NOT_AN_OPTION: (label: string, value: unknown) => `${label}不支持：${String(value)}`,
  WHOLE_NUMBER: (label: string, min: number, max: number) => `${label}须为${min}到${max}之间的整数`,
} as const;
