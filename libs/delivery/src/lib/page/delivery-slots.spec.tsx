// The slots: a media adds columns with their renderers, row actions, toolbar entries and filters from its
// own delivery-config, on the levels it names, without editing the kit.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiClient } from '@toufang/api';
import { Button, Toast } from '@toufang/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineDeliveryMedia } from '../config/delivery-config';
import { slotFilter, slotsOfLevel, type DeliverySlots } from '../config/delivery-slots';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '../testing/delivery-test-kit';
import { DeliveryTablePage } from './delivery-table-page';

const onToolbar = vi.fn();
const SLOTS: DeliverySlots = {
  columns: [{ key: 'room', title: '直播间', width: 120, levels: ['plan'], render: (row) => (row.id === '1000' ? `房间-${row.id}` : '-') }],
  rowActions: [
    { key: 'room', label: '直播间', levels: ['plan'], ariaLabel: (row) => `查看 ${row.name} 的直播间`, href: (row) => (row.id === '1000' ? `/live/${row.id}` : null) },
    { key: 'never', label: '不在这一层', levels: ['account'], onClick: () => undefined },
  ],
  toolbar: [{ key: 'probe', levels: ['plan'], render: ({ selected }) => <Button onClick={() => onToolbar(selected.length)}>媒体工具</Button> }],
  filters: [{ levels: ['plan'], field: { key: 'roomOnly', label: '直播计划', type: 'list', options: [{ value: 'yes', label: '是' }] }, toFilter: () => ({ search: { field: 'name', method: 'LIKE', value: '直播' } }) }],
};
const CONFIG = defineDeliveryMedia(
  'qianchuan',
  { account: { child: 'group', status: false, budget: { min: 300 } }, group: { child: 'plan', budget: { min: 300 } }, plan: {} },
  { slots: SLOTS },
);
const PLAN_PATH = '/qianchuan-app/promote/qianchuan/delivery/plan';

beforeEach(() => localStorage.clear());
afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('delivery slots', () => {
  it('keeps each slot to the levels it names', () => {
    expect(slotsOfLevel(SLOTS, 'plan').rowActions.map((a) => a.key)).toEqual(['room']);
    expect(slotsOfLevel(SLOTS, 'creative').columns).toEqual([]);
    expect(slotsOfLevel(undefined, 'plan')).toEqual({ columns: [], rowActions: [], toolbar: [], filters: [] });
    expect(slotFilter(SLOTS.filters ?? [], { roomOnly: 'yes' })).toEqual({ search: { field: 'name', method: 'LIKE', value: '直播' } });
    expect(slotFilter(SLOTS.filters ?? [], {})).toEqual({});
  });

  it('draws the media column, its row action where it applies, and its toolbar entry', async () => {
    serveDelivery({ media: 'qianchuan', level: 'plan', rows: [deliveryRow('qianchuan', 'plan', 0), deliveryRow('qianchuan', 'plan', 1)] });
    const user = userEvent.setup();
    renderDeliveryPage(<DeliveryTablePage config={CONFIG} level="plan" />, PLAN_PATH);
    const root = await screen.findByRole('region', { name: /列表$/ });
    expect(await within(root).findByText('房间-1000')).toBeInTheDocument();
    expect(within(root).getByRole('columnheader', { name: '直播间' })).toBeInTheDocument();
    const links = within(root).getAllByRole('link', { name: /的直播间$/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/live/1000');
    expect(within(root).queryByText('不在这一层')).toBeNull();
    await user.click(screen.getByRole('button', { name: '媒体工具' }));
    expect(onToolbar).toHaveBeenCalledWith(0);
  });

  it('shows none of it on a level the slots do not name', async () => {
    serveDelivery({ media: 'qianchuan', level: 'group', rows: [deliveryRow('qianchuan', 'group', 0)] });
    renderDeliveryPage(<DeliveryTablePage config={CONFIG} level="group" />, '/qianchuan-app/promote/qianchuan/delivery/group');
    const root = await screen.findByRole('region', { name: /列表$/ });
    await waitFor(() => expect(within(root).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(root).queryByRole('columnheader', { name: '直播间' })).toBeNull();
    expect(within(root).queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: '媒体工具' })).toBeNull();
  });
});
