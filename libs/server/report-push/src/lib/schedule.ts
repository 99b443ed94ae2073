// When push rules send (docs/design/tools.md §4.4, §5.2): a schedule every 5 minutes (registered by apps/api's
// main.ts only, so tests run none they did not ask for) enqueues, for each rule whose next send falls before the
// next tick, a send job at that very minute (dedupe key: rule and slot, so several processes enqueue it once),
// and moves the rule's next_send_at on. The send job builds the table at its minute and delivers it.
import { defineJob, defineSchedule, enqueue } from '@toufang/server-jobs';
import { sqlOn } from '@toufang/server-db';
import { nextSendAfter, type StoredPushBody } from './body';
import { ruleForTable, sendRule } from './send';
import { REPORT_PUSH_TEXTS as T } from './texts';

export const PUSH_TICK_MS = 5 * 60_000;
/** A slot missed by longer than this (the desk was down) is skipped: a morning report at noon misleads. */
export const PUSH_LATE_MS = 60 * 60_000;

export const pushSendJob = defineJob<{ ruleId: number; slot: string }>('report-push.send', { title: T.JOB_SEND, background: true }, async (job) => {
  const rule = await ruleForTable(job.db, job.payload.ruleId);
  // Removed or switched off since the tick: nothing to send.
  if (!rule || !rule.enabled) return;
  await sendRule(job.db, job.server.metrics, rule, job.now(), { slot: new Date(job.payload.slot), test: false, actor: job.actor });
});

/** One tick: the sends due before the next tick, each a job at its minute. Answers how many were enqueued. */
export async function enqueueDueSends(db: Parameters<typeof enqueue>[0], now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + PUSH_TICK_MS);
  const due = await sqlOn(db)
    .selectFrom('push_rules')
    .select(['id', 'body', 'next_send_at'])
    .where('removed_at', 'is', null)
    .where('enabled', '=', true)
    .where('next_send_at', 'is not', null)
    .where('next_send_at', '<', horizon)
    .execute();
  let enqueued = 0;
  for (const rule of due) {
    const slot = rule.next_send_at as Date;
    const body = rule.body as StoredPushBody;
    if (now.getTime() - slot.getTime() <= PUSH_LATE_MS) {
      // The desk's own schedule (no task-centre line per send): the rule's 推送记录 shows each delivery.
      await enqueue(db, pushSendJob, { ruleId: rule.id, slot: slot.toISOString() }, {
        companyId: null,
        actor: { kind: 'system', name: T.JOB_TICK },
        runAt: slot,
        dedupeKey: `push:${rule.id}:${slot.toISOString()}`,
        now,
      });
      enqueued += 1;
    }
    await sqlOn(db).updateTable('push_rules').set({ next_send_at: nextSendAfter(rule.id, body.send, slot.getTime() < now.getTime() ? now : slot) }).where('id', '=', rule.id).execute();
  }
  return enqueued;
}

export const pushTickJob = defineJob<{ at: string }>('report-push.tick', { title: T.JOB_TICK, background: true }, async (job) => {
  await enqueueDueSends(job.db, job.now());
});

export const pushSchedule = defineSchedule('report-push.tick', pushTickJob, { everyMs: PUSH_TICK_MS, payload: (start) => ({ at: start.toISOString() }) });

/** The schedules apps/api's main.ts registers. */
export const reportPushSchedules = [pushSchedule];
