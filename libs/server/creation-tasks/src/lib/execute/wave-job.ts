// The creation.wave job (docs/design/creation.md §1 "Execution is durable and idempotent"): one wave of a task, each
// account side by side (account-run.ts), then the task's counts and state; rows a lock-out or a passing refusal put
// off make the job enqueue the wave again at that time, under a new dedupe key, so each run happens once.
import type { MediaCode } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { defineJob, enqueue, failsForGood, JobFailure } from '@toufang/server-jobs';
import { CREATION_LIMITS, CREATION_TASK_TEXTS } from '../texts';
import { runAccount } from './account-run';
import { runInLanes } from './lanes';
import type { AccountLane, CreationWavePayload, WaveJob } from './types';

export type { CreationWavePayload } from './types';
import { settleTask } from './settle';

export interface CreationWaveResult {
  created: number;
  failed: number;
  /** Rows put off to a later run (a lock-out, a passing refusal). */
  later: number;
}

/** The dedupe key of a wave's run: 0 for the planned run, the epoch ms of a later run otherwise. */
export const waveDedupeKey = (taskId: number, wave: number, at: number) => `creation:${taskId}:${wave}:${at}`;

export const creationWaveJob = defineJob<CreationWavePayload, CreationWaveResult>(
  'creation.wave',
  {
    title: CREATION_TASK_TEXTS.WAVE_TITLE,
    parsePayload(raw) {
      const { taskId, wave } = (raw ?? {}) as Partial<CreationWavePayload>;
      if (!Number.isInteger(taskId) || !Number.isInteger(wave)) throw new JobFailure('creation.wave: invalid payload');
      return { taskId: taskId!, wave: wave! };
    },
    // Cancelled from the task centre: the wave's rows not sent are cancelled with it.
    onCancelled: async (db, { taskId, wave }, now) => {
      await cancelWaveRows(db, taskId, [wave], now);
    },
  },
  (job) =>
    runWave(job).catch(async (error: unknown) => {
      if (await failsForGood(job, error)) await failWave(job.db, job.payload.taskId, job.payload.wave, error instanceof Error ? error.message : String(error), job.now());
      throw error;
    }),
);

async function runWave(job: WaveJob): Promise<CreationWaveResult> {
  const { taskId, wave } = job.payload;
  const db = job.db;
  const q = sqlOn(db);
  const task = await q.selectFrom('creation_tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  if (!task) throw new JobFailure(CREATION_TASK_TEXTS.TASK_NOT_FOUND);
  const waveRow = await q.selectFrom('creation_task_waves').selectAll().where('task_id', '=', taskId).where('n', '=', wave).executeTakeFirst();
  if (!waveRow || waveRow.state === 'cancelled' || task.state === 'cancelled') return { created: 0, failed: 0, later: 0 };
  const now = job.now();
  await q.updateTable('creation_task_waves').set({ state: 'running' }).where('task_id', '=', taskId).where('n', '=', wave).execute();
  await q.updateTable('creation_tasks').set({ state: 'running' }).where('id', '=', taskId).where('state', '=', 'waiting').execute();

  const media = task.media_code as MediaCode;
  const rows = await q
    .selectFrom('creation_task_rows')
    .select(['key', 'account_id'])
    .where('task_id', '=', taskId)
    .where('wave', '=', wave)
    .where('state', 'in', ['waiting', 'creating'])
    .execute();
  const accountIds = [...new Set(rows.map((r) => r.account_id))];
  const accounts = await q
    .selectFrom('media_accounts as a')
    .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
    .select(['a.id', 'a.account_id', 'a.account_name', 'a.authorization_id', 'z.status as auth_status'])
    .where('a.id', 'in', [...accountIds, 0])
    .execute();
  const total = await waveSize(db, taskId, wave);
  const lanes: AccountLane[] = accounts.map((a) => ({
    accountId: a.id,
    advertiserId: a.account_id,
    name: a.account_name,
    authorizationId: a.auth_status === 'active' ? a.authorization_id : null,
  }));
  // Accounts side by side: a few first, more while the process idles (lanes.ts).
  await runInLanes(
    lanes,
    (account) => runAccount(job, { task: { id: task.id, customerId: task.customer_id, createdBy: task.created_by, media, variant: task.variant }, wave, account, total, now }),
    { initial: CREATION_LIMITS.ACCOUNT_LANES_FIRST, max: CREATION_LIMITS.ACCOUNT_CONCURRENCY },
  );

  // Rows put off (a lock-out, a back-off): the wave runs again at the earliest such time.
  const left = await q
    .selectFrom('creation_task_rows')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('not_before').as('at')])
    .where('task_id', '=', taskId)
    .where('wave', '=', wave)
    .where('state', 'in', ['waiting', 'creating'])
    .executeTakeFirstOrThrow();
  const later = Number(left.n);
  await db.transaction(async (tx) => {
    if (later > 0) {
      const at = new Date(Math.max(left.at ? new Date(left.at).getTime() : now.getTime(), now.getTime() + 1000));
      const again = await enqueue(tx, creationWaveJob, job.payload, { companyId: task.customer_id, actor: job.requestedBy, runAt: at, dedupeKey: waveDedupeKey(taskId, wave, at.getTime()), now: job.now() });
      await sqlOn(tx).updateTable('creation_task_waves').set({ state: 'waiting', run_at: at, job_id: again.id }).where('task_id', '=', taskId).where('n', '=', wave).where('state', '<>', 'cancelled').execute();
    } else {
      await sqlOn(tx).updateTable('creation_task_waves').set({ state: 'done' }).where('task_id', '=', taskId).where('n', '=', wave).where('state', '<>', 'cancelled').execute();
    }
    await settleTask(tx, taskId, job.now());
  });
  const counts = await q
    .selectFrom('creation_task_rows')
    .select(['state'])
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('task_id', '=', taskId)
    .where('wave', '=', wave)
    .groupBy('state')
    .execute();
  const count = (state: string) => Number(counts.find((c) => c.state === state)?.n ?? 0);
  return { created: count('created'), failed: count('failed'), later };
}

