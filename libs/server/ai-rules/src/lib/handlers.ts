// AI助手's operations (tag tools-ai-rules, docs/design/tools.md §5.2), on rules.ts, dry-run.ts, record.ts and the
// round's job (round.ts).
import { actorOf } from '@toufang/server-audit';
import { sqlOn } from '@toufang/server-db';
import { badRequest, type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { isMediaCode } from '@toufang/domain';
import { nameFieldsFor } from '@toufang/server-naming';
import { dryRun } from './dry-run';
import { mailUsers } from './mail-users';
import { limitsView } from './media-limits';
import { listActions, listRuns, undoActions } from './record';
import { enqueueRound } from './round';
import { checkRunNowPace, copyRule, getRule, listRules, removeRule, saveRule, toggleRule, visibleRule, type RulesContext } from './rules';
import { AI_RULES_TEXTS as T } from './texts';

type AiRuleOperations =
  | 'listAiRules'
  | 'getAiRule'
  | 'saveAiRule'
  | 'toggleAiRule'
  | 'removeAiRule'
  | 'copyAiRule'
  | 'dryRunAiRule'
  | 'runAiRuleNow'
  | 'listAiRuleRuns'
  | 'listAiRuleActions'
  | 'undoAiRuleActions'
  | 'getAiRuleLimits'
  | 'listAiRuleNameFields'
  | 'listAiRuleMailUsers';

export function aiRuleHandlers(deps: RouteDeps): HandlersFor<AiRuleOperations> {
  const context = (ctx: Parameters<typeof sessionOf>[0]): RulesContext => ({ db: deps.db, server: deps, session: sessionOf(ctx), now: new Date(deps.clock.now()) });
  return {
    listAiRules: async (ctx) => listRules(context(ctx), ctx.body),
    getAiRule: async (ctx) => getRule(context(ctx), ctx.body.id),
    saveAiRule: async (ctx) => saveRule(context(ctx), ctx.body),
    toggleAiRule: async (ctx) => toggleRule(context(ctx), ctx.body.id, ctx.body.enabled),
    async removeAiRule(ctx) {
      await removeRule(context(ctx), ctx.body.id);
      return null;
    },
    copyAiRule: async (ctx) => copyRule(context(ctx), ctx.body.id),
    dryRunAiRule: async (ctx) => dryRun(context(ctx), ctx.body),
    async runAiRuleNow(ctx) {
      const c = context(ctx);
      const rule = await visibleRule(c, ctx.body.id);
      await checkRunNowPace(c.db, rule.id, c.now);
      // The manual run's slot is its minute: the unique (rule, kind, slot) and the pace let one through a minute.
      const slot = new Date(Math.floor(c.now.getTime() / 60_000) * 60_000).toISOString();
      const actor = await actorOf(c.db, c.session);
      return c.db.transaction(async (tx) => {
        const run = await sqlOn(tx)
          .insertInto('ai_rule_runs')
          .values({ company_id: c.session.customerId, rule_id: rule.id, slot, kind: 'manual', rule_version: rule.version, started_at: c.now })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!run) await checkRunNowPace(tx, rule.id, new Date(c.now.getTime()));
        const job = await enqueueRound(tx, { companyId: c.session.customerId, slot, kind: 'manual', ruleIds: [rule.id] }, actor, c.now);
        await sqlOn(tx).updateTable('ai_rule_runs').set({ job_id: job.id }).where('id', '=', run!.id).execute();
        return { runId: run!.id, jobId: job.id };
      });
    },
    listAiRuleRuns: async (ctx) => listRuns(context(ctx), ctx.body),
    listAiRuleActions: async (ctx) => listActions(context(ctx), ctx.body),
    undoAiRuleActions: async (ctx) => undoActions(context(ctx), ctx.body.actionIds, ctx.permitMedia),
    getAiRuleLimits: async (ctx) => limitsView(deps, ctx.body.media),
    async listAiRuleNameFields(ctx) {
      if (!isMediaCode(ctx.body.media)) throw badRequest(T.MEDIA_UNKNOWN);
      return nameFieldsFor(deps.db, sessionOf(ctx).customerId, ctx.body.media, ctx.body.level);
    },
    listAiRuleMailUsers: async (ctx) => {
      const c = context(ctx);
      return mailUsers(c.db, c.session, c.now, { keyword: ctx.body?.keyword });
    },
  };
}
