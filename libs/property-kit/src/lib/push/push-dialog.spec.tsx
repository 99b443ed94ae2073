import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { PENDING_PROPERTY_LIMITS, type PropertyTypeLimits } from '@toufang/domain';
import { definePropertyType, type PropertyTypeBase } from '../config/property-config';
import { PropertyListPage } from '../list/property-list-page';
import { PropertyPushDialog } from './push-dialog';

type Row = Schemas['PropertyRow'];
const PATH = '/toutiao-app/property/target';
const LIMITS: PropertyTypeLimits = { ...PENDING_PROPERTY_LIMITS, PER_ACCOUNT: 1000, PUSH: { ACCOUNTS: 100 }, OPERATIONS: { create: false, edit: false, push: true, delete: false, sync: true } };

const declaration = (limits: PropertyTypeLimits = LIMITS): PropertyTypeBase =>
  definePropertyType<'toutiao', 'target', { city?: number[] }>('toutiao', 'target', {
    limits,
    fields: { city: { kind: 'own', label: '地域' } },
    columns: ['name', 'account', 'status', 'modifiedAt'],
    form: { kind: 'fields' },
    schema: z.object({ city: z.optional(z.array(z.number())) }),
  });

const row = (id: number, name: string, accountId = 7): Row => ({
  id,
  media: 'toutiao',
  type: 'target',
  accountId,
  advertiserId: `17000000000000${accountId}`,
  accountName: `沙箱账户-${accountId}`,
  mediaId: `16000000000000${id}`,
  parentMediaId: null,
  name,
  state: 'enabled',
  review: 'approved',
  rejectReason: null,
  statusText: '审核通过',
  lifecycle: null,
  size: null,
  summary: {},
  createdAt: '2026-11-20 10:00:00',
  modifiedAt: '2026-11-21 10:00:00',
  syncedAt: '2026-11-21 10:00:00',
});

const ACCOUNTS = [
  { id: 7, name: '沙箱账户-7', advertiserId: '1700000000000007', sandbox: true },
  { id: 8, name: '沙箱账户-8', advertiserId: '1700000000000008', sandbox: true },
  { id: 9, name: '沙箱账户-9', advertiserId: '1700000000000009', sandbox: true },
];

const CAP_REASON = '巨量引擎每个账户最多1000个定向包，账户「沙箱账户-9」已有1000个，本次推送1个';

const RUN: Schemas['PropertyPushRun'] = {
  pushId: 41,
  jobId: 'job-41',
  media: 'toutiao',
  type: 'target',
  state: 'done',
  total: 2,
  done: 2,
  succeeded: 1,
  refused: 1,
  createdAt: '2026-11-29 10:00:00',
  finishedAt: '2026-11-29 10:00:05',
  items: [
    { propertyId: 1, propertyName: '华北_一线城市', accountId: 8, accountName: '沙箱账户-8', advertiserId: '1700000000000008', state: 'succeeded', copyId: '1600000000009001', reason: null },
    { propertyId: 1, propertyName: '华北_一线城市', accountId: 9, accountName: '沙箱账户-9', advertiserId: '1700000000000009', state: 'refused', copyId: null, reason: CAP_REASON },
  ],
};

function serve(rows: Row[] = []) {
  const api = fakeApi()
    .on('post', '/api/delivery/accounts', () => ACCOUNTS)
    .on('post', '/api/property/list', () => ({ total: rows.length, rows }))
    .on('post', '/api/property/push', () => ({
      pushId: 41,
      jobId: 'job-41',
      total: 2,
      refused: [{ propertyId: 1, propertyName: '华北_一线城市', accountId: 9, accountName: '沙箱账户-9', reason: CAP_REASON }],
    }))
    .on('post', '/api/property/push/detail', () => RUN);
  api.install();
  return api;
}

