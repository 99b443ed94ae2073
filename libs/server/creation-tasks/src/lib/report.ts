// The 创建报告 (issue 22 "add-report"): one task, or the tasks of a media and period, per account: what was created,
// what failed grouped by reason, the review outcomes (the object sync's, else the create's answer), and the first
// figures of the created objects from the metrics store since the first task's day.
import type { components } from '@toufang/api/contract';
import { chinaDateStart, chinaToday, seesWholeCompany, type MediaCode } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { badRequest, type SessionUser } from '@toufang/server-http';
import { accountInScope } from '@toufang/server-org';
import { levelsOf } from './levels';
import { visibleTask } from './tasks';

type Report = components['schemas']['CreationReport'];
type ReportAccount = components['schemas']['CreationReportAccount'];
export type ReportQuery = components['schemas']['CreationReportQuery'];

export const REPORT_TEXTS = {
  QUERY: '请选择创建任务，或选择媒体和日期范围',
} as const;

export async function creationReport(server: ServerContext, session: SessionUser, query: ReportQuery, now: Date): Promise<Report> {
  const q = sqlOn(server.db);
  let tasks: { id: number; media_code: string; created_at: Date }[];
  if (query.taskId !== undefined) {
    const task = await visibleTask(server.db, session, query.taskId);
    tasks = [task];
  } else {
    if (!query.media || !query.from || !query.to || query.from > query.to) throw badRequest(REPORT_TEXTS.QUERY);
    let select = q
      .selectFrom('creation_tasks')
      .select(['id', 'media_code', 'created_at'])
      .where('customer_id', '=', session.customerId)
      .where('media_code', '=', query.media)
      .where('created_at', '>=', chinaDateStart(query.from))
      .where('created_at', '<', chinaDateStart(query.to, 1));
    if (!seesWholeCompany(session.role)) select = select.where('created_by', '=', session.userId);
    tasks = await select.execute();
  }
  if (tasks.length === 0) return { tasks: 0, accounts: [] };
  const rows = await q
    .selectFrom('creation_task_rows as r')
    .innerJoin('creation_tasks as t', 't.id', 'r.task_id')
    .innerJoin('media_accounts as a', 'a.id', 'r.account_id')
    .leftJoin('delivery_objects as o', (join) => join.onRef('o.object_id', '=', 'r.media_id').onRef('o.media_code', '=', 't.media_code'))
    .select(['r.account_id', 'a.account_name', 'a.account_id as advertiser_id', 't.media_code', 'r.level', 'r.state', 'r.reason', 'r.media_id', 'r.review', 'o.review as synced_review'])
    .where('r.task_id', 'in', tasks.map((t) => t.id))
    .where(accountInScope(session, 'a'))
    .execute();
  const byAccount = new Map<number, ReportAccount & { reasonCounts: Map<string, number> }>();
  const objectsOf = new Map<string, number>();
  for (const r of rows) {
    let a = byAccount.get(r.account_id);
    if (!a) {
      a = { accountId: r.account_id, accountName: r.account_name, media: r.media_code as MediaCode, created: 0, failed: 0, reasons: [], reviewing: 0, approved: 0, rejected: 0, impressions: 0, clicks: 0, cost: 0, conversions: 0, reasonCounts: new Map() };
      byAccount.set(r.account_id, a);
    }
    if (r.state === 'created') {
      a.created += 1;
      const review = r.synced_review ?? r.review ?? 'reviewing';
      a[review] += 1;
      if (r.media_id) objectsOf.set(`${r.media_code}|${r.level}|${r.media_id}`, r.account_id);
    } else if (r.state === 'failed') {
      a.failed += 1;
      const reason = r.reason ?? '';
      a.reasonCounts.set(reason, (a.reasonCounts.get(reason) ?? 0) + 1);
    }
  }
  // First figures: the delivering objects' sums since the first task's China day.
  const from = chinaToday(new Date(Math.min(...tasks.map((t) => t.created_at.getTime()))));
  const to = chinaToday(now);
  const groups = new Map<string, string[]>();
  for (const key of objectsOf.keys()) {
    const [media, level, id] = key.split('|');
    if (!levelsOf(server.media.port(media as MediaCode)).delivering.includes(level)) continue;
    const group = `${media}|${level}`;
    groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  for (const [group, ids] of groups) {
    const [media, level] = group.split('|');
    const page = await server.metrics.query({ customerId: session.customerId, media: media as MediaCode, level, from, to, objectIds: ids, sort: { key: 'cost', order: 'desc' }, offset: 0, limit: ids.length });
    for (const row of page.rows) {
      const account = byAccount.get(objectsOf.get(`${media}|${level}|${row.objectId}`) ?? -1);
      if (!account) continue;
      account.impressions += row.sums.show;
      account.clicks += row.sums.click;
      account.cost = Math.round((account.cost + row.sums.cost) * 100) / 100;
      account.conversions += row.sums.convert;
    }
  }
  const accounts = [...byAccount.values()].map(({ reasonCounts, ...a }) => ({
    ...a,
    reasons: [...reasonCounts].map(([reason, count]) => ({ reason, count })).sort((x, y) => y.count - x.count || x.reason.localeCompare(y.reason)),
  }));
  accounts.sort((x, y) => x.accountName.localeCompare(y.accountName) || x.accountId - y.accountId);
  return { tasks: tasks.length, accounts };
}
