import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryUnitPage from './delivery-unit-page';

afterEach(() => setApiClient(null));

describe('哔哩哔哩 广告单元', () => {
  it('shows the unit level of 哔哩哔哩, named 广告单元', async () => {
    const server = serveDelivery({ media: 'bilibili', level: 'unit', rows: [deliveryRow('bilibili', 'unit', 0, { name: '广告单元-甲' })] });
    renderDeliveryPage(<DeliveryUnitPage />, '/bilibili-app/promote/bilibili/delivery/unit');
    const table = await screen.findByRole('region', { name: '广告单元列表' });
    expect(await within(table).findByText('广告单元-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'bilibili', level: 'unit' }));
    expect(screen.getByRole('heading', { name: '广告单元' })).toBeInTheDocument();
  });
});