const dialog = (props: Partial<Parameters<typeof PropertyPushDialog>[0]> = {}) =>
  renderSubAppPage(() => <PropertyPushDialog declaration={declaration()} title="定向包" rows={[row(1, '华北_一线城市')]} onClose={() => undefined} {...props} />, PATH);

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
});

describe('推送到账户', () => {
  it('shows the type’s figures, pushes to the chosen accounts and shows each pair’s result, the refused ones first', async () => {
    const api = serve();
    const onStarted = vi.fn();
    dialog({ onStarted });
    expect(await screen.findByText('媒体每次最多推送到 100 个账户，超出的部分自动分批发送')).toBeTruthy();
    expect(screen.getByText('每个账户最多 1000 个定向包，超出的不会推送')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: '目标账户' }));
    const list = await screen.findByRole('listbox');
    // The account the pack lives in has nothing to receive.
    expect(within(list).getByRole('option', { name: /沙箱账户-7/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(list).getByText('沙箱账户-8（1700000000000008）'));
    await userEvent.click(within(list).getByText('沙箱账户-9（1700000000000009）'));
    expect(await screen.findByText('将推送 2 个对象 × 账户组合')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '开始推送' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/push')).toEqual([{ media: 'toutiao', type: 'target', ids: [1], accountIds: [8, 9] }]));
    expect(onStarted).toHaveBeenCalledWith(41);
    const refused = await screen.findByRole('region', { name: '发送前已拒绝 1 个：' });
    expect(within(refused).getByText(`华北_一线城市 → 沙箱账户-9：${CAP_REASON}`)).toBeTruthy();
    const results = screen.getByRole('region', { name: '推送明细' });
    expect(await within(results).findByText('1600000000009001')).toBeTruthy();
    expect(within(results).getByText('推送成功')).toBeTruthy();
    expect(within(results).getByText('推送失败')).toBeTruthy();
    expect(screen.getByText('成功 1 个，失败 1 个，共 2 个')).toBeTruthy();
  });

  it('asks for an account before pushing, sending nothing', async () => {
    const api = serve();
    dialog();
    await screen.findByRole('combobox', { name: '目标账户' });
    await userEvent.click(screen.getByRole('button', { name: '开始推送' }));
    expect(await screen.findByText('请选择要推送到的账户')).toBeTruthy();
    expect(api.bodiesOf('/api/property/push')).toEqual([]);
  });

  it('offers 推送到账户 for chosen rows where the media pushes the type, loading the dialog when asked', async () => {
    serve([row(1, '华北_一线城市'), row(2, '华南_二线城市')]);
    renderSubAppPage(() => <PropertyListPage declaration={declaration()} title="定向包" />, PATH);
    await userEvent.click(await screen.findByRole('checkbox', { name: '选择 华北_一线城市' }));
    await userEvent.click(screen.getByRole('button', { name: '推送到账户' }));
    expect(await screen.findByRole('dialog', { name: '推送定向包到账户（1 个）' })).toBeTruthy();
  });

  it('hides 推送到账户 where the media does not push the type', async () => {
    serve([row(1, '华北_一线城市')]);
    renderSubAppPage(() => <PropertyListPage declaration={declaration({ ...LIMITS, OPERATIONS: { ...LIMITS.OPERATIONS, push: false, delete: true } })} title="定向包" />, PATH);
    await userEvent.click(await screen.findByRole('checkbox', { name: '选择 华北_一线城市' }));
    expect(screen.getByRole('button', { name: '删除' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '推送到账户' })).toBeNull();
  });

  it('opens a push’s results from its message link (?push=)', async () => {
    const api = serve();
    renderSubAppPage(() => <PropertyListPage declaration={declaration()} title="定向包" />, `${PATH}?push=41`);
    const results = await screen.findByRole('region', { name: '推送明细' });
    expect(await within(results).findByText(CAP_REASON)).toBeTruthy();
    expect(api.bodiesOf('/api/property/push/detail')).toEqual([{ pushId: 41 }]);
    expect(api.bodiesOf('/api/property/push')).toEqual([]);
  });
});
