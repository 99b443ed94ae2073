// Texts of the shell's error catalogue (shell spec §8) and the product title.

export const ERROR_TEXTS = {
  SYSTEM_BUSY: '系统繁忙，请稍后重试！', // HTTP 404 or 500
  MEDIA_UNKNOWN: '抱歉，媒体接口未知问题请联系运营人员~~', // any other HTTP or network error
  CONCURRENT_LOGIN: '平台不可重复登录，请刷新页面重新登录', // HTTP 401
  DUPLICATE_REQUEST: '请勿重复请求', // a cancelled duplicate request
  EMPTY: '暂无数据', // an empty tree
  ERROR_PREVENTION_TITLE: '防出错提示',
  ERROR_PREVENTION_MISMATCH: '配置内容与防出错设置不一致，请修改广告设置',
  ERROR_PREVENTION_CONTACT: '若需修改防出错内容，请联系管理员或优化经理修改',
  ERROR_PREVENTION_GO_MODIFY: '去修改',
} as const;

/**
 * The message for a failed call that has no usable body (shell spec §8). undefined stands for a network
 * error. A body whose code is not 200 shows the server's own message instead.
 */
export function httpErrorText(status: number | undefined): string {
  if (status === 401) return ERROR_TEXTS.CONCURRENT_LOGIN;
  if (status === 404 || status === 500) return ERROR_TEXTS.SYSTEM_BUSY;
  return ERROR_TEXTS.MEDIA_UNKNOWN;
}

/** A rule line of the error-prevention modal: 规则名称(ID) (shell spec §8). */
export function errorPreventionRuleLine(ruleName: string, ruleId: string | number): string {
  return `${ruleName}(${ruleId})`;
}

/** Texts of the site-wide upgrade notice and the home menu entry (shell spec §2.5). */
export const UPGRADE_NOTICE_TEXTS = {
  DISMISS: '我已知晓',
  BODY: '首页与报表功能将于2025年1月10日下线，由新的看板功能替代',
  HOME_OFFLINE_MARK: '即将下线',
} as const;

export const PRODUCT_TITLE = '多媒体投放管理平台';

/** Between the product title and a page title; see docs/decisions.md. */
export const PAGE_TITLE_SEPARATOR = ' - ';

/** The document title: the product title plus the page title (shell spec §2.5), or the product title alone. */
export function pageTitle(title?: string | null): string {
  const page = title?.trim();
  return page ? `${PRODUCT_TITLE}${PAGE_TITLE_SEPARATOR}${page}` : PRODUCT_TITLE;
}

/**
 * The label of everything that comes from a sandbox media: a stand-in for the media's API with its own
 * accounts and modelled delivery. The desk labels it wherever it shows it and never passes it off as real.
 */
export const SANDBOX_TEXTS = {
  TAG: '沙箱',
  EXPLAIN: '沙箱账户：来自媒体的沙箱环境，数据由模型生成，不是真实投放',
} as const;
