// 推广活动 (docs/design/tools.md §3, §5): the monitoring activities of the caller's accounts that the desk watches.
// An activity is made from one of the account's monitoring properties (the desk's copy, media_properties, of the
// media's 监测活动 / 小游戏监测 / 监测链接; the port's `monitoring` names the type and its link fields), keeps its click
// and impression URLs as the property holds them, and its clicks and conversions per China day as the media's
// monitorReport answers them (through the gateway that paces every call). A sync of a day replaces that day's row,
// so syncing again never doubles a figure. Every read and write stays inside the caller's account scope.
import type { components } from '@toufang/api/contract';
import { chinaDateStart, chinaToday, DAY_MS, formatChinaTime, MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import { actorOf, recordAudit } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { badRequest, containsPattern, fetchPage, type SessionUser } from '@toufang/server-http';
import { isMediaError, MONITOR_QUERY_MAX_IDS, offersMonitoring, type MonitoringSpec, type MonitorReportRow } from '@toufang/server-media';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { sql } from 'kysely';
import { conflict, MONITORING_TEXTS as T, notFound } from './texts';

type Schemas = components['schemas'];
type ActivityMedia = Schemas['PromotionActivityMedia'];
export type PromotionActivity = Schemas['PromotionActivity'];

/** The media that may have monitoring activities (the contract's enum); each one's port decides whether it has. */
export const ACTIVITY_MEDIA = ['toutiao', 'gdt', 'bilibili'] as const satisfies readonly ActivityMedia[];

export const ACTIVITY_LIMITS = {
  /** The days a save fetches at once and the daily sync refetches: today and the 7 days before. */
  SYNC_DAYS: 8,
  /** The most days one days read covers (the metrics' day history). */
  DAYS_MAX: 93,
  /** Accounts the form lists at most. */
  OPTION_ACCOUNTS: 500,
} as const;

export interface ActivityContext {
  server: Pick<ServerContext, 'db' | 'media'>;
  session: SessionUser;
  now: Date;
}

/** The monitoring spec of a media, or null when its port has no monitoring activities. */
export function monitoringOf(server: Pick<ServerContext, 'media'>, media: string): MonitoringSpec | null {
  if (!(ACTIVITY_MEDIA as readonly string[]).includes(media)) return null;
  const port = server.media.port(media as MediaCode);
  return offersMonitoring(port) ? port.monitoring : null;
}

const text = (values: unknown, field: string): string | null => {
  const value = values && typeof values === 'object' ? (values as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** The URLs of a monitoring property's values by its media's fields. */
export function urlsOf(spec: MonitoringSpec, values: unknown): { click: string; impression: string | null } {
  return { click: text(values, spec.clickUrlField) ?? '', impression: text(values, spec.impressionUrlField) };
}

// ---------- sync ----------

interface SyncTarget {
  id: number;
  media: MediaCode;
  accountId: number;
  advertiserId: string;
  authorizationId: number | null;
  mediaPropertyId: string;
}

export interface ActivitySyncOutcome {
  activities: number;
  days: number;
  failed: { accountId: number; reason: string }[];
}

/** The days of a sync ending `to` (today by default): the SYNC_DAYS China days up to it. */
export function syncRangeOf(now: Date): { from: string; to: string } {
  return { from: chinaToday(now.getTime() - (ACTIVITY_LIMITS.SYNC_DAYS - 1) * DAY_MS), to: chinaToday(now) };
}

async function syncTargets(db: Queryable, filter: { ids?: readonly number[]; watchedOnly?: boolean; afterId?: number }): Promise<SyncTarget[]> {
  let q = sqlOn(db)
    .selectFrom('promotion_activities as p')
    .innerJoin('media_accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.media', 'p.account_id', 'a.account_id as advertiser_id', 'a.authorization_id', 'p.media_property_id'])
    .orderBy('p.account_id')
    .orderBy('p.id');
  if (filter.ids) q = filter.ids.length === 0 ? q.where(sql<boolean>`false`) : q.where('p.id', 'in', [...filter.ids]);
  if (filter.watchedOnly) q = q.where('p.watched', '=', true);
  if (filter.afterId !== undefined) q = q.where('p.account_id', '>', filter.afterId);
  const rows = await q.execute();
  return rows.map((r) => ({ id: r.id, media: r.media as MediaCode, accountId: r.account_id, advertiserId: r.advertiser_id, authorizationId: r.authorization_id, mediaPropertyId: r.media_property_id }));
}

/** Writes what the media answered: each answered day replaces the activity's row of that day; the URLs follow the property. */
async function keepDays(db: Db, spec: MonitoringSpec, targets: readonly SyncTarget[], rows: readonly MonitorReportRow[], now: Date): Promise<number> {
  const byProperty = new Map(targets.map((t) => [t.mediaPropertyId, t.id]));
  const values = rows.flatMap((r) => {
    const activityId = byProperty.get(r.propertyId);
    return activityId === undefined ? [] : [{ activity_id: activityId, day: r.date, clicks: r.clicks, conversions: r.conversions, synced_at: now }];
  });
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    if (values.length > 0) {
      await q
        .insertInto('promotion_activity_days')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['activity_id', 'day']).doUpdateSet((eb) => ({ clicks: eb.ref('excluded.clicks'), conversions: eb.ref('excluded.conversions'), synced_at: eb.ref('excluded.synced_at') })),
        )
        .execute();
    }
    const ids = targets.map((t) => t.id);
    await q.updateTable('promotion_activities').set({ synced_at: now }).where('id', 'in', ids).execute();
    // The links as the property sync last kept them (an edit of the media's 监测链接 shows here at the next sync).
    const props = await q.selectFrom('promotion_activities as p').innerJoin('media_properties as mp', 'mp.id', 'p.property_id').select(['p.id', 'mp.values']).where('p.id', 'in', ids).execute();
    for (const prop of props) {
      const urls = urlsOf(spec, prop.values);
      if (urls.click !== '') await q.updateTable('promotion_activities').set({ click_url: urls.click, impression_url: urls.impression }).where('id', '=', prop.id).execute();
    }
  });
  return values.length;
}

