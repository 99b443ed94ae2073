// A diagnosis (docs/design/tools.md §7): the objects of one account and level (or one object) inside the caller's
// scope, their figures from the metrics store (7 and 3 days of day sums, yesterday's and today's hours), the
// account's and the company's medians, the hours the account delivers well, and the media's verdicts from the
// port's diagnose; the rules themselves are the domain's (deskChecks, mediaFindings).
import type { components } from '@toufang/api/contract';
import {
  chinaDate,
  chinaDay,
  DELIVERY_LEVEL_LABELS,
  deskChecks,
  formatChinaTime,
  funnelRates,
  isDeliveryLevel,
  mediaFindings,
  mediaHasLevel,
  median,
  metricValue,
  sortFindings,
  ZERO_SUMS,
  addSums,
  type BaseSums,
  type DeliveryLevel,
  type DiagnosisContext,
  type DiagnosisFinding,
  type DiagnosisObject,
  type MediaCode,
  type MediaVerdict,
} from '@toufang/domain';
import type { MetricsStore, ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { badRequest, type SessionUser } from '@toufang/server-http';
import { isMediaError } from '@toufang/server-media';
import { accountInScope } from '@toufang/server-org';
import { DIAGNOSIS_SERVER_TEXTS as T, notFound } from './texts';

type Schemas = components['schemas'];

/** Objects examined in one diagnosis of an account, and those the media is asked about (most cost first). */
export const DIAGNOSIS_LIMITS = { OBJECTS: 500, MEDIA_OBJECTS: 200 } as const;

export interface DiagnosisCallContext {
  server: ServerContext;
  session: SessionUser;
  now: Date;
}

export interface DiagnosedAccount {
  id: number;
  media: MediaCode;
  advertiserId: string;
  name: string;
  sandbox: boolean;
  authorizationId: number | null;
}

export async function listAccounts(ctx: DiagnosisCallContext, keyword: string | undefined): Promise<Schemas['DiagnosisAccounts']> {
  let q = sqlOn(ctx.server.db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.media_code', 'a.account_id', 'a.account_name', 'a.sandbox'])
    .where(accountInScope(ctx.session, 'a'))
    .where('a.bound', '=', true);
  const k = keyword?.trim();
  if (k) q = q.where((eb) => eb.or([eb('a.account_name', 'ilike', `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), eb('a.account_id', '=', k)]));
  const rows = await q.orderBy('a.account_name').orderBy('a.id').limit(50).execute();
  return { accounts: rows.map((a) => ({ accountId: a.id, media: a.media_code as MediaCode, advertiserId: a.account_id, accountName: a.account_name, sandbox: a.sandbox })) };
}

/** The account, if the caller sees it; 404 otherwise (as a missing one). */
export async function accountOf(ctx: DiagnosisCallContext, accountId: number): Promise<DiagnosedAccount> {
  const a = await sqlOn(ctx.server.db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.media_code', 'a.account_id', 'a.account_name', 'a.sandbox', 'a.authorization_id'])
    .where('a.id', '=', accountId)
    .where('a.bound', '=', true)
    .where(accountInScope(ctx.session, 'a'))
    .executeTakeFirst();
  if (!a) throw notFound(T.ACCOUNT_NOT_FOUND);
  return { id: a.id, media: a.media_code as MediaCode, advertiserId: a.account_id, name: a.account_name, sandbox: a.sandbox, authorizationId: a.authorization_id };
}

const fen = (x: string | number | null) => (x === null ? null : Number(x) / 100);
const STATUSES = ['enabled', 'paused', 'reviewing', 'rejected'] as const;

async function sumsById(store: MetricsStore, query: Parameters<MetricsStore['windowSums']>[0]): Promise<Map<string, BaseSums>> {
  const out = new Map<string, BaseSums>();
  for await (const chunk of store.windowSums(query)) for (const row of chunk) out.set(row.objectId, row.sums);
  return out;
}

/** The China hours (0–23) in which the account delivers well over the kept hourly days: conversion cost at or under the whole's. */
function goodHoursOf(points: readonly { time: string; sums: BaseSums }[]): number[] {
  const byHour = Array.from({ length: 24 }, () => ZERO_SUMS);
  let total = ZERO_SUMS;
  for (const p of points) {
    const h = Number(p.time.slice(11, 13));
    if (!Number.isInteger(h) || h < 0 || h > 23) continue;
    byHour[h] = addSums(byHour[h], p.sums);
    total = addSums(total, p.sums);
  }
  const whole = metricValue('convertCost', total);
  if (whole === null) return [];
  return byHour.flatMap((s, h) => {
    const cost = metricValue('convertCost', s);
    return cost !== null && cost <= whole ? [h] : [];
  });
}

export interface Diagnosis {
  result: Schemas['DiagnosisResult'];
  findings: DiagnosisFinding[];
}

/** Diagnoses the account's objects at one level, or one object of it. */
export async function diagnose(ctx: DiagnosisCallContext, request: Schemas['DiagnosisRunRequest']): Promise<Diagnosis> {
  const { db, metrics: store, media: ports } = ctx.server;
  const account = await accountOf(ctx, request.accountId);
  const media = account.media;
  const level = request.level as DeliveryLevel;
  if (level === 'account') throw badRequest(T.LEVEL_ACCOUNT);
  if (!isDeliveryLevel(level) || !mediaHasLevel(media, level)) throw badRequest(T.LEVEL_UNKNOWN);
  const port = ports.port(media);
  const spec = port.levels.find((l) => l.level === level);
  if (!spec) throw badRequest(T.LEVEL_UNKNOWN);
  const levelLabel = (DELIVERY_LEVEL_LABELS[media] as Partial<Record<DeliveryLevel, string>>)[level] ?? level;

  let rowsQuery = sqlOn(db)
    .selectFrom('delivery_objects')
    .select(['object_id', 'name', 'opt_status', 'review', 'budget_fen', 'bid_fen', 'schedule', 'attributes', 'created_at'])
    .where('customer_id', '=', ctx.session.customerId)
    .where('media_code', '=', media)
    .where('level', '=', level)
    .where('account_id', '=', account.id)
    .where('opt_status', '!=', 'deleted');
  if (request.objectId !== undefined) rowsQuery = rowsQuery.where('object_id', '=', request.objectId);
  const rows = await rowsQuery.orderBy('object_id').limit(DIAGNOSIS_LIMITS.OBJECTS).execute();
  if (request.objectId !== undefined && rows.length === 0) throw notFound(T.OBJECT_NOT_FOUND);

  const now = ctx.now.getTime();
  const today = chinaDay(now);
  const date = (d: number) => chinaDate(d);
  const base = { customerId: ctx.session.customerId, media, level, accountIds: [account.id], statuses: [...STATUSES] };
  const ids = rows.map((r) => r.object_id);
  const week = await sumsById(store, { ...base, objectIds: ids, from: date(today - 6), to: date(today), granularity: 'day' });
  const idle = await sumsById(store, { ...base, objectIds: ids, from: date(today - 2), to: date(today), granularity: 'day' });
  // The account's median over all its objects of the level; the company's over every account of the media.
  const weekRange = { from: date(today - 6), to: date(today), granularity: 'day' as const };
  const companyAccounts = (
    await sqlOn(db).selectFrom('media_accounts').select('id').where('customer_id', '=', ctx.session.customerId).where('media_code', '=', media).execute()
  ).map((a) => a.id);
  // The company's objects may be many: only their two rates are kept, chunk by chunk.
  const medianOf = async (query: Parameters<MetricsStore['windowSums']>[0]) => {
    const ctr: (number | null)[] = [];
    const cvr: (number | null)[] = [];
    for await (const chunk of store.windowSums(query)) {
      for (const row of chunk) {
        const rates = funnelRates(row.sums);
        if (rates.ctr !== null) ctr.push(rates.ctr);
        if (rates.cvr !== null) cvr.push(rates.cvr);
      }
    }
    return { ctr: median(ctr), cvr: median(cvr) };
  };
  const accountMedians = await medianOf({ ...base, ...weekRange });
  const companyMedians = await medianOf({ ...base, accountIds: companyAccounts, ...weekRange });

  // Yesterday's and today's hours of the objects that spend under a budget (the budget check's input).
  const budgeted = rows.filter((r) => r.budget_fen !== null && (week.get(r.object_id)?.cost ?? 0) > 0).map((r) => r.object_id);
  const hours = new Map<string, { yesterday: number[]; today: number[] }>();
  if (spec.has.budget && budgeted.length > 0) {
    const series = await store.trend({ ...base, objectIds: budgeted, seriesIds: budgeted, from: date(today - 1), to: date(today), granularity: 'hour' });
    for (const s of series) {
      if (s.objectId === null) continue;
      const h = { yesterday: Array<number>(24).fill(0), today: Array<number>(24).fill(0) };
      for (const p of s.points) {
        const hour = Number(p.time.slice(11, 13));
        (p.time.slice(0, 10) === date(today) ? h.today : h.yesterday)[hour] = p.sums.cost;
      }
      hours.set(s.objectId, h);
    }
  }
  const accountHours = await store.trend({ ...base, from: date(today - 2), to: date(today), granularity: 'hour' });

  const context: DiagnosisContext = {
    media,
    level,
    levelLabel,
    limits: { budgetMinStep: port.limits.budgetMinStep, minBudget: port.limits.minBudget[level as keyof typeof port.limits.minBudget] ?? null, bidRange: port.limits.bidRange },
    has: { budget: spec.has.budget, bid: spec.has.bid },
    medians: { account: accountMedians, company: companyMedians },
    goodHours: goodHoursOf(accountHours.find((s) => s.objectId === null)?.points ?? accountHours[0]?.points ?? []),
    hourNow: Number(formatChinaTime(ctx.now).slice(11, 13)),
    now,
  };

  const objects: DiagnosisObject[] = rows.map((r) => ({
    id: r.object_id,
    name: r.name,
    status: r.opt_status,
    review: r.review,
    budget: fen(r.budget_fen),
    bid: fen(r.bid_fen),
    bidType: r.attributes?.['bid_type'] ?? r.attributes?.['pricing'] ?? null,
    schedule: r.schedule,
    createdAt: new Date(r.created_at).getTime(),
    week: week.get(r.object_id) ?? ZERO_SUMS,
    idle: idle.get(r.object_id) ?? ZERO_SUMS,
    yesterdayHours: hours.get(r.object_id)?.yesterday ?? [],
    todayHours: hours.get(r.object_id)?.today ?? [],
  }));
  const findings = objects.flatMap((o) => deskChecks(o, context));

  // The media's verdicts on the objects that spent most (all of them for one object).
  let mediaVerdicts: Schemas['DiagnosisResult']['mediaVerdicts'] = 'answered';
  let mediaMessage: string | null = null;
  const asked = [...objects].sort((a, b) => b.week.cost - a.week.cost || a.id.localeCompare(b.id)).slice(0, DIAGNOSIS_LIMITS.MEDIA_OBJECTS);
  if (typeof port.diagnose !== 'function') {
    mediaVerdicts = 'unsupported';
    mediaMessage = T.MEDIA_UNSUPPORTED;
  } else if (account.authorizationId === null) {
    mediaVerdicts = 'failed';
    mediaMessage = T.AUTH_INACTIVE;
  } else if (asked.length > 0) {
    try {
      const outcomes = await ports.gateway(media, account.authorizationId).diagnose({ advertiserId: account.advertiserId, level: level as never, ids: asked.map((o) => o.id) });
      const byId = new Map(asked.map((o) => [o.id, o]));
      for (const outcome of outcomes) {
        const o = byId.get(outcome.key);
        if (!o || !outcome.ok) continue;
        findings.push(...mediaFindings(o, outcome.value as MediaVerdict, context));
      }
    } catch (error) {
      if (!isMediaError(error)) throw error;
      mediaVerdicts = 'failed';
      mediaMessage = error.message;
    }
  }

  const sorted = sortFindings(findings);
  return {
    findings: sorted,
    result: {
      accountId: account.id,
      accountName: account.name,
      media,
      level,
      levelLabel,
      sandbox: account.sandbox,
      asOf: formatChinaTime(ctx.now).slice(0, 16),
      objects: objects.length,
      mediaVerdicts,
      mediaMessage,
      findings: sorted,
    },
  };
}
