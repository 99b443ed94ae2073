import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryAccountPage from './delivery-account-page';

afterEach(() => setApiClient(null));

describe('腾讯广告3.0 账户', () => {
  it('shows the account level of 腾讯广告3.0, named 账户', async () => {
    const server = serveDelivery({ media: 'gdt', level: 'account', rows: [deliveryRow('gdt', 'account', 0, { name: '账户-甲' })] });
    renderDeliveryPage(<DeliveryAccountPage />, '/gdt-app/promote/gdtV3/delivery/account');
    const table = await screen.findByRole('region', { name: '账户列表' });
    expect(await within(table).findByText('账户-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'gdt', level: 'account' }));
    expect(screen.getByRole('heading', { name: '账户' })).toBeInTheDocument();
  });
});