/** Fetches the figures of some activities for a range of days, one account after another (the gateway paces each). */
export async function syncActivities(server: Pick<ServerContext, 'db' | 'media'>, targets: readonly SyncTarget[], range: { from: string; to: string }, now: Date): Promise<ActivitySyncOutcome> {
  const outcome: ActivitySyncOutcome = { activities: 0, days: 0, failed: [] };
  const byAccount = new Map<number, SyncTarget[]>();
  for (const t of targets) byAccount.set(t.accountId, [...(byAccount.get(t.accountId) ?? []), t]);
  for (const [accountId, list] of byAccount) {
    const first = list[0];
    const spec = monitoringOf(server, first.media);
    if (!spec) {
      outcome.failed.push({ accountId, reason: T.ACTIVITY_UNSUPPORTED(first.media) });
      continue;
    }
    if (first.authorizationId === null) {
      outcome.failed.push({ accountId, reason: T.NO_AUTHORIZATION });
      continue;
    }
    for (let i = 0; i < list.length; i += MONITOR_QUERY_MAX_IDS) {
      const chunk = list.slice(i, i + MONITOR_QUERY_MAX_IDS);
      let rows: MonitorReportRow[];
      try {
        rows = await server.media.gateway(first.media, first.authorizationId).monitorReport({ advertiserId: first.advertiserId, propertyIds: chunk.map((t) => t.mediaPropertyId), ...range });
      } catch (error) {
        if (!isMediaError(error)) throw error;
        outcome.failed.push({ accountId, reason: error.message });
        continue;
      }
      outcome.days += await keepDays(server.db, spec, chunk, rows, now);
      outcome.activities += chunk.length;
    }
  }
  return outcome;
}

/** The daily sync's targets: every watched activity (of accounts after `afterAccountId`, to resume). */
export function watchedTargets(db: Queryable, afterAccountId = 0): Promise<SyncTarget[]> {
  return syncTargets(db, { watchedOnly: true, afterId: afterAccountId });
}

// ---------- reads ----------

