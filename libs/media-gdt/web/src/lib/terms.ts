// Words only 腾讯广告3.0 uses. The names of its levels live in the media registry of libs/domain, shared with
// the server and the other libraries.
export const MEDIA = 'gdt' as const;

/** The words of its delivery tables beyond the level names. */
export const GDT_WORDS = {
  /** The delivery toolbar's way into batch creation (issue 22; shell spec §2.3 ad-speed-create). */
  BATCH_CREATE: '批量创建',
  /** Row actions into update and copy (issue 22 "Update and copy"). */
  COPY: '复制',
  UPDATE: '修改',
  COPY_ROW: (name: string) => `复制 ${name}`,
  UPDATE_ROW: (name: string) => `修改 ${name}`,
  /** An account's daily budget, set on the account itself (腾讯广告 calls it 日限额). */
  ACCOUNT_BUDGET: '账户日限额',
  /** The daily budget of an object below the account. */
  BUDGET: '日预算',
  BID: '出价',
} as const;

/**
 * 认证结果 (shell spec §2.3: gdt's hidden real-message page). What the desk knows of an account's standing
 * with 腾讯广告: the media's status of the account (正常, 冻结, 审核中) and the desk's authorisation by it.
 * The qualification and real-name review details themselves are not synced from the media; the page says so.
 */
export const REAL_MESSAGE_TEXTS = {
  TITLE: '认证结果',
  NOTICE:
    '此页显示腾讯广告返回的账户状态，以及本平台对各账户的授权状态。资质审核与实名认证的明细（审核意见、认证主体等）尚未从腾讯广告同步，这里不显示。',
  SEARCH: '账户名称或ID',
  SEARCH_BUTTON: '搜索',
  TABLE: '腾讯广告账户的认证结果',
  ACCOUNT: '账户名称',
  ACCOUNT_ID: '账户ID',
  ACCOUNT_STATUS: '账户状态',
  AUTH_STATUS: '授权状态',
  AUTH_EXPIRES: '授权可续期至',
  SYNCED: '最近同步',
  SYNC_ERROR: '同步问题',
  NO_AUTH: '未授权',
  NONE: '-',
  EMPTY: '没有腾讯广告账户',
} as const;

/**
 * 报表查看 (reportView/gdt, shell spec §2.2, §2.4; docs/design/live-home.md §5.4): the gdt accounts' figures over
 * a range, with a 合计 row and a daily trend. Column titles are the issue's (消耗, 展示, 点击, 点击率, 转化, 转化成本).
 */
export const REPORT_VIEW_TEXTS = {
  TITLE: '报表查看',
  RANGE: '日期范围',
  TABLE: '腾讯广告账户报表',
  ACCOUNT: '账户名称',
  ACCOUNT_ID: '账户ID',
  COST: '消耗',
  SHOW: '展示',
  CLICK: '点击',
  CTR: '点击率',
  CONVERT: '转化',
  CONVERT_COST: '转化成本',
  TOTAL: '合计',
  TREND: '每日趋势',
  LOADING: '正在加载报表…',
  EMPTY: '暂无可查看的腾讯广告账户',
  FAILED: '报表加载失败',
  RETRY: '重试',
  NONE: '-',
  /** Design open point O5: an auth code's session ends the user's other one. */
  GADGET_NOTICE: '嵌入模式：仅显示授权码指定的腾讯广告账户。使用授权码登录会结束该用户在其他地方的登录。',
} as const;
