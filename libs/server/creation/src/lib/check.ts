// The 防出错 check (issue 22 "防出错"; shell spec §3, §4, §5, §8): a submission's rows against the company's enabled
// rules of the media, evaluated by evaluateErrorPrevention of libs/domain (the same function the editor could run),
// after the account groups of each rule's scope are resolved into their accounts. The editor calls it through
// error-prevention/check; the task submission calls checkErrorPrevention itself before it keeps anything.
import {
  evaluateErrorPrevention,
  type CreationRow,
  type CreationTemplateBody,
  type ErrorPreventionRule,
  type ErrorPreventionRuleDef,
  type MediaCode,
} from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { isGoalField } from './rules';
import { variantSpecOf } from './specs';
import { badRequest, CREATION_TEXTS as T } from './texts';

/** Who checks: the caller's company decides which rules apply. */
export interface CreationCaller {
  db: Queryable;
  session: Pick<SessionUser, 'customerId'>;
}

/** The company's enabled rules of a media, their groups resolved into accounts. */
export async function enabledRules(db: Queryable, customerId: number, media: MediaCode): Promise<ErrorPreventionRuleDef[]> {
  const q = sqlOn(db);
  const rows = await q
    .selectFrom('error_prevention_rules')
    .select(['id', 'name', 'enabled', 'media_code', 'account_ids', 'account_group_ids', 'field', 'allowed_values', 'min_value', 'max_value'])
    .where('customer_id', '=', customerId)
    .where('media_code', '=', media)
    .where('removed_at', 'is', null)
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
  const groupIds = [...new Set(rows.flatMap((r) => r.account_group_ids))];
  const members = groupIds.length
    ? await q.selectFrom('media_accounts').select(['id', 'group_id']).where('customer_id', '=', customerId).where('media_code', '=', media).where('group_id', 'in', groupIds).execute()
    : [];
  return rows.map((r) => {
    const inGroups = members.filter((m) => m.group_id !== null && r.account_group_ids.includes(m.group_id)).map((m) => m.id);
    const range = { ...(r.min_value === null ? {} : { min: Number(r.min_value) }), ...(r.max_value === null ? {} : { max: Number(r.max_value) }) };
    return {
      id: r.id,
      name: r.name,
      enabled: r.enabled,
      media: r.media_code as MediaCode,
      scope: { accountIds: [...new Set([...r.account_ids, ...inGroups])], groupIds: r.account_group_ids },
      field: r.field,
      allowed: isGoalField(r.field) ? { values: r.allowed_values } : range,
    };
  });
}

/**
 * The broken rules for the modal (防出错提示), in its shape; empty when the rows may be submitted. Rows of a
 * variant the media declares no spec for carry no 防出错 field, so nothing is broken.
 */
export async function checkErrorPrevention(ctx: CreationCaller, media: MediaCode, body: CreationTemplateBody, rows: readonly CreationRow[]): Promise<ErrorPreventionRule[]> {
  if (body.media !== media) throw badRequest(T.CHECK_MEDIA_MISMATCH);
  const spec = variantSpecOf(media, body.variant);
  if (!spec) return [];
  const rules = await enabledRules(ctx.db, ctx.session.customerId, media);
  if (rules.length === 0) return [];
  return evaluateErrorPrevention(rules, rows, body, spec);
}
