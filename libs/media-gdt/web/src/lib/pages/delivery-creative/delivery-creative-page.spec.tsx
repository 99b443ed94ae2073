import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryCreativePage from './delivery-creative-page';

afterEach(() => setApiClient(null));

describe('腾讯广告3.0 创意', () => {
  it('shows the creative level of 腾讯广告3.0, named 创意', async () => {
    const server = serveDelivery({ media: 'gdt', level: 'creative', rows: [deliveryRow('gdt', 'creative', 0, { name: '创意-甲' })] });
    renderDeliveryPage(<DeliveryCreativePage />, '/gdt-app/promote/gdtV3/delivery/creative');
    const table = await screen.findByRole('region', { name: '创意列表' });
    expect(await within(table).findByText('创意-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'gdt', level: 'creative' }));
    expect(screen.getByRole('heading', { name: '创意' })).toBeInTheDocument();
  });
});
