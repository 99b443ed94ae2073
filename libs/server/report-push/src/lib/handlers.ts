// 定时报表推送's operations (tag tools-report-push, docs/design/tools.md §5.2).
import { actorOf } from '@toufang/server-audit';
import { sqlOn } from '@toufang/server-db';
import { type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import type { Lookup } from '@toufang/server-notify';
import { deliveryView, listDeliveries, readInbox } from './deliveries';
import { getRule, listOptions, listRules, removeRule, saveRule, toggleRule, visibleRule, type PushContext } from './rules';
import { testSend } from './send';

type Operations = 'listPushRules' | 'getPushRule' | 'listPushOptions' | 'savePushRule' | 'togglePushRule' | 'removePushRule' | 'testSendPushRule' | 'listPushDeliveries' | 'getPushInbox';

export function reportPushHandlers(deps: RouteDeps, { lookup }: { lookup?: Lookup } = {}): HandlersFor<Operations> {
  const context = (ctx: Parameters<typeof sessionOf>[0]): PushContext => ({ db: deps.db, session: sessionOf(ctx), now: new Date(deps.clock.now()), outside: deps.notifier.outside, lookup });
  return {
    listPushRules: async (ctx) => listRules(context(ctx), ctx.body),
    getPushRule: async (ctx) => getRule(context(ctx), ctx.body.id),
    listPushOptions: async (ctx) => listOptions(context(ctx)),
    savePushRule: async (ctx) => saveRule(context(ctx), ctx.body),
    togglePushRule: async (ctx) => toggleRule(context(ctx), ctx.body.id, ctx.body.enabled),
    async removePushRule(ctx) {
      await removeRule(context(ctx), ctx.body.id);
      return null;
    },
    async testSendPushRule(ctx) {
      const c = context(ctx);
      const rule = await visibleRule(c, ctx.body.id);
      const ids = await testSend(deps.db, deps.metrics, rule.id, c.now, await actorOf(deps.db, c.session));
      const rows = ids.length === 0 ? [] : await sqlOn(deps.db).selectFrom('notify_deliveries').selectAll().where('id', 'in', ids).orderBy('id').execute();
      return { deliveries: rows.map(deliveryView) };
    },
    async listPushDeliveries(ctx) {
      const c = context(ctx);
      const rule = await visibleRule(c, ctx.body.ruleId);
      return listDeliveries(deps.db, rule.id, ctx.body.current, ctx.body.size);
    },
    getPushInbox: async (ctx) => readInbox(deps.notifier.outside, ctx.body.channel),
  };
}
