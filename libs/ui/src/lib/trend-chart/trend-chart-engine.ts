// The chart library, loaded only when a trend chart is shown (trend-chart.tsx imports this module with
// import(), so it is a chunk of its own). Tree-shaken: the core, the line chart, the grid, legend and
// tooltip, and the canvas renderer, instead of all of ECharts.
import { init, use, type EChartsType } from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { TrendOption } from './trend-chart-rules';

use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** A drawn chart: new options replace the old ones, and it follows its box's size. */
export interface TrendChartHandle {
  update(option: TrendOption): void;
  resize(): void;
  dispose(): void;
}

export function mountTrendChart(element: HTMLElement, option: TrendOption): TrendChartHandle {
  const chart: EChartsType = init(element, undefined, { renderer: 'canvas' });
  chart.setOption(option as never, { notMerge: true });
  return {
    update: (next) => chart.setOption(next as never, { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}

export type TrendChartEngine = typeof import('./trend-chart-engine');
