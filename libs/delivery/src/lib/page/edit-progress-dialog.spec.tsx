import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setApiClient } from '@toufang/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryCalls } from '../queries/delivery-calls';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '../testing/delivery-test-kit';
import { EditProgressDialog, EditRefusedDialog } from './edit-progress-dialog';

afterEach(() => setApiClient(null));

describe('EditProgressDialog', () => {
  it('follows an edit until it ends, then lists the refused rows and offers 撤销', async () => {
    serveDelivery({
      media: 'gdt',
      level: 'group',
      rows: [deliveryRow('gdt', 'group', 0), deliveryRow('gdt', 'group', 1)],
      editResult: (_r, id) => (id === '1001' ? { ok: false, reason: '当日预算修改次数已达上限' } : { ok: true }),
    });
    // Register the edit with the fake server first.
    await deliveryCalls('gdt').startEdit.mutationFn?.({ media: 'gdt', level: 'group', field: 'budget', items: [{ id: '1000', value: 800 }, { id: '1001', value: 800 }] }, undefined as never);
    const onUndoStarted = vi.fn();
    renderDeliveryPage(<EditProgressDialog calls={deliveryCalls('gdt')} editId={41} onClose={() => undefined} onUndoStarted={onUndoStarted} />, '/');
    const dialog = await screen.findByTestId('edit-progress');
    expect(await within(dialog).findByText('修改完成：成功1个，失败1个')).toBeInTheDocument();
    expect(within(dialog).getByText('已完成 2 / 2')).toBeInTheDocument();
    expect(within(dialog).getByTestId('edit-failures')).toHaveTextContent('当日预算修改次数已达上限');
    expect(within(dialog).getByText(/^可在 .* 前撤销$/)).toBeInTheDocument();
    expect(within(dialog).getByText('结果也会发送到消息中心')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(onUndoStarted).toHaveBeenCalledWith(expect.objectContaining({ state: 'queued' })));
  });

  it('shows why 撤销 was refused', async () => {
    const server = serveDelivery({ media: 'gdt', level: 'group', rows: [deliveryRow('gdt', 'group', 0)] });
    await deliveryCalls('gdt').startEdit.mutationFn?.({ media: 'gdt', level: 'group', field: 'bid', items: [{ id: '1000', value: 2 }] }, undefined as never);
    server.api.on('post', '/api/delivery/edit/undo', () => ({ state: 'refused', editId: null, message: '已超过10分钟，无法撤销', refusals: [] }));
    renderDeliveryPage(<EditProgressDialog calls={deliveryCalls('gdt')} editId={41} onClose={() => undefined} onUndoStarted={() => undefined} />, '/');
    const dialog = await screen.findByTestId('edit-progress');
    await within(dialog).findByText('修改完成：成功1个');
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('已超过10分钟，无法撤销');
  });
});

describe('EditRefusedDialog', () => {
  it('names the rule and every row that breaks it', () => {
    serveDelivery({ media: 'gdt', level: 'group', rows: [] });
    renderDeliveryPage(
      <EditRefusedDialog
        message="1个对象的预算低于媒体最低预算（50元），均未修改"
        refusals={[{ id: '9', name: '广告-甲', accountName: '户1', rule: 'budget_too_low', reason: '预算不能低于50元' }]}
        onClose={() => undefined}
      />,
      '/',
    );
    const dialog = screen.getByTestId('edit-refused');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('1个对象的预算低于媒体最低预算（50元），均未修改');
    expect(within(dialog).getByTestId('edit-failures')).toHaveTextContent('广告-甲户1预算不能低于50元');
  });
});
