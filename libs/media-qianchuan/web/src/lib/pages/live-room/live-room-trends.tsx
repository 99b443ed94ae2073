// The per-minute trends (docs/design/live-home.md §5.1): 在线与进入, 成交金额与订单, 消耗与ROI on the desk's trend
// chart (ECharts in its own chunk), the last 4 hours by default, or the whole stream.
import { useMemo, useState } from 'react';
import { formatChinaTime, type LiveMinute } from '@toufang/domain';
import { TrendChart, type TrendMetric, type TrendSeries } from '@toufang/ui';
import { LIVE_ROOM_RECENT_MINUTES, LIVE_ROOM_TEXTS as T } from './live-room-texts';

const metric = (key: string, label: string, unit: string, precision: number): TrendMetric => ({ key, label, unit, precision });

export const LIVE_TRENDS: readonly { title: string; metrics: TrendMetric[] }[] = [
  { title: T.TREND_ONLINE, metrics: [metric('online', '在线人数', '人', 0), metric('entries', '进入人数', '人', 0)] },
  { title: T.TREND_GMV, metrics: [metric('gmv', '成交金额', '元', 2), metric('orders', '订单数', '单', 0)] },
  { title: T.TREND_COST, metrics: [metric('cost', '消耗', '元', 2), metric('roi', '支付ROI', '', 2)] },
];

/** The minutes as one series of points: time MM-DD HH:mm (China), money in 元, ROI per minute (null over 0). */
export function trendSeries(minutes: readonly LiveMinute[]): TrendSeries[] {
  const points = minutes.map((m) => ({
    time: formatChinaTime(Date.parse(m.at)).slice(5, 16),
    values: { online: m.online, entries: m.entries, gmv: m.gmvFen / 100, orders: m.orders, cost: m.costFen / 100, roi: m.costFen > 0 ? m.adGmvFen / m.costFen : null },
  }));
  return [{ id: null, name: '本场', points }];
}

export function LiveRoomTrends({ minutes }: { minutes: readonly LiveMinute[] }) {
  const [whole, setWhole] = useState(false);
  const series = useMemo(() => trendSeries(whole ? minutes : minutes.slice(-LIVE_ROOM_RECENT_MINUTES)), [minutes, whole]);
  return (
    <section className="live-room-trends">
      <div className="live-room-range" role="group" aria-label="趋势范围">
        <button type="button" aria-pressed={!whole} onClick={() => setWhole(false)}>
          {T.RANGE_RECENT}
        </button>
        <button type="button" aria-pressed={whole} onClick={() => setWhole(true)}>
          {T.RANGE_ALL}
        </button>
      </div>
      <div className="live-room-charts">
        {LIVE_TRENDS.map((trend) => (
          <div key={trend.title} className="live-room-panel live-room-chart">
            <h2>{trend.title}</h2>
            <TrendChart series={series} metrics={trend.metrics} height={240} aria-label={trend.title} />
          </div>
        ))}
      </div>
    </section>
  );
}
