// 哔哩哔哩's words on its property pages (docs/design/properties.md §3.6; Chinese UI per shell spec §2.5): the
// labels of each type's fields and options, the keys of the list's summary (the sandbox writes them, the web
// columns name them), and the media's own refusals. Both the web page and the sandbox media read them here.

export const BILIBILI_AUDIENCE_TEXTS = {
  SOURCE: '人群来源',
  ID_TYPE: '号码类型',
  SEED: '种子人群包ID',
  DESCRIPTION: '人群描述',
  SOURCES: { UPLOAD: '上传人群', LOOKALIKE: '相似人群' },
  ID_TYPES: { IMEI_MD5: 'IMEI（MD5）', IDFA_MD5: 'IDFA（MD5）', OAID_MD5: 'OAID（MD5）', PHONE_MD5: '手机号（MD5）' },
  HELP: '人群包由数据平台上传生成，此处可推送、删除与同步',
  /** The sandbox's refusals and the form's messages. */
  BAD_SOURCE: (value: string) => `人群来源不正确：${value}`,
  BAD_ID_TYPE: (value: string) => `号码类型不正确：${value}`,
  ID_TYPE_REQUIRED: '上传人群须选择号码类型',
  SEED_REQUIRED: '相似人群须填写种子人群包ID',
  SEED_FORMAT: '种子人群包ID须为数字',
  DESCRIPTION_TOO_LONG: (max: number) => `人群描述最长${max}个字`,
  CHOOSE_SOURCE: '请选择人群来源',
  CHOOSE_ID_TYPE: '请选择号码类型',
} as const;

/** Monitoring links (监测链接, 激活链接). */
export const BILIBILI_LINK_TEXTS = {
  CLICK_URL: '点击监测链接',
  SHOW_URL: '展示监测链接',
  PLAY_URL: '播放监测链接',
  PLATFORM: '平台',
  PLATFORMS: { ANDROID: 'Android', IOS: 'iOS' },
  KINDS: { click_url: '点击', show_url: '展示', play_url: '播放' },
  HELP: '宏须为哔哩哔哩支持的宏，如 __TRACKID__、__CREATIVEID__',
  REQUIRED: '请填写点击监测链接',
  CHOOSE_PLATFORM: '请选择平台',
  BAD_PLATFORM: (value: string) => `平台不正确：${value}`,
  /** An activation link's click link without the device macro of its platform. */
  DEVICE_MACRO: (platform: string, macros: string) => `${platform}激活链接的点击监测链接须包含宏 ${macros}`,
} as const;

/** The keys of each built type's list summary: the sandbox writes them, the web columns name them. */
export const BILIBILI_SUMMARY = {
  'custom-audience': { SOURCE: '人群来源', ID_TYPE: '号码类型' },
  monitor: { CLICK_URL: '点击监测链接', KINDS: '监测类型' },
  'activate-link': { PLATFORM: '平台', CLICK_URL: '点击监测链接' },
} as const;
