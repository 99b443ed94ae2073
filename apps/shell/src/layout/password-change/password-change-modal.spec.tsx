import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, RUNTIME_ENV_KEY, setApiClient, useSessionStore } from '@toufang/api';
import { fakeApi, refuse, type FakeAnswer } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { PasswordChangeModal } from './password-change-modal';

const EDIT_PATH = '/api/user/password/edit';
type EditAnswer = FakeAnswer<'post', typeof EDIT_PATH>;

/** The fake server, answering the password edit with `answer` and recording the bodies it was sent. */
function installServer(answer: () => EditAnswer | Promise<EditAnswer> = () => undefined) {
  const bodies: Record<string, unknown>[] = [];
  const notify = vi.fn();
  fakeApi()
    .on('post', EDIT_PATH, (body) => {
      bodies.push(body);
      return answer();
    })
    .install({ notify, getToken: () => 'token-1' });
  return { bodies, notify };
}

function setup(props: Partial<Parameters<typeof PasswordChangeModal>[0]> = {}) {
  const onClose = vi.fn();
  const navigate = vi.fn();
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PasswordChangeModal visible onClose={onClose} username="manager" navigate={navigate} {...props} />
    </QueryClientProvider>,
  );
  const rerender = (next: Partial<Parameters<typeof PasswordChangeModal>[0]>) =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <PasswordChangeModal visible onClose={onClose} username="manager" navigate={navigate} {...props} {...next} />
      </QueryClientProvider>,
    );
  return { onClose, navigate, rerender };
}

const oldField = () => screen.getByLabelText('原始密码');
const newField = () => screen.getByLabelText('新密码');
const confirmField = () => screen.getByLabelText('确认密码');
const submitButton = () => screen.getByRole('button', { name: '确定' });

async function fill(oldPasswd: string, passwd: string, passwdCheck: string) {
  if (oldPasswd) await userEvent.type(oldField(), oldPasswd);
  if (passwd) await userEvent.type(newField(), passwd);
  if (passwdCheck) await userEvent.type(confirmField(), passwdCheck);
}

/**
 * A logged-in manager's successful change, up to 修改成功: fake time from the click on, so the 3 s that follow
 * move only when a test says. The click is fired synchronously and the wait polls without moving the clock
 * (interval 0), because user-event's and Testing Library's own waits sit on timers that a fake clock would hold.
 */
async function changeAsLoggedIn() {
  const { bodies } = installServer();
  const success = vi.spyOn(Toast, 'success').mockReturnValue('toast-id');
  useSessionStore.getState().login({ token: 'token-1', role: 'MANAGER' });
  const { navigate } = setup();
  await fill('old-pass1', 'Newpass2027', 'Newpass2027');
  vi.useFakeTimers();
  fireEvent.click(submitButton());
  await act(() =>
    vi.waitFor(() => expect(success).toHaveBeenCalledWith({ content: '修改成功, 将退出重新登录', duration: 3 }), { interval: 0, timeout: 30_000 }),
  );
  return { bodies, navigate };
}

