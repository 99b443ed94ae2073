// The audit trail: every write the desk makes, by a person, a job or an AI助手 rule, recorded inside the transaction
// of the write itself (so a rolled-back write leaves no record), and searched one company at a time.
import { type ExpressionBuilder, type Insertable, type RawBuilder, sql } from 'kysely';
import { sqlOn, type ActorKind, type AuditOutcome, type AuditRecordsTable, type Database, type Queryable } from '@toufang/server-db';
import { containsPattern, fetchPage } from '@toufang/server-http';
import { type Actor, actorColumns, actorFromColumns } from './actor';

// Limits of the audit trail; this project's choices (docs/decisions.md, audit trail).
export const AUDIT_LIMITS = {
  /** Rows per INSERT of a batch: ~20 parameters a row stays far under PostgreSQL's 65,535 parameters. */
  BATCH_ROWS: 1_000,
  /** The largest page of a search (the widget library's largest page size, widgets spec §9). */
  PAGE_SIZE_MAX: 200,
} as const;

/** The object a write touched: its level (account, plan, unit, creative, …), the media's id and its name. */
export interface AuditObject {
  level: string;
  id: string;
  name?: string;
}

/** The media's answer to the write: ok, or refused with the media's code and message. */
export type AuditMediaAnswer = { outcome: 'ok' } | { outcome: 'refused'; code?: string; message: string };

export interface AuditEntry {
  companyId: number;
  actor: Actor;
  /** When the write happened (default: the database's now()). */
  at?: Date;
  media?: string;
  account?: { id: string; name?: string };
  object?: AuditObject;
  /** A stable code, e.g. 'plan.budget.update'. */
  action: string;
  /** The Chinese words the operation log shows, e.g. 修改预算. */
  actionName: string;
  /** The value before the write, exactly as it was (undo restores it); null when the object is new. */
  before?: unknown;
  /** The value after the write; null when the object was deleted. */
  after?: unknown;
  /** Default: ok (a write that reached no media, or that the media accepted). */
  answer?: AuditMediaAnswer;
  /** The request the write came from. */
  requestId?: string;
  /** The job the write came from (set it from the job's context). */
  jobId?: string;
}

export interface AuditRecord {
  id: string;
  companyId: number;
  actor: Actor;
  at: Date;
  media: string | null;
  account: { id: string; name: string | null } | null;
  object: { level: string | null; id: string | null; name: string | null } | null;
  action: string;
  actionName: string;
  before: unknown;
  after: unknown;
  answer: { outcome: AuditOutcome; code: string | null; message: string | null };
  requestId: string | null;
  jobId: string | null;
}

/** A JSON value as jsonb text; undefined and null both store SQL NULL. */
function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function row(entry: AuditEntry): Insertable<AuditRecordsTable> {
  const answer = entry.answer ?? { outcome: 'ok' };
  return {
    company_id: entry.companyId,
    ...actorColumns(entry.actor),
    ...(entry.at ? { at: entry.at } : {}),
    media_code: entry.media ?? null,
    account_id: entry.account?.id ?? null,
    account_name: entry.account?.name ?? null,
    object_level: entry.object?.level ?? null,
    object_id: entry.object?.id ?? null,
    object_name: entry.object?.name ?? null,
    action: entry.action,
    action_name: entry.actionName,
    before: jsonOrNull(entry.before),
    after: jsonOrNull(entry.after),
    outcome: answer.outcome,
    outcome_code: answer.outcome === 'refused' ? (answer.code ?? null) : null,
    outcome_message: answer.outcome === 'refused' ? answer.message : null,
    request_id: entry.requestId ?? null,
    job_id: entry.jobId ?? null,
  };
}

/** Records one write. Pass the transaction of the write, so the record exists exactly when the write does. */
export async function recordAudit(target: Queryable, entry: AuditEntry): Promise<void> {
  await sqlOn(target).insertInto('audit_records').values(row(entry)).execute();
}

/** Records many writes (a bulk edit) in as few statements as the parameter limit allows. */
export async function recordAuditBatch(target: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_LIMITS.BATCH_ROWS) {
    const rows = entries.slice(start, start + AUDIT_LIMITS.BATCH_ROWS).map(row);
    await sqlOn(target).insertInto('audit_records').values(rows).execute();
  }
}

