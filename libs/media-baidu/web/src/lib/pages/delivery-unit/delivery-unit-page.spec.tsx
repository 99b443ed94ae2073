import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryUnitPage from './delivery-unit-page';

afterEach(() => setApiClient(null));

describe('百度营销 单元', () => {
  it('shows the unit level of 百度营销, named 单元', async () => {
    const server = serveDelivery({ media: 'baidu', level: 'unit', rows: [deliveryRow('baidu', 'unit', 0, { name: '单元-甲' })] });
    renderDeliveryPage(<DeliveryUnitPage />, '/baidu-app/promote/baidu/delivery/unit');
    const table = await screen.findByRole('region', { name: '单元列表' });
    expect(await within(table).findByText('单元-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'baidu', level: 'unit' }));
    expect(screen.getByRole('heading', { name: '单元' })).toBeInTheDocument();
  });
});
