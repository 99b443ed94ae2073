// The rules' schedule (design tools §6.1): every 5 minutes, 2 minutes past, a tick enqueues one round per company
// with rules due in that slot (dedupe key ai-round:{company}:{slot}), so several server processes start each round
// once. Registered by apps/api's main.ts only, so tests tick no schedule they did not ask for.
import { defineJob, defineSchedule } from '@toufang/server-jobs';
import { sqlOn } from '@toufang/server-db';
import { enqueueRound } from './round';
import { isDue, TICK } from './schedule';
import { AI_RULES_TEXTS as T } from './texts';

export const aiRulesTickJob = defineJob<{ slot: string }, { rounds: number }>('ai-rules.tick', { title: T.ROUND_TITLE, background: true }, async (ctx) => {
  const slot = new Date(ctx.payload.slot);
  const rules = await sqlOn(ctx.db).selectFrom('ai_rules').select(['company_id', 'body']).where('enabled', '=', true).where('removed_at', 'is', null).execute();
  const companies = [...new Set(rules.filter((r) => isDue(r.body.schedule, slot)).map((r) => r.company_id))];
  for (const companyId of companies) await enqueueRound(ctx.db, { companyId, slot: slot.toISOString(), kind: 'scheduled' }, ctx.actor, ctx.now());
  return { rounds: companies.length };
});

export const aiRuleSchedules = [defineSchedule('ai-rules.tick', aiRulesTickJob, { everyMs: TICK.EVERY_MS, offsetMs: TICK.OFFSET_MS, payload: (start) => ({ slot: start.toISOString() }) })];
