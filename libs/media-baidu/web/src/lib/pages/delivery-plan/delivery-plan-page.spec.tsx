import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryPlanPage from './delivery-plan-page';

afterEach(() => setApiClient(null));

describe('百度营销 计划', () => {
  it('shows the plan level of 百度营销, named 计划', async () => {
    const server = serveDelivery({ media: 'baidu', level: 'plan', rows: [deliveryRow('baidu', 'plan', 0, { name: '计划-甲' })] });
    renderDeliveryPage(<DeliveryPlanPage />, '/baidu-app/promote/baidu/delivery/plan');
    const table = await screen.findByRole('region', { name: '计划列表' });
    expect(await within(table).findByText('计划-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'baidu', level: 'plan' }));
    expect(screen.getByRole('heading', { name: '计划' })).toBeInTheDocument();
  });
});
