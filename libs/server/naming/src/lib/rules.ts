// 命名解析管理 (design §4.2): a company's naming rules and their immutable versions. A save writes a new version and
// makes it the active one (恢复 is a save of an old body); enabling, disabling and removing touch the rule only.
// Another company's ids and removed rules answer like missing ones. Each write is one transaction with its audit
// record, which carries the bodies before and after.
import type { components } from '@toufang/api/contract';
import { checkNameRuleBody, formatChinaTime, type NameRuleBody } from '@toufang/domain';
import { actorOf, recordAudit } from '@toufang/server-audit';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { conflict, isUniqueViolation, NAMING_TEXTS, notFound, refused } from './texts';

type NameRule = components['schemas']['NameRule'];
type NameRuleDetail = components['schemas']['NameRuleDetail'];
type SaveRequest = components['schemas']['NameRuleSaveRequest'];
type MediaCode = NonNullable<NameRule['media']>;
type Level = components['schemas']['DeliveryLevel'];

/** The company's rules not removed (or the one asked for), by name, with their active bodies. */
async function ruleRecords(db: Queryable, customerId: number, filter: { id?: number; target?: 'delivery' | 'material' } = {}): Promise<{ rule: NameRule; body: NameRuleBody }[]> {
  let q = sqlOn(db)
    .selectFrom('name_rules as r')
    .innerJoin('name_rule_versions as v', (j) => j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.active_version'))
    .leftJoin('users as c', 'c.id', 'r.created_by')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.target',
      'r.media_code',
      'r.levels',
      'r.enabled',
      'r.active_version',
      'r.created_at',
      'r.updated_at',
      'v.body',
      'c.display_name as created_name',
      'u.display_name as updated_name',
      eb.selectFrom('name_rule_versions as n').select((e) => e.fn.countAll<number>().as('n')).whereRef('n.rule_id', '=', 'r.id').as('version_count'),
    ])
    .where('r.customer_id', '=', customerId)
    .where('r.removed_at', 'is', null);
  if (filter.id !== undefined) q = q.where('r.id', '=', filter.id);
  if (filter.target !== undefined) q = q.where('r.target', '=', filter.target);
  const rows = await q.orderBy('r.name').orderBy('r.id').execute();
  return rows.map((r) => ({
    body: r.body,
    rule: {
      id: r.id,
      name: r.name,
      target: r.target,
      media: (r.media_code as MediaCode | null) ?? null,
      levels: (r.levels as Level[] | null) ?? null,
      enabled: r.enabled,
      activeVersion: r.active_version,
      versionCount: Number(r.version_count ?? 0),
      separator: r.body.separator,
      fieldLabels: r.body.fields.map((f) => f.label),
      createdBy: r.created_name ?? null,
      createTime: formatChinaTime(r.created_at),
      updatedBy: r.updated_name ?? null,
      updateTime: formatChinaTime(r.updated_at),
    },
  }));
}

export async function listNameRules(db: Queryable, customerId: number, target?: 'delivery' | 'material'): Promise<NameRule[]> {
  return (await ruleRecords(db, customerId, { target })).map((r) => r.rule);
}

