// 素材汇总's trend: the chosen figures of the filtered materials per day of the range, drawn by the desk's
// trend chart (its ECharts chunk loads when the chart first mounts, as in the delivery tables' 查看趋势).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { METRICS, type MetricKey } from '@toufang/domain';
import { MultiRadio, TrendChart, Typography } from '@toufang/ui';
import { useId, useMemo, useState } from 'react';
import { materialSummaryTrendQuery } from '../../queries/material-summary-trend';
import { SUMMARY_TEXTS as S } from '../../summary-terms';
import { SUMMARY_TREND_FIRST, SUMMARY_TREND_MAX, SUMMARY_TREND_METRICS, summarySeries, toSummaryFilter, trendMetricOf, type SummaryFilters } from './material-summary-rules';

export function MaterialSummaryTrendPanel({ filters }: { filters: SummaryFilters }) {
  const [metrics, setMetrics] = useState<MetricKey[]>([...SUMMARY_TREND_FIRST]);
  const trend = useQuery({ ...materialSummaryTrendQuery({ body: toSummaryFilter(filters) }), placeholderData: keepPreviousData });
  const chartMetrics = useMemo(() => metrics.map(trendMetricOf), [metrics]);
  const series = useMemo(() => summarySeries(trend.data ?? undefined, S.TITLE), [trend.data]);
  const full = metrics.length >= SUMMARY_TREND_MAX;
  const titleId = useId();
  return (
    <section className="tf-summary-section" aria-labelledby={titleId}>
      <header className="tf-summary-section__header">
        <Typography.Title heading={6} id={titleId}>
          {S.TREND}
        </Typography.Title>
        <MultiRadio<string>
          aria-label={S.TREND_METRICS}
          value={metrics}
          onChange={(next) => setMetrics(next.filter((k): k is MetricKey => SUMMARY_TREND_METRICS.includes(k as MetricKey)).slice(0, SUMMARY_TREND_MAX))}
          options={SUMMARY_TREND_METRICS.map((key) => ({ name: METRICS[key].label, value: key, disabled: full && !metrics.includes(key) }))}
        />
      </header>
      <TrendChart
        aria-label={S.TREND}
        height={280}
        series={series}
        metrics={chartMetrics}
        loading={trend.isFetching}
        error={trend.isError ? (isApiError(trend.error) ? trend.error.message : S.TREND_FAILED) : null}
        onRetry={() => void trend.refetch()}
      />
    </section>
  );
}