describe('PasswordChangeModal', () => {
  beforeEach(() => {
    delete (globalThis as Record<string, unknown>)[RUNTIME_ENV_KEY];
  });
  afterEach(() => {
    setApiClient(null);
    delete (globalThis as Record<string, unknown>)[RUNTIME_ENV_KEY];
    vi.useRealTimers();
  });

  it('has the three labelled password fields, the hint under the new password and focuses the first', () => {
    installServer();
    setup();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('修改密码')).toBeInTheDocument();
    for (const input of [oldField(), newField(), confirmField()]) expect(input).toHaveAttribute('type', 'password');
    expect(newField()).toHaveAccessibleDescription('长度须大于8位，包含数字、字母，支持特殊字符');
    expect(oldField()).toHaveFocus();
  });

  it('asks for every field before sending anything', async () => {
    const { bodies } = installServer();
    setup();
    await userEvent.click(submitButton());
    expect(screen.getByText('请输入原始密码')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入密码')).toBeInTheDocument();
    expect(oldField()).toHaveAttribute('aria-invalid', 'true');
    expect(oldField()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('says nothing when the user leaves a field without typing, so the click on 确定 is not lost', async () => {
    installServer();
    setup();
    await userEvent.tab(); // leaves the old password, untouched
    expect(screen.queryByText('请输入原始密码')).not.toBeInTheDocument();
    expect(oldField()).toHaveAttribute('aria-invalid', 'false');
  });

  it.each([
    ['abcdef', '密码设置不符合要求'], // no digit
    ['123456', '密码设置不符合要求'], // no letter
    ['a1b2c', '密码设置不符合要求'], // 5 characters
    [`a1${'x'.repeat(49)}`, '密码设置不符合要求'], // 51 characters
    ['a1b2c3', null], // 6 characters with a digit and a letter
    ['Newpass2027!', null], // special characters allowed
  ])('checks the new password %s → %s', async (passwd, message) => {
    installServer();
    setup();
    await userEvent.click(newField());
    await userEvent.paste(passwd);
    await userEvent.tab();
    if (message) {
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(newField()).toHaveAttribute('aria-invalid', 'true');
    } else {
      expect(screen.queryByText('密码设置不符合要求')).not.toBeInTheDocument();
      expect(newField()).toHaveAttribute('aria-invalid', 'false');
    }
  });

  it('says 两次输入密码不同 when the confirmation differs', async () => {
    const { bodies } = installServer();
    setup();
    await fill('old-pass1', 'Newpass2027', 'Newpass2028');
    await userEvent.click(submitButton());
    expect(screen.getByText('两次输入密码不同')).toBeInTheDocument();
    expect(confirmField()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('re-checks the confirmation when the new password changes after the confirmation was touched', async () => {
    installServer();
    setup();
    await fill('', 'Newpass2027', 'Newpass2027');
    expect(screen.queryByText('两次输入密码不同')).not.toBeInTheDocument();
    await userEvent.type(newField(), 'x');
    expect(screen.getByText('两次输入密码不同')).toBeInTheDocument();
    await userEvent.type(newField(), '{Backspace}');
    expect(screen.queryByText('两次输入密码不同')).not.toBeInTheDocument();
  });

  it('does not judge an untouched confirmation while the new password is typed', async () => {
    installServer();
    setup();
    await userEvent.type(newField(), 'Newpass2027');
    expect(screen.queryByText('请再次输入密码')).not.toBeInTheDocument();
    expect(screen.queryByText('两次输入密码不同')).not.toBeInTheDocument();
  });

  it('sends username, both passwords as typed and syncAccountCenter, then shows 修改成功, 将退出重新登录 for 3 s and leaves after 3 s', async () => {
    const { bodies, navigate } = await changeAsLoggedIn();
    expect(bodies).toEqual([{ username: 'manager', oldPassword: 'old-pass1', newPassword: 'Newpass2027', syncAccountCenter: false }]);
    expect(useSessionStore.getState().token).toBe('token-1');
    expect(navigate).not.toHaveBeenCalled();
    // While it waits the form is locked, so the change cannot be sent twice.
    expect(submitButton()).toHaveClass('semi-button-loading');
    expect(oldField()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(3000 - 1);
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('token-1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('leaves only the session whose password changed: one begun during the 3 s stays', async () => {
    const { navigate } = await changeAsLoggedIn();
    useSessionStore.getState().login({ token: 'token-2', role: 'MANAGER' });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(useSessionStore.getState().token).toBe('token-2');
    expect(navigate).not.toHaveBeenCalled();
    useSessionStore.getState().logout();
  });

  it.each([1, '1'])('sends SHA-256 hex digests of both passwords on private deployments (isPrivate %o)', async (isPrivate) => {
    (globalThis as Record<string, unknown>)[RUNTIME_ENV_KEY] = { isPrivate };
    const { bodies } = installServer();
    vi.spyOn(Toast, 'success').mockReturnValue('toast-id');
    setup();
    await fill('abc', 'Newpass2027', 'Newpass2027');
    await userEvent.click(submitButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      username: 'manager',
      oldPassword: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      newPassword: expect.stringMatching(/^[0-9a-f]{64}$/),
      syncAccountCenter: false,
    });
    expect(bodies[0].newPassword).not.toBe('Newpass2027');
  });

  it('checks the password rule before hashing on private deployments: a digest of "1" is never sent', async () => {
    // The server cannot check the rule on a digest, so the browser is the only place it holds there.
    (globalThis as Record<string, unknown>)[RUNTIME_ENV_KEY] = { isPrivate: 1 };
    const { bodies } = installServer();
    setup();
    await fill('abc', '1', '1');
    await userEvent.click(submitButton());
    expect(await screen.findByText('密码设置不符合要求')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the passwords as typed when the private flag is 0', async () => {
    (globalThis as Record<string, unknown>)[RUNTIME_ENV_KEY] = { isPrivate: 0 };
    const { bodies } = installServer();
    vi.spyOn(Toast, 'success').mockReturnValue('toast-id');
    setup();
    await fill('abc', 'Newpass2027', 'Newpass2027');
    await userEvent.click(submitButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ oldPassword: 'abc', newPassword: 'Newpass2027' });
  });

  it("shows the server's message in the dialog only (no toast), keeps the values and lets the user try again", async () => {
    let code = 1002;
    const { bodies, notify } = installServer(() => (code === 200 ? undefined : refuse(code, '原始密码错误')));
    const success = vi.spyOn(Toast, 'success').mockReturnValue('toast-id');
    setup();
    await fill('wrong-pass1', 'Newpass2027', 'Newpass2027');
    await userEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('原始密码错误');
    expect(notify).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(oldField()).toHaveValue('wrong-pass1');
    expect(newField()).toHaveValue('Newpass2027');
    expect(confirmField()).toHaveValue('Newpass2027');
    code = 200;
    await userEvent.click(submitButton());
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(screen.queryByText('原始密码错误')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it('shows a loading submit button while the call runs and sends only once', async () => {
    let release: () => void = () => undefined;
    const { bodies } = installServer(() => new Promise<void>((resolve) => (release = () => resolve())));
    vi.spyOn(Toast, 'success').mockReturnValue('toast-id');
    setup();
    await fill('old-pass1', 'Newpass2027', 'Newpass2027');
    await userEvent.click(submitButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(submitButton()).toHaveClass('semi-button-loading');
    await userEvent.click(submitButton());
    await userEvent.type(confirmField(), '{Enter}');
    expect(bodies).toHaveLength(1);
    release();
  });

  it('submits with Enter', async () => {
    const { bodies } = installServer();
    vi.spyOn(Toast, 'success').mockReturnValue('toast-id');
    setup();
    await fill('old-pass1', 'Newpass2027', 'Newpass2027{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape', keyCode: 27 })],
    ['取消', () => userEvent.click(screen.getByRole('button', { name: '取消' }))],
  ])('closes with %s without sending', async (_name, close) => {
    const { bodies } = installServer();
    const { onClose } = setup();
    await userEvent.type(oldField(), 'old-pass1');
    await close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([]);
  });

  it('starts blank each time it opens', async () => {
    installServer();
    const { rerender } = setup();
    await fill('old-pass1', 'x', '');
    rerender({ visible: false });
    rerender({ visible: true });
    expect(oldField()).toHaveValue('');
    expect(newField()).toHaveValue('');
    expect(screen.queryByText('密码设置不符合要求')).not.toBeInTheDocument();
  });
});
