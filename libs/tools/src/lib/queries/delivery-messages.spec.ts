import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, setApiClient } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { deliveryEditQuery, deliveryExportMutation, undoDeliveryEditMutation, type DeliveryEdit } from './delivery-messages';

const EDIT: DeliveryEdit = {
  editId: 12,
  media: 'gdt',
  level: 'group',
  field: 'bid',
  state: 'done',
  total: 1,
  done: 1,
  failed: 0,
  results: [{ id: '1000000001', name: '广告A', accountName: '腾讯-01', ok: true, reason: null, before: 1.5, after: 2 }],
  createdAt: '2026-03-01T02:00:00.000Z',
  finishedAt: '2026-03-01T02:00:05.000Z',
  undoUntil: '2026-03-01T02:10:05.000Z',
  undoneBy: null,
  undoOf: null,
  link: '/gdt-app/promote/gdtV3/delivery/group?editId=12',
};

afterEach(() => setApiClient(null));

describe('delivery calls of the message centre', () => {
  it('reads an edit with POST /api/delivery/edit/get', async () => {
    const api = fakeApi().on('post', '/api/delivery/edit/get', () => EDIT);
    api.install();
    expect(await new QueryClient().fetchQuery(deliveryEditQuery(12))).toEqual(EDIT);
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([['/api/delivery/edit/get', { editId: 12 }]]);
  });

  it('undoes an edit with POST /api/delivery/edit/undo, and carries a refusal as an ApiError with the server\'s words', async () => {
    const api = fakeApi().on('post', '/api/delivery/edit/undo', ({ editId }) =>
      editId === 12 ? { state: 'queued', editId: 13, message: null, refusals: [] } : refuse(1201, '已超过10分钟，无法撤销'),
    );
    api.install({ notify: () => undefined });
    expect(await undoDeliveryEditMutation.mutationFn?.({ editId: 12 }, {} as never)).toEqual({ state: 'queued', editId: 13, message: null, refusals: [] });
    const refused = await undoDeliveryEditMutation.mutationFn?.({ editId: 9 }, {} as never).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('已超过10分钟，无法撤销');
  });

  it('asks an export for its download link with POST /api/delivery/export/get', async () => {
    const ready = { exportId: 4, state: 'ready' as const, fileName: '广告.xlsx', rows: 3000, url: '/api/delivery/export/download?t=x', expiresAt: '2026-03-01T02:05:00.000Z', reason: null };
    const api = fakeApi().on('post', '/api/delivery/export/get', () => ready);
    api.install();
    expect(await deliveryExportMutation.mutationFn?.({ exportId: 4 }, {} as never)).toEqual(ready);
    expect(api.calls.map((c) => c.body)).toEqual([{ exportId: 4 }]);
  });
});
