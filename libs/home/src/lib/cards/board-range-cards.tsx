// 看板's cards whose figures follow their range (board/card: today, yesterday, the last 7 or 30 days, one media or
// all): 消耗趋势 on the trend chart (ECharts in its own chunk), 媒体分布 and the two rankings.
import { useQuery } from '@tanstack/react-query';
import { BOARD_CARD_KINDS, BOARD_RANGES, formatYuan, MEDIA_DISPLAY_NAMES, type BoardCardSettings } from '@toufang/domain';
import { TrendChart, type TrendMetric } from '@toufang/ui';
import { boardCardQuery } from '../queries/home';
import { HOME_TEXTS } from '../texts';
import { CardFrame } from './card-frame';
import { TopTable } from './top-table';

type RangeKind = 'trend' | 'mediaShare' | 'topAccounts' | 'topPlans';

const TREND_METRICS: TrendMetric[] = [
  { key: 'cost', label: '消耗', unit: '元', precision: 2 },
  { key: 'convert', label: '转化', unit: '个', precision: 0 },
];

function titleOf(kind: RangeKind, settings: BoardCardSettings) {
  const range = BOARD_RANGES.find((r) => r.value === (settings.range ?? 'today'))?.label;
  const media = settings.media ? MEDIA_DISPLAY_NAMES[settings.media] : null;
  return [BOARD_CARD_KINDS[kind].title, range, media].filter(Boolean).join(' · ');
}

export function BoardRangeCard({ kind, settings }: { kind: RangeKind; settings: BoardCardSettings }) {
  const { data, isPending, error, refetch } = useQuery(boardCardQuery({ kind, ...(settings.range ? { range: settings.range } : {}), ...(settings.media ? { media: settings.media } : {}) }));
  const title = titleOf(kind, settings);
  const rows = data?.rows ?? [];
  let body = null;
  if (kind === 'trend') {
    const series = [{ id: null, name: BOARD_CARD_KINDS.trend.title, points: rows.map((r) => ({ time: r.id, values: { cost: r.sums.cost, convert: r.sums.convert } })) }];
    body = <TrendChart series={series} metrics={TREND_METRICS} height={200} aria-label={title} />;
  } else if (kind === 'mediaShare') {
    const total = data?.totals.cost ?? 0;
    body = (
      <table className="tf-home-table" aria-label={title}>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.media ? MEDIA_DISPLAY_NAMES[r.media] : r.name}</td>
              <td>{formatYuan(r.sums.cost)}</td>
              <td>{total > 0 ? `${((r.sums.cost / total) * 100).toFixed(1)}%` : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  } else {
    body = <TopTable label={title} nameTitle={kind === 'topAccounts' ? HOME_TEXTS.account : HOME_TEXTS.plan} rows={rows.map((r) => ({ key: r.id, name: r.name, media: r.media, sums: r.sums }))} />;
  }
  return (
    <CardFrame title={title} isPending={isPending} error={error} onRetry={() => void refetch()} empty={kind !== 'trend' && rows.length === 0}>
      {body}
    </CardFrame>
  );
}
