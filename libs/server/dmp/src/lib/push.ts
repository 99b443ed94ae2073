// Pushing a crowd to accounts (docs/design/properties.md §4.1): every pair checked before any call (the media's
// audience uploads open, the account authorised, the media's per-account cap counting the packs the account
// holds and the pairs already queued for it); refused pairs are stored on the crowd at once, the rest go to the
// media in the job `dmp.push`. There, an uploaded crowd without a copy on a media sends its hashed file from the
// storage; a crowd with a copy under the same authorisation is pushed from that copy; a handpicked pack is added.
// Each pair's answer, the desk's copy of the new pack and the checkpoint commit together.
import { MEDIA_CODES, MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import type { MediaPorts } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { defineJob, enqueue, JobFailure, presentJobs, type JobContext } from '@toufang/server-jobs';
import { isMediaError, type AudienceIdType, type MediaGateway, type PropertyTypeSpec } from '@toufang/server-media';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { syncAccountType } from '@toufang/server-properties';
import { recordAudit, type Actor } from '@toufang/server-audit';
import { AUDIENCE_TYPE, crowdRows, linkCopies, ownCrowd, type CrowdRow } from './crowds';
import { DMP_TEXTS, notFound } from './texts';

export interface CrowdPushPayload {
  crowdId: number;
  crowdName: string;
  /** The queued pairs' accounts, in the order they are sent. */
  accountIds: number[];
}

/** The media's audience type as its port declares it, or null when the media has not built it. */
export function audienceSpec(ports: MediaPorts, media: MediaCode): PropertyTypeSpec | null {
  const spec = ports.port(media).properties.find((p) => p.type === AUDIENCE_TYPE);
  // An audience type that is built (the upload makes its packs; its page's 新建 is not offered).
  return spec && spec.lifecycle ? spec : null;
}

interface PushAccount {
  id: number;
  account_name: string;
  account_id: string;
  media_code: string;
  authorization_id: number | null;
  customer_id: number;
}

/** Packs an account holds (not deleted) plus pairs queued for it and not answered yet. */
export async function heldPacks(q: Queryable, accountIds: readonly number[]): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  if (accountIds.length === 0) return held;
  const synced = await sqlOn(q)
    .selectFrom('media_properties')
    .select(['account_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', 'in', [...accountIds])
    .where('property_type', '=', AUDIENCE_TYPE)
    .where('state', '<>', 'deleted')
    .groupBy('account_id')
    .execute();
  for (const r of synced) held.set(r.account_id, Number(r.n));
  const queued = await sqlOn(q)
    .selectFrom('dmp_crowd_copies')
    .select(['account_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', 'in', [...accountIds])
    .where('state', '=', 'queued')
    .groupBy('account_id')
    .execute();
  for (const r of queued) held.set(r.account_id, (held.get(r.account_id) ?? 0) + Number(r.n));
  return held;
}

/** Why a pair may not be sent, in the desk's words, or null. */
function pairProblem(ports: MediaPorts, crowd: CrowdRow, account: PushAccount, held: number): string | null {
  const media = account.media_code as MediaCode;
  const name = MEDIA_REGISTRY[media].displayName;
  const spec = audienceSpec(ports, media);
  if (!spec) return DMP_TEXTS.NOT_OPEN(name);
  if (crowd.source === 'handpick' && crowd.handpick_media !== media) return DMP_TEXTS.OTHER_MEDIA(MEDIA_REGISTRY[crowd.handpick_media as MediaCode].displayName);
  if (account.authorization_id === null) return DMP_TEXTS.NOT_AUTHORIZED(account.account_name);
  const cap = spec.limits.perAccount;
  if (cap !== null && held + 1 > cap) return DMP_TEXTS.CAP(name, cap, account.account_name, held);
  return null;
}

export interface PushStart {
  jobId: string | null;
  queued: number;
  refused: { accountId: number; accountName: string; reason: string }[];
}

/** Checks every pair, stores the refused ones and queues the rest; answers both. */
export async function startCrowdPush(
  db: Db,
  ports: MediaPorts,
  scope: AccountScope,
  crowdId: number,
  accountIds: readonly number[],
  who: { userId: number; actor: Actor },
  now: Date,
): Promise<PushStart> {
  const crowd = await ownCrowd(db, scope.customerId, crowdId);
  const accounts = await sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.account_name', 'a.account_id', 'a.media_code', 'a.authorization_id', 'a.customer_id'])
    .where('a.id', 'in', [...accountIds])
    .where(accountInScope(scope, 'a'))
    .orderBy('a.media_code')
    .orderBy('a.id')
    .execute();
  // An account of another company or outside the caller's scope is named as missing, as nothing else.
  if (accounts.length !== new Set(accountIds).size) throw notFound(DMP_TEXTS.ACCOUNT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const kept = await q.selectFrom('dmp_crowd_copies').select(['account_id', 'state']).where('crowd_id', '=', crowdId).execute();
    const done = new Set(kept.filter((k) => k.state !== 'refused').map((k) => k.account_id));
    const held = await heldPacks(tx, accounts.map((a) => a.id));
    const refused: PushStart['refused'] = [];
    const queued: number[] = [];
    for (const account of accounts) {
      // A copy made or on its way is not sent again.
      if (done.has(account.id)) continue;
      const problem = pairProblem(ports, crowd, account, held.get(account.id) ?? 0);
      if (problem) refused.push({ accountId: account.id, accountName: account.account_name, reason: problem });
      else queued.push(account.id);
    }
    const job = queued.length > 0 ? await enqueue(tx, crowdPushJob, { crowdId, crowdName: crowd.name, accountIds: queued }, { companyId: scope.customerId, actor: who.actor, now }) : null;
    const pairs = [
      ...refused.map((r) => ({ account: r.accountId, state: 'refused' as const, reason: r.reason })),
      ...queued.map((id) => ({ account: id, state: 'queued' as const, reason: null })),
    ];
    const mediaOf = new Map(accounts.map((a) => [a.id, a.media_code]));
    if (pairs.length > 0) {
      await q
        .insertInto('dmp_crowd_copies')
        .values(pairs.map((p) => ({ crowd_id: crowdId, account_id: p.account, media_code: mediaOf.get(p.account) ?? '', state: p.state, reason: p.reason, job_id: job?.id ?? null, pushed_by: who.userId, pushed_at: now })))
        .onConflict((oc) =>
          oc.columns(['crowd_id', 'account_id']).doUpdateSet((eb) => ({
            state: eb.ref('excluded.state'),
            reason: eb.ref('excluded.reason'),
            job_id: eb.ref('excluded.job_id'),
            pushed_by: eb.ref('excluded.pushed_by'),
            pushed_at: eb.ref('excluded.pushed_at'),
          })),
        )
        .execute();
    }
    return { jobId: job?.id ?? null, queued: queued.length, refused };
  });
}

// ---------- the job ----------

function isPayload(raw: unknown): raw is CrowdPushPayload {
  if (typeof raw !== 'object' || raw === null) return false;
  const p = raw as Partial<CrowdPushPayload>;
  return Number.isInteger(p.crowdId) && typeof p.crowdName === 'string' && Array.isArray(p.accountIds) && p.accountIds.every(Number.isInteger);
}

/** The pack a pair makes: the media's id, or its refusal. */
async function sendPair(job: JobContext<CrowdPushPayload, unknown>, crowd: CrowdRow, account: PushAccount): Promise<string> {
  const ports = job.server.media;
  const media = account.media_code as MediaCode;
  const gateway: MediaGateway = ports.gateway(media, account.authorization_id ?? 0);
  if (crowd.source === 'handpick') return (await gateway.addHandpicked(account.account_id, crowd.handpick_id ?? '')).propertyId;
  // A copy under the same authorisation is pushed from (the media copies it); otherwise the file goes again.
  const source = await sqlOn(job.db)
    .selectFrom('dmp_crowd_copies as k')
    .innerJoin('media_accounts as a', 'a.id', 'k.account_id')
    .select(['k.media_property_id', 'a.account_id as advertiser_id'])
    .where('k.crowd_id', '=', crowd.id)
    .where('k.media_code', '=', media)
    .where('k.state', '=', 'ok')
    .where('a.authorization_id', '=', account.authorization_id)
    .where('k.media_property_id', 'is not', null)
    .executeTakeFirst();
  const spec = audienceSpec(ports, media);
  if (source?.media_property_id && spec?.operations.push) {
    const [outcome] = await gateway.pushProperties({ type: AUDIENCE_TYPE, advertiserId: source.advertiser_id, ids: [source.media_property_id], targetAdvertiserIds: [account.account_id] });
    if (!outcome) throw new Error(DMP_TEXTS.NO_ANSWER);
    if (!outcome.ok) throw new PairRefused(outcome.reason);
    return outcome.propertyId;
  }
  if (crowd.source !== 'upload' || crowd.file_md5 === null) throw new PairRefused(DMP_TEXTS.NO_SOURCE_COPY);
  const ref = { customerId: account.customer_id, md5: crowd.file_md5 };
  const storage = job.server.storage;
  const nameMax = spec?.limits.nameMaxLength ?? crowd.name.length;
  const answer = await gateway.uploadAudience(account.account_id, {
    name: crowd.name.slice(0, nameMax),
    idType: (crowd.id_type ?? 'imei') as AudienceIdType,
    content: () =>
      (async function* () {
        const read = await storage.get(ref);
        yield* read.stream as AsyncIterable<Uint8Array>;
      })(),
    rows: crowd.rows_valid ?? 0,
  });
  return answer.propertyId;
}

class PairRefused extends Error {}

export const crowdPushJob = defineJob<CrowdPushPayload, { ok: number; failed: number }, { done: number; ok: number; failed: number }>(
  'dmp.push',
  {
    title: DMP_TEXTS.PUSH_TITLE,
    parsePayload(raw) {
      if (!isPayload(raw)) throw new JobFailure('推送人群任务的内容无效');
      return raw;
    },
  },
  async (job) => {
    const { crowdId, accountIds } = job.payload;
    const [crowd] = job.companyId === null ? [] : await crowdRows(job.db, job.companyId, [crowdId]);
    if (!crowd) throw new JobFailure(DMP_TEXTS.CROWD_NOT_FOUND);
    const accounts = await sqlOn(job.db)
      .selectFrom('media_accounts')
      .select(['id', 'account_name', 'account_id', 'media_code', 'authorization_id', 'customer_id'])
      .where('id', 'in', accountIds.length > 0 ? accountIds : [0])
      .where('customer_id', '=', job.companyId ?? 0)
      .execute();
    const byId = new Map(accounts.map((a) => [a.id, a]));
    let { done, ok, failed } = job.checkpoint ?? { done: 0, ok: 0, failed: 0 };
    while (done < accountIds.length && !job.signal.aborted) {
      const account = byId.get(accountIds[done]);
      let answer: { ok: true; id: string } | { ok: false; reason: string };
      // Whether the media answered (a pack made or refused by it), so the pair lands in the audit trail.
      let reached = false;
      if (!account) answer = { ok: false, reason: DMP_TEXTS.ACCOUNT_NOT_FOUND };
      else {
        try {
          answer = { ok: true, id: await sendPair(job, crowd, account) };
          reached = true;
        } catch (error) {
          if (!(error instanceof PairRefused) && !isMediaError(error)) throw error;
          reached = isMediaError(error);
          answer = { ok: false, reason: error.message };
        }
      }
      if (answer.ok && account) {
        // The new pack is read from the media at once, so the lists show it (计算中) without waiting for a sync.
        const synced = { id: account.id, customerId: account.customer_id, media: account.media_code as MediaCode, advertiserId: account.account_id, name: account.account_name, authorizationId: account.authorization_id ?? 0 };
        try {
          await syncAccountType(job.db, job.server.media, synced, AUDIENCE_TYPE, job.now());
        } catch (error) {
          if (!isMediaError(error)) throw error;
        }
      }
      const result = answer;
      await job.db.transaction(async (tx) => {
        await sqlOn(tx)
          .updateTable('dmp_crowd_copies')
          .set(result.ok ? { state: 'ok', reason: null, media_property_id: result.id } : { state: 'refused', reason: result.reason })
          .where('crowd_id', '=', crowdId)
          .where('account_id', '=', accountIds[done])
          .execute();
        if (result.ok) await linkCopies(tx, accountIds[done]);
        if (reached && account && job.companyId !== null) {
          await recordAudit(tx, {
            companyId: job.companyId,
            actor: job.requestedBy,
            jobId: job.jobId,
            at: job.now(),
            media: account.media_code as MediaCode,
            account: { id: account.account_id, name: account.account_name },
            object: { level: AUDIENCE_TYPE, id: result.ok ? result.id : '', name: crowd.name },
            action: 'dmp.push',
            actionName: '推送人群',
            before: null,
            after: { crowdId, source: crowd.source },
            answer: result.ok === false ? { outcome: 'refused', message: result.reason } : { outcome: 'ok' },
          });
        }
        if (!result.ok) await job.itemFailed(account?.account_name ?? String(accountIds[done]), result.reason, tx);
        done += 1;
        if (result.ok) ok += 1;
        else failed += 1;
        await job.saveCheckpoint({ done, ok, failed }, tx);
        await job.progress({ done, total: accountIds.length, step: DMP_TEXTS.PUSH_TITLE }, tx);
      });
    }
    return { ok, failed };
  },
);

presentJobs([crowdPushJob.name], {
  type: 'push',
  async facts(_db, rows) {
    return new Map(
      rows.map((row) => {
        const payload = row.payload as Partial<CrowdPushPayload> | null;
        const result = row.result as { ok: number; failed: number } | null;
        return [
          row.id,
          {
            target: `人群「${payload?.crowdName ?? ''}」→ ${payload?.accountIds?.length ?? 0}个账户`,
            summary: row.state === 'succeeded' && result ? DMP_TEXTS.PUSH_SUMMARY(result.ok, result.failed) : null,
            failedItems: row.item_errors.length,
          },
        ];
      }),
    );
  },
});

/** The accounts the caller sees on media that take uploads, each with its packs and the media's cap. */
export async function pushableAccounts(db: Db, ports: MediaPorts, scope: AccountScope, media?: MediaCode) {
  const open = MEDIA_CODES.filter((code) => (media === undefined || code === media) && audienceSpec(ports, code) !== null);
  if (open.length === 0) return [];
  const accounts = await sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.account_name', 'a.account_id', 'a.media_code', 'a.authorization_id'])
    .where('a.media_code', 'in', open)
    .where(accountInScope(scope, 'a'))
    .orderBy('a.media_code')
    .orderBy('a.id')
    .execute();
  const held = await heldPacks(db, accounts.map((a) => a.id));
  return accounts.map((a) => ({
    accountId: a.id,
    accountName: a.account_name,
    advertiserId: a.account_id,
    media: a.media_code as MediaCode,
    authorized: a.authorization_id !== null,
    packs: held.get(a.id) ?? 0,
    perAccount: audienceSpec(ports, a.media_code as MediaCode)?.limits.perAccount ?? null,
  }));
}
