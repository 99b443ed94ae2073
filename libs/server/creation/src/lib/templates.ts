// 创建模板 (temp_id, issue 22 "Templates"): a company's templates, personal or shared. A personal one is its
// owner's alone; a shared one every colleague sees and its owner, ADMIN and MANAGER change. Anything else (another
// company's, a colleague's personal one, a removed one) answers like a missing one. A body is saved only when its
// references hold for the caller (references.ts). Every write is one transaction with its audit record.
import type { components } from '@toufang/api/contract';
import { CREATION_MAX_ACCOUNTS, CREATION_TEXTS as CREATION_ENGINE_TEXTS, formatChinaTime, seesWholeCompany, type CreationTemplateBody, type MediaCode } from '@toufang/domain';
import { actorOf, recordAudit } from '@toufang/server-audit';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { sql } from 'kysely';
import { resolveReferences, visibleAccounts, type ResolvedReferences } from './references';
import { badRequest, CREATION_AUDIT, CREATION_TEXTS as T, forbidden, notFound } from './texts';

type Summary = components['schemas']['CreationTemplateSummary'];
type Template = components['schemas']['CreationTemplate'];
type Page = components['schemas']['CreationTemplatePage'];
type ListQuery = components['schemas']['CreationTemplateListQuery'];
type SaveRequest = components['schemas']['CreationTemplateSaveRequest'];

const NAME_MAX = 50;

/** The caller may change it: their own, or a shared one when they are ADMIN or MANAGER. */
function editable(session: SessionUser, row: { owner_id: number | null; shared: boolean }): boolean {
  return row.owner_id === session.userId || (row.shared && seesWholeCompany(session.role));
}

function templates(db: Queryable, session: SessionUser) {
  return sqlOn(db)
    .selectFrom('creation_templates as t')
    .leftJoin('users as o', 'o.id', 't.owner_id')
    .leftJoin('users as l', 'l.id', 't.last_used_by')
    .where('t.customer_id', '=', session.customerId)
    .where('t.removed_at', 'is', null)
    .where((eb) => eb.or([eb('t.owner_id', '=', session.userId), eb('t.shared', '=', true)]));
}

const SUMMARY_COLUMNS = ['t.id', 't.name', 't.media_code', 't.variant', 't.shared', 't.owner_id', 't.account_count', 't.last_used_at', 't.updated_at', 'o.display_name as owner_name', 'l.display_name as last_used_name'] as const;

interface SummaryRow {
  id: number;
  name: string;
  media_code: string;
  variant: string;
  shared: boolean;
  owner_id: number | null;
  account_count: number;
  last_used_at: Date | null;
  updated_at: Date;
  owner_name: string | null;
  last_used_name: string | null;
}

function summaryOf(session: SessionUser, r: SummaryRow): Summary {
  return {
    id: r.id,
    name: r.name,
    media: r.media_code as MediaCode,
    variant: r.variant,
    shared: r.shared,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    accountCount: r.account_count,
    lastUsedAt: r.last_used_at ? formatChinaTime(r.last_used_at) : null,
    lastUsedBy: r.last_used_at ? r.last_used_name : null,
    updateTime: formatChinaTime(r.updated_at),
    editable: editable(session, r),
  };
}

export async function listTemplates(db: Queryable, session: SessionUser, query: ListQuery): Promise<Page> {
  let q = templates(db, session);
  if (query.media !== undefined) q = q.where('t.media_code', '=', query.media);
  if (query.variant !== undefined) q = q.where('t.variant', '=', query.variant);
  if (query.scope === 'mine') q = q.where('t.owner_id', '=', session.userId);
  if (query.scope === 'shared') q = q.where('t.shared', '=', true);
  const keyword = query.keyword?.trim();
  if (keyword) q = q.where(sql<boolean>`position(lower(${keyword}) in lower(t.name)) > 0`);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .select([...SUMMARY_COLUMNS])
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(query.size)
    .offset((query.current - 1) * query.size)
    .execute();
  return { records: rows.map((r) => summaryOf(session, r)), total: Number(total), current: query.current, size: query.size };
}

