// 首页's chart: today's 消耗 hour by hour to the synced hour, beside yesterday's and last week's same hours, on the
// desk's trend chart (ECharts loads in its own chunk when the chart first shows).
import { useQuery } from '@tanstack/react-query';
import { TrendChart, type TrendMetric, type TrendSeries } from '@toufang/ui';
import { homeFiguresQuery } from '../queries/home';
import { HOME_TEXTS } from '../texts';
import { CardFrame } from './card-frame';

const METRICS: TrendMetric[] = [{ key: 'cost', label: '消耗', unit: '元', precision: 2 }];

export function HourlyChartCard() {
  const { data, isPending, error, refetch } = useQuery(homeFiguresQuery());
  const at = (hour: number) => `${data?.today ?? ''} ${String(hour).padStart(2, '0')}:00`;
  const hours = data?.hours ?? [];
  const series: TrendSeries[] = [
    { id: 'today', name: HOME_TEXTS.today, points: hours.map((h) => ({ time: at(h.hour), values: { cost: h.today.cost } })) },
    { id: 'yesterday', name: HOME_TEXTS.yesterday, points: hours.map((h) => ({ time: at(h.hour), values: { cost: h.yesterday.cost } })) },
    ...(hours.some((h) => h.lastWeek)
      ? [{ id: 'lastWeek', name: HOME_TEXTS.lastWeek, points: hours.map((h) => ({ time: at(h.hour), values: { cost: h.lastWeek?.cost ?? null } })) }]
      : []),
  ];
  return (
    <CardFrame title={HOME_TEXTS.hourly} isPending={isPending} error={error} onRetry={() => void refetch()} empty={hours.length === 0} emptyText={HOME_TEXTS.notSynced}>
      <TrendChart series={series} metrics={METRICS} height={260} aria-label={HOME_TEXTS.hourly} />
    </CardFrame>
  );
}
