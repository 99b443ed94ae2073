// 今日对比 per media (issue 24 "across media"): each media's 消耗, 展示, 点击, 转化 and 转化成本 today with its change
// against yesterday to the same hour.
import { useQuery } from '@tanstack/react-query';
import { MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { changePct, figureOf, formatChange, formatFigure } from '../figures/figures';
import { homeFiguresQuery } from '../queries/home';
import { COMPARE_METRICS, HOME_TEXTS } from '../texts';
import { CardFrame } from './card-frame';

export function MediaTableCard() {
  const { data, isPending, error, refetch } = useQuery(homeFiguresQuery());
  return (
    <CardFrame title={HOME_TEXTS.byMedia} isPending={isPending} error={error} onRetry={() => void refetch()} empty={data?.media.length === 0}>
      <table className="tf-home-table" aria-label={HOME_TEXTS.byMedia}>
        <thead>
          <tr>
            <th>{HOME_TEXTS.media}</th>
            {COMPARE_METRICS.map((m) => (
              <th key={m.key}>{m.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data?.media.map((row) => (
            <tr key={row.media}>
              <td>{MEDIA_DISPLAY_NAMES[row.media]}</td>
              {COMPARE_METRICS.map((m) => {
                const today = figureOf(m.key, row.today);
                return (
                  <td key={m.key}>
                    {formatFigure(m.key, today)}
                    <small className="tf-home-table__change">{formatChange(changePct(today, figureOf(m.key, row.yesterday)))}</small>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </CardFrame>
  );
}
