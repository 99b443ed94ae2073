import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryCreativePage from './delivery-creative-page';

afterEach(() => setApiClient(null));

describe('巨量引擎 广告创意', () => {
  it('shows the creative level of 巨量引擎, named 广告创意', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'creative', rows: [deliveryRow('toutiao', 'creative', 0, { name: '广告创意-甲' })] });
    renderDeliveryPage(<DeliveryCreativePage />, '/toutiao-app/promote/toutiao/delivery/creative');
    const table = await screen.findByRole('region', { name: '广告创意列表' });
    expect(await within(table).findByText('广告创意-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'toutiao', level: 'creative' }));
    expect(screen.getByRole('heading', { name: '广告创意' })).toBeInTheDocument();
  });
});
