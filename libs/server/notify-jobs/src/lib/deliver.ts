// The notifier's outside deliveries (docs/design/tools.md §4.1): `deliver` writes a notify_deliveries row and
// enqueues its notify.deliver job in the caller's transaction, so a delivery exists exactly when the write that
// caused it commits. Each job makes one attempt through deliverOnce of @toufang/server-notify and records it;
// a retry (back-off, a robot's rate-limit window, or the robot's own minute being full) is the next job, whose
// id the row keeps, so a job the worker re-runs after a crash finds another id and stops (no attempt twice).
import type { Actor } from '@toufang/server-audit';
import { sqlOn, type NotifyChannelKind, type NotifyOriginKind, type NotifyTry, type Queryable } from '@toufang/server-db';
import { defineJob, enqueue, JOB_LIMITS, retryDelayMs } from '@toufang/server-jobs';
import { type ChannelTarget, type DeliveryOutcome, deliverOnce, keepAnswer, keepOffBusyMinutes, type NotifyContent } from '@toufang/server-notify';
import { formatChinaTime } from '@toufang/domain';
import { reserveSend } from './rate';
import { NOTIFY_JOB_TEXTS as T } from './texts';

/** Where a delivery goes: a robot's webhook (with its secret) or mail addresses. */
export type DeliveryChannel =
  | { kind: 'wecom' | 'feishu' | 'dingtalk'; webhook: string; secret?: string | null; channelId?: number | null }
  | { kind: 'email'; recipients: readonly string[]; channelId?: number | null; attachmentName?: string };

export interface DeliveryOrigin {
  kind: NotifyOriginKind;
  id: number | null;
  /** The scheduled send it stands for: a second delivery of the same channel and slot is not made. */
  slot?: Date | null;
  test?: boolean;
}

export interface DeliverRequest {
  companyId: number;
  channel: DeliveryChannel;
  content: NotifyContent;
  origin: DeliveryOrigin;
  /** Who asked (the job's requester in the task centre); default the desk's notifier. */
  actor?: Actor;
  /** Not before this time (default now). */
  runAt?: Date;
  now?: Date;
}

/** Attempts before a delivery fails for good (design §4.1: 5, the job queue's own default). */
export const DELIVERY_ATTEMPTS = JOB_LIMITS.MAX_ATTEMPTS;

const NOTIFIER_ACTOR: Actor = { kind: 'system', name: T.ACTOR };

interface DeliverPayload {
  deliveryId: number;
}

function targetText(channel: DeliveryChannel): string {
  return channel.kind === 'email' ? channel.recipients.join(',') : channel.webhook;
}

/**
 * Writes the delivery and enqueues its job in `tx`; answers the delivery's id, or null when the channel already
 * has a delivery for this slot (a schedule run twice).
 */