/**
 * One template the caller sees. Its body carries only the accounts the caller may see: a shared template
 * names no account of a colleague's that the caller could not open (docs/decisions.md, Issue 22).
 */
export async function getTemplate(db: Queryable, session: SessionUser, id: number): Promise<Template> {
  const row = await templates(db, session)
    .select([...SUMMARY_COLUMNS, 't.body'])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(T.TEMPLATE_NOT_FOUND);
  return { ...summaryOf(session, row), body: await visibleBody(db, session, row.body) };
}

async function visibleBody(db: Queryable, session: SessionUser, body: CreationTemplateBody): Promise<CreationTemplateBody> {
  if (seesWholeCompany(session.role)) return body;
  const seen = new Set((await visibleAccounts(db, session, body.accounts.map((a) => a.mediaAccountId))).map((a) => a.id));
  return { ...body, accounts: body.accounts.filter((a) => seen.has(a.mediaAccountId)) };
}

/** The body as kept: the names and advertiser ids the desk holds for what it refers to. */
function storedBody(body: CreationTemplateBody, refs: ResolvedReferences): CreationTemplateBody {
  return {
    ...body,
    accounts: body.accounts.map((a, i) => ({ ...a, advertiserId: refs.accounts[i]?.advertiserId ?? a.advertiserId, name: refs.accounts[i]?.name ?? a.name })),
    targeting: { ...body.targeting, packs: body.targeting.packs.map((p) => ({ ...p, name: refs.packNames[p.propertyId] ?? p.name })) },
  };
}

const auditOf = (session: SessionUser, id: number, name: string, media: string) => ({ companyId: session.customerId, media, object: { level: 'creationTemplate', id: String(id), name } });

function templateName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest(T.TEMPLATE_NAME_REQUIRED);
  return name;
}

