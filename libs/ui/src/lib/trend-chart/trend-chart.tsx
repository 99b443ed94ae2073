// Trend chart: chosen metrics over a date range, one line per metric and series (the delivery tables' 趋势,
// issue 12). ECharts draws it; the library is a chunk of its own, loaded with import() the first time a
// chart mounts, so a page that never opens its chart never downloads it. The lines are also written as a
// data table that only screen readers see, since a canvas says nothing to them.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import type { TrendChartEngine, TrendChartHandle } from './trend-chart-engine';
import {
  TREND_CHART_SIZES,
  TREND_CHART_TEXTS as TEXTS,
  formatTrendValue,
  hasTrendData,
  trendModel,
  trendOption,
  type TrendMetric,
  type TrendSeries,
} from './trend-chart-rules';
import './trend-chart.css';

type EngineLoader = () => Promise<Pick<TrendChartEngine, 'mountTrendChart'>>;

const loadEcharts: EngineLoader = () => import('./trend-chart-engine');

export interface TrendChartProps {
  series: readonly TrendSeries[];
  metrics: readonly TrendMetric[];
  /** px; 320 by default. */
  height?: number;
  /** The page is loading the series: a spinner over the chart. */
  loading?: boolean;
  /** Loading the series failed: this message, with 重试 when onRetry is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there is nothing to draw; 暂无数据 by default. */
  emptyText?: ReactNode;
  /** The chart's accessible name; 趋势图 by default. */
  'aria-label'?: string;
  className?: string;
  /** How the chart library is loaded; the ECharts chunk by default (tests and stories may hand another). */
  loadEngine?: EngineLoader;
}

export function TrendChart({
  series,
  metrics,
  height = TREND_CHART_SIZES.HEIGHT,
  loading = false,
  error,
  onRetry,
  emptyText = TEXTS.EMPTY,
  'aria-label': ariaLabel = TEXTS.LABEL,
  className,
  loadEngine = loadEcharts,
}: TrendChartProps) {
  const model = useMemo(() => trendModel(series, metrics), [series, metrics]);
  const option = useMemo(() => trendOption(model), [model]);
  const drawable = hasTrendData(model);
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<TrendChartHandle | null>(null);
  const [engine, setEngine] = useState<Pick<TrendChartEngine, 'mountTrendChart'> | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setEngineFailed(false);
    loadEngine().then(
      (loaded) => live && setEngine(() => loaded),
      () => live && setEngineFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loadEngine, attempt]);

  // Draw once the library is here and there is something to draw; later options replace the lines.
  useEffect(() => {
    if (!engine || !drawable || !box.current) return;
    if (chart.current) chart.current.update(option);
    else chart.current = engine.mountTrendChart(box.current, option);
  }, [engine, drawable, option]);

  useEffect(() => {
    if (drawable) return;
    chart.current?.dispose();
    chart.current = null;
  }, [drawable]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  const waiting = loading || (!engine && !engineFailed && drawable);
  let overlay: ReactNode = null;
  if (error) {
    overlay = (
      <div className="tf-trend-chart__state" role="alert">
        <span>{error}</span>
        {onRetry ? <Button size="small" onClick={onRetry}>{TEXTS.RETRY}</Button> : null}
      </div>
    );
  } else if (engineFailed) {
    overlay = (
      <div className="tf-trend-chart__state" role="alert">
        <span>{TEXTS.LOAD_FAILED}</span>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {TEXTS.RETRY}
        </Button>
      </div>
    );
  } else if (!loading && !drawable) {
    overlay = <div className="tf-trend-chart__state">{emptyText}</div>;
  }

  return (
    <figure className={['tf-trend-chart', className ?? ''].filter(Boolean).join(' ')} aria-label={ariaLabel} aria-busy={waiting} data-testid="trend-chart">
      <div ref={box} className="tf-trend-chart__canvas" style={{ height }} aria-hidden="true" />
      {waiting ? (
        <div className="tf-trend-chart__state">
          <Spin size="middle" tip={TEXTS.LOADING} />
        </div>
      ) : null}
      {overlay}
      {drawable ? (
        <table className="tf-trend-chart__sr-only">
          <caption>{`${ariaLabel}：${TEXTS.TABLE}`}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXTS.TIME}</th>
              {model.lines.map((line) => (
                <th scope="col" key={line.name}>
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.times.map((time, i) => (
              <tr key={time}>
                <th scope="row">{time}</th>
                {model.lines.map((line) => (
                  <td key={line.name}>{formatTrendValue(line.data[i], line.metric)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </figure>
  );
}
