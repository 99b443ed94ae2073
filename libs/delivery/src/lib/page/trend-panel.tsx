// 查看趋势: chosen metrics of the selected rows (up to TREND_MAX_ROWS, one line each) or of the filtered set's
// total, by day over the table's range or by hour over the last days. The chart library loads only now,
// when the panel opens (TrendChart imports its ECharts chunk on mount).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { chinaToday, DELIVERY, METRICS, isMetricKey, type MetricKey } from '@toufang/domain';
import { Button, MultiRadio, RadioGroup, Space, TrendChart, Typography, type TrendMetric } from '@toufang/ui';
import dayjs from 'dayjs';
import { useId, useMemo, useState } from 'react';
import type { DeliveryColumn } from '../config/delivery-config';
import type { DeliveryCalls } from '../queries/delivery-calls';
import type { DeliveryFilter, DeliveryRow } from '../queries/delivery-types';
import { DATE_FORMAT } from '../rules/date-range';
import { DELIVERY_TEXTS as T } from '../texts';
import { DELIVERY_PAGE } from './page-constants';

type Granularity = 'day' | 'hour';

/** The metric as the chart draws it. */
export function trendMetric(key: MetricKey): TrendMetric {
  const def = METRICS[key];
  return { key, label: def.label, unit: def.unit, precision: def.precision };
}

/** Hourly points exist only for the last HOURLY_DAYS days. */
export function hourlyAllowed(from: string, today: Date | string = new Date()): boolean {
  return from >= dayjs(today).subtract(DELIVERY.HOURLY_DAYS - 1, 'day').format(DATE_FORMAT);
}

export interface TrendPanelProps {
  calls: DeliveryCalls;
  filter: DeliveryFilter;
  /** The level's metric columns, in the chooser's order. */
  metricColumns: readonly DeliveryColumn[];
  /** The metric columns shown now: the first two are drawn at first. */
  shownMetrics: readonly string[];
  selected: readonly DeliveryRow[];
  /** Today (China), YYYY-MM-DD: hourly points exist for the last days only. */
  today?: string;
  onClose: () => void;
}

export function TrendPanel({ calls, filter, metricColumns, shownMetrics, selected, today = chinaToday(), onClose }: TrendPanelProps) {
  const [metrics, setMetrics] = useState<MetricKey[]>(() => {
    const first = shownMetrics.filter(isMetricKey).slice(0, 2);
    return first.length > 0 ? first : metricColumns.slice(0, 1).map((c) => c.key as MetricKey);
  });
  const [granularity, setGranularity] = useState<Granularity>('day');
  const hourly = hourlyAllowed(filter.dateRange.from, today);
  const rows = selected.slice(0, DELIVERY.TREND_MAX_ROWS);
  const body = {
    ...filter,
    metrics,
    granularity: hourly ? granularity : 'day',
    ...(rows.length > 0 ? { ids: rows.map((r) => r.id) } : {}),
  } as const;
  const trend = useQuery({ ...calls.trend(body), enabled: metrics.length > 0, placeholderData: keepPreviousData });
  const chartMetrics = useMemo(() => metrics.map(trendMetric), [metrics]);
  const full = metrics.length >= DELIVERY.TREND_MAX_METRICS;
  const titleId = useId();

  return (
    <section className="tf-delivery-trend" aria-labelledby={titleId}>
      <header className="tf-delivery-trend__header">
        <Typography.Title heading={6} id={titleId}>
          {T.TREND_TITLE}
        </Typography.Title>
        <Button theme="borderless" onClick={onClose}>
          {T.EDIT_CLOSE}
        </Button>
      </header>
      <div className="tf-delivery-trend__controls" data-testid="trend-panel">
        <Typography.Text>{rows.length > 0 ? T.trendOfRows(rows.length) : T.TREND_TOTAL}</Typography.Text>
        {selected.length > DELIVERY.TREND_MAX_ROWS ? <Typography.Text type="warning">{T.trendTooManyRows(DELIVERY.TREND_MAX_ROWS)}</Typography.Text> : null}
        <Space wrap>
          <MultiRadio<string>
            aria-label={T.TREND_METRICS}
            value={metrics}
            onChange={(next) => setMetrics(next.filter(isMetricKey).slice(0, DELIVERY.TREND_MAX_METRICS))}
            options={metricColumns.map((c) => ({ name: METRICS[c.key as MetricKey].label, value: c.key, disabled: full && !metrics.includes(c.key as MetricKey) }))}
          />
          {full ? <Typography.Text type="tertiary">{T.trendMetricsMax(DELIVERY.TREND_MAX_METRICS)}</Typography.Text> : null}
        </Space>
        <RadioGroup<Granularity>
          aria-label={T.TREND_GRANULARITY}
          type="button"
          value={hourly ? granularity : 'day'}
          onChange={(next) => setGranularity(next)}
          options={[
            { name: T.TREND_BY_DAY, value: 'day' },
            { name: T.TREND_BY_HOUR, value: 'hour', disabled: !hourly },
          ]}
        />
      </div>
      <TrendChart
        aria-label={T.TREND_TITLE}
        height={DELIVERY_PAGE.TREND_HEIGHT}
        series={trend.data?.series ?? []}
        metrics={chartMetrics}
        loading={trend.isFetching}
        error={trend.isError ? (isApiError(trend.error) ? trend.error.message : T.LOAD_FAILED) : null}
        onRetry={() => void trend.refetch()}
      />
    </section>
  );
}
