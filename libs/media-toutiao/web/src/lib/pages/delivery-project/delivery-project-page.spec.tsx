import { screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryProjectPage from './delivery-project-page';

afterEach(() => setApiClient(null));

describe('巨量引擎 项目', () => {
  it('shows the project level of 巨量引擎, named 项目', async () => {
    const server = serveDelivery({ media: 'toutiao', level: 'project', rows: [deliveryRow('toutiao', 'project', 0, { name: '项目-甲' })] });
    renderDeliveryPage(<DeliveryProjectPage />, '/toutiao-app/promote/toutiao/delivery/project');
    const table = await screen.findByRole('region', { name: '项目列表' });
    expect(await within(table).findByText('项目-甲')).toBeInTheDocument();
    await waitFor(() => expect(server.lastList()).toMatchObject({ media: 'toutiao', level: 'project' }));
    expect(screen.getByRole('heading', { name: '项目' })).toBeInTheDocument();
  });
});
