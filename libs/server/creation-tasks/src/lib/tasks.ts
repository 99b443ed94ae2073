// Reading creation tasks (task/list, task/get, task/rows): ADMIN and MANAGER see the company's, everyone else the
// tasks they submitted; another company's task, or one the caller may not see, is 404.
import type { components } from '@toufang/api/contract';
import { seesWholeCompany, type SubmissionRule } from '@toufang/domain';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { CODES, fetchPage, Refusal, type SessionUser } from '@toufang/server-http';
import { levelsOf } from './levels';
import { ruleSummary } from './plan';
import { CREATION_TASK_TEXTS } from './texts';
import type { MediaPorts } from '@toufang/server-context';

type Task = components['schemas']['CreationTask'];
type TaskRow = components['schemas']['CreationTaskRow'];
type Query = components['schemas']['CreationTaskQuery'];
type RowsQuery = components['schemas']['CreationTaskRowsQuery'];

export const taskNotFound = () => new Refusal(CODES.NOT_FOUND, CREATION_TASK_TEXTS.TASK_NOT_FOUND);

/** The task when the caller may see it (404 otherwise). */
export async function visibleTask(db: Queryable, session: SessionUser, id: number) {
  let query = sqlOn(db).selectFrom('creation_tasks').selectAll().where('id', '=', id).where('customer_id', '=', session.customerId);
  if (!seesWholeCompany(session.role)) query = query.where('created_by', '=', session.userId);
  const task = await query.executeTakeFirst();
  if (!task) throw taskNotFound();
  return task;
}

type TaskRecord = Awaited<ReturnType<typeof visibleTask>>;

async function present(db: Queryable, media: MediaPorts, tasks: readonly TaskRecord[]): Promise<Task[]> {
  if (tasks.length === 0) return [];
  const q = sqlOn(db);
  const ids = tasks.map((t) => t.id);
  const waves = await q.selectFrom('creation_task_waves as w').select(['w.task_id', 'w.n', 'w.run_at', 'w.state']).where('w.task_id', 'in', ids).orderBy('w.n').execute();
  const sizes = await q
    .selectFrom('creation_task_rows')
    .select(['task_id', 'wave'])
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('task_id', 'in', ids)
    .groupBy(['task_id', 'wave'])
    .execute();
  const people = await q.selectFrom('users').select(['id', 'display_name']).where('id', 'in', [...new Set(tasks.map((t) => t.created_by))]).execute();
  const nameOf = new Map(people.map((p) => [p.id, p.display_name]));
  return tasks.map((t) => {
    const rule = t.rule as unknown as SubmissionRule;
    const levels = levelsOf(media.port(t.media_code as Task['media']));
    const unit = rule.adsSubmitDimension === 'CAMPAIGN' ? levels.order[0] : (levels.delivering[0] ?? levels.order[0]);
    return {
      id: t.id,
      templateId: t.template_id,
      templateName: t.template_name,
      media: t.media_code as Task['media'],
      variant: t.variant,
      createdBy: nameOf.get(t.created_by) ?? String(t.created_by),
      createdAt: t.created_at.toISOString(),
      finishedAt: t.finished_at?.toISOString() ?? null,
      rule: rule.adsSubmitRule,
      ruleSummary: ruleSummary(rule, levels.label(unit)),
      counts: { total: t.total, created: t.created, failed: t.failed, waiting: t.waiting, cancelled: t.cancelled },
      state: t.state,
      waves: waves
        .filter((w) => w.task_id === t.id)
        .map((w) => ({ n: w.n, runAt: w.run_at.toISOString(), state: w.state, rows: Number(sizes.find((s) => s.task_id === t.id && s.wave === w.n)?.n ?? 0) })),
    };
  });
}

export async function listTasks(db: Db, media: MediaPorts, session: SessionUser, query: Query) {
  let select = sqlOn(db).selectFrom('creation_tasks').selectAll().where('customer_id', '=', session.customerId);
  if (!seesWholeCompany(session.role)) select = select.where('created_by', '=', session.userId);
  if (query.media) select = select.where('media_code', '=', query.media);
  if (query.state) select = select.where('state', '=', query.state);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const asId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) => eb.or([eb('template_name', 'ilike', like), ...(asId !== null ? [eb('id', '=', asId)] : [])]));
  }
  const { rows, total } = await fetchPage(select.orderBy('created_at', 'desc').orderBy('id', 'desc'), { current: query.current, size: query.size });
  return { records: await present(db, media, rows), total, current: query.current, size: query.size };
}

export async function getTask(db: Db, media: MediaPorts, session: SessionUser, id: number): Promise<Task> {
  const task = await visibleTask(db, session, id);
  return (await present(db, media, [task]))[0];
}

/** The review of a created row: the desk's copy of the object (the object sync) where it has it, else the create's answer. */
export async function listRows(db: Db, session: SessionUser, query: RowsQuery) {
  const task = await visibleTask(db, session, query.id);
  let select = sqlOn(db)
    .selectFrom('creation_task_rows as r')
    .leftJoin('creation_task_rows as p', (join) => join.onRef('p.task_id', '=', 'r.task_id').onRef('p.key', '=', 'r.parent_key'))
    .leftJoin('delivery_objects as o', (join) => join.onRef('o.object_id', '=', 'r.media_id').on('o.media_code', '=', task.media_code))
    .select(['r.key', 'r.level', 'r.account_id', 'r.account_name', 'r.parent_key', 'p.name as parent_name', 'r.name', 'r.state', 'r.media_id', 'r.review', 'r.review_reason', 'r.reason', 'r.wave', 'r.attempts'])
    .select(['o.review as synced_review', 'o.reject_reason as synced_reason'])
    .where('r.task_id', '=', task.id);
  if (query.state) select = select.where('r.state', '=', query.state);
  if (query.accountId) select = select.where('r.account_id', '=', query.accountId);
  const { rows, total } = await fetchPage(select.orderBy('r.seq'), { current: query.current, size: query.size });
  const records: TaskRow[] = rows.map((r) => {
    const review = r.state === 'created' ? (r.synced_review ?? r.review ?? 'reviewing') : null;
    return {
      key: r.key,
      level: r.level,
      accountId: r.account_id,
      accountName: r.account_name,
      parentKey: r.parent_key,
      parentName: r.parent_name ?? null,
      name: r.name,
      state: r.state,
      mediaId: r.media_id,
      review,
      reviewReason: review === 'rejected' ? (r.synced_reason ?? r.review_reason ?? null) : null,
      reason: r.reason,
      wave: r.wave,
      attempts: r.attempts,
    };
  });
  return { records, total, current: query.current, size: query.size };
}
