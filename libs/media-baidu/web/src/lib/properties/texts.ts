// The words of 百度营销's property pages (docs/design/properties.md §3.4; the list and form of the property kit,
// shell spec §2.5): field labels, help lines and the list's columns (the sandbox's summary keys).
export const BAIDU_PROPERTY_TEXTS = {
  LANDING_PAGE: {
    URL_HELP: '基木鱼发布后的页面地址，须为 http:// 或 https:// 开头的正式域名',
  },
  APPLET: {
    KEY_HELP: '百度智能小程序填写AppKey；微信小程序填写原始ID（gh_开头）',
    PATH_HELP: '不填则打开首页，如 pages/index/index?from=baidu',
  },
  BRAND: {
    LOGO_HELP: '品牌头像图片的链接（jpg或png），品牌名称即名称，最长12个字',
  },
  TEXT_SUMMARY: {
    LINES: '摘要',
    HELP: '每行一条摘要，9–50个字，最多20行',
  },
  EXCELLENT_WORDS: {
    HELP: '每行一个词，最多12个字，每组最多50个',
  },
  CONVERSION: {
    MONITOR_HELP: '应用API与API激活须填写，且须包含 {{CALLBACK_URL}}；可用宏如 {{CLICK_ID}}、{{IDFA}}、{{OAID}}',
    LP_HELP: '基木鱼营销页、网页JS布码、线索API与咨询工具授权须填写',
  },
  AUDIENCE: {
    ID_TYPE: 'ID类型',
    DESCRIPTION: '人群说明',
  },
} as const;
