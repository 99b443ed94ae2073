import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TITLE } from '@toufang/domain';
import { PublicField } from './public-field';
import { PublicFrame, usePageTitle } from './public-frame';
import { readTicket } from './ticket-login';

function Titled({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

function Field({ error, multiline }: { error?: string; multiline?: boolean }) {
  const [value, setValue] = useState('');
  return <PublicField id="f" name="f" label="公司名称" value={value} onChange={setValue} error={error} required multiline={multiline} maxLength={5} />;
}

describe('PublicFrame', () => {
  it('is a main landmark named by its one h1, under the product name', () => {
    render(<PublicFrame title="注册" intro="简介" footer={<a href="/login">去登录</a>} />);
    expect(screen.getByRole('main', { name: '注册' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(PRODUCT_TITLE).tagName).toBe('P');
    expect(screen.getByText('简介')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toBeInTheDocument();
  });

  it('embedded inside the layout, is a section without the product name or a second main', () => {
    render(<PublicFrame title="页面不存在" embedded />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '页面不存在' })).toBeInTheDocument();
    expect(screen.queryByText(PRODUCT_TITLE)).not.toBeInTheDocument();
  });

  it('sets the document title to the product title plus the page title', async () => {
    render(<Titled title="隐私政策" />);
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - 隐私政策`));
  });
});

describe('PublicField', () => {
  it('labels the input, marks it required and ties the error to it', () => {
    render(<Field error="请输入公司名称" />);
    const input = screen.getByLabelText('公司名称');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入公司名称');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入公司名称');
  });

  it('has no description and no alert without an error', () => {
    render(<Field />);
    expect(screen.getByLabelText('公司名称')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be a text area, limited to maxLength', async () => {
    render(<Field multiline />);
    const area = screen.getByLabelText('公司名称');
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, '一二三四五六七');
    expect(area).toHaveValue('一二三四五');
  });
});

describe('readTicket', () => {
  const signature = 'c3'.repeat(32);

  it('reads user name, timestamp, signature and an optional provider', () => {
    expect(readTicket(new URLSearchParams(`username=%20admin%20&timestamp=1700000000000&signature=${signature}`), '合作方平台')).toEqual({
      ticket: { username: 'admin', timestamp: 1700000000000, signature },
    });
    expect(readTicket(new URLSearchParams(`provider=yuc&username=a&timestamp=0&signature=${signature}`), '合作方平台')).toEqual({
      ticket: { provider: 'yuc', username: 'a', timestamp: 0, signature },
    });
  });

  it('names what is missing, then what is malformed', () => {
    expect(readTicket(new URLSearchParams('signature=x'), '应用市场')).toEqual({ problem: '登录链接缺少用户名、时间戳，请从应用市场重新进入。' });
    expect(readTicket(new URLSearchParams(`username=${'a'.repeat(65)}&timestamp=1.5&signature=${signature}`), '应用市场')).toEqual({
      problem: '登录链接中的用户名、时间戳格式不正确，请从应用市场重新进入。',
    });
    expect(readTicket(new URLSearchParams(`username=a&timestamp=99999999999999999999&signature=${signature}`), '应用市场')).toEqual({
      problem: '登录链接中的时间戳格式不正确，请从应用市场重新进入。',
    });
  });
});
