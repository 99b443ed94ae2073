// The task centre (工具 › 账户工具 › 任务中心): the jobs a person may see, in the states a person reads
// (排队中, 进行中, 成功, 部分成功, 失败, 已取消, 已过期) rather than the queue's five, with what each acts on,
// who started it, its result, and cancel and retry. Jobs never cross companies; a caller outside the
// operation's companyWide roles sees only the jobs they started (x-access of openapi/paths/job.yaml).
import { sql, type ExpressionBuilder } from 'kysely';
import { chinaDateStart } from '@toufang/domain';
import { badRequest, Refusal, CODES, fetchPage } from '@toufang/server-http';
import { sqlOn, type Database, type Db } from '@toufang/server-db';
import type { ServerContext } from '@toufang/server-context';
import { cancelJob as cancelQueued, jobView, type JobRow } from './queue';
import { definedJobs } from './define';
import { presentedJobs, presenterOf, type JobFacts, type JobType, type JobViewer, type RetryCaller } from './presenters';

/** The states a person sees. */
export type PersonState = 'queued' | 'running' | 'succeeded' | 'partial' | 'failed' | 'cancelled' | 'expired';

export const JOB_CENTER_TEXTS = {
  NOT_FOUND: '任务不存在或无权查看',
  FINISHED: '任务已结束，无法取消',
  NOTHING_TO_RETRY: '该任务没有可重试的部分',
  SYSTEM: '系统',
} as const;

const DAY_MS = 86_400_000;

/** Who may see which jobs: the company's, or (ownOnly) those the viewer started. */
export interface JobAudience extends JobViewer {
  ownOnly: boolean;
}

export interface JobCenterQuery {
  type?: JobType;
  state?: PersonState;
  /** China dates (YYYY-MM-DD), inclusive, of the job's creation. */
  from?: string;
  to?: string;
  current: number;
  size: number;
}

/** Whether a succeeded job's result names failed items (item errors, or a result counting failures). */
// COALESCE: a result without `failed` makes the comparison NULL, which is neither partial nor not.
const PARTIAL_SQL = sql<boolean>`COALESCE(jsonb_array_length(item_errors) > 0 OR (jsonb_typeof(result) = 'object' AND jsonb_typeof(result->'failed') = 'number' AND (result->>'failed')::numeric > 0), false)`;

function partialOf(row: JobRow): boolean {
  if (row.item_errors.length > 0) return true;
  const failed = (row.result as { failed?: unknown } | null)?.failed;
  return typeof failed === 'number' && failed > 0;
}

/** A succeeded job whose kept result has aged out. */
function expiredOf(row: JobRow, now: Date): boolean {
  const keepMs = presenterOf(row.name)?.keepMs;
  return keepMs !== undefined && row.finished_at !== null && now.getTime() > new Date(row.finished_at).getTime() + keepMs;
}

/** The queue's state as a person reads it. */
export function personState(row: JobRow, now: Date): PersonState {
  if (row.state !== 'succeeded') return row.state;
  if (expiredOf(row, now)) return 'expired';
  return partialOf(row) ? 'partial' : 'succeeded';
}

/** Job names whose results are kept, grouped by how long. */
function keptNames(): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const [name, presenter] of presentedJobs()) {
    if (presenter.keepMs === undefined) continue;
    out.set(presenter.keepMs, [...(out.get(presenter.keepMs) ?? []), name]);
  }
  return out;
}

type JobsEb = ExpressionBuilder<Database, 'jobs'>;

/** The SQL of an expired job (false when no job type keeps a result). */
function expiredWhere(eb: JobsEb, now: Date) {
  const groups = [...keptNames()].map(([keepMs, names]) =>
    eb.and([eb('name', 'in', names), eb('finished_at', '<', new Date(now.getTime() - keepMs))]),
  );
  return groups.length === 0 ? eb.val(false) : eb.or(groups);
}

function stateWhere(eb: JobsEb, state: PersonState, now: Date) {
  switch (state) {
    case 'queued':
    case 'running':
    case 'failed':
    case 'cancelled':
      return eb('state', '=', state);
    case 'expired':
      return eb.and([eb('state', '=', 'succeeded'), expiredWhere(eb, now)]);
    case 'partial':
      return eb.and([eb('state', '=', 'succeeded'), eb.not(expiredWhere(eb, now)), eb(PARTIAL_SQL, '=', true)]);
    case 'succeeded':
      return eb.and([eb('state', '=', 'succeeded'), eb.not(expiredWhere(eb, now)), eb(PARTIAL_SQL, '=', false)]);
  }
}

function visible(db: Db, audience: JobAudience) {
  let query = sqlOn(db).selectFrom('jobs').selectAll().where('company_id', '=', audience.companyId);
  if (audience.ownOnly) query = query.where('actor_kind', '=', 'user').where('actor_id', '=', String(audience.userId));
  return query;
}

type JobAnswer = {
  id: string;
  type: JobType | null;
  title: string;
  target: string;
  startedBy: string;
  startedByKind: 'user' | 'system';
  state: PersonState;
  progress: { done: number; total: number | null; step: string | null };
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  keptDays: number | null;
  keptUntil: string | null;
  result: { summary: string | null; download: { url: string; expiresAt: string; fileName: string } | null; downloadable: boolean; objects: JobAnswerObject[] };
  failedItems: number;
  reason: string | null;
  cancellable: boolean;
  retryable: boolean;
};
type JobAnswerObject = { kind: string; id: string; name: string; ok: boolean | null; reason: string | null };

const titles = () => new Map(definedJobs().map((job) => [job.name, job.title]));

