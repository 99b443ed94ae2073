import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryGroupPage from './delivery-group-page';

afterEach(() => setApiClient(null));

describe('巨量千川 广告组', () => {
  it('shows the group level of 巨量千川, named 广告组', async () => {
    const server = serveDelivery({ media: 'qianchuan', level: 'group', rows: [deliveryRow('qianchuan', 'group', 0, { name: '广告组-甲' })] });
    renderDeliveryPage(<DeliveryGroupPage />, '/qianchuan-app/promote/qianchuan/delivery/group');
    const table = await screen.findByRole('region', { name: '广告组列表' });
    expect(await within(table).findByText('广告组-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'qianchuan', level: 'group' }));
    expect(screen.getByRole('heading', { name: '广告组' })).toBeInTheDocument();
  });
});