export async function deliver(tx: Queryable, request: DeliverRequest): Promise<number | null> {
  const now = request.now ?? new Date();
  const { channel, origin } = request;
  const inserted = await sqlOn(tx)
    .insertInto('notify_deliveries')
    .values({
      company_id: request.companyId,
      origin_kind: origin.kind,
      origin_id: origin.id,
      channel: channel.kind,
      channel_id: channel.channelId ?? null,
      target: targetText(channel),
      secret: channel.kind === 'email' ? null : (channel.secret ?? null),
      slot: origin.slot ?? null,
      test: origin.test ?? false,
      content: JSON.stringify({ ...request.content, ...(channel.kind === 'email' && channel.attachmentName ? { attachmentName: channel.attachmentName } : {}) }),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['channel_id', 'slot']).where('test', '=', false).where('channel_id', 'is not', null).where('slot', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  // The desk's own work (companyId null): the delivery log (推送记录) is where people read it, one line per
  // delivery with every attempt, not one task-centre job per attempt.
  const job = await enqueue(tx, notifyDeliverJob, { deliveryId: inserted.id }, { companyId: null, actor: request.actor ?? NOTIFIER_ACTOR, runAt: request.runAt ?? now, now });
  await sqlOn(tx).updateTable('notify_deliveries').set({ job_id: job.id }).where('id', '=', inserted.id).execute();
  return inserted.id;
}

type DeliveryRow = Awaited<ReturnType<typeof readDelivery>>;

async function readDelivery(db: Queryable, id: number) {
  return sqlOn(db).selectFrom('notify_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

function targetOf(row: NonNullable<DeliveryRow>): ChannelTarget {
  if (row.channel === 'email') {
    const content = row.content as { attachmentName?: string };
    return { kind: 'email', to: row.target.split(',').filter(Boolean), ...(content.attachmentName ? { attachmentName: content.attachmentName } : {}) };
  }
  return { kind: row.channel, url: row.target, ...(row.secret ? { secret: row.secret } : {}) };
}

/** The robot a count is kept for: its webhook without the query's signature (one robot, one count). */
export function channelKey(kind: NotifyChannelKind, target: string): string {
  try {
    const url = new URL(target);
    return `${kind}:${url.origin}${url.pathname}?${url.searchParams.get('key') ?? url.searchParams.get('access_token') ?? ''}`;
  } catch {
    return `${kind}:${target}`;
  }
}

export const notifyDeliverJob = defineJob<DeliverPayload>('notify.deliver', { title: T.JOB_TITLE, maxAttempts: 3 }, async (job) => {
  const { db } = job;
  const row = await readDelivery(db, job.payload.deliveryId);
  // Another job owns the next attempt, or the delivery has ended: nothing to do (a re-run after a crash).
  if (!row || row.job_id !== job.jobId || row.state === 'sent' || row.state === 'failed') return;
  const now = job.now();

  // The robot's minute (and Feishu's second) counted in the database every server process shares (§4.4).
  if (row.channel !== 'email') {
    const decision = await reserveSend(db, row.channel, channelKey(row.channel, row.target), now.getTime());
    if (!decision.send) {
      await next(job, row, new Date(decision.notBefore), null);
      return;
    }
  }

  await sqlOn(db).updateTable('notify_deliveries').set({ state: 'sending' }).where('id', '=', row.id).execute();
  const content = row.content as unknown as NotifyContent;
  let outcome: DeliveryOutcome & { partsSent?: number };
  try {
    outcome = await deliverOnce(targetOf(row), content, job.server.notifier.outside.config, { partsSent: row.parts_sent });
  } catch (error) {
    outcome = { state: 'failed', retry: 'backoff', message: T.UNEXPECTED((error as Error).message ?? String(error)) };
  }
  const attempt = row.attempts + 1;
  const ended = new Date(job.now().getTime());
  const tryRecord: NotifyTry = {
    at: formatChinaTime(ended),
    state: outcome.state,
    message: outcome.message,
    httpStatus: outcome.httpStatus ?? null,
    code: outcome.code ?? null,
    answer: outcome.answer === undefined ? null : keepAnswer(outcome.answer),
  };
  const recorded = {
    attempts: attempt,
    http_status: tryRecord.httpStatus,
    answer_code: tryRecord.code,
    answer: tryRecord.answer,
    message: tryRecord.message,
    tries: JSON.stringify([...(row.tries ?? []), tryRecord]),
    parts_sent: outcome.partsSent ?? row.parts_sent,
    bytes: Buffer.byteLength(JSON.stringify(content)),
  };
  if (outcome.state === 'sent') {
    await sqlOn(db).updateTable('notify_deliveries').set({ ...recorded, state: 'sent', sent_at: ended }).where('id', '=', row.id).execute();
    return;
  }
  // A final failure fails at once (an invalid key, SMTP 5xx, a guarded URL …); otherwise up to DELIVERY_ATTEMPTS.
  if (outcome.retry === 'no' || attempt >= DELIVERY_ATTEMPTS) {
    await sqlOn(db).updateTable('notify_deliveries').set({ ...recorded, state: 'failed' }).where('id', '=', row.id).execute();
    return;
  }
  const wait = outcome.retry === 'window' ? (outcome.retryAfterMs ?? 60_000) : retryDelayMs(attempt);
  await next(job, row, new Date(keepOffBusyMinutes(ended.getTime() + wait)), recorded);
});

/** Hands the delivery to a new job at `runAt` (in one transaction with what this attempt recorded). */
async function next(
  job: Parameters<typeof notifyDeliverJob.handler>[0],
  row: NonNullable<DeliveryRow>,
  runAt: Date,
  recorded: Record<string, unknown> | null,
): Promise<void> {
  await job.db.transaction(async (tx) => {
    const again = await enqueue(tx, notifyDeliverJob, { deliveryId: row.id }, { companyId: null, actor: job.actor, runAt, now: job.now() });
    await sqlOn(tx)
      .updateTable('notify_deliveries')
      .set({ ...(recorded ?? {}), state: 'queued', job_id: again.id })
      .where('id', '=', row.id)
      .where('job_id', '=', job.jobId)
      .execute();
  });
}