/** The facts of a page's jobs, asked of each presenter once. */
async function factsOf(db: Db, rows: readonly JobRow[], viewer: JobViewer, now: Date): Promise<Map<string, JobFacts>> {
  const byName = new Map<string, JobRow[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  const out = new Map<string, JobFacts>();
  for (const [name, group] of byName) {
    const presenter = presenterOf(name);
    if (!presenter) continue;
    for (const [id, facts] of await presenter.facts(db, group, viewer, now)) out.set(id, facts);
  }
  return out;
}

function answer(row: JobRow, facts: JobFacts | undefined, title: string | undefined, now: Date): JobAnswer {
  const view = jobView(row);
  const presenter = presenterOf(row.name);
  const state = personState(row, now);
  const failedItems = facts?.failedItems ?? row.item_errors.length;
  const keepMs = presenter?.keepMs;
  const keptUntil = keepMs !== undefined && row.finished_at && row.state === 'succeeded' ? new Date(new Date(row.finished_at).getTime() + keepMs) : null;
  return {
    id: row.id,
    type: presenter?.type ?? null,
    title: title ?? row.name,
    target: facts?.target ?? title ?? row.name,
    startedBy: view.requestedBy.kind === 'user' ? view.requestedBy.name : JOB_CENTER_TEXTS.SYSTEM,
    startedByKind: view.requestedBy.kind === 'user' ? 'user' : 'system',
    state,
    progress: view.progress,
    createdAt: view.createdAt.toISOString(),
    startedAt: view.startedAt?.toISOString() ?? null,
    finishedAt: view.finishedAt?.toISOString() ?? null,
    keptDays: keepMs === undefined ? null : Math.round(keepMs / DAY_MS),
    keptUntil: keptUntil?.toISOString() ?? null,
    result: { summary: facts?.summary ?? null, download: null, downloadable: state === 'succeeded' && facts?.downloadable === true, objects: [] },
    failedItems,
    reason: row.state === 'failed' ? view.lastError : null,
    cancellable: (row.state === 'queued' || row.state === 'running') && !row.cancel_requested,
    retryable: presenter?.retry !== undefined && (state === 'failed' || (state === 'partial' && failedItems > 0)),
  };
}

export async function searchJobs(db: Db, audience: JobAudience, query: JobCenterQuery, now: Date) {
  let select = visible(db, audience);
  if (query.type !== undefined) {
    const names = presentedJobs()
      .filter(([, presenter]) => presenter.type === query.type)
      .map(([name]) => name);
    select = select.where('name', 'in', names.length > 0 ? names : ['']);
  }
  const state = query.state;
  if (state !== undefined) select = select.where((eb) => stateWhere(eb, state, now));
  if (query.from) select = select.where('created_at', '>=', chinaDateStart(query.from));
  if (query.to) select = select.where('created_at', '<', chinaDateStart(query.to, 1));
  const { rows, total } = await fetchPage(select.orderBy('created_at', 'desc').orderBy('id', 'desc'), query);
  const facts = await factsOf(db, rows, audience, now);
  const names = titles();
  return {
    records: rows.map((row) => answer(row, facts.get(row.id), names.get(row.name), now)),
    total,
    current: query.current,
    size: query.size,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new Refusal(CODES.NOT_FOUND, JOB_CENTER_TEXTS.NOT_FOUND);

async function visibleRow(db: Db, audience: JobAudience, jobId: string): Promise<JobRow> {
  if (!UUID.test(jobId)) throw notFound();
  const row = await visible(db, audience).where('id', '=', jobId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** One job with its touched objects and, for the person who started a kept export, a fresh download link. */
export async function jobOf(db: Db, audience: JobAudience, jobId: string, now: Date): Promise<JobAnswer> {
  const row = await visibleRow(db, audience, jobId);
  const facts = await factsOf(db, [row], audience, now);
  const view = answer(row, facts.get(row.id), titles().get(row.name), now);
  const detail = await presenterOf(row.name)?.detail?.(db, row, audience, now);
  return {
    ...view,
    result: {
      ...view.result,
      download: view.state === 'succeeded' ? (detail?.download ?? null) : null,
      downloadable: view.state === 'succeeded' && (detail?.download ?? null) !== null,
      objects: detail?.objects ?? [],
    },
  };
}

/** Cancels a queued job at once, a running one at its next progress step (worker.ts). */
export async function cancelVisibleJob(db: Db, audience: JobAudience, jobId: string, now: Date): Promise<JobAnswer> {
  const row = await visibleRow(db, audience, jobId);
  if (row.state !== 'queued' && row.state !== 'running') throw badRequest(JOB_CENTER_TEXTS.FINISHED);
  await cancelQueued(db, row.id, { companyId: audience.companyId }, now);
  return jobOf(db, audience, jobId, now);
}

/** Runs the failed part of a job again as a new job of the caller; answers the new job. */
export async function retryVisibleJob(server: ServerContext, audience: JobAudience, caller: RetryCaller, jobId: string, now: Date): Promise<JobAnswer> {
  const db = server.db;
  const row = await visibleRow(db, audience, jobId);
  const facts = await factsOf(db, [row], audience, now);
  const view = answer(row, facts.get(row.id), undefined, now);
  const presenter = presenterOf(row.name);
  if (!view.retryable || !presenter?.retry) throw badRequest(JOB_CENTER_TEXTS.NOTHING_TO_RETRY);
  const newId = await presenter.retry(server, row, caller, now);
  // The new job is the caller's own, so they see it whatever their role.
  return jobOf(db, { ...audience, ownOnly: false }, newId, now);
}
