// Objects chosen by a 命名解析 field (issue 23: "by name, id, status or a parsed-name field"): a nameParts scope
// names an enabled delivery naming rule of the company and some of its fields; the rule's active version gives the
// separator and the fields' places, and an object is chosen when its name splits as the delivery tables' 命名解析
// filter splits it (matchesNameParts of @toufang/domain). Nothing parsed is stored, so a new version of the naming
// rule applies at the next round.
import { namePartIndex, type AiRuleObjects, type DeliveryLevel, type MediaCode, type ResolvedNameParts } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { AI_RULES_TEXTS as T } from './texts';

type NamePartsScope = Extract<AiRuleObjects, { kind: 'nameParts' }>;

/** The scope resolved, or why it cannot be (the naming rule gone, disabled, not for the level, a field removed). */
export type NamePartsResolution = { ok: true; parts: ResolvedNameParts } | { ok: false; message: string };

export async function resolveNameParts(db: Queryable, companyId: number, media: MediaCode, level: DeliveryLevel, scope: NamePartsScope): Promise<NamePartsResolution> {
  const rule = await sqlOn(db)
    .selectFrom('name_rules as r')
    .innerJoin('name_rule_versions as v', (j) => j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.active_version'))
    .select(['r.media_code', 'r.levels', 'v.body'])
    .where('r.id', '=', scope.ruleId)
    .where('r.customer_id', '=', companyId)
    .where('r.removed_at', 'is', null)
    .where('r.enabled', '=', true)
    .where('r.target', '=', 'delivery')
    .executeTakeFirst();
  if (!rule || (rule.media_code !== null && rule.media_code !== media) || (rule.levels !== null && !rule.levels.includes(level))) return { ok: false, message: T.NAME_RULE_NOT_FOUND };
  const equals = [];
  for (const e of scope.equals) {
    const index = namePartIndex(rule.body, e.field);
    if (index < 0) return { ok: false, message: T.NAME_FIELD_NOT_FOUND(e.field) };
    equals.push({ index, values: [...new Set(e.values)] });
  }
  return { ok: true, parts: { separator: rule.body.separator, parts: rule.body.fields.length, match: scope.match ?? 'IN', equals } };
}
