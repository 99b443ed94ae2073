// What the rules' check and planning know of a media (AiRuleMediaLimits of @toufang/domain), projected from the
// media port's levels and limits.
import type { components } from '@toufang/api/contract';
import { isMediaCode, type AiRuleMediaLimits, type MediaCode } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { badRequest } from '@toufang/server-http';
import { AI_RULES_TEXTS as T } from './texts';

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

/** The limits as the contract answers them (getAiRuleLimits): what the editor's check takes of the media. */
export function limitsView(server: Pick<ServerContext, 'media'>, media: string): components['schemas']['AiRuleLimits'] {
  if (!isMediaCode(media)) throw badRequest(T.MEDIA_UNKNOWN);
  const limits = ruleLimitsOf(server, media);
  return {
    media,
    levels: limits.levels.map((l) => ({ level: l.level, budget: l.has.budget, bid: l.has.bid })),
    minBudget: { ...limits.minBudget } as Record<string, number>,
    maxBudget: limits.maxBudget,
    budgetMinStep: limits.budgetMinStep,
    bidRange: { min: limits.bidRange.min, max: limits.bidRange.max },
  };
}
