import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { PENDING_PROPERTY_LIMITS, type PropertyTypeLimits } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { definePropertyType, type PropertyTypeBase } from '../config/property-config';
import { PropertyListPage } from './property-list-page';

type Row = Schemas['PropertyRow'];
const PATH = '/toutiao-app/property/monitor-activity';
const ALL: PropertyTypeLimits = { ...PENDING_PROPERTY_LIMITS, NAME_MAX_LENGTH: 20, OPERATIONS: { create: true, edit: true, push: false, delete: true, sync: true } };

interface Values {
  track_url: string;
  remark?: string;
}

const declaration = (limits: PropertyTypeLimits = ALL): PropertyTypeBase =>
  definePropertyType<'toutiao', 'monitor-activity', Values>('toutiao', 'monitor-activity', {
    limits,
    fields: { track_url: { kind: 'trackUrl', label: '点击监测链接', macros: { SYNTAX: 'double-underscore', NAMES: ['__CLICKID__'] } }, remark: { kind: 'textarea', label: '备注', maxLength: 100 } },
    columns: ['name', 'account', 'status', { summary: '监测链接' }, 'modifiedAt'],
    form: { kind: 'fields' },
    schema: z.object({ track_url: z.string().check(z.refine((url) => url.startsWith('https://'), { message: '链接须以 https:// 开头' })) }),
  });

const row = (id: number, name: string, over: Partial<Row> = {}): Row => ({
  id,
  media: 'toutiao',
  type: 'monitor-activity',
  accountId: 7,
  advertiserId: '1700000000000007',
  accountName: '沙箱账户-7',
  mediaId: `16000000000000${id}`,
  parentMediaId: null,
  name,
  state: 'enabled',
  review: 'approved',
  rejectReason: null,
  statusText: '审核通过',
  lifecycle: null,
  size: null,
  summary: { 监测链接: 'https://t.example.com/c?id=__CLICKID__' },
  createdAt: '2026-11-20 10:00:00',
  modifiedAt: '2026-11-21 10:00:00',
  syncedAt: '2026-11-21 10:00:00',
  ...over,
});

function serve(rows: Row[]) {
  let held = rows;
  const api = fakeApi()
    .on('post', '/api/property/list', () => ({ total: held.length, rows: held }))
    .on('post', '/api/delivery/accounts', () => [{ id: 7, name: '沙箱账户-7', advertiserId: '1700000000000007', sandbox: true }])
    .on('post', '/api/property/create', (body) => {
      const b = body as Schemas['PropertyCreateRequest'];
      const made = row(90, b.input.name, { review: 'reviewing', statusText: '审核中' });
      held = [made, ...held];
      return { ...made, values: b.input.values };
    })
    .on('post', '/api/property/remove', (body) => {
      const ids = (body as Schemas['PropertyRemoveRequest']).ids;
      const outcomes = held.filter((r) => ids.includes(r.id)).map((r) => ({ id: r.id, name: r.name, ok: true, reason: null }));
      held = held.filter((r) => !ids.includes(r.id));
      return { outcomes };
    })
    .on('post', '/api/property/sync', () => ({ jobId: 'job-1' }))
    .on('post', '/api/list/export', () => ({ exportId: 5, state: 'queued', fileName: '巨量引擎监测活动_202611301000.xlsx', rows: null, url: null, reason: null, createdAt: '2026-11-30 10:00:00', finishedAt: null, expiresAt: null }));
  api.install();
  return api;
}

