// What the rules' check and planning know of a media (AiRuleMediaLimits of @toufang/domain), projected from the
// media port's levels and limits.
import type { AiRuleMediaLimits, MediaCode } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';

/**
 * The highest daily budget a rule may set, 元. No media states one in its limits yet (MediaLimits has minimums
 * only), so the desk's own bound stands for all of them: the largest budget the delivery tables' budget field
 * takes (docs/decisions.md "Issue 23: AI助手 server").
 */
export const DESK_MAX_BUDGET = 9_999_999.99;

export function ruleLimitsOf(server: Pick<ServerContext, 'media'>, media: MediaCode): AiRuleMediaLimits {
  const port = server.media.port(media);
  const { minBudget, budgetMinStep, bidRange } = port.limits;
  return { levels: port.levels, minBudget, maxBudget: DESK_MAX_BUDGET, budgetMinStep, bidRange };
}
