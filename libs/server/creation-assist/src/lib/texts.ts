// Assisted creation's texts (issue 22 "Assisted creation"; the page's own words are in
// libs/creation-kit/src/lib/assist/texts.ts). The basis of a suggestion is said in figures, never as a judgement.
const yuan = (n: number) => n.toFixed(2);

export const ASSIST_TEXTS = {
  FOREIGN_ACCOUNTS: '所选账户不存在或无权查看',
  BAD_PERIOD: '时间范围不正确：开始日期不能晚于结束日期',
  PERIOD_TOO_LONG: (days: number) => `时间范围最长${days}天`,
  LOW_EFFICIENCY: '在所选账户中均被媒体标记为低效素材',
  /** `近7天转化成本 23.40 元 → 建议出价 23.40 元`, and what moved it. */
  BID_BASIS: (days: number, sameGoal: boolean, cpa: number, bid: number, clampedBy: 'media' | 'errorPrevention' | null) =>
    `近${days}天${sameGoal ? '同目标' : ''}转化成本 ${yuan(cpa)} 元 → 建议出价 ${yuan(bid)} 元${clampedBy === 'media' ? '（已按媒体出价范围调整）' : clampedBy === 'errorPrevention' ? '（已按防出错规则调整）' : ''}`,
  NO_BID_BASIS: (days: number) => `近${days}天没有转化，无法建议出价，请自行填写`,
  BUDGET_BASIS: (days: number, daily: number, budget: number, clampedBy: 'media' | 'errorPrevention' | null) =>
    `近${days}天日均消耗 ${yuan(daily)} 元 → 建议预算 ${yuan(budget)} 元${clampedBy === 'media' ? '（不低于媒体最低预算）' : clampedBy === 'errorPrevention' ? '（已按防出错规则调整）' : ''}`,
} as const;
