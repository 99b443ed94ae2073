// Words only 百度营销 uses. The names of its levels live in the media registry of libs/domain, shared with
// the server and the other libraries.
export const MEDIA = 'baidu' as const;

/** The words of its delivery tables beyond the level names. */
export const BAIDU_WORDS = {
  /** The delivery toolbar's way into batch creation (issue 22; shell spec §2.3 ad-speed-create). */
  BATCH_CREATE: '批量创建',
  /** Row actions into update and copy (issue 22 "Update and copy"). */
  COPY: '复制',
  UPDATE: '修改',
  COPY_ROW: (name: string) => `复制 ${name}`,
  UPDATE_ROW: (name: string) => `修改 ${name}`,
  /** An account's daily budget, set on the account itself. */
  ACCOUNT_BUDGET: '账户日预算',
  /** The daily budget of an object below the account. */
  BUDGET: '日预算',
  BID: '出价',
} as const;
