import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('asks for both fields before sending anything', async () => {
    const onLogin = vi.fn();
    render(<LoginPage onLogin={onLogin} />);
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('sends the trimmed username and the password as typed', async () => {
    const onLogin = vi.fn().mockResolvedValue(undefined);
    render(<LoginPage onLogin={onLogin} />);
    await userEvent.type(screen.getByLabelText('用户名'), '  admin ');
    await userEvent.type(screen.getByLabelText('密码'), ' Toufang2026');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onLogin).toHaveBeenCalledWith('admin', ' Toufang2026');
  });

  it("shows the server's message when the login fails, and keeps what was typed", async () => {
    const onLogin = vi.fn().mockRejectedValue(new Error('用户名或密码错误'));
    render(<LoginPage onLogin={onLogin} />);
    await userEvent.type(screen.getByLabelText('用户名'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong-1');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveValue('admin');
  });

  it('sends one login while one is on its way, however often Enter is pressed, and lets the next try through after it', async () => {
    let answer: (value?: unknown) => void = () => undefined;
    const onLogin = vi.fn(() => new Promise((resolve) => (answer = resolve)).then(() => undefined));
    render(<LoginPage onLogin={onLogin} />);
    await userEvent.type(screen.getByLabelText('用户名'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'Toufang2026{Enter}');
    await userEvent.type(screen.getByLabelText('密码'), '{Enter}{Enter}');
    expect(onLogin).toHaveBeenCalledTimes(1);
    answer();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '登录' })).not.toHaveClass('semi-button-loading'));
    await userEvent.type(screen.getByLabelText('密码'), '{Enter}');
    expect(onLogin).toHaveBeenCalledTimes(2);
  });
});
