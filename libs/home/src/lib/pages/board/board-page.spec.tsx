import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import BoardPage from './board-page';

// Two cards the desk knows and one a newer desk saved: its slot says 组件没有传入 (widgets spec §8).
const SAVED: Schemas['Board'] = {
  layout: {
    slots: [['lowBalance'], ['messages', 'weather']],
    widthType: 'equalDivision',
    cards: { lowBalance: { kind: 'lowBalance', settings: {} }, messages: { kind: 'messages', settings: {} }, weather: { kind: 'weather', settings: {} } as never },
  },
  version: 3,
  saved: true,
};

function serve(save: (body: unknown) => unknown) {
  const api = fakeApi()
    .on('post', '/api/board/get', () => SAVED)
    .on('post', '/api/board/save', save as never)
    .on('post', '/api/home/lists', () => ({ lowBalance: [], recentTasks: [], recentRuleActions: [] }))
    .on('get', '/api/user/message/init', () => ({ unread: [], readed: [], trash: [] }));
  api.install();
  return api;
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('看板', () => {
  it('shows one component per card, 组件没有传入 for an unknown kind, and saves 恢复默认 with a card’s range and the version read', async () => {
    const api = serve(() => refuse(409, '看板已在其他页面修改，请刷新后重试'));
    const user = userEvent.setup();
    renderSubAppPage(BoardPage, '/index-app/board');
    expect(await screen.findByRole('region', { name: '余额不足账户' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '消息' })).toBeInTheDocument();
    expect(screen.getByText('组件没有传入')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '编辑布局' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: '恢复默认' }));
    // A card's range: 消耗趋势 over the last 7 days.
    await user.click(within(drawer).getByRole('combobox', { name: '消耗趋势的时间范围' }));
    const choice = await screen.findByText('过去7天', { selector: '.semi-select-option *, .semi-select-option' });
    const popup = choice.closest('.semi-popover-wrapper');
    await user.click(choice);
    if (popup) fireEvent.animationEnd(popup);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.bodiesOf('/api/board/save')).toHaveLength(1));
    const [sent] = api.bodiesOf('/api/board/save') as { layout: Schemas['BoardLayout']; version: number }[];
    expect(sent.version).toBe(3);
    expect(sent.layout.slots).toEqual([['compare', 'trend'], ['topAccounts', 'topPlans'], ['lowBalance', 'messages']]);
    expect(Object.keys(sent.layout.cards).sort()).toEqual(['compare', 'lowBalance', 'messages', 'topAccounts', 'topPlans', 'trend']);
    expect(sent.layout.cards.trend).toEqual({ kind: 'trend', settings: { range: 'last7' } });
    // Another page saved first: the server's words, and the drawer stays open with the edit.
    expect(await screen.findByText('看板已在其他页面修改，请刷新后重试')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
