import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, setApiClient, useSessionStore, type UserInfo } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { useMustChangePasswordStore } from '../../app/session/must-change-password';
import { ForcedPasswordChange } from './forced-password-change';
import { PasswordChangeModal } from './password-change-modal';

/** The user info fields the forced change reads; the rest of the record does not matter here. */
const user = (mustChangePassword: boolean) => ({ username: 'newbie', mustChangePassword }) as UserInfo;

function setup(info: UserInfo | null, afterLogin = false) {
  const bodies: Record<string, unknown>[] = [];
  fakeApi()
    .on('post', '/api/user/password/edit', (body) => {
      bodies.push(body);
      return undefined;
    })
    .install({ getToken: () => 'token-1' });
  useSessionStore.getState().login({ token: 'token-1', role: 'OPERATE' });
  useSessionStore.getState().setUserInfo(info);
  useMustChangePasswordStore.getState().setAfterLogin(afterLogin);
  const navigate = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ForcedPasswordChange navigate={navigate} />
    </QueryClientProvider>,
  );
  return { bodies, navigate };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setApiClient(null);
  useSessionStore.getState().logout();
  useMustChangePasswordStore.getState().setAfterLogin(false);
  act(() => Toast.destroyAll());
});

describe('ForcedPasswordChange', () => {
  it('shows nothing when the password is not a one-time password', () => {
    setup(user(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a new password when the user info says so, in a dialog titled 请修改初始密码 that cannot be dismissed', async () => {
    setup(user(true));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('请修改初始密码');
    expect(screen.getByRole('form', { name: '请修改初始密码' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    expect(screen.queryByRole('button', { name: /关闭|close/i })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('differs from the ordinary dialog, which has 取消 and a close button', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PasswordChangeModal visible onClose={() => undefined} username="newbie" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /关闭|close/i })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('修改密码');
  });

  it('asks for it right after a login whose answer says so, before the user info does', async () => {
    setup(user(false), true);
    expect(await screen.findByRole('dialog')).toHaveTextContent('请修改初始密码');
  });

  it('changes the password with the spec’s flow: 修改成功, 将退出重新登录 for 3 s, then the login page', async () => {
    const { bodies, navigate } = setup(user(true));
    const success = vi.spyOn(Toast, 'success').mockReturnValue('toast-id');
    await userEvent.type(screen.getByLabelText('原始密码'), 'Kx7mP2qR9vWn');
    await userEvent.type(screen.getByLabelText('新密码'), 'Newpass2027');
    await userEvent.type(screen.getByLabelText('确认密码'), 'Newpass2027');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await act(() =>
      vi.waitFor(() => expect(success).toHaveBeenCalledWith({ content: '修改成功, 将退出重新登录', duration: 3 }), { interval: 0, timeout: 30_000 }),
    );
    expect(bodies).toEqual([{ username: 'newbie', oldPassword: 'Kx7mP2qR9vWn', newPassword: 'Newpass2027', syncAccountCenter: false }]);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(useSessionStore.getState().token).toBeNull();
  });
});
