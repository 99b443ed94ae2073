import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TrendChart } from './trend-chart';
import type { TrendChartEngine, TrendChartHandle } from './trend-chart-engine';
import type { TrendMetric, TrendOption, TrendSeries } from './trend-chart-rules';

const cost: TrendMetric = { key: 'cost', label: '总消耗', unit: '元', precision: 2 };
const ctr: TrendMetric = { key: 'ctr', label: '点击率', unit: '%', precision: 2 };
const series: TrendSeries[] = [
  {
    id: null,
    name: '合计',
    points: [
      { time: '2026-01-01', values: { cost: 10, ctr: 1.5 } },
      { time: '2026-01-02', values: { cost: 20, ctr: null } },
    ],
  },
];

/** A stand-in for the ECharts chunk: records what it was asked to draw. */
function fakeEngine() {
  const drawn: TrendOption[] = [];
  const handle: TrendChartHandle = { update: vi.fn((o: TrendOption) => drawn.push(o)), resize: vi.fn(), dispose: vi.fn() };
  const mountTrendChart = vi.fn((_el: HTMLElement, option: TrendOption) => {
    drawn.push(option);
    return handle;
  });
  let resolve: (engine: Pick<TrendChartEngine, 'mountTrendChart'>) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<Pick<TrendChartEngine, 'mountTrendChart'>>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { drawn, handle, mountTrendChart, load, arrive: () => act(async () => resolve({ mountTrendChart })), fail: () => act(async () => reject(new Error('chunk'))) };
}

describe('TrendChart', () => {
  it('loads the chart library when it mounts, spins until then, then draws the lines', async () => {
    const engine = fakeEngine();
    render(<TrendChart series={series} metrics={[cost, ctr]} loadEngine={engine.load} />);
    expect(engine.load).toHaveBeenCalledTimes(1);
    const figure = screen.getByRole('figure', { name: '趋势图' });
    expect(figure).toHaveAttribute('aria-busy', 'true');
    expect(within(figure).getByText('趋势图加载中')).toBeInTheDocument();
    await engine.arrive();
    expect(engine.mountTrendChart).toHaveBeenCalledTimes(1);
    expect(engine.drawn[0].series.map((s) => s.name)).toEqual(['总消耗', '点击率']);
    expect(figure).toHaveAttribute('aria-busy', 'false');
    expect(within(figure).queryByText('趋势图加载中')).toBeNull();
  });

  it('writes the lines as a table for screen readers', async () => {
    const engine = fakeEngine();
    render(<TrendChart series={series} metrics={[cost, ctr]} loadEngine={engine.load} aria-label="计划趋势" />);
    await engine.arrive();
    const table = screen.getByRole('table', { name: '计划趋势：趋势数据' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['时间', '总消耗', '点击率']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('2026-01-0110.001.50%');
    expect(second).toHaveTextContent('2026-01-0220.00-');
  });

  it('redraws in place when the series change, and lets go of the chart when it unmounts', async () => {
    const engine = fakeEngine();
    const { rerender, unmount } = render(<TrendChart series={series} metrics={[cost]} loadEngine={engine.load} />);
    await engine.arrive();
    rerender(<TrendChart series={series} metrics={[cost, ctr]} loadEngine={engine.load} />);
    expect(engine.mountTrendChart).toHaveBeenCalledTimes(1);
    expect(engine.handle.update).toHaveBeenCalledTimes(1);
    expect(engine.drawn[1].series).toHaveLength(2);
    unmount();
    expect(engine.handle.dispose).toHaveBeenCalled();
  });

  it('says 暂无数据 with nothing to draw, and shows the page\'s loading and failure', async () => {
    const engine = fakeEngine();
    const onRetry = vi.fn();
    const { rerender } = render(<TrendChart series={[]} metrics={[cost]} loadEngine={engine.load} />);
    await engine.arrive();
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(engine.mountTrendChart).not.toHaveBeenCalled();
    rerender(<TrendChart series={[]} metrics={[cost]} loadEngine={engine.load} loading />);
    expect(screen.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    rerender(<TrendChart series={[]} metrics={[cost]} loadEngine={engine.load} error="日期范围不能超过93天" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('日期范围不能超过93天');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('offers 重试 when the chart library cannot be loaded', async () => {
    const engine = fakeEngine();
    render(<TrendChart series={series} metrics={[cost]} loadEngine={engine.load} />);
    await engine.fail();
    expect(screen.getByRole('alert')).toHaveTextContent('趋势图加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(engine.load).toHaveBeenCalledTimes(2);
    await engine.arrive();
    expect(engine.mountTrendChart).toHaveBeenCalledTimes(1);
  });
});