export async function getNameRule(db: Queryable, customerId: number, id: number): Promise<NameRuleDetail> {
  const [found] = await ruleRecords(db, customerId, { id });
  if (!found) throw notFound(NAMING_TEXTS.RULE_NOT_FOUND);
  const versions = await sqlOn(db)
    .selectFrom('name_rule_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select(['v.version', 'v.body', 'v.note', 'v.created_at', 'u.display_name'])
    .where('v.rule_id', '=', id)
    .orderBy('v.version', 'desc')
    .execute();
  return {
    rule: found.rule,
    body: found.body,
    versions: versions.map((v) => ({ version: v.version, body: v.body, note: v.note, createdBy: v.display_name ?? null, createTime: formatChinaTime(v.created_at) })),
  };
}

const hasDesigner = (body: NameRuleBody) => body.fields.some((f) => f.kind === 'designer');

/** An enabled material rule with a designer field other than `exceptId` (design §6.6: at most one). */
async function otherDesignerRule(db: Queryable, customerId: number, exceptId: number | undefined): Promise<string | null> {
  let q = sqlOn(db)
    .selectFrom('name_rules as r')
    .innerJoin('name_rule_versions as v', (j) => j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.active_version'))
    .select(['r.name', 'v.body'])
    .where('r.customer_id', '=', customerId)
    .where('r.removed_at', 'is', null)
    .where('r.enabled', '=', true)
    .where('r.target', '=', 'material');
  if (exceptId !== undefined) q = q.where('r.id', '<>', exceptId);
  const rows = await q.execute();
  return rows.find((r) => hasDesigner(r.body))?.name ?? null;
}

/** The body as stored: the fields' own members only, trimmed labels, each kind's own settings. */
function normalBody(body: NameRuleBody): NameRuleBody {
  return {
    separator: body.separator,
    fields: body.fields.map((f) => ({
      key: f.key,
      label: f.label.trim(),
      kind: f.kind,
      ...(f.kind === 'date' && f.date ? { date: { format: f.date.format } } : {}),
      ...((f.kind === 'dictionary' || f.kind === 'designer') && f.dictionary
        ? {
            dictionary: {
              strict: f.kind === 'designer' ? true : f.dictionary.strict,
              entries: f.dictionary.entries.map((e) => ({ code: e.code, label: e.label.trim(), ...(f.kind === 'designer' && e.userId !== undefined ? { userId: e.userId } : {}) })),
            },
          }
        : {}),
    })),
  };
}

/** Refuses a body the domain's checks find wrong, or whose designers are not the company's users. */
export async function checkBody(db: Queryable, customerId: number, raw: NameRuleBody): Promise<NameRuleBody> {
  const body = normalBody(raw);
  const [problem] = checkNameRuleBody(body);
  if (problem) throw refused(problem.message);
  const designers = body.fields.flatMap((f) => (f.kind === 'designer' ? (f.dictionary?.entries ?? []) : []));
  if (designers.length > 0) {
    const ids = [...new Set(designers.map((e) => e.userId as number))];
    const found = await sqlOn(db).selectFrom('users').select('id').where('customer_id', '=', customerId).where('id', 'in', ids).execute();
    const known = new Set(found.map((u) => u.id));
    const stranger = designers.find((e) => !known.has(e.userId as number));
    if (stranger) throw refused(NAMING_TEXTS.DESIGNER_NOT_FOUND(stranger.code));
  }
  return body;
}

const auditOf = (session: SessionUser, id: number, name: string) => ({ companyId: session.customerId, object: { level: 'nameRule', id: String(id), name } });

export async function saveNameRule(db: Db, session: SessionUser, request: SaveRequest, now: Date): Promise<NameRuleDetail> {
  const name = request.name.trim();
  if (!name) throw refused(NAMING_TEXTS.NAME_REQUIRED);
  const body = await checkBody(db, session.customerId, request.body);
  // A material rule parses materials, which belong to no media or level.
  const media = request.target === 'material' ? null : (request.media ?? null);
  const levels = request.target === 'material' || !request.levels?.length ? null : [...request.levels];
  const actor = await actorOf(db, session);
  try {
    const id = await db.transaction(async (tx) => {
      const q = sqlOn(tx);
      const taken = await q.selectFrom('name_rules').select('id').where('customer_id', '=', session.customerId).where('name', '=', name).where('removed_at', 'is', null).executeTakeFirst();
      if (taken && taken.id !== request.id) throw conflict(NAMING_TEXTS.NAME_TAKEN);
      if (request.id === undefined) {
        if (request.target === 'material' && hasDesigner(body)) {
          const other = await otherDesignerRule(tx, session.customerId, undefined);
          if (other !== null) throw refused(NAMING_TEXTS.DESIGNER_RULE_TAKEN(other));
        }
        const { id } = await q
          .insertInto('name_rules')
          .values({ customer_id: session.customerId, name, target: request.target, media_code: media, levels, active_version: 1, created_by: session.userId, created_at: now, updated_by: session.userId, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await q.insertInto('name_rule_versions').values({ rule_id: id, version: 1, body: JSON.stringify(body), note: request.note?.trim() || null, created_by: session.userId, created_at: now }).execute();
        await recordAudit(tx, { ...auditOf(session, id, name), actor, action: 'nameRule.create', actionName: '新建命名规则', before: null, after: { name, target: request.target, media, levels, version: 1, body } });
        return id;
      }
      const rule = await q
        .selectFrom('name_rules as r')
        .innerJoin('name_rule_versions as v', (j) => j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.active_version'))
        .select(['r.id', 'r.name', 'r.target', 'r.media_code', 'r.levels', 'r.enabled', 'v.body'])
        .where('r.id', '=', request.id)
        .where('r.customer_id', '=', session.customerId)
        .where('r.removed_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!rule) throw notFound(NAMING_TEXTS.RULE_NOT_FOUND);
      if (rule.enabled && request.target === 'material' && hasDesigner(body)) {
        const other = await otherDesignerRule(tx, session.customerId, rule.id);
        if (other !== null) throw refused(NAMING_TEXTS.DESIGNER_RULE_TAKEN(other));
      }
      // The rule's row is locked, so the newest version number cannot be taken between reading and writing it.
      const { last } = await q.selectFrom('name_rule_versions').select((eb) => eb.fn.max('version').as('last')).where('rule_id', '=', rule.id).executeTakeFirstOrThrow();
      const version = Number(last) + 1;
      await q.insertInto('name_rule_versions').values({ rule_id: rule.id, version, body: JSON.stringify(body), note: request.note?.trim() || null, created_by: session.userId, created_at: now }).execute();
      await q
        .updateTable('name_rules')
        .set({ name, target: request.target, media_code: media, levels, active_version: version, updated_by: session.userId, updated_at: now })
        .where('id', '=', rule.id)
        .execute();
      await recordAudit(tx, {
        ...auditOf(session, rule.id, name),
        actor,
        action: 'nameRule.version',
        actionName: '保存命名规则新版本',
        before: { name: rule.name, target: rule.target, media: rule.media_code, levels: rule.levels, body: rule.body },
        after: { name, target: request.target, media, levels, version, body },
      });
      return rule.id;
    });
    return await getNameRule(db, session.customerId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAMING_TEXTS.NAME_TAKEN);
    throw error;
  }
}

export async function setNameRuleEnabled(db: Db, session: SessionUser, id: number, enabled: boolean, now: Date): Promise<NameRule> {
  const actor = await actorOf(db, session);
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const rule = await q
      .selectFrom('name_rules as r')
      .innerJoin('name_rule_versions as v', (j) => j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.active_version'))
      .select(['r.id', 'r.name', 'r.target', 'r.enabled', 'v.body'])
      .where('r.id', '=', id)
      .where('r.customer_id', '=', session.customerId)
      .where('r.removed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!rule) throw notFound(NAMING_TEXTS.RULE_NOT_FOUND);
    if (rule.enabled === enabled) return;
    if (enabled && rule.target === 'material' && hasDesigner(rule.body)) {
      const other = await otherDesignerRule(tx, session.customerId, rule.id);
      if (other !== null) throw refused(NAMING_TEXTS.DESIGNER_RULE_TAKEN(other));
    }
    await q.updateTable('name_rules').set({ enabled, updated_by: session.userId, updated_at: now }).where('id', '=', rule.id).execute();
    await recordAudit(tx, { ...auditOf(session, rule.id, rule.name), actor, action: enabled ? 'nameRule.enable' : 'nameRule.disable', actionName: enabled ? '启用命名规则' : '停用命名规则', before: { enabled: rule.enabled }, after: { enabled } });
  });
  const [found] = await ruleRecords(db, session.customerId, { id });
  return (found as { rule: NameRule }).rule;
}

export async function removeNameRule(db: Db, session: SessionUser, id: number, now: Date): Promise<void> {
  const actor = await actorOf(db, session);
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const rule = await q.selectFrom('name_rules').select(['id', 'name', 'enabled']).where('id', '=', id).where('customer_id', '=', session.customerId).where('removed_at', 'is', null).forUpdate().executeTakeFirst();
    if (!rule) throw notFound(NAMING_TEXTS.RULE_NOT_FOUND);
    // The versions stay: the audit trail names them, and nothing else reads a removed rule.
    await q.updateTable('name_rules').set({ removed_at: now, enabled: false, updated_by: session.userId, updated_at: now }).where('id', '=', rule.id).execute();
    await recordAudit(tx, { ...auditOf(session, rule.id, rule.name), actor, action: 'nameRule.remove', actionName: '删除命名规则', before: { name: rule.name, enabled: rule.enabled }, after: null });
  });
}
