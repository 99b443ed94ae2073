import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import DmpAiExpandPage from './dmp-ai-expand-page';

const seed: Schemas['Crowd'] = {
  id: 3, name: '高价值老客', source: 'upload', state: 'available', stateText: '可用', idType: 'imei', rowsTotal: 5000, rowsValid: 5000, rowsInvalid: 0, fileSize: 165000,
  size: 3500, media: ['toutiao'], accounts: 1, seedCrowdId: null, expandLevel: null, handpickId: null, createdBy: '赵磊', createdAt: '2026-11-30 10:00:00', lastUsedAt: null,
};

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await userEvent.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('AI扩量', () => {
  it('says the media expands, and asks the media for a lookalike of a ready seed in one account', async () => {
    const api = fakeApi()
      .on('post', '/api/dmp/crowd/list', () => ({ total: 1, rows: [seed] }))
      .on('post', '/api/dmp/crowd/detail', () => ({
        ...seed,
        copies: [{ accountId: 1, accountName: '巨量-美妆旗舰', advertiserId: '1001', media: 'toutiao', state: 'ok', stateText: '可用', reason: null, mediaId: '18001', lifecycle: 'available', size: 3500, pushedAt: '2026-11-30 10:01:00', lastUsedAt: null }],
      }))
      .on('post', '/api/dmp/expand', () => ({ ...seed, id: 9, name: '高价值老客_扩量3', source: 'expand', state: 'computing', stateText: '计算中', size: 15750, seedCrowdId: 3, expandLevel: 3 }));
    api.install();
    renderSubAppPage(DmpAiExpandPage, '/common-app/assets/dmp/ai-expand');
    expect(screen.getByText('扩量由媒体完成，本平台不训练模型，展示的人数为媒体预估')).toBeTruthy();
    await choose(await screen.findByRole('combobox', { name: '种子人群' }), '高价值老客（3,500）');
    await choose(screen.getByRole('combobox', { name: '扩量账户' }), '巨量引擎 · 巨量-美妆旗舰');
    await userEvent.click(screen.getByRole('button', { name: '开始扩量' }));
    await waitFor(() => expect(api.bodiesOf('/api/dmp/expand')).toEqual([{ seedCrowdId: 3, media: 'toutiao', accountId: 1, level: 3 }]));
    expect(await screen.findByText('已创建扩量人群「高价值老客_扩量3」，媒体预估15,750人')).toBeTruthy();
  });
});
