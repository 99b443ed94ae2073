// The property.push job (docs/design/properties.md §2.10), as the material push's: a push's pairs sent to the
// media in the chunks of push-plan.ts through the gateway, each chunk marked sent (with the checkpoint) before
// its call and answered (items, the copies' media_properties rows, audit, checkpoint, progress) in one
// transaction after it; a chunk marked sent without answers (the worker died during the call) is looked up in
// its targets (their objects copied from the sources) before anything is sent again, so a restart pushes no
// chunk twice. The TASK message at its end links to the type's list with the push's results open.
import { mediaPropertyPath, type MediaCode } from '@toufang/domain';
import { notifyUser } from '@toufang/server-context';
import { recordAuditBatch, type AuditEntry } from '@toufang/server-audit';
import type { Selectable } from 'kysely';
import { sqlOn, type Database, type Db, type Queryable } from '@toufang/server-db';
import { defineJob, escapeHtml, failsForGood, failureListHtml, JobFailure, type JobContext, outcomeCounts } from '@toufang/server-jobs';
import { isMediaError, type MediaErrorKind, type MediaGateway, type MediaProperty, type PropertyPushOutcome, type PropertyTypeSpec, type PropertyValues } from '@toufang/server-media';
import { storeProperties } from '../records';
import { typeLabel } from '../writes';
import { materialCopies } from './push-materials';
import { PUSH_PLAN_TEXTS, pushChunks, type PushPair } from './push-plan';

export interface PropertyPushPayload {
  runId: number;
}

/** What the job keeps between attempts: chunks answered, and the pairs a busy or locked-out media refused. */
export interface PropertyPushCheckpoint {
  chunks: number;
  retry: number[];
}

export interface PropertyPushResult {
  succeeded: number;
  refused: number;
  /** Seqs of pairs refused for a reason that passes (busy, rate limit, lock-out): 重试失败部分 sends these. */
  retry: number[];
  /**
   * How many of them: the task centre shows the job 部分失败 with 重试失败部分 only then; a push whose refusals
   * would come again (a cap, review, authorisation) ends 成功 with its 失败M个 in the summary, as a material push.
   */
  failed: number;
}

type ItemRow = Omit<Selectable<Database['property_push_items']>, 'run_id'>;

interface Answer {
  seq: number;
  ok: boolean;
  copyId: string | null;
  reason: string | null;
  mediaCode?: string;
  /** The media refused the whole call for a reason that passes (busy, rate limit, lock-out). */
  transient?: boolean;
  /** The copy as the media lists it (a looked-up chunk), else made from the source. */
  copy?: MediaProperty;
  /** The values the copy was sent with in place of the source's (its material fields in the target's ids). */
  values?: PropertyValues;
}

/** A call the gateway refused whole outside its outcomes passes for these kinds, as its own outcomes say (transient). */
const TRANSIENT_KINDS: ReadonlySet<MediaErrorKind> = new Set(['rate_limited', 'unavailable', 'locked_out']);

/** Refused pairs a TASK message names; the rest are counted (the push's view lists them all). */
export const PROPERTY_PUSH_FAILURES_SHOWN = 10;
/** The type's list with the push's results open (the page reads ?push=). */
export const propertyPushLink = (media: string, type: string, runId: number) => `/${mediaPropertyPath(media as MediaCode, type)}?push=${runId}`;

export const PROPERTY_PUSH_JOB_TEXTS = {
  TITLE: '推送资产',
  SOURCE_GONE: '资产已删除，未推送',
  NO_ANSWER: '媒体未返回该资产的结果',
  INVALID: '推送任务的记录无效',
  RUN_NOT_FOUND: '推送记录不存在',
} as const;

export const propertyPushJob = defineJob<PropertyPushPayload, PropertyPushResult, PropertyPushCheckpoint>(
  'property.push',
  {
    title: PROPERTY_PUSH_JOB_TEXTS.TITLE,
    parsePayload(raw) {
      const runId = (raw as { runId?: unknown } | null)?.runId;
      if (typeof runId !== 'number' || !Number.isInteger(runId)) throw new JobFailure(PROPERTY_PUSH_JOB_TEXTS.INVALID);
      return { runId };
    },
    onCancelled: (db, { runId }, now) => endRunEarly(db, runId, now, 'cancelled'),
  },
  (job) =>
    runPush(job).catch(async (error: unknown) => {
      if (await failsForGood(job, error)) await endRunEarly(job.db, job.payload.runId, job.now(), 'failed');
      throw error;
    }),
);