const page = (decl = declaration()) => renderSubAppPage(() => <PropertyListPage declaration={decl} title="监测活动" />, PATH);

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('the property list page', () => {
  it('lists the type’s objects with the declared columns, its summary attribute included', async () => {
    const api = serve([row(1, '618大促点击监测', { review: 'rejected', statusText: '审核拒绝', rejectReason: '链接无法访问或加载过慢' })]);
    page();
    const table = await screen.findByRole('region', { name: '监测活动列表' });
    expect(await within(table).findByText('618大促点击监测')).toBeTruthy();
    expect(within(table).getByText('沙箱账户-7（1700000000000007）')).toBeTruthy();
    expect(within(table).getByText('审核拒绝：链接无法访问或加载过慢')).toBeTruthy();
    expect(within(table).getByText('https://t.example.com/c?id=__CLICKID__')).toBeTruthy();
    expect(api.bodiesOf('/api/property/list')[0]).toEqual({ media: 'toutiao', type: 'monitor-activity', current: 1, size: 50 });
  });

  it('says when there is nothing yet, and offers only what the media allows', async () => {
    serve([]);
    page(declaration({ ...ALL, OPERATIONS: { create: false, edit: false, push: false, delete: false, sync: true } }));
    expect(await screen.findByText('暂无监测活动，可点击“新建”或“同步”从媒体获取')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新建' })).toBeNull();
    expect(screen.getByRole('button', { name: '同步' })).toBeTruthy();
  });

  it('creates one in a chosen account, checking the declared schema first', async () => {
    const api = serve([]);
    page();
    await userEvent.click(await screen.findByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('名称'), '双11点击监测');
    await userEvent.type(within(dialog).getByLabelText('点击监测链接'), 'http://t.example.com/c');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择账户')).toBeTruthy();
    expect(within(dialog).getByText('链接须以 https:// 开头')).toBeTruthy();
    expect(api.bodiesOf('/api/property/create')).toEqual([]);
  });

  it('opens 新建 at once when a create page sends the caller here with ?create=1, and only where creating is offered', async () => {
    serve([]);
    renderSubAppPage(() => <PropertyListPage declaration={declaration()} title="监测活动" />, `${PATH}?create=1`);
    expect(await screen.findByRole('dialog', { name: '新建监测活动' })).toBeTruthy();
    cleanup();
    serve([]);
    renderSubAppPage(() => <PropertyListPage declaration={declaration({ ...ALL, OPERATIONS: { create: false, edit: false, push: false, delete: false, sync: true } })} title="监测活动" />, `${PATH}?create=1`);
    expect(await screen.findByText('暂无监测活动，可点击“新建”或“同步”从媒体获取')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a media’s own page beside 新建, opens the rows it made there, and links a page address', async () => {
    serve([row(1, '夏季促销H5', { summary: { 页面链接: '/media-sandbox/site?media=toutiao&id=7', 页面组件: '3个' } }), row(2, '官网落地页', { summary: { 页面链接: 'javascript:alert(1)' } })]);
    const own = { ...declaration(), columns: ['name', { summary: '页面链接', link: true }] as const, ownPage: { label: '用H5搭建', path: '../../ad/create-h5-page', edits: (r: { summary: Readonly<Record<string, string>> }) => r.summary['页面组件'] !== undefined } };
    const { router } = renderSubAppPage(() => <PropertyListPage declaration={own} title="落地页" />, '/toutiao-app/property/landing-page');
    const table = await screen.findByRole('region', { name: '落地页列表' });
    expect((await within(table).findByRole('link', { name: '/media-sandbox/site?media=toutiao&id=7' })).getAttribute('target')).toBe('_blank');
    // Only an http(s) address or a path of the desk is a link.
    expect(within(table).getByText('javascript:alert(1)').closest('a')).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: '编辑 夏季促销H5' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/toutiao-app/ad/create-h5-page?id=1'));
    await act(() => router.navigate('/toutiao-app/property/landing-page'));
    await userEvent.click(await screen.findByRole('button', { name: '用H5搭建' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/toutiao-app/ad/create-h5-page'));
  });

  it('removes the chosen rows after asking, and starts a sync of the caller’s accounts', async () => {
    const api = serve([row(1, '618大促点击监测'), row(2, '双11点击监测')]);
    page();
    await userEvent.click(await screen.findByRole('checkbox', { name: '选择 618大促点击监测' }));
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/remove')).toEqual([{ media: 'toutiao', type: 'monitor-activity', ids: [1] }]));
    expect(await screen.findByText('已删除1个')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '同步' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/sync')).toEqual([{ media: 'toutiao', type: 'monitor-activity', accountIds: [7] }]));
  });

  it('shows why a pack that delivering ads use is not removed, and the media’s refusal when removing anyway', async () => {
    const inUse = '「618大促点击监测」正被2个广告使用（1700000000000101、1700000000000102），确认删除后这些广告的定向将失效';
    const api = serve([row(1, '618大促点击监测')]);
    api.on('post', '/api/property/remove', (body) =>
      (body as Schemas['PropertyRemoveRequest']).confirm
        ? { outcomes: [{ id: 1, name: '618大促点击监测', ok: false, reason: '巨量引擎：定向包正被2个在投广告使用，不能删除' }] }
        : refuse(1702, inUse),
    );
    page();
    await userEvent.click(await screen.findByRole('checkbox', { name: '选择 618大促点击监测' }));
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByText(inUse)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '仍然删除' }));
    expect(await within(dialog).findByText('删除成功0个，失败1个。618大促点击监测：巨量引擎：定向包正被2个在投广告使用，不能删除')).toBeTruthy();
    expect(api.bodiesOf('/api/property/remove')).toEqual([
      { media: 'toutiao', type: 'monitor-activity', ids: [1] },
      { media: 'toutiao', type: 'monitor-activity', ids: [1], confirm: true },
    ]);
  });

  it('exports the filtered list through the list kit, without its page', async () => {
    const api = serve([row(1, '618大促点击监测')]);
    const filters = encodeURIComponent(JSON.stringify({ keyword: '618', accountIds: [7] }));
    renderSubAppPage(() => <PropertyListPage declaration={declaration()} title="监测活动" />, `${PATH}?filters=${filters}&page=2&sort=name.ascend`);
    await screen.findByText('618大促点击监测');
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() =>
      expect(api.bodiesOf('/api/list/export')).toEqual([
        { listId: 'property', query: { media: 'toutiao', type: 'monitor-activity', keyword: '618', accountIds: [7], sort: { field: 'name', order: 'asc' } } },
      ]),
    );
    expect(await screen.findByText(/导出任务已提交/)).toBeTruthy();
  });

  it('marks a sandbox account 沙箱 in the account column', async () => {
    serve([row(1, '618大促点击监测')]);
    page();
    const table = await screen.findByRole('region', { name: '监测活动列表' });
    const cell = (await within(table).findByText('618大促点击监测')).closest('[role="row"]') as HTMLElement;
    expect(within(cell).getByText('沙箱账户-7（1700000000000007）')).toBeTruthy();
    expect(await within(cell).findByText('沙箱')).toBeTruthy();
  });
});
