// How the task centre shows a property push (jobs/presenters.ts), as a material push: the objects and accounts
// it sends, 成功N个，失败M个, and its pairs with the refused ones' reasons. 重试失败部分 is offered only for pairs
// the media refused as busy, rate-limited or locked out (docs/design/properties.md §6.11): it checks them again
// as a new push of the person retrying, inside their scope.
import { type MediaCode } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { badRequest } from '@toufang/server-http';
import { presentJobs, type JobFacts, outcomeCounts } from '@toufang/server-jobs';
import { accountInScope } from '@toufang/server-org';
import { typeLabel } from '../writes';
import { planPairs, type PushSource } from './push-plan';
import { storePush, targetsOf } from './push';
import { propertyPushJob, type PropertyPushResult } from './push-job';

/** Pairs a job's detail lists (the push's own view has them all). */
const DETAIL_PAIRS_MAX = 200;

export const PROPERTY_PUSH_TASK_TEXTS = {
  NOTHING_TO_RETRY: '该任务没有可重试的部分',
} as const;

const retryOf = (result: unknown): number[] => {
  const seqs = (result as Partial<PropertyPushResult> | null)?.retry;
  return Array.isArray(seqs) ? seqs.filter((s): s is number => Number.isInteger(s)) : [];
};

presentJobs([propertyPushJob.name], {
  type: 'push',
  async facts(db, rows) {
    const runs = await sqlOn(db)
      .selectFrom('property_push_runs as r')
      .leftJoin('property_push_items as i', 'i.run_id', 'r.id')
      .select((eb) => [
        'r.job_id',
        'r.property_type',
        eb.fn.count<number>('i.seq').filterWhere('i.ok', '=', true).as('ok'),
        eb.fn.count<number>('i.seq').filterWhere('i.ok', '=', false).as('failed'),
        eb.fn.count<number>('i.property_id').distinct().as('objects'),
        eb.fn.count<number>('i.account_id').distinct().as('accounts'),
      ])
      .where('r.job_id', 'in', rows.map((r) => r.id))
      .groupBy(['r.id', 'r.job_id', 'r.property_type'])
      .execute();
    const out = new Map<string, JobFacts>();
    for (const r of runs) {
      if (!r.job_id) continue;
      const row = rows.find((x) => x.id === r.job_id);
      const failed = Number(r.failed);
      const label = typeLabel(r.property_type);
      out.set(r.job_id, {
        target: `${Number(r.objects)}个${label} × ${Number(r.accounts)}个账户 · 推送${label}`,
        summary: row && (row.state === 'succeeded' || row.state === 'failed') ? outcomeCounts(Number(r.ok), failed) : null,
        // Only what may land when sent again counts for 重试失败部分.
        failedItems: row ? retryOf(row.result).length : 0,
      });
    }
    return out;
  },
  async detail(db, row) {
    const items = await sqlOn(db)
      .selectFrom('property_push_runs as r')
      .innerJoin('property_push_items as i', 'i.run_id', 'r.id')
      .select(['r.property_type', 'i.property_id', 'i.property_name', 'i.account_name', 'i.ok', 'i.reason', 'i.media_property_id'])
      .where('r.job_id', '=', row.id)
      .orderBy('i.seq')
      .limit(DETAIL_PAIRS_MAX)
      .execute();
    return {
      objects: items.map((i) => ({ kind: i.property_type, id: i.media_property_id ?? String(i.property_id ?? ''), name: `${i.property_name}（${i.account_name}）`, ok: i.ok, reason: i.reason })),
    };
  },
  async retry(server, row, caller, now) {
    const db = server.db;
    const q = sqlOn(db);
    const run = await q.selectFrom('property_push_runs').selectAll().where('job_id', '=', row.id).executeTakeFirst();
    const seqs = retryOf(row.result);
    if (!run || seqs.length === 0) throw badRequest(PROPERTY_PUSH_TASK_TEXTS.NOTHING_TO_RETRY);
    const media = run.media_code as MediaCode;
    caller.permitMedia(media);
    const items = await q
      .selectFrom('property_push_items')
      .select(['property_id', 'account_id'])
      .where('run_id', '=', run.id)
      .where('seq', 'in', seqs)
      .where('ok', '=', false)
      .orderBy('seq')
      .execute();
    const scope = { customerId: caller.companyId, userId: caller.userId, role: caller.role };
    // The sources and targets still there and in the retrying person's scope; the rest is not retried.
    const sourceIds = [...new Set(items.map((i) => i.property_id).filter((id): id is string | number => id !== null).map(String))];
    const found = sourceIds.length === 0
      ? []
      : await q
          .selectFrom('media_properties as p')
          .innerJoin('media_accounts as a', 'a.id', 'p.account_id')
          .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
          .select(['p.id', 'p.name', 'p.media_property_id', 'p.account_id', 'a.account_id as advertiser_id', 'a.authorization_id', 'z.status as auth_status'])
          .where('p.id', 'in', sourceIds)
          .where('p.media_code', '=', media)
          .where('p.property_type', '=', run.property_type)
          .where('p.state', '<>', 'deleted')
          .where(accountInScope(scope, 'a'))
          .execute();
    const sources = new Map<number, PushSource>(
      found.map((s) => [Number(s.id), { id: Number(s.id), name: s.name, mediaId: s.media_property_id, accountId: s.account_id, advertiserId: s.advertiser_id, authorizationId: s.auth_status === 'active' ? s.authorization_id : null }]),
    );
    const accountIds = [...new Set(items.map((i) => i.account_id).filter((id): id is number => id !== null))];
    const inScope = await q.selectFrom('media_accounts as a').select('a.id').where('a.id', 'in', [...accountIds, 0]).where(accountInScope(scope, 'a')).execute();
    const targets = await targetsOf(db, scope, media, run.property_type, inScope.map((a) => a.id));
    const spec = server.media.port(media).properties.find((p) => p.type === run.property_type);
    // Only the pairs that failed, each planned against its target as it is now (cap, authorisation).
    const rules = { media, label: typeLabel(run.property_type), cap: spec?.limits.perAccount ?? null };
    const pairs = targets
      .flatMap((target) => {
        const wanted = items.filter((i) => i.account_id === target.id).flatMap((i) => sources.get(Number(i.property_id)) ?? []);
        return planPairs(wanted, [target], rules);
      })
      .map((p, seq) => ({ ...p, seq }));
    if (pairs.length === 0) throw badRequest(PROPERTY_PUSH_TASK_TEXTS.NOTHING_TO_RETRY);
    const started = await storePush(db, scope, { kind: 'user', userId: caller.userId, name: caller.name }, media, run.property_type, pairs, now);
    return started.jobId;
  },
});
