// 腾讯广告's words on its property pages (docs/design/properties.md §3.2; Chinese UI per shell spec §2.5): the
// labels of each type's fields and options, the keys of the list's summary (the sandbox writes them, the web
// columns name them), and the media's own refusals. Both the web page and the sandbox media read them here.

/** A wire value's Chinese word. */
export type Words<T extends string> = Readonly<Record<T, string>>;

export const GDT_AUDIENCE_TEXTS = {
  TYPE: '人群类型',
  USER_ID_TYPE: '号码类型',
  SEED: '种子人群ID',
  DESCRIPTION: '人群描述',
  TYPES: { CUSTOMER_FILE: '客户文件人群', LOOKALIKE: '拓展人群' },
  USER_ID_TYPES: {
    HASH_IDFA: 'IDFA（MD5）',
    HASH_IMEI: 'IMEI（MD5）',
    HASH_MOBILE_PHONE: '手机号（MD5）',
    IDFA: 'IDFA',
    IMEI: 'IMEI',
    WX_OPENID: '微信OpenID',
    WX_UNIONID: '微信UnionID',
    WECHAT_OPENID: '微信OpenID（公众号）',
    SALTED_HASH_IMEI: 'IMEI（加盐MD5）',
    SALTED_HASH_IDFA: 'IDFA（加盐MD5）',
    OAID: 'OAID',
    HASH_OAID: 'OAID（MD5）',
    SHA256_MOBILE_PHONE: '手机号（SHA256）',
    MD5_SHA256_IMEI: 'IMEI（MD5后SHA256）',
    MD5_SHA256_IDFA: 'IDFA（MD5后SHA256）',
    MD5_SHA256_OAID: 'OAID（MD5后SHA256）',
    CAID: 'CAID',
  },
  /** The sandbox's refusals. */
  BAD_TYPE: (value: string) => `人群类型不正确：${value}`,
  BAD_USER_ID_TYPE: (value: string) => `号码类型不正确：${value}`,
  SEED_REQUIRED: '拓展人群须填写种子人群ID',
  CHOOSE_TYPE: '请选择人群类型',
  CHOOSE_USER_ID_TYPE: '请选择号码类型',
  SEED_FORMAT: '种子人群ID须为数字',
} as const;

/** Each built type's summary keys (at most 20 a type; the sandbox writes them, the web columns name them). */
export const GDT_SUMMARY = {
  'custom-audience': { TYPE: GDT_AUDIENCE_TEXTS.TYPE, USER_ID_TYPE: GDT_AUDIENCE_TEXTS.USER_ID_TYPE },
} as const;

/** The word of a wire value, or the value itself when the media sent one the desk does not know. */
export function wordOf(words: Readonly<Record<string, string>>, value: unknown): string {
  if (typeof value !== 'string' || value === '') return '—';
  return words[value] ?? value;
}
