// The screen's headline figures (docs/design/live-home.md §5.1): the stream so far, rates from its sums.
import { LIVE_METRICS, liveMetricValue, type LiveMetricKey, type LiveTotals } from '@toufang/domain';
import { LIVE_ROOM_TEXTS as T } from './live-room-texts';

/** The headline, in the design's order. */
export const HEADLINE_METRICS: readonly LiveMetricKey[] = ['online', 'entries', 'watch', 'gmv', 'orders', 'conversionRate', 'gpm', 'cost', 'roi'];

export function formatLiveFigure(key: LiveMetricKey, totals: LiveTotals | null): string {
  const value = totals ? liveMetricValue(key, totals) : null;
  if (value === null) return T.NONE;
  const { precision } = LIVE_METRICS[key];
  return value.toLocaleString('zh-CN', { minimumFractionDigits: precision, maximumFractionDigits: precision });
}

export function LiveRoomFigures({ totals }: { totals: LiveTotals | null }) {
  return (
    <dl className="live-room-figures" aria-label="实时数据">
      {HEADLINE_METRICS.map((key) => {
        const { label, unit } = LIVE_METRICS[key];
        return (
          <div key={key} className="live-room-figure" data-metric={key}>
            <dt>
              {label}
              {unit && unit !== '%' ? `（${unit}）` : ''}
            </dt>
            <dd>
              {formatLiveFigure(key, totals)}
              {unit === '%' && totals ? '%' : ''}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
