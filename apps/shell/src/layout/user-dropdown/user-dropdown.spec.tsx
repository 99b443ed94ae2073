// @vitest-environment jsdom
// jsdom, not the default happy-dom: it moves the focus through Semi's menu as a browser does (vitest.shared.ts).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@toufang/api';
import { testUser } from '@toufang/api/testing';
import { UserDropdown } from './user-dropdown';

/** The test's user: the shared one with this file's own name and dates. */
const userInfo = (overrides: Partial<UserInfo> = {}): UserInfo => testUser({ name: '张三', username: 'zhangsan', email: 'zhangsan@example.com', userId: 7, role: 'MANAGER', expireTime: '2026-03-01 09:30:45', ...overrides });

function setup(props: Partial<Parameters<typeof UserDropdown>[0]> = {}) {
  const onChangePassword = vi.fn();
  const onLogout = vi.fn();
  render(<UserDropdown user={userInfo()} onChangePassword={onChangePassword} onLogout={onLogout} {...props} />);
  return { onChangePassword, onLogout, trigger: screen.getByRole('button', { name: /用户菜单/ }) };
}

describe('UserDropdown', () => {
  it('shows the name on the trigger and nothing else until opened', () => {
    const { trigger } = setup();
    expect(trigger).toHaveTextContent('张三');
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).not.toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('zhangsan@example.com')).not.toBeInTheDocument();
  });

  it('opens on click with name, role name, e-mail, expiry time and the two account actions', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    expect(await screen.findByText('zhangsan@example.com')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByText('张三').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('优化经理')).toBeInTheDocument();
    expect(screen.getByText('2026-03-01 09:30')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /修改密码/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /退出登录/ })).toBeInTheDocument();
    expect(screen.queryByText(/剩余/)).not.toBeInTheDocument();
  });

  it('opens from the keyboard (Enter), moves between the actions with the arrow keys and runs one with Enter', async () => {
    const { trigger, onChangePassword, onLogout } = setup();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const changePassword = await screen.findByRole('menuitem', { name: /修改密码/ });
    await waitFor(() => expect(changePassword).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /退出登录/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(changePassword).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('closes with Escape and gives the focus back to the trigger', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /修改密码/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).not.toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    [15, '剩余 15 天'],
    [3, '剩余 3 天'],
  ])('warns with the remaining days when dueDays is %s (under 16)', async (dueDays, text) => {
    const { trigger } = setup({ user: userInfo({ dueDays, isDueTip: 1 }) });
    await userEvent.click(trigger);
    const warning = await screen.findByText(text);
    expect(warning).toHaveAttribute('role', 'status');
    expect(warning).toHaveClass('tf-user-dropdown__due-soon');
  });

  it('does not warn when dueDays is 16', async () => {
    const { trigger } = setup({ user: userInfo({ dueDays: 16 }) });
    await userEvent.click(trigger);
    await screen.findByText('zhangsan@example.com');
    expect(screen.queryByText(/剩余/)).not.toBeInTheDocument();
  });

  it.each([
    [{ role: 'DESIGNER', isDesignManager: 1 } as const, '设计经理'],
    [{ role: 'DESIGNER', isDesignManager: 0 } as const, '设计师'],
    [{ role: 'ADMIN' } as const, '管理员'],
    [{ role: 'OPERATE', rbacVersion: '2.0', roleNameV2: '投放专员' } as const, '投放专员'],
  ])('names the role %o as %s', async (overrides, name) => {
    const { trigger } = setup({ user: userInfo(overrides) });
    await userEvent.click(trigger);
    expect(await screen.findByText(name)).toBeInTheDocument();
  });

  it('says 未设置 when the user has no e-mail', async () => {
    const { trigger } = setup({ user: userInfo({ email: null }) });
    await userEvent.click(trigger);
    expect(await screen.findByText('未设置')).toBeInTheDocument();
  });

  it('calls onChangePassword and onLogout from their items', async () => {
    const { trigger, onChangePassword, onLogout } = setup();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: /修改密码/ }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('hides 修改密码 and 退出登录 for the market-channel session but keeps the details', async () => {
    const { trigger } = setup({ user: userInfo({ loginChannel: 'market' }), hideAccountActions: true });
    await userEvent.click(trigger);
    expect(await screen.findByText('zhangsan@example.com')).toBeInTheDocument();
    expect(screen.queryByText('修改密码')).not.toBeInTheDocument();
    expect(screen.queryByText('退出登录')).not.toBeInTheDocument();
  });
});
