// The material.push job: a push's pairs sent to the media in the chunks of push-plan.ts through the gateway,
// each chunk marked sent (with the checkpoint) before its call and answered (items, material_pushes, audit,
// checkpoint) in one transaction after it; a chunk marked sent without answers (the worker died during the
// call) is looked up in the media's accounts before anything is sent again, so a restart pushes no chunk
// twice. The TASK message at its end names the refused pairs (push.ts starts it).
import { MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { notifyUser } from '@toufang/server-context';
import { recordAuditBatch, type AuditEntry } from '@toufang/server-audit';
import type { Selectable } from 'kysely';
import { sqlOn, type Database, type Db, type Queryable } from '@toufang/server-db';
import { defineJob, escapeHtml, failsForGood, failureListHtml, JobFailure, type JobContext, outcomeCounts } from '@toufang/server-jobs';
import { isMediaError, type MaterialPushOutcome, type MediaGateway } from '@toufang/server-media';
import { PUSH_TEXTS, pushChunks, type PushAccount, type PushMaterial, type PushPair } from './push-plan';
import { recordLandedPush } from './push-landed';
import { materialUpload } from './push-upload';
import { refreshPushes } from './push-sync';

export interface PushPayload {
  runId: number;
}

/** A pair as the job reads it (migration 023). */
type ItemRow = Omit<Selectable<Database['material_push_items']>, 'run_id'>;

interface Answer {
  seq: number;
  ok: boolean;
  mediaMaterialId: string | null;
  reason: string | null;
  mediaCode?: string;
}

/** Refused pairs a TASK message names; the rest are counted (the push's view lists them all). */
export const PUSH_MESSAGE_FAILURES_SHOWN = 10;
/** 素材库 with the push's results open (the page reads ?push=). */
export const pushLink = (runId: number) => `/common-app/assets/material-library-all?push=${runId}`;

export const materialPushJob = defineJob<PushPayload, { succeeded: number; refused: number }, { chunks: number }>(
  'material.push',
  {
    title: '推送素材',
    parsePayload(raw) {
      const runId = (raw as { runId?: unknown } | null)?.runId;
      if (typeof runId !== 'number' || !Number.isInteger(runId)) throw new JobFailure('推送任务的记录无效');
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


const ITEM_COLUMNS = ['seq', 'material_id', 'material_name', 'md5', 'account_id', 'account_name', 'advertiser_id', 'media_code', 'ok', 'media_material_id', 'reason', 'sent_at'] as const;

async function runPush(job: JobContext<PushPayload, { chunks: number }>): Promise<{ succeeded: number; refused: number }> {
  const db = job.db;
  const q = sqlOn(db);
  const run = await q.selectFrom('material_push_runs').selectAll().where('id', '=', job.payload.runId).executeTakeFirst();
  if (!run) throw new JobFailure('推送记录不存在');
  if (run.state === 'queued') await q.updateTable('material_push_runs').set({ state: 'running' }).where('id', '=', run.id).where('state', '=', 'queued').execute();
  const items = (await q.selectFrom('material_push_items').select(ITEM_COLUMNS).where('run_id', '=', run.id).orderBy('seq').execute()) as ItemRow[];
  const bySeq = new Map(items.map((i) => [i.seq, i]));
  const materialIds = [...new Set(items.map((i) => i.material_id).filter((id): id is string | number => id !== null).map(String))];
  const materials = new Map(
    (materialIds.length === 0
      ? []
      : await q
          .selectFrom('materials')
          .select(['id', 'customer_id', 'name', 'md5', 'kind', 'format', 'size_bytes', 'width', 'height', 'duration_ms'])
          .where('id', 'in', materialIds)
          .where('customer_id', '=', run.customer_id)
          .execute()
    ).map((m) => [String(m.id), m]),
  );
  const accountIds = [...new Set(items.map((i) => i.account_id).filter((id): id is number => id !== null))];
  const accounts = new Map(
    (
      await q
        .selectFrom('media_accounts as a')
        .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
        .select(['a.id', 'a.authorization_id', 'z.status as auth_status'])
        .where('a.id', 'in', [...accountIds, 0])
        .execute()
    ).map((a) => [a.id, a]),
  );
  const total = items.length;
  let done = items.filter((i) => i.ok !== null).length;
  let chunks = job.checkpoint?.chunks ?? 0;

  const record = async (answers: readonly Answer[]) => {
    const at = job.now();
    await db.transaction(async (tx) => {
      const t = sqlOn(tx);
      const audits: AuditEntry[] = [];
      for (const a of answers) {
        const item = bySeq.get(a.seq)!;
        await t
          .updateTable('material_push_items')
          .set({ ok: a.ok, media_material_id: a.mediaMaterialId, reason: a.reason })
          .where('run_id', '=', run.id)
          .where('seq', '=', a.seq)
          .execute();
        Object.assign(item, { ok: a.ok, media_material_id: a.mediaMaterialId, reason: a.reason });
        const mediaMaterialId = a.mediaMaterialId;
        if (a.ok && item.material_id !== null && item.account_id !== null && mediaMaterialId) {
          await recordLandedPush(tx, { materialId: item.material_id, accountId: item.account_id, media: item.media_code, mediaMaterialId, pushedBy: run.user_id, at });
        }
        // A pair the desk refused before any call reached no media: no write to audit.
        if (item.sent_at === null && !a.ok) continue;
        audits.push({
          companyId: run.customer_id,
          actor: job.requestedBy,
          jobId: job.jobId,
          at,
          media: item.media_code,
          account: { id: item.advertiser_id, name: item.account_name },
          object: { level: 'material', id: a.mediaMaterialId ?? item.md5, name: item.material_name },
          action: 'material.push',
          actionName: '推送素材',
          before: null,
          after: { md5: item.md5, mediaMaterialId: a.mediaMaterialId },
          answer: a.ok ? { outcome: 'ok' } : { outcome: 'refused', code: a.mediaCode, message: a.reason ?? '' },
        });
      }
      await recordAuditBatch(tx, audits);
      done += answers.length;
      chunks += 1;
      await job.saveCheckpoint({ chunks }, tx);
      await job.progress({ done, total, step: '推送素材' }, tx);
    });
  };

  // Pairs that can no longer go: their material was removed, or their account lost its authorisation.
  const live = (i: ItemRow) => (i.account_id === null ? undefined : accounts.get(i.account_id));
  const gone = items.filter((i) => i.ok === null && (i.material_id === null || !materials.has(String(i.material_id))));
  const unauthorised = items.filter((i) => i.ok === null && !gone.includes(i) && live(i)?.auth_status !== 'active');
  if (gone.length + unauthorised.length > 0) {
    await record([
      ...gone.map((i) => ({ seq: i.seq, ok: false, mediaMaterialId: null, reason: '素材已删除，未推送' })),
      ...unauthorised.map((i) => ({ seq: i.seq, ok: false, mediaMaterialId: null, reason: PUSH_TEXTS.AUTH_INACTIVE })),
    ]);
  }

  const factsOf = (i: ItemRow): PushMaterial => {
    const m = materials.get(String(i.material_id));
    return {
      id: Number(i.material_id),
      name: i.material_name,
      md5: i.md5.trim(),
      kind: m?.kind ?? 'image',
      format: m?.format ?? '',
      size: Number(m?.size_bytes ?? 0),
      width: m?.width ?? 0,
      height: m?.height ?? 0,
      durationMs: m?.duration_ms ?? null,
    };
  };
  const pairs: PushPair[] = items.map((i) => {
    const account: PushAccount = { id: i.account_id ?? 0, media: i.media_code as MediaCode, advertiserId: i.advertiser_id, name: i.account_name, authorizationId: live(i)?.authorization_id ?? null };
    // Refused before any call (never sent): not in any chunk. Answered pairs stay in their chunk, so the chunks are the same on every attempt.
    const refusal = i.ok === false && i.sent_at === null ? (i.reason ?? '') : null;
    return { seq: i.seq, material: factsOf(i), account, refusal };
  });
  const upload = (m: PushMaterial, customerId: number) => materialUpload(m, job.server.storage, customerId);

  const ports = job.server.media;
  for (const chunk of pushChunks(pairs, (media) => ports.port(media).limits.material.PUSH)) {
    job.signal.throwIfAborted();
    const chunkItems = chunk.seqs.map((s) => bySeq.get(s)!).filter((i) => i.ok === null);
    if (chunkItems.length === 0) continue;
    const gateway = ports.gateway(chunk.media, chunk.authorizationId);
    const facts = new Map(chunk.seqs.map((s) => [pairs[s].material.md5, pairs[s].material]));
    const uncertain = chunkItems.filter((i) => i.sent_at !== null);
    if (uncertain.length > 0) {
      // Sent by an attempt that died before its answers were written: what the accounts hold now.
      const held = await heldMaterials(gateway, [...new Set(uncertain.map((i) => i.advertiser_id))], new Set(uncertain.map((i) => i.md5.trim())));
      const landed = uncertain.filter((i) => held.has(`${i.advertiser_id}|${i.md5.trim()}`));
      if (landed.length > 0) await record(landed.map((i) => ({ seq: i.seq, ok: true, mediaMaterialId: held.get(`${i.advertiser_id}|${i.md5.trim()}`)!, reason: null })));
    }
    const toSend = chunkItems.filter((i) => i.ok === null);
    if (toSend.length === 0) continue;
    const sentAt = job.now();
    await db.transaction(async (tx) => {
      await sqlOn(tx).updateTable('material_push_items').set({ sent_at: sentAt }).where('run_id', '=', run.id).where('seq', 'in', toSend.map((i) => i.seq)).execute();
      await job.saveCheckpoint({ chunks }, tx);
    });
    for (const i of toSend) i.sent_at = sentAt;
    // The whole rectangle when nothing of it was answered (one call); else each account with what it still lacks.
    const calls =
      toSend.length === chunk.seqs.length
        ? [{ advertiserIds: chunk.advertiserIds, md5s: [...facts.keys()] }]
        : [...new Set(toSend.map((i) => i.advertiser_id))].map((id) => ({ advertiserIds: [id], md5s: toSend.filter((i) => i.advertiser_id === id).map((i) => i.md5.trim()) }));
    const outcomes: MaterialPushOutcome[] = [];
    for (const call of calls) {
      try {
        outcomes.push(...(await gateway.pushMaterials({ advertiserIds: call.advertiserIds, materials: call.md5s.map((md5) => upload(facts.get(md5)!, run.customer_id)) })));
      } catch (error) {
        if (!isMediaError(error)) throw error;
        for (const advertiserId of call.advertiserIds) for (const md5 of call.md5s) outcomes.push({ advertiserId, signature: md5, ok: false, mediaCode: error.mediaCode, reason: error.message });
      }
    }
    const outcomeOf = new Map(outcomes.map((o) => [`${o.advertiserId}|${o.signature.toLowerCase()}`, o]));
    await record(
      toSend.map((i): Answer => {
        const o = outcomeOf.get(`${i.advertiser_id}|${i.md5.trim()}`);
        if (!o) return { seq: i.seq, ok: false, mediaMaterialId: null, reason: '媒体未返回该素材的结果' };
        return o.ok ? { seq: i.seq, ok: true, mediaMaterialId: o.materialId, reason: null } : { seq: i.seq, ok: false, mediaMaterialId: null, reason: o.reason, mediaCode: o.mediaCode };
      }),
    );
  }
  // The media's verdicts on what just landed (a file an account already had may be reviewed already).
  await refreshPushes(job.server, run.customer_id, items.filter((i) => i.ok && i.material_id !== null).map((i) => Number(i.material_id))).catch(() => undefined);
  await finishRun(db, run.id, job.now());
  return { succeeded: items.filter((i) => i.ok).length, refused: items.filter((i) => i.ok === false).length };
}

/** The media's material ids of these files in these accounts (every page of each account's materials). */
async function heldMaterials(gateway: MediaGateway, advertiserIds: readonly string[], md5s: ReadonlySet<string>): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  for (const advertiserId of advertiserIds) {
    let cursor: string | undefined;
    do {
      const page = await gateway.listMaterials({ advertiserId, cursor });
      for (const m of page.materials) if (md5s.has(m.signature.toLowerCase())) held.set(`${advertiserId}|${m.signature.toLowerCase()}`, m.materialId);
      cursor = page.nextCursor;
    } while (cursor);
  }
  return held;
}

const mediaName = (media: string) => MEDIA_DISPLAY_NAMES[media as MediaCode] ?? media;

const failureLines = (failures: readonly ItemRow[]) =>
  failureListHtml(failures.map((f) => ({ what: `${f.material_name}（${mediaName(f.media_code)} ${f.account_name}）`, reason: f.reason })), PUSH_MESSAGE_FAILURES_SHOWN);

async function readItems(db: Queryable, runId: number): Promise<ItemRow[]> {
  return (await sqlOn(db).selectFrom('material_push_items').select(ITEM_COLUMNS).where('run_id', '=', runId).orderBy('seq').execute()) as ItemRow[];
}

/** The run's end: its state and the TASK message with the refused pairs, once. */
async function finishRun(db: Db, runId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const finished = await q.updateTable('material_push_runs').set({ state: 'done', finished_at: now }).where('id', '=', runId).where('state', 'in', ['queued', 'running']).returning(['user_id']).executeTakeFirst();
    if (!finished) return;
    const items = await readItems(tx, runId);
    const ok = items.filter((i) => i.ok).length;
    const failures = items.filter((i) => i.ok === false);
    const title = `素材推送完成：${outcomeCounts(ok, failures.length)}`;
    await notifyUser(tx, finished.user_id, { title, type: 'TASK', content: `<p>${escapeHtml(title)}</p>${failureLines(failures)}`, link: pushLink(runId), action: null });
  });
}

/** A run that ends before every pair was answered: failed for good, or cancelled from the task centre. */
export async function endRunEarly(db: Queryable, runId: number, now: Date, state: 'failed' | 'cancelled'): Promise<void> {
  const write = async (tx: Queryable) => {
    const q = sqlOn(tx);
    const marked = await q.updateTable('material_push_runs').set({ state, finished_at: now }).where('id', '=', runId).where('state', 'in', ['queued', 'running']).returning(['user_id']).executeTakeFirst();
    if (!marked) return;
    const items = await readItems(tx, runId);
    const ok = items.filter((i) => i.ok).length;
    const failures = items.filter((i) => i.ok === false);
    const unfinished = items.filter((i) => i.ok === null).length;
    const title = `素材推送${state === 'failed' ? '失败' : '已取消'}：${ok > 0 ? `此前已成功${ok}个` : '没有已确认成功的推送'}`;
    const content = [
      `<p>${escapeHtml(title)}</p>`,
      failureLines(failures),
      unfinished > 0 ? `<p>${unfinished}个未完成，结果未知，请稍后查看素材的推送记录，需要时重新推送。</p>` : '',
    ].join('');
    await notifyUser(tx, marked.user_id, { title, type: 'TASK', content, link: pushLink(runId), action: null });
  };
  if ('kind' in db && 'transaction' in db) await (db as Db).transaction(write);
  else await write(db);
}
