import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryPlanPage from './delivery-plan-page';

afterEach(() => setApiClient(null));

describe('磁力智投 广告计划', () => {
  it('shows the plan level of 磁力智投, named 广告计划', async () => {
    const server = serveDelivery({ media: 'kuaishou', level: 'plan', rows: [deliveryRow('kuaishou', 'plan', 0, { name: '广告计划-甲' })] });
    renderDeliveryPage(<DeliveryPlanPage />, '/kuaishou-app/promote/kuaishou/delivery/plan');
    const table = await screen.findByRole('region', { name: '广告计划列表' });
    expect(await within(table).findByText('广告计划-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'kuaishou', level: 'plan' }));
    expect(screen.getByRole('heading', { name: '广告计划' })).toBeInTheDocument();
  });
});
