// The sentences of 百度营销's own property rules (docs/design/properties.md §2.11, §3.4): the browser's field
// message and the sandbox media's refusal say the same words. The domain's rules (URLs, macros, names) keep
// theirs in @toufang/domain's property-texts.
export const BAIDU_PROPERTY_SENTENCES = {
  REQUIRED: (label: string) => `请填写${label}`,
  CHOOSE: (label: string) => `请选择${label}`,
  UNKNOWN: (label: string, value: unknown) => `${label}不正确：${String(value)}`,
  TOO_LONG: (label: string, limit: number) => `${label}最长${limit}个字`,
  TOO_MANY: (label: string, limit: number) => `${label}最多${limit}个`,
  REPEATED: (label: string, value: unknown) => `${label}重复：${String(value)}`,
  NOT_USED: (label: string, by: string) => `${by}不使用${label}，请清空`,
  WECHAT_ID: '微信小程序原始ID须为 gh_ 加12位十六进制字符',
  BAIDU_APP_KEY: '百度智能小程序AppKey须为8–32位字母或数字',
  APPLET_PATH: '启动路径不以 / 开头，且不含空格，如 pages/index/index',
  LOGO_FORMAT: (formats: string) => `品牌头像须为 ${formats} 图片的链接`,
  CROWD_BOTH: (id: string) => `人群${id}不能同时定向和排除`,
  CROWD_NOT_OWN: (id: string) => `人群${id}不属于该账户`,
  LINE_LENGTH: (label: string, row: number, min: number, max: number) => (min <= 1 ? `${label}第${row}行须为1–${max}个字` : `${label}第${row}行须为${min}–${max}个字`),
} as const;
