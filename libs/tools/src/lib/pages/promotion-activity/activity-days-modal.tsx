import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { chinaToday, DAY_MS } from '@toufang/domain';
import { DataTable, DeskModal, LoadFailed, type DataTableColumn } from '@toufang/ui';
import { promotionActivityDaysQuery, type PromotionActivity } from '../../queries/promotion-activities';
import { PROMOTION_ACTIVITY_TEXTS as T } from '../../texts';

type Day = { date: string; clicks: number; conversions: number };

const COLUMNS: DataTableColumn<Day>[] = [
  { key: 'date', title: T.DAY, width: 140 },
  { key: 'clicks', title: T.CLICKS, width: 120, align: 'right', render: (_v, d) => d.clicks.toLocaleString('zh-CN') },
  { key: 'conversions', title: T.CONVERSIONS, width: 120, align: 'right', render: (_v, d) => d.conversions.toLocaleString('zh-CN') },
];

/** An activity's synced days of the last 30 China days, newest first, with their totals. */
export function ActivityDaysModal({ activity, onClose }: { activity: PromotionActivity; onClose: () => void }) {
  const now = Date.now();
  const days = useQuery(promotionActivityDaysQuery(activity.id, chinaToday(now - 29 * DAY_MS), chinaToday(now)));
  const rows = [...(days.data?.days ?? [])].reverse();
  const totals = days.data?.totals;
  return (
    <DeskModal visible width={520} title={T.DAYS_TITLE(activity.name)} footer={null} onCancel={onClose}>
      {days.isError ? (
        <div role="alert">
          <LoadFailed message={isApiError(days.error) ? days.error.message : T.DAYS_LOAD_FAILED} retryText={T.RETRY} onRetry={() => void days.refetch()} />
        </div>
      ) : (
        <DataTable<Day>
          aria-label={T.DAYS}
          columns={COLUMNS}
          rows={totals && rows.length > 0 ? [...rows, { date: T.TOTALS, clicks: totals.clicks, conversions: totals.conversions }] : rows}
          rowKey="date"
          loading={days.isPending}
          emptyText={T.DAYS_EMPTY}
        />
      )}
    </DeskModal>
  );
}
