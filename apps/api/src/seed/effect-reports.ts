// 效果分析报告 of a fresh desk (docs/design/tools.md §9): one saved report per optimiser (every OPERATE user), the last 30
// China days ending yesterday by media and day with the spend and conversion metrics, so the page opens on a report
// that has figures. One insert, inside the seed's transaction.
import { chinaToday, DAY_MS, type EffectReportBody } from '@toufang/domain';
import type { Queryable } from '@toufang/server-db';

export const SEEDED_REPORT_NAME = '近30天分媒体日报';

export function seededReportBody(now: Date): EffectReportBody {
  return {
    dimensions: ['media', 'date'],
    metrics: ['cost', 'show', 'click', 'ctr', 'convert', 'convertCost'],
    from: chinaToday(now.getTime() - 30 * DAY_MS),
    to: chinaToday(now.getTime() - DAY_MS),
    filters: {},
  };
}

export async function seedEffectReports(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO effect_reports (user_id, customer_id, name, body, created_at, updated_at)
     SELECT id, customer_id, $1, $2::text::jsonb, $3, $3 FROM users WHERE role = 'OPERATE' ORDER BY id`,
    [SEEDED_REPORT_NAME, JSON.stringify(seededReportBody(now)), now],
  );
}
