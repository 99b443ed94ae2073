import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryGroupPage from './delivery-group-page';

afterEach(() => setApiClient(null));

describe('腾讯广告3.0 广告', () => {
  it('shows the group level of 腾讯广告3.0, named 广告', async () => {
    const server = serveDelivery({ media: 'gdt', level: 'group', rows: [deliveryRow('gdt', 'group', 0, { name: '广告-甲' })] });
    renderDeliveryPage(<DeliveryGroupPage />, '/gdt-app/promote/gdtV3/delivery/group');
    const table = await screen.findByRole('region', { name: '广告列表' });
    expect(await within(table).findByText('广告-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'gdt', level: 'group' }));
    expect(screen.getByRole('heading', { name: '广告' })).toBeInTheDocument();
  });
});
