import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import DmpHandpickPage from './dmp-handpick-page';

const PATH = '/common-app/assets/dmp/handpick';

const added: Schemas['Crowd'] = {
  id: 8, name: '重度手游玩家（近30天）', source: 'handpick', state: 'pushing', stateText: '推送中', idType: null, rowsTotal: null, rowsValid: null, rowsInvalid: null, fileSize: null,
  size: 1_500_000, media: [], accounts: 0, seedCrowdId: null, expandLevel: null, handpickId: 'hp_toutiao_002', createdBy: '赵磊', createdAt: '2026-11-30 10:00:00', lastUsedAt: null,
};

function serve() {
  const api = fakeApi()
    .on('post', '/api/dmp/limits', () => [
      { media: 'toutiao', open: true, nameMaxLength: 30, perAccount: null, pushAccounts: 2 },
      { media: 'gdt', open: false, nameMaxLength: 0, perAccount: null, pushAccounts: 0 },
    ])
    .on('post', '/api/dmp/handpick/list', () => [
      { media: 'toutiao', handpickId: 'hp_toutiao_001', name: '美妆护肤高意向（近30天）', category: '电商购物', size: 3_200_000, description: '沙箱媒体按电商购物行为圈定的美妆护肤高意向人群，每周更新', crowdId: null },
      { media: 'toutiao', handpickId: 'hp_toutiao_002', name: '重度手游玩家（近30天）', category: '游戏', size: 1_500_000, description: '沙箱媒体按游戏行为圈定的重度手游玩家人群，每周更新', crowdId: null },
    ])
    .on('post', '/api/dmp/accounts', () => [{ accountId: 1, accountName: '巨量-美妆旗舰', advertiserId: '1001', media: 'toutiao', authorized: true, packs: 3, perAccount: null }])
    .on('post', '/api/dmp/handpick/add', () => ({ crowd: added, push: { jobId: 'j', queued: 1, refused: [] } }));
  api.install();
  return api;
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('精选人群包', () => {
  it('lists the open media’s packs with size and description, and adds one to an account', async () => {
    const api = serve();
    renderSubAppPage(DmpHandpickPage, PATH);
    const table = await screen.findByRole('region', { name: '精选人群包列表' });
    expect(await within(table).findByText('美妆护肤高意向（近30天）')).toBeTruthy();
    expect(within(table).getByText('3,200,000')).toBeTruthy();
    expect(api.bodiesOf('/api/dmp/handpick/list')[0]).toEqual({ media: 'toutiao' });
    await userEvent.type(screen.getByLabelText('搜索人群包名称或描述'), '手游');
    expect(within(table).queryByText('美妆护肤高意向（近30天）')).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: '添加到账户 重度手游玩家（近30天）' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '巨量引擎 · 巨量-美妆旗舰' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/dmp/handpick/add')).toEqual([{ media: 'toutiao', handpickId: 'hp_toutiao_002', accountIds: [1] }]));
    expect(api.bodiesOf('/api/dmp/accounts')[0]).toEqual({ media: 'toutiao' });
  });
});