function activityRows(db: Queryable, scope: AccountScope) {
  return sqlOn(db)
    .selectFrom('promotion_activities as p')
    .innerJoin('media_accounts as a', 'a.id', 'p.account_id')
    .leftJoin('media_properties as mp', 'mp.id', 'p.property_id')
    .where(accountInScope(scope, 'a'));
}

const ACTIVITY_COLUMNS = [
  'p.id',
  'p.media',
  'p.account_id',
  'a.account_id as advertiser_id',
  'a.account_name',
  'a.sandbox',
  'p.media_property_id',
  'mp.name as property_name',
  'p.name',
  'p.click_url',
  'p.impression_url',
  'p.watched',
  'p.synced_at',
  'p.created_at',
] as const;

interface ActivityRow {
  id: number;
  media: string;
  account_id: number;
  advertiser_id: string;
  account_name: string;
  sandbox: boolean | null;
  media_property_id: string;
  property_name: string | null;
  name: string;
  click_url: string;
  impression_url: string | null;
  watched: boolean;
  synced_at: Date | null;
  created_at: Date;
}

/** Yesterday's and the 7 days to yesterday's sums (China days) of some activities. */
async function recentSums(db: Queryable, ids: readonly number[], now: Date) {
  const out = new Map<number, { yesterday: { clicks: number; conversions: number }; last7Days: { clicks: number; conversions: number } }>();
  if (ids.length === 0) return out;
  const yesterday = chinaToday(now.getTime() - DAY_MS);
  const weekStart = chinaToday(now.getTime() - 7 * DAY_MS);
  const rows = await sqlOn(db)
    .selectFrom('promotion_activity_days')
    .select([
      'activity_id',
      sql<number>`coalesce(sum(clicks) filter (where day = ${yesterday}::date), 0)::int`.as('y_clicks'),
      sql<number>`coalesce(sum(conversions) filter (where day = ${yesterday}::date), 0)::int`.as('y_conversions'),
      sql<number>`coalesce(sum(clicks), 0)::int`.as('w_clicks'),
      sql<number>`coalesce(sum(conversions), 0)::int`.as('w_conversions'),
    ])
    .where('activity_id', 'in', [...ids])
    .where(sql<boolean>`day between ${weekStart}::date and ${yesterday}::date`)
    .groupBy('activity_id')
    .execute();
  for (const r of rows) {
    out.set(r.activity_id, { yesterday: { clicks: Number(r.y_clicks), conversions: Number(r.y_conversions) }, last7Days: { clicks: Number(r.w_clicks), conversions: Number(r.w_conversions) } });
  }
  return out;
}

async function views(db: Queryable, rows: readonly ActivityRow[], now: Date): Promise<PromotionActivity[]> {
  const sums = await recentSums(db, rows.map((r) => r.id), now);
  const zero = { clicks: 0, conversions: 0 };
  return rows.map((r) => ({
    id: r.id,
    media: r.media as ActivityMedia,
    accountId: r.account_id,
    advertiserId: r.advertiser_id,
    accountName: r.account_name,
    sandbox: Boolean(r.sandbox),
    propertyId: r.media_property_id,
    propertyName: r.property_name ?? r.name,
    name: r.name,
    clickUrl: r.click_url,
    impressionUrl: r.impression_url,
    watched: r.watched,
    yesterday: sums.get(r.id)?.yesterday ?? zero,
    last7Days: sums.get(r.id)?.last7Days ?? zero,
    syncedAt: r.synced_at ? formatChinaTime(r.synced_at) : null,
    createdAt: formatChinaTime(r.created_at),
  }));
}

