import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '@toufang/delivery/testing';
import { Toast } from '@toufang/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DeliveryPlanPage from '../pages/delivery-plan/delivery-plan-page';
import { idsText } from './copy-ids';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('巨量引擎 复制ID (a toolbar slot of the delivery tables)', () => {
  it('puts the IDs one a line', () => {
    expect(idsText([{ id: '1001' }, { id: '1002' }])).toBe('1001\n1002');
  });

  it('copies the chosen rows\' IDs from the toolbar, and is off until a row is chosen', async () => {
    writeText.mockResolvedValue(undefined);
    serveDelivery({ media: 'toutiao', level: 'plan', rows: [0, 1, 2].map((i) => deliveryRow('toutiao', 'plan', i, { id: `7${i}00`, name: `计划-${i}` })) });
    renderDeliveryPage(<DeliveryPlanPage />, '/toutiao-app/promote/toutiao/delivery/plan');
    const table = await screen.findByRole('region', { name: '广告计划列表' });
    await within(table).findByText('计划-0');
    const copy = screen.getByRole('button', { name: '复制ID' });
    expect(copy).toBeDisabled();
    fireEvent.click(within(table).getByRole('checkbox', { name: '选择 计划-0' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: '选择 计划-2' }));
    await waitFor(() => expect(copy).toBeEnabled());
    fireEvent.click(copy);
    // In the table's order: sorted by spend, 计划-2 spent more.
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('7200\n7000'));
    expect(await screen.findByText('已复制 2 个ID')).toBeInTheDocument();
  });

  it('says so when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    serveDelivery({ media: 'toutiao', level: 'plan', rows: [deliveryRow('toutiao', 'plan', 0, { name: '计划-0' })] });
    renderDeliveryPage(<DeliveryPlanPage />, '/toutiao-app/promote/toutiao/delivery/plan');
    const table = await screen.findByRole('region', { name: '广告计划列表' });
    fireEvent.click(await within(table).findByRole('checkbox', { name: '选择 计划-0' }));
    fireEvent.click(screen.getByRole('button', { name: '复制ID' }));
    expect(await screen.findByText('复制失败，请检查浏览器的剪贴板权限')).toBeInTheDocument();
  });
});
