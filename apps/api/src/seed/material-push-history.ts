// 任务中心 and 素材库 on a fresh desk show one finished push (issue 20, "Push to media accounts"): the demo
// designer's latest toutiao pushes as a material.push job that succeeded in part, with a 大图 1200×628 the
// media's limits refused before any call, its results, and the TASK message that links to them. Written as
// the job would have left them (material-push job, push.ts), from what seed/materials.ts placed.
import type { MediaCode } from '@toufang/domain';
import { materialPushJob, materialRefusal, pushLink } from '@toufang/server-assets';
import { notifyUser } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { recordFinished } from '@toufang/server-jobs';
import { sandboxConfig } from '../media/sandbox-media';

const DEMO_COMPANY = 1;
const MEDIA: MediaCode = 'toutiao';
/** The pushed materials the run holds (its latest). */
const RUN_MATERIALS = 3;

/** Seeds the run when the designer has pushes and a file toutiao refuses; answers its id, or null. */
export async function seedPushHistory(tx: Queryable, now: Date): Promise<number | null> {
  const q = sqlOn(tx);
  const designer = await q.selectFrom('users').select(['id', 'display_name']).where('customer_id', '=', DEMO_COMPANY).where('username', '=', 'designer').executeTakeFirst();
  if (!designer) return null;
  const pushed = await q
    .selectFrom('material_pushes as p')
    .innerJoin('materials as m', 'm.id', 'p.material_id')
    .innerJoin('media_accounts as a', 'a.id', 'p.media_account_id')
    .select(['m.id', 'm.name', 'm.md5', 'p.media_account_id', 'a.account_name', 'a.account_id', 'p.media_material_id', 'p.pushed_at'])
    .where('m.customer_id', '=', DEMO_COMPANY)
    .where('m.designer_id', '=', designer.id)
    .where('p.media_code', '=', MEDIA)
    .orderBy('p.pushed_at', 'desc')
    .limit(RUN_MATERIALS)
    .execute();
  const limits = sandboxConfig(MEDIA).limits.material;
  const candidates = await q
    .selectFrom('materials')
    .select(['id', 'name', 'md5', 'kind', 'format', 'size_bytes', 'width', 'height', 'duration_ms'])
    .where('customer_id', '=', DEMO_COMPANY)
    .where('designer_id', '=', designer.id)
    .where('width', '=', 1200)
    .where('height', '=', 628)
    .orderBy('created_at', 'desc')
    .limit(1)
    .execute();
  const refused = candidates
    .map((m) => ({ m, reason: materialRefusal(MEDIA, limits, { id: Number(m.id), name: m.name, md5: m.md5, kind: m.kind, format: m.format, size: Number(m.size_bytes), width: m.width, height: m.height, durationMs: m.duration_ms }) }))
    .find((c) => c.reason !== null);
  if (pushed.length === 0 || !refused) return null;

  const account = pushed[0];
  const finishedAt = new Date(Math.min(now.getTime(), new Date(pushed[0].pushed_at).getTime() + 5_000));
  const createdAt = new Date(finishedAt.getTime() - 30_000);
  const items = [
    ...pushed.map((p) => ({ material_id: p.id, material_name: p.name, md5: p.md5, account_id: p.media_account_id, account_name: p.account_name, advertiser_id: p.account_id, ok: true, media_material_id: p.media_material_id, reason: null as string | null, sent_at: createdAt })),
    { material_id: refused.m.id, material_name: refused.m.name, md5: refused.m.md5, account_id: account.media_account_id, account_name: account.account_name, advertiser_id: account.account_id, ok: false, media_material_id: null, reason: refused.reason, sent_at: null },
  ];
  const actor = { kind: 'user' as const, userId: designer.id, name: designer.display_name };
  const run = await q
    .insertInto('material_push_runs')
    .values({ customer_id: DEMO_COMPANY, user_id: designer.id, state: 'done', total: items.length, created_at: createdAt, finished_at: finishedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await q
    .insertInto('material_push_items')
    .values(items.map((item, seq) => ({ run_id: run.id, seq, media_code: MEDIA, ...item })))
    .execute();
  const ok = pushed.length;
  const jobId = await recordFinished(tx, materialPushJob, { runId: run.id }, { succeeded: ok, refused: 1 }, { companyId: DEMO_COMPANY, actor, dedupeKey: `material-push:${run.id}`, now: finishedAt, done: items.length });
  await q.updateTable('material_push_runs').set({ job_id: jobId }).where('id', '=', run.id).execute();
  const title = `素材推送完成：成功${ok}个，失败1个`;
  await notifyUser(tx, designer.id, {
    title,
    type: 'TASK',
    content: `<p>${title}</p><ul><li>${refused.m.name}（巨量引擎 ${account.account_name}）：${refused.reason}</li></ul>`,
    link: pushLink(run.id),
    action: null,
  });
  return run.id;
}