async function waveSize(db: Queryable, taskId: number, wave: number): Promise<number> {
  const row = await sqlOn(db).selectFrom('creation_task_rows').select((eb) => eb.fn.countAll<string>().as('n')).where('task_id', '=', taskId).where('wave', '=', wave).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Rows of these waves not sent yet end cancelled; a wave left with no row in flight (one sent without an answer
 * stays with its job, which finds it on the media) is cancelled. The task is settled. Answers the rows and waves.
 */
export async function cancelWaveRows(db: Queryable, taskId: number, waves: readonly number[], now: Date): Promise<{ rows: number; waves: number[] }> {
  if (waves.length === 0) return { rows: 0, waves: [] };
  const q = sqlOn(db);
  const cancelled = await q
    .updateTable('creation_task_rows')
    .set({ state: 'cancelled', reason: CREATION_TASK_TEXTS.CANCELLED_BY_USER, not_before: null, updated_at: now })
    .where('task_id', '=', taskId)
    .where('wave', 'in', waves)
    .where('state', '=', 'waiting')
    .where('sent_at', 'is', null)
    .returning('key')
    .execute();
  const busy = await q.selectFrom('creation_task_rows').select('wave').distinct().where('task_id', '=', taskId).where('wave', 'in', waves).where('state', 'in', ['waiting', 'creating']).execute();
  const done = waves.filter((n) => !busy.some((b) => b.wave === n));
  if (done.length > 0) await q.updateTable('creation_task_waves').set({ state: 'cancelled' }).where('task_id', '=', taskId).where('n', 'in', done).where('state', '=', 'waiting').execute();
  await settleTask(db, taskId, now);
  return { rows: cancelled.length, waves: done };
}

/** A wave whose job failed for good: its rows not answered fail with the reason. */
async function failWave(db: Queryable, taskId: number, wave: number, reason: string, now: Date): Promise<void> {
  await sqlOn(db)
    .updateTable('creation_task_rows')
    .set({ state: 'failed', reason, updated_at: now })
    .where('task_id', '=', taskId)
    .where('wave', '=', wave)
    .where('state', 'in', ['waiting', 'creating'])
    .execute();
  await sqlOn(db).updateTable('creation_task_waves').set({ state: 'done' }).where('task_id', '=', taskId).where('n', '=', wave).execute();
  await settleTask(db, taskId, now);
}
