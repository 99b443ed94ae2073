import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import DmpMyPage from './dmp-my-page';

const PATH = '/common-app/assets/dmp/my';

function crowd(id: number, name: string, over: Partial<Schemas['Crowd']> = {}): Schemas['Crowd'] {
  return {
    id, name, source: 'upload', state: 'available', stateText: '可用', idType: 'imei', rowsTotal: 100, rowsValid: 100, rowsInvalid: 0, fileSize: 3300,
    size: 2_400_000, media: ['toutiao', 'gdt'], accounts: 2, seedCrowdId: null, expandLevel: null, handpickId: null, createdBy: '赵磊', createdAt: '2026-11-30 10:00:00', lastUsedAt: '2026-11-29', ...over,
  };
}

function serve(rows: Schemas['Crowd'][]) {
  let kept = rows;
  const api = fakeApi()
    .on('post', '/api/dmp/crowd/list', (body) => {
      const q = body as Schemas['CrowdListQuery'];
      const shown = kept.filter((c) => !q.state || c.state === q.state);
      return { total: shown.length, rows: shown };
    })
    .on('post', '/api/dmp/crowd/detail', ({ id }) => ({
      ...(kept.find((c) => c.id === id) ?? rows[0]),
      copies: [
        { accountId: 1, accountName: '巨量-美妆旗舰', advertiserId: '1001', media: 'toutiao', state: 'ok', stateText: '可用', reason: null, mediaId: '18001', lifecycle: 'available', size: 2_400_000, pushedAt: '2026-11-30 10:01:00', lastUsedAt: '2026-11-29' },
        { accountId: 2, accountName: '腾讯-满额账户', advertiserId: '2002', media: 'gdt', state: 'refused', stateText: '推送失败', reason: '腾讯广告3.0每个账户最多50个人群包，账户「腾讯-满额账户」已有50个，本次推送1个', mediaId: null, lifecycle: null, size: null, pushedAt: '2026-11-30 10:01:00', lastUsedAt: null },
      ],
    }))
    .on('post', '/api/dmp/crowd/remove', ({ id }) => {
      kept = kept.filter((c) => c.id !== id);
      return undefined;
    });
  api.install();
  return api;
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('我的人群', () => {
  it('lists the company’s crowds with state, size, media, accounts and last use', async () => {
    serve([crowd(1, '高价值老客'), crowd(2, '扩量人群', { source: 'expand', state: 'computing', stateText: '计算中', media: ['toutiao'], accounts: 1, size: 1000, lastUsedAt: null })]);
    renderSubAppPage(DmpMyPage, PATH);
    const table = await screen.findByRole('region', { name: '人群列表' });
    expect(await within(table).findByText('高价值老客')).toBeTruthy();
    expect(within(table).getByText('2,400,000')).toBeTruthy();
    expect(within(table).getByText('巨量引擎、腾讯广告3.0')).toBeTruthy();
    expect(within(table).getByText('2026-11-29')).toBeTruthy();
    expect(within(table).getByText('计算中')).toBeTruthy();
    expect(within(table).getByText('AI扩量')).toBeTruthy();
  });

  it('shows each account’s copy, with the reason a push was refused', async () => {
    serve([crowd(1, '高价值老客')]);
    renderSubAppPage(DmpMyPage, PATH);
    await userEvent.click(await screen.findByRole('button', { name: '详情 高价值老客' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('腾讯广告3.0每个账户最多50个人群包，账户「腾讯-满额账户」已有50个，本次推送1个')).toBeTruthy();
    expect(within(dialog).getByText('推送失败')).toBeTruthy();
  });

  it('removes a crowd after saying its media packs stay', async () => {
    const api = serve([crowd(1, '高价值老客')]);
    renderSubAppPage(DmpMyPage, PATH);
    await userEvent.click(await screen.findByRole('button', { name: '删除 高价值老客' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/已推送到媒体的人群包仍保留在媒体侧/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.bodiesOf('/api/dmp/crowd/remove')).toEqual([{ id: 1 }]));
    expect(await screen.findByText('已删除')).toBeTruthy();
  });
});
