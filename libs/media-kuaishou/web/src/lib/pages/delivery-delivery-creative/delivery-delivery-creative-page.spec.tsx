import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryDeliveryCreativePage from './delivery-delivery-creative-page';

afterEach(() => setApiClient(null));

describe('磁力智投 广告创意', () => {
  it('shows the delivery-creative level of 磁力智投, named 广告创意', async () => {
    const server = serveDelivery({ media: 'kuaishou', level: 'delivery-creative', rows: [deliveryRow('kuaishou', 'delivery-creative', 0, { name: '广告创意-甲' })] });
    renderDeliveryPage(<DeliveryDeliveryCreativePage />, '/kuaishou-app/promote/kuaishou/delivery/delivery-creative');
    const table = await screen.findByRole('region', { name: '广告创意列表' });
    expect(await within(table).findByText('广告创意-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'kuaishou', level: 'delivery-creative' }));
    expect(screen.getByRole('heading', { name: '广告创意' })).toBeInTheDocument();
  });
});
