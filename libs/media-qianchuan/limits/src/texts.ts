// 巨量千川's words on its property pages (docs/design/properties.md §3.5; Chinese UI per shell spec §2.5): the
// labels of each type's fields and options, the keys of the list's summary (the sandbox writes them, the web
// columns name them), and the media's own refusals. Both the web page and the sandbox media read them here.

/** A wire value's Chinese word. */
export type Words<T extends string | number> = Readonly<Record<T, string>>;

export const QIANCHUAN_AUDIENCE_TEXTS = {
  SOURCE: '人群来源',
  AUDIENCE_TYPE: '人群类型',
  DATA_TYPE: '数据类型',
  GROUP: '人群分组',
  SOURCES: { 0: '云图', 1: '千川DMP', 2: '用户360', 3: '抖点罗盘', 4: '抖点用户中心', 5: '巨量引擎DMP' },
  AUDIENCE_TYPES: { BASIC: '基础人群', EXTEND: '拓展人群', UPLOAD: '上传人群' },
  DATA_TYPES: {
    1: 'IMEI原值',
    2: 'IDFA',
    3: 'UID',
    4: '手机号',
    5: 'MAC',
    11: 'IMEI（MD5）',
    12: 'IDFA（MD5）',
    14: '手机号（SHA256）',
    15: 'OAID',
    16: 'OAID（MD5）',
    17: '手机号（MD5）',
    18: '字节小程序OPENID',
  },
  HELP: '人群由数据平台上传生成，此处可推送、删除与同步',
  /** The sandbox's refusals and the form's messages. */
  BAD_SOURCE: (value: string) => `人群来源不正确：${value}`,
  BAD_AUDIENCE_TYPE: (value: string) => `人群类型不正确：${value}`,
  BAD_DATA_TYPE: (value: string) => `数据类型不正确：${value}`,
  DATA_TYPE_REQUIRED: '上传人群须选择数据类型',
  GROUP_TOO_LONG: (max: number) => `人群分组最长${max}个字`,
  CHOOSE_SOURCE: '请选择人群来源',
  CHOOSE_AUDIENCE_TYPE: '请选择人群类型',
  CHOOSE_DATA_TYPE: '请选择数据类型',
} as const;

/** The keys of each built type's list summary: the sandbox writes them, the web columns name them. */
export const QIANCHUAN_SUMMARY = {
  'custom-audience': { SOURCE: '人群来源', AUDIENCE_TYPE: '人群类型', DATA_TYPE: '数据类型' },
} as const;
