// 效果分析报告's saved reports (effect_reports, migration 046): each person's own. Another person's report answers as a
// missing one, whatever their role: a saved report is a page's setting, not a shared object.
import type { components } from '@toufang/api/contract';
import { checkEffectReportName, EFFECT_REPORT_LIMITS, formatChinaTime, type EffectReportBody } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import { badRequest, CODES, Refusal } from '@toufang/server-http';
import { checkBody } from './effect-report';
import { INSIGHTS_TEXTS } from './texts';

type Saved = components['schemas']['EffectReportSaved'];
export interface ReportOwner {
  userId: number;
  customerId: number;
}

const notFound = () => new Refusal(CODES.NOT_FOUND, INSIGHTS_TEXTS.REPORT_NOT_FOUND);

function savedOf(row: { id: number; name: string; body: unknown; created_at: Date; updated_at: Date }): Saved {
  return { id: row.id, name: row.name, body: row.body as Saved['body'], createdAt: formatChinaTime(row.created_at), updatedAt: formatChinaTime(row.updated_at) };
}

/** The caller's reports, the latest saved first. */
export async function listSavedReports(db: Db, owner: ReportOwner): Promise<Saved[]> {
  const rows = await sqlOn(db)
    .selectFrom('effect_reports')
    .select(['id', 'name', 'body', 'created_at', 'updated_at'])
    .where('user_id', '=', owner.userId)
    .where('customer_id', '=', owner.customerId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(savedOf);
}

/** 另存为 (no id) or overwrite one of the caller's own. */
export async function saveReport(db: Db, owner: ReportOwner, request: { id?: number; name: string; body: EffectReportBody }, now: Date): Promise<Saved> {
  const nameError = checkEffectReportName(request.name);
  if (nameError) throw badRequest(nameError);
  checkBody(request.body);
  const name = request.name.trim();
  const body = JSON.stringify(request.body);
  return db.transaction(async (tx) => {
    const q = sqlOn(tx);
    if (request.id !== undefined) {
      const row = await q
        .updateTable('effect_reports')
        .set({ name, body, updated_at: now })
        .where('id', '=', request.id)
        .where('user_id', '=', owner.userId)
        .where('customer_id', '=', owner.customerId)
        .returning(['id', 'name', 'body', 'created_at', 'updated_at'])
        .executeTakeFirst();
      if (!row) throw notFound();
      return savedOf(row);
    }
    const held = await q.selectFrom('effect_reports').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', owner.userId).executeTakeFirstOrThrow();
    if (Number(held.n) >= EFFECT_REPORT_LIMITS.SAVED_MAX) throw badRequest(INSIGHTS_TEXTS.REPORTS_FULL(EFFECT_REPORT_LIMITS.SAVED_MAX));
    const row = await q
      .insertInto('effect_reports')
      .values({ user_id: owner.userId, customer_id: owner.customerId, name, body, created_at: now, updated_at: now })
      .returning(['id', 'name', 'body', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    return savedOf(row);
  });
}

export async function removeReport(db: Db, owner: ReportOwner, id: number): Promise<void> {
  const gone = await sqlOn(db).deleteFrom('effect_reports').where('id', '=', id).where('user_id', '=', owner.userId).where('customer_id', '=', owner.customerId).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw notFound();
}
