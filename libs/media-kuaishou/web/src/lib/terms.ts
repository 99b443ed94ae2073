// Words only 磁力智投 uses. The names of its levels live in the media registry of libs/domain, shared with
// the server and the other libraries.
export const MEDIA = 'kuaishou' as const;

/** The words of its delivery tables beyond the level names. */
export const KUAISHOU_WORDS = {
  /** An account's daily budget, set on the account itself. */
  ACCOUNT_BUDGET: '账户日预算',
  /** The daily budget of an object below the account. */
  BUDGET: '日预算',
  BID: '出价',
} as const;