export async function listActivities(ctx: ActivityContext, query: Schemas['PromotionActivityListQuery']): Promise<Schemas['PromotionActivityPage']> {
  let q = activityRows(ctx.server.db, ctx.session).select([...ACTIVITY_COLUMNS]);
  if (query.media) q = q.where('p.media', '=', query.media);
  if (query.accountId !== undefined) q = q.where('p.account_id', '=', query.accountId);
  if (query.watched !== undefined) q = q.where('p.watched', '=', query.watched);
  const keyword = query.keyword?.trim();
  if (keyword) q = q.where((eb) => eb.or([eb('p.name', 'ilike', containsPattern(keyword)), eb('p.media_property_id', '=', keyword)]));
  const { rows, total } = await fetchPage(q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc'), query);
  return { records: await views(ctx.server.db, rows as ActivityRow[], ctx.now), total, current: query.current, size: query.size };
}

export async function getActivity(ctx: ActivityContext, id: number, db: Queryable = ctx.server.db): Promise<PromotionActivity> {
  const row = await activityRows(db, ctx.session).select([...ACTIVITY_COLUMNS]).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(T.ACTIVITY_NOT_FOUND);
  const [view] = await views(db, [row as ActivityRow], ctx.now);
  return view;
}

export async function activityDays(ctx: ActivityContext, query: Schemas['PromotionActivityDaysQuery']): Promise<Schemas['PromotionActivityDays']> {
  const days = Math.round((chinaDateStart(query.to).getTime() - chinaDateStart(query.from).getTime()) / DAY_MS);
  if (days < 0) throw badRequest(T.RANGE_REVERSED);
  if (days >= ACTIVITY_LIMITS.DAYS_MAX) throw badRequest(T.RANGE_TOO_LONG);
  await getActivity(ctx, query.id);
  const rows = await sqlOn(ctx.server.db)
    .selectFrom('promotion_activity_days')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'), 'clicks', 'conversions'])
    .where('activity_id', '=', query.id)
    .where(sql<boolean>`day between ${query.from}::date and ${query.to}::date`)
    .orderBy('day')
    .execute();
  const list = rows.map((r) => ({ date: r.date, clicks: Number(r.clicks), conversions: Number(r.conversions) }));
  const totals = list.reduce((acc, d) => ({ clicks: acc.clicks + d.clicks, conversions: acc.conversions + d.conversions }), { clicks: 0, conversions: 0 });
  return { days: list, totals };
}

export async function activityOptions(ctx: ActivityContext, query: Schemas['PromotionActivityOptionsQuery']): Promise<Schemas['PromotionActivityOptions']> {
  const media = ACTIVITY_MEDIA.filter((m) => monitoringOf(ctx.server, m));
  const db = sqlOn(ctx.server.db);
  const accounts =
    media.length === 0
      ? []
      : await db
          .selectFrom('media_accounts as a')
          .select(['a.id', 'a.media_code', 'a.account_id', 'a.account_name', 'a.sandbox'])
          .where('a.media_code', 'in', [...media])
          .where(accountInScope(ctx.session, 'a'))
          .orderBy('a.media_code')
          .orderBy('a.account_name')
          .orderBy('a.id')
          .limit(ACTIVITY_LIMITS.OPTION_ACCOUNTS)
          .execute();
  let properties: Schemas['PromotionActivityProperty'][] = [];
  if (query.accountId !== undefined) {
    const account = await accountInScopeOrThrow(ctx.server.db, ctx.session, query.accountId);
    const spec = monitoringOf(ctx.server, account.media_code);
    if (!spec) throw badRequest(T.ACTIVITY_UNSUPPORTED(account.media_code));
    const rows = await db
      .selectFrom('media_properties as mp')
      .leftJoin('promotion_activities as p', 'p.property_id', 'mp.id')
      .select(['mp.id', 'mp.media_property_id', 'mp.name', 'mp.values', 'p.id as activity_id'])
      .where('mp.account_id', '=', account.id)
      .where('mp.property_type', '=', spec.propertyType)
      .where('mp.state', '<>', 'deleted')
      .orderBy('mp.name')
      .orderBy('mp.id')
      .execute();
    properties = rows.map((r) => {
      const urls = urlsOf(spec, r.values);
      return { id: Number(r.id), propertyId: r.media_property_id, name: r.name, clickUrl: urls.click, impressionUrl: urls.impression, activityId: r.activity_id ?? null };
    });
  }
  return { accounts: accounts.map((a) => ({ id: a.id, media: a.media_code as ActivityMedia, advertiserId: a.account_id, name: a.account_name, sandbox: Boolean(a.sandbox) })), properties };
}

async function accountInScopeOrThrow(db: Queryable, session: SessionUser, accountId: number) {
  const row = await sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.customer_id', 'a.media_code', 'a.account_id', 'a.account_name'])
    .where('a.id', '=', accountId)
    .where(accountInScope(session, 'a'))
    .executeTakeFirst();
  if (!row) throw notFound(T.ACCOUNT_NOT_FOUND);
  return row;
}

// ---------- save ----------

/** Creates an activity from a monitoring property, or renames it and starts or stops watching it; a watched one is synced at once. */
export async function saveActivity(ctx: ActivityContext, body: Schemas['PromotionActivitySaveRequest']): Promise<PromotionActivity> {
  const name = body.name.trim();
  if (name === '') throw badRequest(T.NAME_REQUIRED);
  const db = ctx.server.db;
  const id = await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const actor = await actorOf(tx, ctx.session);
    if (body.id !== undefined) {
      const before = await getActivity(ctx, body.id, tx);
      await q.updateTable('promotion_activities').set({ name, watched: body.watched, updated_at: ctx.now }).where('id', '=', body.id).execute();
      await audit(tx, ctx, actor, before, { name, watched: body.watched });
      return body.id;
    }
    if (body.accountId === undefined || body.propertyId === undefined) throw badRequest(T.PROPERTY_REQUIRED);
    const account = await accountInScopeOrThrow(tx, ctx.session, body.accountId);
    const spec = monitoringOf(ctx.server, account.media_code);
    if (!spec) throw badRequest(T.ACTIVITY_UNSUPPORTED(account.media_code));
    const property = await q
      .selectFrom('media_properties')
      .select(['id', 'media_property_id', 'values', 'state', 'property_type'])
      .where('id', '=', body.propertyId)
      .where('account_id', '=', account.id)
      .executeTakeFirst();
    if (!property || property.property_type !== spec.propertyType || property.state === 'deleted') throw badRequest(T.PROPERTY_NOT_OF_ACCOUNT);
    const taken = await q.selectFrom('promotion_activities').select('id').where('property_id', '=', Number(property.id)).executeTakeFirst();
    if (taken) throw conflict(T.ALREADY_WATCHED);
    const urls = urlsOf(spec, property.values);
    const made = await q
      .insertInto('promotion_activities')
      .values({
        customer_id: account.customer_id,
        media: account.media_code,
        account_id: account.id,
        property_id: Number(property.id),
        media_property_id: property.media_property_id,
        name,
        click_url: urls.click,
        impression_url: urls.impression,
        watched: body.watched,
        created_by: ctx.session.userId,
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(tx, ctx, actor, null, { name, watched: body.watched, account: account.account_id, property: property.media_property_id, clickUrl: urls.click, impressionUrl: urls.impression }, { media: account.media_code, id: account.account_id, name: account.account_name, propertyId: property.media_property_id });
    return made.id;
  });
  if (body.watched) {
    // The media is asked after the write commits: a refusal leaves the activity watched, to be filled by the next sync.
    await syncActivities(ctx.server, await syncTargets(db, { ids: [id] }), syncRangeOf(ctx.now), ctx.now);
  }
  return getActivity(ctx, id);
}

async function audit(
  tx: Queryable,
  ctx: ActivityContext,
  actor: Awaited<ReturnType<typeof actorOf>>,
  before: PromotionActivity | null,
  after: Record<string, unknown>,
  made?: { media: string; id: string; name: string; propertyId: string },
): Promise<void> {
  const media = made?.media ?? before?.media ?? '';
  await recordAudit(tx, {
    companyId: ctx.session.customerId,
    actor,
    at: ctx.now,
    media,
    account: made ? { id: made.id, name: made.name } : before ? { id: before.advertiserId, name: before.accountName } : undefined,
    object: { level: 'promotion-activity', id: made?.propertyId ?? before?.propertyId ?? '', name: String(after.name ?? before?.name ?? '') },
    action: 'promotion-activity.save',
    actionName: before ? T.AUDIT_EDIT : T.AUDIT_CREATE(MEDIA_REGISTRY[media as MediaCode]?.displayName ?? media),
    before: before ? { name: before.name, watched: before.watched } : null,
    after,
  });
}
