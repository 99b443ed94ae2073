// task/delete-created (删除本任务创建的对象, asked with a confirmation by the page): a job that deletes on the media
// what the task created, children first, each account's objects of a level in the media's batch through the gateway,
// every delete audited. Nothing is ever rolled back by itself (docs/design/creation.md §1).
import type { MediaCode } from '@toufang/domain';
import type { Actor } from '@toufang/server-audit';
import { recordAuditBatch, type AuditEntry } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { defineJob, enqueue, JobFailure } from '@toufang/server-jobs';
import { CODES, Refusal, type SessionUser } from '@toufang/server-http';
import type { ObjectLevel } from '@toufang/server-media';
import { levelsOf } from './levels';
import { visibleTask } from './tasks';
import { CREATION_TASK_TEXTS } from './texts';

export interface DeleteCreatedPayload {
  taskId: number;
}

export interface DeleteCreatedResult {
  deleted: number;
  failed: number;
}

export const deleteCreatedJob = defineJob<DeleteCreatedPayload, DeleteCreatedResult>(
  'creation.delete-created',
  {
    title: CREATION_TASK_TEXTS.DELETE_TITLE,
    parsePayload(raw) {
      const taskId = (raw as { taskId?: unknown } | null)?.taskId;
      if (typeof taskId !== 'number' || !Number.isInteger(taskId)) throw new JobFailure('creation.delete-created: invalid payload');
      return { taskId };
    },
  },
  async (job) => {
    const db = job.db;
    const q = sqlOn(db);
    const task = await q.selectFrom('creation_tasks').selectAll().where('id', '=', job.payload.taskId).executeTakeFirst();
    if (!task) throw new JobFailure(CREATION_TASK_TEXTS.TASK_NOT_FOUND);
    const media = task.media_code as MediaCode;
    const port = job.server.media.port(media);
    const levels = levelsOf(port);
    const rows = await q
      .selectFrom('creation_task_rows as r')
      .innerJoin('media_accounts as a', 'a.id', 'r.account_id')
      .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
      .select(['r.key', 'r.level', 'r.name', 'r.media_id', 'r.account_id', 'a.account_id as advertiser_id', 'a.account_name', 'a.authorization_id', 'z.status as auth_status'])
      .where('r.task_id', '=', task.id)
      .where('r.state', '=', 'created')
      .where('r.media_id', 'is not', null)
      .where('r.deleted_at', 'is', null)
      .execute();
    let deleted = 0;
    let failed = 0;
    const total = rows.length;
    const accounts = [...new Set(rows.map((r) => r.account_id))];
    for (const accountId of accounts) {
      const mine = rows.filter((r) => r.account_id === accountId);
      const { advertiser_id: advertiserId, account_name: accountName, authorization_id: authorizationId, auth_status: authStatus } = mine[0];
      // Children first: a parent deleted first would take its children with it on some media, unaudited.
      for (const level of [...levels.order].reverse()) {
        job.signal.throwIfAborted();
        const atLevel = mine.filter((r) => r.level === level);
        if (atLevel.length === 0) continue;
        if (authorizationId === null || authStatus !== 'active') {
          failed += atLevel.length;
          for (const r of atLevel) await job.itemFailed(`${r.name}（${accountName}）`, CREATION_TASK_TEXTS.AUTH_INACTIVE);
          continue;
        }
        const gateway = job.server.media.gateway(media, authorizationId);
        const outcomes = await gateway.updateObjects({ advertiserId, level: level as ObjectLevel, field: 'status', items: atLevel.map((r) => ({ id: r.media_id!, value: 'deleted' as const })) });
        const outcomeOf = new Map(outcomes.map((o) => [o.key, o]));
        const at = job.now();
        await db.transaction(async (tx) => {
          const audits: AuditEntry[] = [];
          for (const r of atLevel) {
            const o = outcomeOf.get(r.media_id!);
            if (o?.ok) {
              deleted += 1;
              await sqlOn(tx).updateTable('creation_task_rows').set({ deleted_at: at, updated_at: at }).where('task_id', '=', task.id).where('key', '=', r.key).execute();
            } else {
              failed += 1;
              await job.itemFailed(`${r.name}（${accountName}）`, o && !o.ok ? o.reason : CREATION_TASK_TEXTS.NO_ANSWER, tx);
            }
            audits.push({
              companyId: task.customer_id,
              actor: job.requestedBy,
              jobId: job.jobId,
              at,
              media,
              account: { id: advertiserId, name: accountName },
              object: { level: r.level, id: r.media_id!, name: r.name },
              action: `${r.level}.status.update`,
              actionName: `删除${levels.label(r.level)}`,
              before: { status: 'enabled' },
              after: null,
              answer: o?.ok ? { outcome: 'ok' } : { outcome: 'refused', code: o && !o.ok ? o.mediaCode : undefined, message: o && !o.ok ? o.reason : CREATION_TASK_TEXTS.NO_ANSWER },
            });
          }
          await recordAuditBatch(tx, audits);
          await job.progress({ done: deleted + failed, total, step: CREATION_TASK_TEXTS.DELETE_STEP }, tx);
        });
      }
    }
    return { deleted, failed };
  },
);

export async function startDeleteCreated(server: ServerContext, session: SessionUser, actor: Actor, id: number, now: Date): Promise<{ jobId: string }> {
  const task = await visibleTask(server.db, session, id);
  const any = await sqlOn(server.db).selectFrom('creation_task_rows').select('key').where('task_id', '=', task.id).where('state', '=', 'created').where('deleted_at', 'is', null).limit(1).executeTakeFirst();
  if (!any) throw new Refusal(CODES.NOT_FOUND, CREATION_TASK_TEXTS.NOTHING_CREATED);
  const job = await enqueue(server.db, deleteCreatedJob, { taskId: task.id }, { companyId: task.customer_id, actor, now });
  return { jobId: job.id };
}
