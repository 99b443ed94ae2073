import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryDeliveryGroupPage from './delivery-delivery-group-page';

afterEach(() => setApiClient(null));

describe('巨量引擎 广告组', () => {
  it('shows the delivery-group level of 巨量引擎, named 广告组', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'delivery-group', rows: [deliveryRow('toutiao', 'delivery-group', 0, { name: '广告组-甲' })] });
    renderDeliveryPage(<DeliveryDeliveryGroupPage />, '/toutiao-app/promote/toutiao/delivery/delivery-group');
    const table = await screen.findByRole('region', { name: '广告组列表' });
    expect(await within(table).findByText('广告组-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'toutiao', level: 'delivery-group' }));
    expect(screen.getByRole('heading', { name: '广告组' })).toBeInTheDocument();
  });
});
