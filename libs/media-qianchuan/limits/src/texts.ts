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

export const QIANCHUAN_GRAPHIC_TEXTS = {
  TITLE: '标题',
  IMAGE_MODE: '图片样式',
  IMAGES: '图片',
  IMAGE_MODES: { SMALL: '小图', LARGE: '大图', GROUP: '组图', CAROUSEL: '图集' },
  HELP_IMAGES: '填写素材库中图片素材的ID；保存时图片随之推送到该账户',
  /** The form's messages and the sandbox's refusals. */
  TITLE_REQUIRED: '请填写标题',
  TITLE_LENGTH: (min: number, max: number) => `标题须为${min}–${max}个字`,
  CHOOSE_IMAGE_MODE: '请选择图片样式',
  BAD_IMAGE_MODE: (value: string) => `图片样式不正确：${value}`,
  CHOOSE_IMAGES: '请选择图片',
  IMAGE_COUNT: (mode: string, min: number, max: number) => (min === max ? `${mode}须选择${min}张图片` : `${mode}须选择${min}–${max}张图片`),
  IMAGES_TOO_MANY: (max: number) => `图片最多选择${max}张`,
} as const;

export const QIANCHUAN_TARGET_TEXTS = {
  DISTRICT: '地域类型',
  CITY: '地域',
  LOCATION_TYPE: '位置类型',
  AGE: '年龄',
  GENDER: '性别',
  PLATFORM: '平台',
  NETWORK: '网络',
  INCLUDE: '定向人群包',
  EXCLUDE: '排除人群包',
  DISTRICTS: { NONE: '不限', CITY: '省市', COUNTY: '区县' },
  LOCATION_TYPES: { CURRENT: '正在该地区的用户', HOME: '居住在该地区的用户', TRAVEL: '到该地区旅行的用户', ALL: '该地区内的所有用户' },
  AGES: { AGE_BETWEEN_18_23: '18-23岁', AGE_BETWEEN_24_30: '24-30岁', AGE_BETWEEN_31_40: '31-40岁', AGE_BETWEEN_41_49: '41-49岁', AGE_ABOVE_50: '50岁及以上' },
  GENDERS: { NONE: '不限', GENDER_MALE: '男', GENDER_FEMALE: '女' },
  PLATFORMS: { ANDROID: 'Android', IOS: 'iOS' },
  NETWORKS: { WIFI: 'Wi-Fi', '2G': '2G', '3G': '3G', '4G': '4G', '5G': '5G' },
  UNLIMITED: '不限',
  /** The form's messages and the sandbox's refusals. */
  CHOOSE: (label: string) => `请选择${label}`,
  BAD_VALUE: (label: string, value: string) => `${label}不正确：${value}`,
  CITY_REQUIRED: '按省市或区县定向须选择地域',
  CITY_WITHOUT_DISTRICT: '地域类型为不限时不能选择地域',
  AUDIENCES_TOO_MANY: (label: string, max: number) => `${label}最多选择${max}个`,
  AUDIENCE_BOTH: (ids: string) => `人群包不能同时定向和排除：${ids}`,
  REGIONS: (count: number) => `${count}个地域`,
  PACKS: (include: number, exclude: number) => `定向${include}个，排除${exclude}个`,
} as const;

/** The keys of each built type's list summary: the sandbox writes them, the web columns name them. */
export const QIANCHUAN_SUMMARY = {
  target: { REGION: '地域', AGE: '年龄', GENDER: '性别', PLATFORM: '平台', NETWORK: '网络', AUDIENCES: '人群包' },
  'custom-audience': { SOURCE: '人群来源', AUDIENCE_TYPE: '人群类型', DATA_TYPE: '数据类型' },
  'graphic-material': { TITLE: '标题', IMAGE_MODE: '图片样式', IMAGES: '图片数' },
} as const;
