import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { PENDING_PROPERTY_LIMITS, type TrackMacros } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { propertyRow, renderPropertyPage, servePropertyKit } from '../../testing';
import { definePropertyType } from '../config/property-config';
import { PropertyListPage } from '../list/property-list-page';
import { trackUrlFieldOrder } from './track-url-group-form';

interface Values {
  remark?: string;
  show_url?: string;
  click_url?: string;
  play_done_url?: string;
}

const MACROS: TrackMacros = { SYNTAX: 'double-brace', NAMES: ['{{CLICK_ID}}', '{{IDFA}}', '{{CALLBACK}}'], REQUIRED: ['{{CALLBACK}}'] };
// The fields' own macros are the form's (a media declares them once); the form's govern.
const MONITOR = definePropertyType<'baidu', 'monitor', Values>('baidu', 'monitor', {
  limits: { ...PENDING_PROPERTY_LIMITS, NAME_MAX_LENGTH: 20, OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true } },
  fields: {
    remark: { kind: 'textarea', label: '备注', maxLength: 100 },
    show_url: { kind: 'trackUrl', label: '展示监测链接', macros: MACROS },
    click_url: { kind: 'trackUrl', label: '点击监测链接', macros: MACROS, required: true },
    play_done_url: { kind: 'trackUrl', label: '播完监测链接', macros: MACROS },
  },
  columns: ['name', 'status'],
  form: { kind: 'trackUrls', macros: MACROS },
  schema: z.object({}),
});

async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await userEvent.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('the track-URL group form', () => {
  it('shows the links first, in the declared order', () => {
    expect(trackUrlFieldOrder(MONITOR.fields)).toEqual(['show_url', 'click_url', 'play_done_url', 'remark']);
  });

  it('refuses a link with a macro the media does not know, or without a required one, then saves the group', async () => {
    const api = servePropertyKit({ rows: { monitor: [] } });
    renderPropertyPage(() => <PropertyListPage declaration={MONITOR} title="监测链接" />, '/baidu-app/property/monitor');
    await userEvent.click(await screen.findByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: '新建监测链接' });
    await pick(within(dialog).getByRole('combobox', { name: '账户' }), '沙箱账户-7（1700000000000007）');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '链接组名称' }), '品牌监测');
    const show = within(dialog).getByRole('textbox', { name: '展示监测链接' });
    const click = within(dialog).getByRole('textbox', { name: '点击监测链接' });
    // A brace in userEvent.type starts a key name: paste the literal text instead.
    await userEvent.click(show);
    await userEvent.paste('https://m.example.com/s?u={{UID}}&cb={{CALLBACK}}');
    await userEvent.click(click);
    await userEvent.paste('https://m.example.com/c?id=');
    // The chip goes in at the caret the widget last saw (a key, a click): put it at the end.
    await userEvent.keyboard('{End}');
    await userEvent.click(within(dialog).getAllByRole('button', { name: '{{CLICK_ID}}' })[1]);
    expect(click).toHaveValue('https://m.example.com/c?id={{CLICK_ID}}');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('监测链接包含百度营销不支持的宏：{{UID}}')).toBeTruthy();
    expect(within(dialog).getByText('监测链接缺少必填的宏：{{CALLBACK}}')).toBeTruthy();
    expect(api.bodiesOf('/api/property/create')).toEqual([]);

    await userEvent.clear(show);
    await userEvent.click(show);
    await userEvent.paste('https://m.example.com/s?cb={{CALLBACK}}');
    await userEvent.click(click);
    await userEvent.keyboard('{End}');
    await userEvent.paste('&cb=');
    await userEvent.keyboard('{End}');
    await userEvent.click(within(dialog).getAllByRole('button', { name: '{{CALLBACK}}' })[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/create')).toHaveLength(1));
    expect(api.bodiesOf('/api/property/create')[0]).toEqual({
      accountId: 7,
      input: { kind: 'baidu.monitor', name: '品牌监测', values: { show_url: 'https://m.example.com/s?cb={{CALLBACK}}', click_url: 'https://m.example.com/c?id={{CLICK_ID}}&cb={{CALLBACK}}' } },
    });
  });

  it('opens 编辑 with the group’s links', async () => {
    const api = servePropertyKit({ rows: { monitor: [propertyRow(4, '旧监测', { media: 'baidu', type: 'monitor' })] }, values: { 4: { click_url: 'https://m.example.com/c?cb={{CALLBACK}}' } } });
    renderPropertyPage(() => <PropertyListPage declaration={MONITOR} title="监测链接" />, '/baidu-app/property/monitor');
    await userEvent.click(await screen.findByRole('button', { name: '编辑 旧监测' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑监测链接' });
    expect(within(dialog).getByRole('textbox', { name: '点击监测链接' })).toHaveValue('https://m.example.com/c?cb={{CALLBACK}}');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/update')).toEqual([{ id: 4, input: { kind: 'baidu.monitor', name: '旧监测', values: { click_url: 'https://m.example.com/c?cb={{CALLBACK}}' } } }]));
  });
});
