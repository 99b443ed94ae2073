// The Chinese sentences of 磁力智投's own checks on property values (docs/design/properties.md §2.11, §3.3):
// the browser's field message and the sandbox media's refusal say the same thing. URL, macro and region
// sentences are the shared ones of libs/domain (property-texts.ts).
export const KUAISHOU_PROPERTY_TEXTS = {
  REQUIRED: (label: string) => `请填写${label}`,
  CHOOSE: (label: string) => `请选择${label}`,
  TOO_LONG: (label: string, limit: number) => `${label}最多${limit}个字`,
  NOT_AN_OPTION: (label: string, value: unknown) => `${label}不支持：${String(value)}`,
  WHOLE_NUMBER: (label: string, min: number, max: number) => `${label}须为${min}到${max}之间的整数`,
  PACKAGE_NAME: '包名须为字母开头、以点分隔的形式，如 com.example.app',
  VERSION: '版本号须为数字和点，如 3.2.1',
  IOS_URL: 'iOS应用的下载链接须为 App Store 链接（apps.apple.com）',
  CHANNEL_ID: '渠道号只能包含字母、数字、下划线和短横线',
  QUICK_APP_URL: (prefix: string) => `调起链接须以 ${prefix}<快应用包名> 开头`,
  QUICK_APP_PACKAGE: '调起链接中的包名须与快应用包名一致',
  DEEP_LINK: '直达链接须为应用的调起链接（如 kwai://…），不能是网页链接',
  PRICES_REQUIRED: (cardType: string) => `${cardType}须填写原价和售卖价`,
  SALE_ABOVE_PRICE: '售卖价不能高于原价',
  LINES_COUNT: (label: string, max: number) => `${label}须填写1到${max}个`,
  LINE_TOO_LONG: (label: string, max: number) => `每个${label}最多${max}个字`,
  LINE_DUPLICATE: (label: string) => `${label}不能重复`,
  IMAGES: (count: number) => `请选择${count}张图片`,
  OPTIONS: (label: string) => `${label}中有不支持的选项`,
  AUDIENCES_TOO_MANY: (label: string, max: number) => `${label}最多选择${max}个`,
  AUDIENCE_BOTH: (name: string) => `人群包${name}不能同时定向和排除`,
  AUDIENCE_NOT_OWN: (name: string) => `人群包${name}不属于该账户`,
} as const;