const ITEM_COLUMNS = ['seq', 'property_id', 'property_name', 'account_id', 'account_name', 'advertiser_id', 'ok', 'media_property_id', 'reason', 'sent_at'] as const;

async function readItems(db: Queryable, runId: number): Promise<ItemRow[]> {
  return (await sqlOn(db).selectFrom('property_push_items').select(ITEM_COLUMNS).where('run_id', '=', runId).orderBy('seq').execute()) as ItemRow[];
}

type Job = JobContext<PropertyPushPayload, PropertyPushCheckpoint>;

async function runPush(job: Job): Promise<PropertyPushResult> {
  const db = job.db;
  const q = sqlOn(db);
  const run = await q.selectFrom('property_push_runs').selectAll().where('id', '=', job.payload.runId).executeTakeFirst();
  if (!run) throw new JobFailure(PROPERTY_PUSH_JOB_TEXTS.RUN_NOT_FOUND);
  if (run.state === 'queued') await q.updateTable('property_push_runs').set({ state: 'running' }).where('id', '=', run.id).where('state', '=', 'queued').execute();
  const media = run.media_code as MediaCode;
  const type = run.property_type;
  const spec = job.server.media.port(media).properties.find((p) => p.type === type);
  if (!spec) throw new JobFailure(`${media} declares no property type ${type}`);
  const items = await readItems(db, run.id);
  const bySeq = new Map(items.map((i) => [i.seq, i]));

  // The sources as they are now (a removed one is not sent), with their accounts and authorisations.
  const sourceIds = [...new Set(items.map((i) => i.property_id).filter((id): id is string | number => id !== null).map(String))];
  const sources = new Map(
    (sourceIds.length === 0
      ? []
      : await q
          .selectFrom('media_properties as p')
          .innerJoin('media_accounts as a', 'a.id', 'p.account_id')
          .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
          .selectAll('p')
          .select(['a.account_id as advertiser_id', 'a.account_name', 'a.authorization_id', 'z.status as auth_status'])
          .where('p.id', 'in', sourceIds)
          .where('p.customer_id', '=', run.customer_id)
          .where('p.state', '<>', 'deleted')
          .execute()
    ).map((s) => [String(s.id), s]),
  );
  const accountIds = [...new Set(items.map((i) => i.account_id).filter((id): id is number => id !== null))];
  const targets = new Map(
    (
      await q
        .selectFrom('media_accounts as a')
        .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
        .select(['a.id', 'a.account_id', 'a.account_name', 'a.authorization_id', 'z.status as auth_status'])
        .where('a.id', 'in', [...accountIds, 0])
        .where('a.customer_id', '=', run.customer_id)
        .execute()
    ).map((a) => [a.id, a]),
  );
  const total = items.length;
  let done = items.filter((i) => i.ok !== null).length;
  let chunks = job.checkpoint?.chunks ?? 0;
  const retry = new Set(job.checkpoint?.retry ?? []);

  const sourceOf = (i: ItemRow) => (i.property_id === null ? undefined : sources.get(String(i.property_id)));
  const targetOf = (i: ItemRow) => (i.account_id === null ? undefined : targets.get(i.account_id));

  const record = async (answers: readonly Answer[]) => {
    const at = job.now();
    await db.transaction(async (tx) => {
      const t = sqlOn(tx);
      const audits: AuditEntry[] = [];
      for (const a of answers) {
        const item = bySeq.get(a.seq)!;
        await t.updateTable('property_push_items').set({ ok: a.ok, media_property_id: a.copyId, reason: a.reason }).where('run_id', '=', run.id).where('seq', '=', a.seq).execute();
        Object.assign(item, { ok: a.ok, media_property_id: a.copyId, reason: a.reason });
        if (!a.ok && a.transient === true) retry.add(a.seq);
        const source = sourceOf(item);
        const target = targetOf(item);
        if (a.ok && a.copyId && source && target) {
          // The copy in the desk's list at once: as the media lists it, or the source's values under the copy's id
          // (review starts again); the next sync reconciles.
          const copy = a.copy ?? copyOf(source, spec, target.account_id, a.copyId, at, a.values);
          await storeProperties(tx, { id: target.id, customerId: run.customer_id, media, advertiserId: target.account_id, name: target.account_name }, [copy], at);
        }
        // A pair the desk refused before any call reached no media: no write to audit.
        if (item.sent_at === null && !a.ok) continue;
        audits.push({
          companyId: run.customer_id,
          actor: job.requestedBy,
          jobId: job.jobId,
          at,
          media,
          account: { id: item.advertiser_id, name: item.account_name },
          object: { level: type, id: a.copyId ?? source?.media_property_id ?? String(item.property_id ?? ''), name: item.property_name },
          action: `property.${type}.push`,
          actionName: `推送${typeLabel(type)}`,
          before: null,
          after: { sourceId: source?.media_property_id ?? null, sourceAccount: source?.advertiser_id ?? null, copyId: a.copyId },
          answer: a.ok ? { outcome: 'ok' } : { outcome: 'refused', code: a.mediaCode, message: a.reason ?? '' },
        });
      }
      await recordAuditBatch(tx, audits);
      done += answers.length;
      chunks += 1;
      await job.saveCheckpoint({ chunks, retry: [...retry] }, tx);
      await job.progress({ done, total, step: PROPERTY_PUSH_JOB_TEXTS.TITLE }, tx);
    });
  };

  // Pairs that can no longer go: their source was removed, or an account lost its authorisation.
  const gone = items.filter((i) => i.ok === null && !sourceOf(i));
  const unauthorised = items.filter((i) => i.ok === null && !gone.includes(i) && (targetOf(i)?.auth_status !== 'active' || sourceOf(i)?.auth_status !== 'active'));
  if (gone.length + unauthorised.length > 0) {
    await record([
      ...gone.map((i) => ({ seq: i.seq, ok: false, copyId: null, reason: PROPERTY_PUSH_JOB_TEXTS.SOURCE_GONE })),
      ...unauthorised.map((i) => ({
        seq: i.seq,
        ok: false,
        copyId: null,
        reason: targetOf(i)?.auth_status !== 'active' ? PUSH_PLAN_TEXTS.AUTH_INACTIVE : PUSH_PLAN_TEXTS.SOURCE_AUTH_INACTIVE(sourceOf(i)?.account_name ?? ''),
      })),
    ]);
  }

  const pairs: PushPair[] = items.map((i) => {
    const s = sourceOf(i);
    const tgt = targetOf(i);
    // Refused before any call (never sent): in no chunk. Answered pairs stay in theirs, so the chunks are the same on every attempt.
    const refusal = i.ok === false && i.sent_at === null ? (i.reason ?? '') : s ? null : PROPERTY_PUSH_JOB_TEXTS.SOURCE_GONE;
    return {
      seq: i.seq,
      source: { id: Number(i.property_id ?? 0), name: i.property_name, mediaId: s?.media_property_id ?? '', accountId: s?.account_id ?? 0, advertiserId: s?.advertiser_id ?? '', authorizationId: s?.authorization_id ?? null },
      target: { id: i.account_id ?? 0, name: i.account_name, advertiserId: i.advertiser_id, authorizationId: tgt?.authorization_id ?? null, held: 0 },
      refusal,
    };
  });
  const mediaIdOf = (i: ItemRow) => sourceOf(i)?.media_property_id ?? '';

  for (const chunk of pushChunks(pairs, spec.limits.pushAccounts)) {
    job.signal.throwIfAborted();
    const chunkItems = chunk.seqs.map((s) => bySeq.get(s)!).filter((i) => i.ok === null);
    if (chunkItems.length === 0) continue;
    const gateway = job.server.media.gateway(media, chunk.authorizationId);
    const uncertain = chunkItems.filter((i) => i.sent_at !== null);
    if (uncertain.length > 0) {
      // Sent by an attempt that died before its answers were written: what the targets hold now.
      const held = await heldCopies(gateway, type, [...new Set(uncertain.map((i) => i.advertiser_id))], new Set(uncertain.map(mediaIdOf)));
      const landed = uncertain.filter((i) => held.has(`${i.advertiser_id}|${mediaIdOf(i)}`));
      if (landed.length > 0) {
        await record(
          landed.map((i) => {
            const copy = held.get(`${i.advertiser_id}|${mediaIdOf(i)}`)!;
            return { seq: i.seq, ok: true, copyId: copy.id, reason: null, copy };
          }),
        );
      }
    }
    let toSend = chunkItems.filter((i) => i.ok === null);
    if (toSend.length === 0) continue;
    // A type with material fields: each copy carries the target's own material ids; a pair whose materials
    // cannot reach its target is answered here, never sent.
    const copies = await materialCopies(job.server, { customerId: run.customer_id, userId: run.user_id }, job.requestedBy, media, spec, toSend, sourceOf, targetOf, job.now());
    if (copies) {
      const refusedHere = toSend.flatMap((i) => {
        const c = copies.get(i.advertiser_id)?.get(mediaIdOf(i));
        return c?.ok ? [] : [{ seq: i.seq, ok: false, copyId: null, reason: c ? c.reason : PROPERTY_PUSH_JOB_TEXTS.NO_ANSWER }];
      });
      if (refusedHere.length > 0) await record(refusedHere);
      toSend = toSend.filter((i) => i.ok === null);
      if (toSend.length === 0) continue;
    }
    const copyValues = (i: ItemRow) => {
      const c = copies?.get(i.advertiser_id)?.get(mediaIdOf(i));
      return c?.ok ? c.values : undefined;
    };
    const values = copies ? Object.fromEntries([...copies].map(([target, bySource]) => [target, Object.fromEntries([...bySource].flatMap(([id, c]) => (c.ok ? [[id, c.values]] : [])))])) : undefined;
    const sentAt = job.now();
    await db.transaction(async (tx) => {
      await sqlOn(tx).updateTable('property_push_items').set({ sent_at: sentAt }).where('run_id', '=', run.id).where('seq', 'in', toSend.map((i) => i.seq)).execute();
      await job.saveCheckpoint({ chunks, retry: [...retry] }, tx);
    });
    for (const i of toSend) i.sent_at = sentAt;
    // The whole rectangle when all of it is to send (one call); else each target with what it still lacks.
    const calls =
      toSend.length === chunk.sourceIds.length * chunk.targetAdvertiserIds.length
        ? [{ targets: chunk.targetAdvertiserIds, ids: chunk.sourceIds }]
        : [...new Set(toSend.map((i) => i.advertiser_id))].map((id) => ({ targets: [id], ids: toSend.filter((i) => i.advertiser_id === id).map(mediaIdOf) }));
    const outcomes: PropertyPushOutcome[] = [];
    for (const call of calls) {
      try {
        outcomes.push(...(await gateway.pushProperties({ type, advertiserId: chunk.sourceAdvertiserId, ids: call.ids, targetAdvertiserIds: call.targets, ...(values ? { values } : {}) })));
      } catch (error) {
        if (!isMediaError(error)) throw error;
        for (const advertiserId of call.targets) for (const sourceId of call.ids) outcomes.push({ sourceId, advertiserId, ok: false, mediaCode: error.mediaCode, reason: error.message, transient: TRANSIENT_KINDS.has(error.kind) });
      }
    }
    const outcomeOf = new Map(outcomes.map((o) => [`${o.advertiserId}|${o.sourceId}`, o]));
    await record(
      toSend.map((i): Answer => {
        const o = outcomeOf.get(`${i.advertiser_id}|${mediaIdOf(i)}`);
        if (!o) return { seq: i.seq, ok: false, copyId: null, reason: PROPERTY_PUSH_JOB_TEXTS.NO_ANSWER };
        return o.ok ? { seq: i.seq, ok: true, copyId: o.propertyId, reason: null, values: copyValues(i) } : { seq: i.seq, ok: false, copyId: null, reason: o.reason, mediaCode: o.mediaCode, transient: o.transient };
      }),
    );
  }
  await finishRun(db, run.id, job.now());
  const again = [...retry].sort((a, b) => a - b);
  return { succeeded: items.filter((i) => i.ok).length, refused: items.filter((i) => i.ok === false).length, retry: again, failed: again.length };
}