export interface AuditSearch {
  /** Required: a search never crosses companies (the caller passes the session's company). */
  companyId: number;
  media?: string;
  accountId?: string;
  /** Part of the operator's name (a person's display name or a job's title). */
  operator?: string;
  /** Exactly this person. */
  userId?: number;
  /** Exactly this job. */
  jobId?: string;
  /** Only this kind of actor (a person, a job, the schedule, an AI助手 rule). */
  actorKind?: ActorKind;
  /** Exactly this AI助手 rule (its writes as the actor). */
  ruleId?: number;
  objectId?: string;
  /** Part of the object's name. */
  objectName?: string;
  action?: string;
  /** From this time on (inclusive). */
  from?: Date;
  /** Before this time (exclusive). */
  to?: Date;
  /** Only the records this condition on audit_records lets through (the operation log's scope of a user). */
  visible?: RawBuilder<boolean>;
  current: number;
  size: number;
}

export interface AuditPage {
  records: AuditRecord[];
  total: number;
  current: number;
  size: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = [
  'company_id',
  'actor_kind',
  'actor_id',
  'actor_name',
  'at',
  'media_code',
  'account_id',
  'account_name',
  'object_level',
  'object_id',
  'object_name',
  'action',
  'action_name',
  'before',
  'after',
  'outcome',
  'outcome_code',
  'outcome_message',
  'request_id',
  'job_id',
] as const;

/** One page of a company's audit records, newest first, with the total of the whole filtered set. */
export async function searchAudit(target: Queryable, search: AuditSearch): Promise<AuditPage> {
  const current = Math.max(1, Math.trunc(search.current));
  const size = Math.min(AUDIT_LIMITS.PAGE_SIZE_MAX, Math.max(1, Math.trunc(search.size)));
  // A job id that is no uuid names no job (and PostgreSQL would refuse to compare it).
  if (search.jobId !== undefined && !UUID.test(search.jobId)) return { records: [], total: 0, current, size };
  const filters = (eb: ExpressionBuilder<Database, 'audit_records'>) => {
    const where = [eb('company_id', '=', search.companyId)];
    if (search.media !== undefined) where.push(eb('media_code', '=', search.media));
    if (search.accountId !== undefined) where.push(eb('account_id', '=', search.accountId));
    if (search.operator !== undefined) where.push(eb('actor_name', 'ilike', containsPattern(search.operator)));
    if (search.userId !== undefined) where.push(eb.and([eb('actor_kind', '=', 'user'), eb('actor_id', '=', String(search.userId))]));
    if (search.jobId !== undefined) where.push(eb('job_id', '=', search.jobId));
    if (search.actorKind !== undefined) where.push(eb('actor_kind', '=', search.actorKind));
    if (search.ruleId !== undefined) where.push(eb.and([eb('actor_kind', '=', 'rule'), eb('actor_id', '=', String(search.ruleId))]));
    if (search.objectId !== undefined) where.push(eb('object_id', '=', search.objectId));
    if (search.objectName !== undefined) where.push(eb('object_name', 'ilike', containsPattern(search.objectName)));
    if (search.action !== undefined) where.push(eb('action', '=', search.action));
    if (search.from !== undefined) where.push(eb('at', '>=', search.from));
    if (search.to !== undefined) where.push(eb('at', '<', search.to));
    if (search.visible !== undefined) where.push(eb.and([search.visible]));
    return eb.and(where);
  };
  const query = sqlOn(target)
    .selectFrom('audit_records')
    .select(columns)
    // bigint: read as text, so both drivers answer the same type.
    .select(sql<string>`id::text`.as('id'))
    .where(filters)
    .orderBy('at', 'desc')
    .orderBy(sql`audit_records.id`, 'desc');
  const { rows, total } = await fetchPage(query, { current, size });
  const records = rows.map(
    (r): AuditRecord => ({
      id: r.id,
      companyId: r.company_id,
      actor: actorFromColumns(r),
      at: r.at,
      media: r.media_code,
      account: r.account_id === null ? null : { id: r.account_id, name: r.account_name },
      object: r.object_level === null && r.object_id === null ? null : { level: r.object_level, id: r.object_id, name: r.object_name },
      action: r.action,
      actionName: r.action_name,
      before: r.before,
      after: r.after,
      answer: { outcome: r.outcome, code: r.outcome_code, message: r.outcome_message },
      requestId: r.request_id,
      jobId: r.job_id,
    }),
  );
  return { records, total, current, size };
}
