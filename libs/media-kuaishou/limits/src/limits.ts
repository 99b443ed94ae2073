// 磁力智投's limits on the edits the desk offers, in one place: its delivery tables in the browser
// (libs/media-kuaishou/web) say them before the round trip and its adapter on the server (libs/media-kuaishou/server)
// keeps them. Figures of docs/media-adapters.md ("The limits of each media", kuaishou column).
export const KUAISHOU_LIMITS = {
  /** 元, the lowest daily budget of the account and of each level that has one. */
  MIN_BUDGET: { account: 500, plan: 500, 'delivery-group': 100 },
  /** The smallest change of a daily budget, 元; 0 when the media has none. */
  BUDGET_MIN_STEP: 0,
  /** Budget changes a day, per account and per object; null when the media has no cap. */
  BUDGET_EDITS_PER_DAY: null,
  /** A new budget is at least this multiple of today's spend; null when the media has no such rule. */
  BUDGET_OVER_SPEND_RATIO: 1.2,
  /** 元. */
  BID: { min: 0.2, max: 3000 },
  /** Characters. */
  NAME_MAX_LENGTH: 100,
} as const;