type SourceRow = Selectable<Database['media_properties']> & { advertiser_id: string };
/** A copy made from its source under the media's new id, as the media makes it (review starting again). */
function copyOf(source: SourceRow, spec: PropertyTypeSpec, advertiserId: string, copyId: string, at: Date, values?: PropertyValues): MediaProperty {
  const review = spec.review ? 'reviewing' : null;
  return {
    id: copyId,
    type: source.property_type,
    advertiserId,
    parentId: source.parent_media_id,
    name: source.name,
    values: values ?? source.values,
    state: 'enabled',
    review,
    rejectReason: null,
    statusText: review === 'reviewing' ? '审核中' : source.status_text,
    lifecycle: source.lifecycle,
    size: source.size === null ? null : Number(source.size),
    summary: source.summary,
    sourceId: source.media_property_id,
    createdAt: at.toISOString(),
    modifiedAt: at.toISOString(),
  };
}

/** The copies of these sources each target holds (every page of the target's objects of the type). */
async function heldCopies(gateway: MediaGateway, type: string, advertiserIds: readonly string[], sourceIds: ReadonlySet<string>): Promise<Map<string, MediaProperty>> {
  const held = new Map<string, MediaProperty>();
  for (const advertiserId of advertiserIds) {
    const { properties } = await gateway.listPropertyChanges({ advertiserId, type });
    for (const p of properties) if (p.sourceId !== null && p.state !== 'deleted' && sourceIds.has(p.sourceId)) held.set(`${advertiserId}|${p.sourceId}`, p);
  }
  return held;
}

