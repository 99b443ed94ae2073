// task/retry, task/cancel and task/run-now: the failed rows sent again in a new wave now (a failed parent with its
// children), the waves not started cancelled with their jobs (a running wave finishes; nothing is undone), and a
// waiting wave's job moved to now.
import { recordAudit, type Actor } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { cancelJob, enqueue, runJobSooner } from '@toufang/server-jobs';
import { CODES, Refusal, type SessionUser } from '@toufang/server-http';
import { accountInScope } from '@toufang/server-org';
import { cancelWaveRows, creationWaveJob, waveDedupeKey } from './execute/wave-job';
import { settleTask } from './execute/settle';
import { visibleTask } from './tasks';
import { CREATION_TASK_TEXTS } from './texts';

export async function retryTask(server: ServerContext, session: SessionUser, actor: Actor, id: number, rowKeys: readonly string[] | undefined, now: Date) {
  const task = await visibleTask(server.db, session, id);
  const q = sqlOn(server.db);
  // Only rows on accounts the caller still sees (an operator retries on their own accounts).
  const failed = await q
    .selectFrom('creation_task_rows as r')
    .innerJoin('media_accounts as a', 'a.id', 'r.account_id')
    .select(['r.key', 'r.parent_key'])
    .where('r.task_id', '=', task.id)
    .where('r.state', '=', 'failed')
    .where(accountInScope(session, 'a'))
    .execute();
  const failedKeys = new Map(failed.map((r) => [r.key, r.parent_key]));
  const chosen = new Set<string>();
  for (const key of rowKeys ?? failedKeys.keys()) {
    // A row goes with every failed ancestor: a child cannot be made before its parent.
    for (let k: string | null | undefined = key; k && failedKeys.has(k) && !chosen.has(k); k = failedKeys.get(k)) chosen.add(k);
  }
  if (chosen.size === 0) throw new Refusal(CODES.NOT_FOUND, CREATION_TASK_TEXTS.NOTHING_TO_RETRY);
  return server.db.transaction(async (tx) => {
    const t = sqlOn(tx);
    const last = await t.selectFrom('creation_task_waves').select((eb) => eb.fn.max('n').as('n')).where('task_id', '=', task.id).executeTakeFirst();
    const n = Number(last?.n ?? 0) + 1;
    await t
      .updateTable('creation_task_rows')
      .set({ state: 'waiting', wave: n, attempts: 0, sent_at: null, not_before: null, reason: null, updated_at: now })
      .where('task_id', '=', task.id)
      .where('key', 'in', [...chosen])
      .where('state', '=', 'failed')
      .execute();
    const job = await enqueue(tx, creationWaveJob, { taskId: task.id, wave: n }, { companyId: task.customer_id, actor, runAt: now, dedupeKey: waveDedupeKey(task.id, n, 0), now });
    await t.insertInto('creation_task_waves').values({ task_id: task.id, n, run_at: now, job_id: job.id }).execute();
    await t.updateTable('creation_tasks').set({ finished_at: null }).where('id', '=', task.id).execute();
    await settleTask(tx, task.id, now);
    return { rows: chosen.size, wave: { n, runAt: now.toISOString(), rows: chosen.size, state: 'waiting' as const } };
  });
}

export async function cancelTask(server: ServerContext, session: SessionUser, id: number, now: Date) {
  const task = await visibleTask(server.db, session, id);
  const waves = await sqlOn(server.db).selectFrom('creation_task_waves').select(['n', 'job_id']).where('task_id', '=', task.id).where('state', '=', 'waiting').execute();
  if (waves.length === 0) throw new Refusal(CODES.NOT_FOUND, CREATION_TASK_TEXTS.NOTHING_TO_CANCEL);
  const answer = await server.db.transaction(async (tx) => {
    const cancelled = await cancelWaveRows(tx, task.id, waves.map((w) => w.n), now);
    for (const w of waves) if (w.job_id && cancelled.waves.includes(w.n)) await cancelJob(tx, w.job_id, { companyId: task.customer_id }, now);
    return cancelled;
  });
  return { waves: answer.waves.length, rows: answer.rows };
}

/**
 * 立即执行: a waiting wave's job runs now instead of at its time, once (the wave's run_at moves to now, so a second
 * call finds it due). A wave running, done, cancelled or already due is refused in Chinese.
 */
export async function runWaveNow(server: ServerContext, session: SessionUser, actor: Actor, id: number, n: number, now: Date) {
  const task = await visibleTask(server.db, session, id);
  return server.db.transaction(async (tx) => {
    const t = sqlOn(tx);
    const wave = await t.selectFrom('creation_task_waves').select(['n', 'state', 'run_at', 'job_id']).where('task_id', '=', task.id).where('n', '=', n).forUpdate().executeTakeFirst();
    if (!wave) throw new Refusal(CODES.NOT_FOUND, CREATION_TASK_TEXTS.WAVE_NOT_FOUND(n));
    const refuse = (state: string) => new Refusal(CODES.NOT_FOUND, CREATION_TASK_TEXTS.WAVE_NOT_WAITING(n, CREATION_TASK_TEXTS.WAVE_STATE_TEXT[state] ?? state));
    if (wave.state !== 'waiting') throw refuse(wave.state);
    if (wave.run_at.getTime() <= now.getTime() || !wave.job_id) throw refuse('due');
    // The job may have been picked up meanwhile: then it is running, and the wave with it.
    if (!(await runJobSooner(tx, wave.job_id, { companyId: task.customer_id }, now))) throw refuse('running');
    await t.updateTable('creation_task_waves').set({ run_at: now }).where('task_id', '=', task.id).where('n', '=', n).execute();
    const rows = await t.selectFrom('creation_task_rows').select((eb) => eb.fn.countAll<string>().as('n')).where('task_id', '=', task.id).where('wave', '=', n).executeTakeFirstOrThrow();
    await recordAudit(tx, {
      companyId: task.customer_id,
      actor,
      at: now,
      media: task.media_code,
      object: { level: 'creation-task', id: String(task.id), name: task.template_name ?? undefined },
      action: 'creation.wave.run-now',
      actionName: CREATION_TASK_TEXTS.RUN_NOW_ACTION,
      before: { wave: n, runAt: wave.run_at.toISOString() },
      after: { wave: n, runAt: now.toISOString() },
    });
    return { n, runAt: now.toISOString(), rows: Number(rows.n), state: 'waiting' as const };
  });
}
