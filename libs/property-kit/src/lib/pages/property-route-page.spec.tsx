import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { PENDING_PROPERTY_LIMITS } from '@toufang/domain';
import { propertyRow, servePropertyKit } from '../../testing';
import { defineMediaProperties, definePropertyType } from '../config/property-config';
import { childTypeLinks, PropertyRoutePage, propertyPageOfPath } from './property-route-page';

const LIMITS = { ...PENDING_PROPERTY_LIMITS, OPERATIONS: { ...PENDING_PROPERTY_LIMITS.OPERATIONS, sync: true } };
const MADE = { ...LIMITS, OPERATIONS: { ...LIMITS.OPERATIONS, create: true } };
const PROPERTIES = defineMediaProperties('toutiao', ['application', 'application-subcontracting', 'quick-app'] as const, {
  application: definePropertyType<'toutiao', 'application', { package_name: string }>('toutiao', 'application', {
    limits: LIMITS,
    fields: { package_name: { kind: 'text', label: '应用包名' } },
    columns: ['name'],
    form: { kind: 'fields' },
    schema: z.object({ package_name: z.string() }),
  }),
  'application-subcontracting': definePropertyType<'toutiao', 'application-subcontracting', { channel_id: string }>('toutiao', 'application-subcontracting', {
    limits: MADE,
    fields: { channel_id: { kind: 'text', label: '渠道号' } },
    columns: ['name'],
    form: { kind: 'fields' },
    schema: z.object({ channel_id: z.string() }),
    parent: { type: 'application', param: 'packageId' },
  }),
  'quick-app': 'pending',
});

function serve() {
  const api = fakeApi()
    .on('post', '/api/property/list', () => ({ total: 0, rows: [] }))
    .on('post', '/api/delivery/accounts', () => []);
  api.install();
  return api;
}

const open = (path: string, pattern: string) => renderSubAppPage(() => <PropertyRoutePage properties={PROPERTIES} />, path, { routePath: pattern });

afterEach(() => setApiClient(null));

describe('the property route page', () => {
  it('reads the type from the path', () => {
    expect(propertyPageOfPath('/toutiao-app/property/application-subcontracting/7')).toBe('application-subcontracting');
    expect(propertyPageOfPath('/toutiao-app/promote/toutiao/delivery/ad')).toBeNull();
  });

  it('lists the built type of its route under the route table’s title', async () => {
    const api = serve();
    open('/toutiao-app/property/application', '/toutiao-app/property/application');
    expect(await screen.findByRole('region', { name: '应用管理列表' })).toBeTruthy();
    expect(api.bodiesOf('/api/property/list')[0]).toMatchObject({ media: 'toutiao', type: 'application' });
  });

  it('lists a child type under the parent of the route’s parameter', async () => {
    const api = serve();
    open('/toutiao-app/property/application-subcontracting/1600000001', '/toutiao-app/property/application-subcontracting/:packageId');
    const table = await screen.findByRole('region', { name: '应用分包列表' });
    expect(within(table).getByText(/暂无应用分包/)).toBeTruthy();
    expect(api.bodiesOf('/api/property/list')[0]).toMatchObject({ type: 'application-subcontracting', parentId: '1600000001' });
  });

  it('shows the 404 page for a type not built, and asks the server nothing', async () => {
    const api = serve();
    open('/toutiao-app/property/quick-app', '/toutiao-app/property/quick-app');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeTruthy();
    expect(api.bodiesOf('/api/property/list')).toEqual([]);
  });

  it('links each row of a parent type to its children’s list, where a new child is made under that parent', async () => {
    const app = propertyRow(3, '商城App', { type: 'application', mediaId: '1900000000000003' });
    const other = propertyRow(4, '资讯App', { type: 'application', mediaId: '1900000000000004' });
    const channels = [propertyRow(5, '信息流分包', { type: 'application-subcontracting', parentMediaId: '1900000000000003' }), propertyRow(6, '搜索分包', { type: 'application-subcontracting', parentMediaId: '1900000000000004' })];
    const api = servePropertyKit({ rows: { application: [app, other], 'application-subcontracting': channels } });
    const { router } = open('/toutiao-app/property/application', '/toutiao-app/property/:page/:packageId?');
    const apps = await screen.findByRole('region', { name: '应用管理列表' });
    await userEvent.click(await within(apps).findByRole('button', { name: '应用分包 商城App' }));
    expect(router.state.location.pathname).toBe('/toutiao-app/property/application-subcontracting/1900000000000003');
    const table = await screen.findByRole('region', { name: '应用分包列表' });
    expect(await within(table).findByText('信息流分包')).toBeTruthy();
    expect(within(table).queryByText('搜索分包')).toBeNull();
    // A child type with no children of its own offers no such action.
    expect(within(table).queryByRole('button', { name: /^应用分包 / })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: '新建应用分包' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: '账户' }));
    const choice = await screen.findByRole('option', { name: '沙箱账户-7（1700000000000007）' });
    const popup = choice.closest('.semi-popover-wrapper');
    await userEvent.click(choice);
    if (popup) fireEvent.animationEnd(popup);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '名称' }), '直播分包');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '渠道号' }), 'live_03');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/create')).toHaveLength(1));
    expect(api.bodiesOf('/api/property/create')[0]).toEqual({
      accountId: 7,
      input: { kind: 'toutiao.application-subcontracting', name: '直播分包', parentId: '1900000000000003', values: { channel_id: 'live_03' } },
    });
    expect(await within(table).findByText('直播分包')).toBeTruthy();
  });

  it('names the child types of a type, each with its route under a parent', () => {
    const [link, ...rest] = childTypeLinks(PROPERTIES, 'application');
    expect(rest).toEqual([]);
    expect(link.title).toBe('应用分包');
    expect(link.to('19/x')).toBe('/toutiao-app/property/application-subcontracting/19%2Fx');
    expect(childTypeLinks(PROPERTIES, 'application-subcontracting')).toEqual([]);
  });
});