const failureLines = (failures: readonly ItemRow[]) =>
  failureListHtml(failures.map((f) => ({ what: `${f.property_name}（${f.account_name}）`, reason: f.reason })), PROPERTY_PUSH_FAILURES_SHOWN);

/** The run's end: its state and the TASK message with the refused pairs, once. */
async function finishRun(db: Db, runId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const finished = await q
      .updateTable('property_push_runs')
      .set({ state: 'done', finished_at: now })
      .where('id', '=', runId)
      .where('state', 'in', ['queued', 'running'])
      .returning(['user_id', 'media_code', 'property_type'])
      .executeTakeFirst();
    if (!finished) return;
    const items = await readItems(tx, runId);
    const ok = items.filter((i) => i.ok).length;
    const failures = items.filter((i) => i.ok === false);
    const title = `${typeLabel(finished.property_type)}推送完成：${outcomeCounts(ok, failures.length)}`;
    await notifyUser(tx, finished.user_id, {
      title,
      type: 'TASK',
      content: `<p>${escapeHtml(title)}</p>${failureLines(failures)}`,
      link: propertyPushLink(finished.media_code, finished.property_type, runId),
      action: null,
    });
  });
}

/** A run that ends before every pair was answered: failed for good, or cancelled from the task centre. */
export async function endRunEarly(db: Queryable, runId: number, now: Date, state: 'failed' | 'cancelled'): Promise<void> {
  const write = async (tx: Queryable) => {
    const q = sqlOn(tx);
    const marked = await q
      .updateTable('property_push_runs')
      .set({ state, finished_at: now })
      .where('id', '=', runId)
      .where('state', 'in', ['queued', 'running'])
      .returning(['user_id', 'media_code', 'property_type'])
      .executeTakeFirst();
    if (!marked) return;
    const items = await readItems(tx, runId);
    const ok = items.filter((i) => i.ok).length;
    const failures = items.filter((i) => i.ok === false);
    const unfinished = items.filter((i) => i.ok === null).length;
    const title = `${typeLabel(marked.property_type)}推送${state === 'failed' ? '失败' : '已取消'}：${ok > 0 ? `此前已成功${ok}个` : '没有已确认成功的推送'}`;
    const content = [
      `<p>${escapeHtml(title)}</p>`,
      failureLines(failures),
      unfinished > 0 ? `<p>${unfinished}个未完成，结果未知，请稍后在目标账户的列表中查看，需要时重新推送。</p>` : '',
    ].join('');
    await notifyUser(tx, marked.user_id, { title, type: 'TASK', content, link: propertyPushLink(marked.media_code, marked.property_type, runId), action: null });
  };
  if ('kind' in db && 'transaction' in db) await (db as Db).transaction(write);
  else await write(db);
}
