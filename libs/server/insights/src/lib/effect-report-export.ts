// 效果分析报告's 导出: the pivot the page shows, written at once (it is capped at EFFECT_REPORT_LIMITS.MAX_GROUPS rows) as
// xlsx under the page's headers with the 合计 row last, kept as a delivery export of the caller's (single-use links,
// 7 days, refused once it holds an account the caller no longer sees), as the list kit's exports are.
import type { components } from '@toufang/api/contract';
import { EFFECT_REPORT_DIMENSION_LABELS, formatChinaTime, MEDIA_DISPLAY_NAMES, METRICS, type EffectReportBody, type MetricKey } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { exportView, recordExportAccounts } from '@toufang/server-delivery';
import ExcelJS from 'exceljs';
import { effectReportOf, type EffectReportAnswer, type ReportScope } from './effect-report';
import { INSIGHTS_TEXTS } from './texts';

type Key = components['schemas']['EffectReportKey'];

/** The delivery_exports list id of these files (a list id, so the row needs no media and level). */
export const EFFECT_REPORT_LIST_ID = 'tools.effect-report';

/** The text of one dimension's cell. */
function cellOf(dimension: EffectReportBody['dimensions'][number], key: Key): string {
  switch (dimension) {
    case 'media':
      return key.media ? MEDIA_DISPLAY_NAMES[key.media] : '';
    case 'account':
      return key.account ? `${key.account.name}（${key.account.advertiserId}）${key.account.sandbox ? INSIGHTS_TEXTS.SANDBOX_MARK : ''}` : '';
    case 'project':
      return key.project ? key.project.name : INSIGHTS_TEXTS.NO_PROJECT;
    case 'date':
      return key.date ?? '';
    case 'plan':
      return key.plan ? `${key.plan.name}（${key.plan.levelLabel} ${key.plan.objectId}）` : '';
    case 'namePart':
      return key.namePart?.label ?? '';
    default:
      return '';
  }
}

/** The file's headers: the dimensions (namePart by its field's title), then each metric with its unit. */
export function reportHeaders(answer: EffectReportAnswer): string[] {
  return [
    ...answer.dimensions.map((d) => (d === 'namePart' && answer.namePartLabel ? answer.namePartLabel : EFFECT_REPORT_DIMENSION_LABELS[d])),
    ...answer.metrics.map((m) => `${METRICS[m].label}(${METRICS[m].unit})`),
  ];
}

export async function writeReportWorkbook(answer: EffectReportAnswer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(INSIGHTS_TEXTS.REPORT_SHEET);
  sheet.columns = reportHeaders(answer).map((header, i) => ({ header, key: String(i), width: i < answer.dimensions.length ? 28 : 16 }));
  const metricCells = (values: Record<string, number | null>) => answer.metrics.map((m: MetricKey) => values[m] ?? '-');
  for (const row of answer.rows) sheet.addRow([...answer.dimensions.map((d) => cellOf(d, row.key)), ...metricCells(row.values)]);
  const totals = sheet.addRow([INSIGHTS_TEXTS.TOTAL_ROW, ...answer.dimensions.slice(1).map(() => ''), ...metricCells(answer.totals)]);
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function exportEffectReport(server: Pick<ServerContext, 'db' | 'metrics' | 'clock'>, scope: ReportScope & { userId: number }, body: EffectReportBody, now: Date) {
  const { db } = server;
  const { answer, accountIds } = await effectReportOf(server, scope, body);
  const content = await writeReportWorkbook(answer);
  const stamp = formatChinaTime(now).replace(/[-: ]/g, '').slice(0, 12);
  const row = await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const inserted = await q
      .insertInto('delivery_exports')
      .values({
        customer_id: scope.customerId,
        user_id: scope.userId,
        list_id: EFFECT_REPORT_LIST_ID,
        media_code: null,
        level: null,
        file_name: `${INSIGHTS_TEXTS.REPORT_SHEET}_${stamp}.xlsx`,
        state: 'ready',
        rows: answer.rows.length,
        content,
        created_at: now,
        finished_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordExportAccounts(tx, inserted.id, accountIds);
    return q
      .selectFrom('delivery_exports')
      .select(['id', 'customer_id', 'user_id', 'state', 'file_name', 'rows', 'reason', 'finished_at', 'accounts_recorded', 'job_id'])
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
  });
  return exportView(db, row, now);
}
