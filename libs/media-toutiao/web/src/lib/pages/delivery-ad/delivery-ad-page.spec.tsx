import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryAdPage from './delivery-ad-page';

afterEach(() => setApiClient(null));

describe('巨量引擎 广告', () => {
  it('shows the ad level of 巨量引擎, named 广告', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'ad', rows: [deliveryRow('toutiao', 'ad', 0, { name: '广告-甲' })] });
    renderDeliveryPage(<DeliveryAdPage />, '/toutiao-app/promote/toutiao/delivery/ad');
    const table = await screen.findByRole('region', { name: '广告列表' });
    expect(await within(table).findByText('广告-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'toutiao', level: 'ad' }));
    expect(screen.getByRole('heading', { name: '广告' })).toBeInTheDocument();
  });
});
