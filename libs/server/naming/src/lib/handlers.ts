// Name analysis's operations (tag name-rule, design §4.2), on the modules beside this one.
import type { components } from '@toufang/api/contract';
import type { NameRuleBody } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { previewNameRule } from './preview';
import { getNameRule, listNameRules, removeNameRule, saveNameRule, setNameRuleEnabled } from './rules';

type NameRuleFields = components['schemas']['NameRuleFields'];

type NamingOperations = 'listNameRules' | 'getNameRule' | 'saveNameRule' | 'setNameRuleEnabled' | 'removeNameRule' | 'previewNameRule' | 'listNameFields';

export function namingHandlers(deps: RouteDeps): HandlersFor<NamingOperations> {
  const { db } = deps;
  const now = () => new Date(deps.clock.now());
  return {
    listNameRules: async (ctx) => listNameRules(db, sessionOf(ctx).customerId, ctx.body?.target),

    getNameRule: async (ctx) => getNameRule(db, sessionOf(ctx).customerId, ctx.body.id),

    saveNameRule: async (ctx) => saveNameRule(db, sessionOf(ctx), ctx.body, now()),

    setNameRuleEnabled: async (ctx) => setNameRuleEnabled(db, sessionOf(ctx), ctx.body.id, ctx.body.enabled, now()),

    async removeNameRule(ctx) {
      await removeNameRule(db, sessionOf(ctx), ctx.body.id, now());
      return null;
    },

    // The preview parses whatever the editor holds: a body the save would refuse still shows what it matches.
    previewNameRule: async (ctx) => previewNameRule(db, sessionOf(ctx), ctx.body, ctx.body.body as NameRuleBody),

    listNameFields: async (ctx) => nameFieldsFor(db, sessionOf(ctx).customerId, ctx.body.media, ctx.body.level),
  };
}

/**
 * The fields of the company's enabled delivery naming rules that apply to a media and level (the delivery tables'
 * 命名解析 filter, and AI助手's objects by 命名字段).
 */
export async function nameFieldsFor(db: Queryable, customerId: number, media: string, level: string): Promise<NameRuleFields[]> {
  const rows = await sqlOn(db)
    .selectFrom('name_rules as r')
    .innerJoin('name_rule_versions as v', (j) => j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.active_version'))
    .select(['r.id', 'r.name', 'r.media_code', 'r.levels', 'v.body'])
    .where('r.customer_id', '=', customerId)
    .where('r.removed_at', 'is', null)
    .where('r.enabled', '=', true)
    .where('r.target', '=', 'delivery')
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
  return rows
    .filter((r) => (r.media_code === null || r.media_code === media) && (r.levels === null || (r.levels as string[]).includes(level)))
    .map((r) => ({
      ruleId: r.id,
      ruleName: r.name,
      fields: r.body.fields.map((f) => ({ key: f.key, label: f.label, kind: f.kind, values: (f.dictionary?.entries ?? []).map((e) => ({ code: e.code, label: e.label })) })),
    }));
}
