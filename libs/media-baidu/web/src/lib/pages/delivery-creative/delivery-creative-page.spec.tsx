import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryCreativePage from './delivery-creative-page';

afterEach(() => setApiClient(null));

describe('百度营销 创意', () => {
  it('shows the creative level of 百度营销, named 创意', async () => {
    const server = serveDelivery({ media: 'baidu', level: 'creative', rows: [deliveryRow('baidu', 'creative', 0, { name: '创意-甲' })] });
    renderDeliveryPage(<DeliveryCreativePage />, '/baidu-app/promote/baidu/delivery/creative');
    const table = await screen.findByRole('region', { name: '创意列表' });
    expect(await within(table).findByText('创意-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'baidu', level: 'creative' }));
    expect(screen.getByRole('heading', { name: '创意' })).toBeInTheDocument();
  });
});
