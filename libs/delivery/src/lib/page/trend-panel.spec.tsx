import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { DELIVERY } from '@toufang/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { defineDeliveryLevel } from '../config/delivery-config';
import { deliveryCalls } from '../queries/delivery-calls';
import type { DeliveryFilter } from '../queries/delivery-types';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '../testing/delivery-test-kit';
import { hourlyAllowed, TrendPanel, trendMetric } from './trend-panel';

afterEach(() => setApiClient(null));

const plan = defineDeliveryLevel('qianchuan', 'plan', {});
const metricColumns = plan.columns.filter((c) => c.kind === 'metric');
const filter = (from: string, to: string): DeliveryFilter => ({ media: 'qianchuan', level: 'plan', dateRange: { from, to } });

function serveTrend() {
  const server = serveDelivery({ media: 'qianchuan', level: 'plan', rows: [] });
  const bodies: { metrics: string[]; granularity: string; ids?: string[] }[] = [];
  server.api.on('post', '/api/delivery/trend', (body) => {
    bodies.push(body);
    return { series: [{ id: null, name: '合计', points: [{ time: body.dateRange.from, values: { cost: 1 } }] }] };
  });
  return bodies;
}

describe('TrendPanel', () => {
  it('draws the first two metrics shown, of the total, by day', async () => {
    const bodies = serveTrend();
    renderDeliveryPage(<TrendPanel calls={deliveryCalls('qianchuan')} filter={filter('2026-05-01', '2026-05-07')} metricColumns={metricColumns} shownMetrics={['ctr', 'cost', 'show']} selected={[]} onClose={() => undefined} />, '/');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ media: 'qianchuan', level: 'plan', dateRange: { from: '2026-05-01', to: '2026-05-07' }, metrics: ['ctr', 'cost'], granularity: 'day' });
    expect(screen.getByTestId('trend-panel')).toHaveTextContent('合计');
    // The media's own metrics are offered too.
    expect(within(screen.getByRole('group', { name: '趋势指标' })).getByText('支付ROI')).toBeInTheDocument();
  });

  it('draws at most 4 metrics and 10 rows', async () => {
    const bodies = serveTrend();
    const rows = Array.from({ length: 12 }, (_, i) => deliveryRow('qianchuan', 'plan', i));
    renderDeliveryPage(<TrendPanel calls={deliveryCalls('qianchuan')} filter={filter('2026-05-01', '2026-05-07')} metricColumns={metricColumns} shownMetrics={['cost', 'show']} selected={rows} onClose={() => undefined} />, '/');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].ids).toHaveLength(DELIVERY.TREND_MAX_ROWS);
    expect(screen.getByText('最多查看10行的趋势，已取前10行')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: '趋势指标' });
    fireEvent.click(within(group).getByText('点击数'));
    fireEvent.click(within(group).getByText('点击率'));
    await waitFor(() => expect(bodies.at(-1)?.metrics).toEqual(['cost', 'show', 'click', 'ctr']));
    expect(screen.getByText('最多选择4个指标')).toBeInTheDocument();
  });

  it('offers hours only over the last days the store keeps them', () => {
    expect(hourlyAllowed('2026-05-18', '2026-05-20')).toBe(true);
    expect(hourlyAllowed('2026-05-17', '2026-05-20')).toBe(false);
    expect(trendMetric('ctr')).toEqual({ key: 'ctr', label: '点击率', unit: '%', precision: 2 });
  });
});
