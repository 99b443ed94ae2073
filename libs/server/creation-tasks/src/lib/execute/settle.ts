// A task's counts and state from its rows, after every change of them; a task that has just finished leaves its
// TASK message once (the update that sets finished_at is the one that sends it).
import { mediaAdPath, MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { notifyUser } from '@toufang/server-context';
import { sqlOn, type CreationTaskState, type Queryable } from '@toufang/server-db';
import { escapeHtml, failureListHtml } from '@toufang/server-jobs';
import { CREATION_LIMITS, CREATION_TASK_STATE_TEXT, CREATION_TASK_TEXTS } from '../texts';

/** The creation report of a task (the page reads ?taskId=). */
export const creationTaskLink = (media: MediaCode, taskId: number) => `/${mediaAdPath(media, 'add-report')}?taskId=${taskId}`;

export interface TaskCounts {
  total: number;
  created: number;
  failed: number;
  waiting: number;
  cancelled: number;
}

/** The state the counts stand for: 部分成功 when some rows failed and some were created. */
export function stateOf(counts: TaskCounts, started: boolean): CreationTaskState {
  if (counts.waiting > 0) return started ? 'running' : 'waiting';
  if (counts.created === 0 && counts.failed === 0) return 'cancelled';
  if (counts.failed === 0) return 'succeeded';
  return counts.created === 0 ? 'failed' : 'partial';
}

export async function taskCounts(db: Queryable, taskId: number): Promise<TaskCounts> {
  const rows = await sqlOn(db)
    .selectFrom('creation_task_rows')
    .select('state')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('task_id', '=', taskId)
    .groupBy('state')
    .execute();
  const n = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  const counts = { created: n('created'), failed: n('failed'), waiting: n('waiting') + n('creating'), cancelled: n('cancelled') };
  return { total: counts.created + counts.failed + counts.waiting + counts.cancelled, ...counts };
}

/** Writes the task's counts and state; sends the TASK message when this call finished it. */
export async function settleTask(db: Queryable, taskId: number, now: Date): Promise<void> {
  const q = sqlOn(db);
  const counts = await taskCounts(db, taskId);
  const task = await q.selectFrom('creation_tasks').select(['state', 'finished_at']).where('id', '=', taskId).executeTakeFirst();
  if (!task) return;
  const started = task.state !== 'waiting' || counts.created + counts.failed > 0;
  const state = stateOf(counts, started);
  const finished = counts.waiting === 0;
  const updated = await q
    .updateTable('creation_tasks')
    .set({ ...counts, state, finished_at: finished ? (task.finished_at ?? now) : null })
    .where('id', '=', taskId)
    .returning(['created_by', 'media_code', 'template_name'])
    .executeTakeFirstOrThrow();
  if (!finished || task.finished_at !== null || state === 'cancelled') return;
  const failures = await q
    .selectFrom('creation_task_rows')
    .select(['name', 'account_name', 'reason'])
    .where('task_id', '=', taskId)
    .where('state', '=', 'failed')
    .orderBy('seq')
    .limit(CREATION_LIMITS.MESSAGE_FAILURES_SHOWN + 1)
    .execute();
  const media = updated.media_code as MediaCode;
  const title = `${MEDIA_DISPLAY_NAMES[media]} ${CREATION_TASK_TEXTS.FINISHED(CREATION_TASK_STATE_TEXT[state], counts.created, counts.failed)}`;
  const shown = failureListHtml(
    failures.slice(0, CREATION_LIMITS.MESSAGE_FAILURES_SHOWN).map((f) => ({ what: `${f.name}（${f.account_name}）`, reason: f.reason })),
    CREATION_LIMITS.MESSAGE_FAILURES_SHOWN,
  );
  const more = counts.failed > CREATION_LIMITS.MESSAGE_FAILURES_SHOWN ? `<p>另有${counts.failed - CREATION_LIMITS.MESSAGE_FAILURES_SHOWN}个失败，请在创建任务中查看。</p>` : '';
  await notifyUser(db, updated.created_by, {
    title,
    type: 'TASK',
    content: `<p>${escapeHtml(title)}</p>${shown}${more}`,
    link: creationTaskLink(media, taskId),
    action: null,
  });
}