export async function saveTemplate(db: Db, session: SessionUser, request: SaveRequest, now: Date): Promise<Template> {
  const name = templateName(request.name);
  const body = request.body as CreationTemplateBody;
  // The contract bounds the same figure; this names it when the function is reached another way (seeds, tests).
  if (body.accounts.length > CREATION_MAX_ACCOUNTS) throw badRequest(CREATION_ENGINE_TEXTS.TOO_MANY_ACCOUNTS(CREATION_MAX_ACCOUNTS, body.accounts.length));
  const refs = await resolveReferences(db, session, body, { perAccountIds: true });
  const stored = storedBody(body, refs);
  const actor = await actorOf(db, session);
  const id = await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    if (request.id === undefined) {
      const { id } = await q
        .insertInto('creation_templates')
        .values({ customer_id: session.customerId, owner_id: session.userId, name, media_code: body.media, variant: body.variant, shared: request.shared, body: JSON.stringify(stored), account_count: stored.accounts.length, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(tx, { ...auditOf(session, id, name, body.media), actor, action: 'creationTemplate.create', actionName: CREATION_AUDIT.TEMPLATE_CREATE, before: null, after: { name, shared: request.shared, body: stored } });
      return id;
    }
    const row = await q
      .selectFrom('creation_templates')
      .select(['id', 'name', 'owner_id', 'shared', 'media_code', 'variant', 'body'])
      .where('id', '=', request.id)
      .where('customer_id', '=', session.customerId)
      .where('removed_at', 'is', null)
      .where((eb) => eb.or([eb('owner_id', '=', session.userId), eb('shared', '=', true)]))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(T.TEMPLATE_NOT_FOUND);
    if (!editable(session, row)) throw forbidden(T.TEMPLATE_NOT_EDITABLE);
    if (row.media_code !== body.media || row.variant !== body.variant) throw badRequest(T.TEMPLATE_MEDIA_FIXED);
    await q
      .updateTable('creation_templates')
      .set({ name, shared: request.shared, body: JSON.stringify(stored), account_count: stored.accounts.length, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(tx, {
      ...auditOf(session, row.id, name, body.media),
      actor,
      action: 'creationTemplate.save',
      actionName: CREATION_AUDIT.TEMPLATE_SAVE,
      before: { name: row.name, shared: row.shared, body: row.body },
      after: { name, shared: request.shared, body: stored },
    });
    return row.id;
  });
  return getTemplate(db, session, id);
}

/** A personal copy for the caller of a template they see, of the body as they see it. */
export async function copyTemplate(db: Db, session: SessionUser, id: number, requestedName: string | undefined, now: Date): Promise<Template> {
  const source = await getTemplate(db, session, id);
  const name = requestedName !== undefined ? templateName(requestedName) : `${source.name}${T.COPY_SUFFIX}`.slice(0, NAME_MAX);
  const refs = await resolveReferences(db, session, source.body, { perAccountIds: false });
  const stored = storedBody(source.body, refs);
  const actor = await actorOf(db, session);
  const copyId = await db.transaction(async (tx) => {
    const { id: made } = await sqlOn(tx)
      .insertInto('creation_templates')
      .values({ customer_id: session.customerId, owner_id: session.userId, name, media_code: source.media, variant: source.variant, shared: false, body: JSON.stringify(stored), account_count: stored.accounts.length, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(tx, { ...auditOf(session, made, name, source.media), actor, action: 'creationTemplate.copy', actionName: CREATION_AUDIT.TEMPLATE_COPY, before: null, after: { name, from: source.id, body: stored } });
    return made;
  });
  return getTemplate(db, session, copyId);
}

export async function removeTemplate(db: Db, session: SessionUser, id: number, now: Date): Promise<void> {
  const actor = await actorOf(db, session);
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const row = await q
      .selectFrom('creation_templates')
      .select(['id', 'name', 'owner_id', 'shared', 'media_code'])
      .where('id', '=', id)
      .where('customer_id', '=', session.customerId)
      .where('removed_at', 'is', null)
      .where((eb) => eb.or([eb('owner_id', '=', session.userId), eb('shared', '=', true)]))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(T.TEMPLATE_NOT_FOUND);
    if (!editable(session, row)) throw forbidden(T.TEMPLATE_NOT_EDITABLE);
    // Tasks keep their frozen copy; the drafts of it are of no use any more.
    await q.updateTable('creation_templates').set({ removed_at: now, updated_at: now }).where('id', '=', row.id).execute();
    await q.deleteFrom('creation_drafts').where('key', '=', `template:${row.id}`).execute();
    await recordAudit(tx, { ...auditOf(session, row.id, row.name, row.media_code), actor, action: 'creationTemplate.remove', actionName: CREATION_AUDIT.TEMPLATE_REMOVE, before: { name: row.name, shared: row.shared }, after: null });
  });
}

/**
 * Records that a task was submitted from a template (its list's 最近使用): called by the task submission in its
 * transaction. A template of another company or removed is left alone (the task keeps its frozen copy anyway).
 */
export async function markTemplateUsed(db: Queryable, use: { customerId: number; templateId: number; userId: number; at: Date }): Promise<void> {
  await sqlOn(db)
    .updateTable('creation_templates')
    .set({ last_used_at: use.at, last_used_by: use.userId })
    .where('id', '=', use.templateId)
    .where('customer_id', '=', use.customerId)
    .where('removed_at', 'is', null)
    .execute();
}

/** A template the caller may see, or null (a draft of `template:{id}` needs one). */
export async function templateVisible(db: Queryable, session: SessionUser, id: number): Promise<boolean> {
  const row = await templates(db, session).select('t.id').where('t.id', '=', id).executeTakeFirst();
  return row !== undefined;
}
