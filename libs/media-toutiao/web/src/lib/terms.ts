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
