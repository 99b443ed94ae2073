// AI助手's server area (docs/design/tools.md §5, §6): rules, their scheduled and manual rounds (durable jobs acting
// through the delivery edit path with the rule as the actor), dry runs and 执行记录 with undo.
export { aiRuleHandlers } from './lib/handlers';
export { aiRulesRoundJob, enqueueRound, runRound, settleActions, type RoundPayload, type RoundResult } from './lib/round';
export { aiRuleSchedules, aiRulesTickJob } from './lib/tick';
export { ruleLimitsOf, DESK_MAX_BUDGET } from './lib/media-limits';
export { isDue, nextDue, slotOf, TICK } from './lib/schedule';
export { AI_RULES_TEXTS } from './lib/texts';
