// 巨量引擎's own words. Its level names (账户, 项目, 广告, 广告组, 广告计划, 广告创意) are the media registry's in
// libs/domain; these are the words of its delivery tables beyond them.
export const TOUTIAO_WORDS = {
  /** The daily budget of a project, a group or a plan. */
  BUDGET: '日预算',
  /** An account's daily budget, set on the account itself. */
  ACCOUNT_BUDGET: '账户日预算',
  BID: '出价',
  /** The delivery tables' toolbar entry: the chosen rows' IDs to the clipboard. */
  COPY_IDS: '复制ID',
  IDS_COPIED: (count: number) => `已复制 ${count} 个ID`,
  COPY_FAILED: '复制失败，请检查浏览器的剪贴板权限',
} as const;

/**
 * The words of its property pages (shell spec §2.3, docs/design/properties.md §3.1): each type's field labels
 * and help, and the sentences its forms refuse with beside the shared ones of @toufang/domain.
 */
export const TOUTIAO_PROPERTY_WORDS = {
  REQUIRED: (label: string) => `请填写${label}`,
  CHOOSE: (label: string) => `请选择${label}`,
  TOO_LONG: (label: string, limit: number) => `${label}最长${limit}个字`,
  TOO_SHORT: (label: string, limit: number) => `${label}至少${limit}个字`,
  TOO_MANY: (label: string, limit: number) => `${label}最多选择${limit}个`,
  BAD_FORMAT: (label: string) => `${label}格式不正确`,
  APP_STORE: 'iOS 应用的下载链接须为 App Store 链接',
  FIELDS: {
    DATA_TYPE: 'ID类型',
    UPLOAD_NUM: '上传数量',
    DESCRIPTION: '描述',
    TAG: '标签',
    ACTION_TRACK_URL: '点击监测链接',
    TRACK_URL: '展示监测链接',
    VIDEO_PLAY_TRACK_URL: '视频播放监测链接',
    VIDEO_PLAY_DONE_TRACK_URL: '视频播完监测链接',
    VIDEO_PLAY_EFFECTIVE_TRACK_URL: '视频有效播放监测链接',
    CONVERT_SOURCE_TYPE: '转化来源',
    CONVERT_TYPE: '转化类型',
    EXTERNAL_URL: '落地页链接',
    PACKAGE_NAME: '应用包名',
    DISPLAY_TRACK_URL: '展示监测链接',
    ASSET_TYPE: '资产类型',
    EVENT_TYPES: '事件',
    TRACK_TYPES: '回传方式',
    SEND_TYPE: '上报方式',
    APP_TYPE: '应用类型',
    DOWNLOAD_URL: '下载链接',
    VERSION: '版本号',
    CHANNEL_ID: '渠道号',
  },
  HELP: {
    TRACK_URL: '以 http:// 或 https:// 开头，宏写作 __AID__、__CLICKID__ 等（双下划线、大写）',
    AUDIENCE: '人群包由数据平台上传生成，此处可推送到其他账户或删除',
    CONVERT_TARGET: '落地页类来源填写落地页链接，应用类来源填写应用包名',
    PACKAGE_NAME: '如 com.example.app',
    DOWNLOAD_URL: 'iOS 应用填写 App Store 链接',
    CHANNEL_ID: '字母、数字、下划线或连字符，最长50个字符；名称为分包备注',
  },
} as const;
