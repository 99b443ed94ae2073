// 今日对比 (issue 24): today so far against yesterday and the same weekday last week to the same hour, each with its
// change; one media's when a board card is set to one.
import { useQuery } from '@tanstack/react-query';
import type { MediaCode } from '@toufang/domain';
import { Typography } from '@toufang/ui';
import { changePct, figureOf, formatChange, formatFigure } from '../figures/figures';
import { homeFiguresQuery, type HomeSums } from '../queries/home';
import { COMPARE_METRICS, HOME_TEXTS } from '../texts';
import { CardFrame } from './card-frame';

function Change({ now, before, label }: { now: number | null; before: number | null; label: string }) {
  const pct = changePct(now, before);
  const type = pct === null || pct === 0 ? 'tertiary' : pct > 0 ? 'success' : 'danger';
  return (
    <div className="tf-home-compare__line">
      <Typography.Text type="tertiary">{label}</Typography.Text> <Typography.Text type={type}>{formatChange(pct)}</Typography.Text>
    </div>
  );
}

export function CompareCard({ media }: { media?: MediaCode }) {
  const { data, isPending, error, refetch } = useQuery(homeFiguresQuery());
  const row = data ? (media ? data.media.find((m) => m.media === media) : data.total) : undefined;
  const zero: HomeSums = { cost: 0, show: 0, click: 0, convert: 0 };
  const compare = row ?? { today: zero, yesterday: zero, lastWeek: null };
  return (
    <CardFrame title={HOME_TEXTS.compare} isPending={isPending} error={error} onRetry={() => void refetch()}>
      {data ? (
        <>
          <Typography.Text type="tertiary" size="small">
            {data.toHour === null ? HOME_TEXTS.notSynced : HOME_TEXTS.asOf(data.toHour)}
          </Typography.Text>
          <ul className="tf-home-compare" aria-label={HOME_TEXTS.compare}>
            {COMPARE_METRICS.map((m) => {
              const today = figureOf(m.key, compare.today);
              const yesterday = figureOf(m.key, compare.yesterday);
              const lastWeek = compare.lastWeek ? figureOf(m.key, compare.lastWeek) : null;
              return (
                <li key={m.key} className="tf-home-compare__item" aria-label={m.label}>
                  <Typography.Text type="secondary">{m.unit ? `${m.label}（${m.unit}）` : m.label}</Typography.Text>
                  <Typography.Title heading={4} style={{ margin: '4px 0' }}>
                    {formatFigure(m.key, today)}
                  </Typography.Title>
                  <Change now={today} before={yesterday} label={`${HOME_TEXTS.yesterday} ${formatFigure(m.key, yesterday)}`} />
                  {compare.lastWeek ? (
                    <Change now={today} before={lastWeek} label={`${HOME_TEXTS.lastWeek} ${formatFigure(m.key, lastWeek)}`} />
                  ) : (
                    <div className="tf-home-compare__line">
                      <Typography.Text type="tertiary">{HOME_TEXTS.lastWeekMissing}</Typography.Text>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </CardFrame>
  );
}
