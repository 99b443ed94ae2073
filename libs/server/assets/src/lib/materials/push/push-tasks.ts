// How the task centre shows a push (jobs/presenters.ts): the materials and accounts it sends, its result, and
// its pairs with the refused ones' reasons. 重试失败部分 is not offered: a refusal by the media's review or
// limits would be refused again; the person pushes again from 素材库 after changing the file.
import { sqlOn } from '@toufang/server-db';
import { presentJobs, type JobFacts, outcomeCounts } from '@toufang/server-jobs';
import { materialPushJob } from './push-job';

/** Pairs a job's detail lists (the push's own view has them all). */
const DETAIL_PAIRS_MAX = 200;

presentJobs([materialPushJob.name], {
  type: 'push',
  async facts(db, rows) {
    const runs = await sqlOn(db)
      .selectFrom('material_push_runs as r')
      .leftJoin('material_push_items as i', 'i.run_id', 'r.id')
      .select((eb) => [
        'r.job_id',
        'r.total',
        eb.fn.count<number>('i.seq').filterWhere('i.ok', '=', true).as('ok'),
        eb.fn.count<number>('i.seq').filterWhere('i.ok', '=', false).as('failed'),
        eb.fn.count<number>('i.material_id').distinct().as('materials'),
        eb.fn.count<number>('i.account_id').distinct().as('accounts'),
      ])
      .where('r.job_id', 'in', rows.map((r) => r.id))
      .groupBy(['r.id', 'r.job_id', 'r.total'])
      .execute();
    const out = new Map<string, JobFacts>();
    for (const r of runs) {
      if (!r.job_id) continue;
      const row = rows.find((x) => x.id === r.job_id);
      const failed = Number(r.failed);
      out.set(r.job_id, {
        target: `${Number(r.materials)}个素材 × ${Number(r.accounts)}个账户 · 推送素材`,
        summary: row && (row.state === 'succeeded' || row.state === 'failed') ? outcomeCounts(Number(r.ok), failed) : null,
        failedItems: failed,
      });
    }
    return out;
  },
  async detail(db, row) {
    const items = await sqlOn(db)
      .selectFrom('material_push_runs as r')
      .innerJoin('material_push_items as i', 'i.run_id', 'r.id')
      .select(['i.md5', 'i.material_name', 'i.account_name', 'i.ok', 'i.reason', 'i.media_material_id'])
      .where('r.job_id', '=', row.id)
      .orderBy('i.seq')
      .limit(DETAIL_PAIRS_MAX)
      .execute();
    return {
      objects: items.map((i) => ({ kind: 'material', id: i.media_material_id ?? i.md5.trim(), name: `${i.material_name}（${i.account_name}）`, ok: i.ok, reason: i.reason })),
    };
  },
});
