// The account dialogs on the form kit: 修改账户 sends only what changed, 监测 needs a rule when switched on,
// 设置分组 sends the chosen group; unsaved input is not thrown away without asking.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, setApiClient, type Schemas } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { AccountEditModal } from './account-edit-modal';
import { AssignGroupModal } from './account-group-modals';
import { AccountMonitorModal } from './account-monitor-modal';
import { accountActions } from './media-account-list-rules';

const record = {
  id: 3,
  accountId: '30000003',
  accountName: '青柠互娱-腾讯-03',
  remark: '',
  product: '',
  groupId: null,
  operators: [{ userId: 2, name: '王优化' }],
} as unknown as Schemas['MediaAccountRecord'];
const groups = [{ groupId: 5, groupName: '华东组' }];

function serve() {
  const api = fakeApi()
    .on('post', '/api/user/user/v2/opt_select', () => [
      { userId: 2, name: '王优化' },
      { userId: 4, name: '李运营' },
    ] as never)
    .on('post', '/api/user/media_account/update', () => ({ ...record }) as never)
    .on('post', '/api/user/media_account/monitor/set', ({ ids }) => ({ count: ids.length }) as never)
    .on('post', '/api/user/media_account/group/assign', ({ accountIds }) => ({ count: accountIds.length }) as never);
  api.install();
  return api;
}

function renderDialog(dialog: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: dialog }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}


async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await user.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

afterEach(() => setApiClient(null));

describe('account dialogs', { timeout: 60_000 }, () => {
  it('修改账户 needs a name and sends only the fields that changed', async () => {
    const api = serve();
    const onSaved = vi.fn();
    const user = renderDialog(<AccountEditModal record={record} actions={accountActions('ADMIN')} groups={groups} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = within(await screen.findByRole('dialog', { name: '修改账户' }));
    expect(dialog.getByText('30000003')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('账户名称'));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(dialog.getByText('请输入账户名称')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('账户名称'), ' 青柠-华东 ');
    await pick(user, dialog.getByRole('combobox', { name: '账户分组' }), '华东组');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
    expect(api.bodiesOf('/api/user/media_account/update')).toEqual([{ id: 3, accountName: '青柠-华东', groupId: 5 }]);
  });

  it('修改账户 closes without a call when nothing changed, and asks before throwing a change away', async () => {
    const api = serve();
    const onClose = vi.fn();
    const user = renderDialog(<AccountEditModal record={record} actions={accountActions('ADMIN')} groups={groups} onClose={onClose} onSaved={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: '修改账户' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(dialog.getByLabelText('备注'), '大客户');
    await user.click(dialog.getByRole('button', { name: '取消' }));
    const ask = within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' }));
    await user.click(ask.getByRole('button', { name: '放弃修改' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(api.bodiesOf('/api/user/media_account/update')).toEqual([]);
  });

  it('监测 switched on needs at least one rule, then sends it', async () => {
    const api = serve();
    const onSaved = vi.fn();
    const user = renderDialog(<AccountMonitorModal ids={[3, 4]} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = within(await screen.findByRole('dialog', { name: /监测/ }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('启用监测时请至少填写一项条件');
    await user.type(dialog.getByLabelText('余额低于(元)时提醒'), '500');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
    expect(api.bodiesOf('/api/user/media_account/monitor/set')).toEqual([{ ids: [3, 4], enabled: true, balanceBelow: 500, costAbove: null }]);
  });

  it('设置分组 sends the chosen group, 不分组 as none', async () => {
    const api = serve();
    const onSaved = vi.fn();
    const user = renderDialog(<AssignGroupModal accountIds={[3, 4]} groups={groups} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = within(await screen.findByRole('dialog', { name: '为 2 个账户设置分组' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(2), { timeout: 10_000 });
    expect(api.bodiesOf('/api/user/media_account/group/assign')).toEqual([{ groupId: null, accountIds: [3, 4] }]);
  });
});
