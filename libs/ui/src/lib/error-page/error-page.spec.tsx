import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_PAGE_BACK_TEXT, ERROR_PAGE_DEFAULT_BACK_TO, ERROR_PAGE_MESSAGES, ErrorPage, type ErrorPageCode } from './error-page';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>首页内容</p> },
      { path: '/ads', element: <p>广告列表</p> },
      { path: '/broken', element },
    ],
    { initialEntries: ['/broken'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ErrorPage', () => {
  it('has the spec messages and the back text', () => {
    expect(ERROR_PAGE_MESSAGES).toEqual({
      403: '抱歉，您无权访问此页面',
      404: '抱歉，您访问的页面不存在',
      500: '抱歉，服务器出错了',
    });
    expect(ERROR_PAGE_BACK_TEXT).toBe('返回首页');
    expect(ERROR_PAGE_DEFAULT_BACK_TO).toBe('/');
  });

  it.each([
    [403, '抱歉，您无权访问此页面'],
    [404, '抱歉，您访问的页面不存在'],
    [500, '抱歉，服务器出错了'],
  ] as [ErrorPageCode, string][])('%i shows its code, its message and 返回首页', (code, message) => {
    render(<ErrorPage code={code} onBack={() => undefined} />);
    expect(screen.getByRole('heading', { name: String(code) })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: message })).toHaveAttribute('data-code', String(code));
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it.each([403, 404, 500] as ErrorPageCode[])('%i: inside a router the back button goes to / by default', async (code) => {
    const router = renderInRouter(<ErrorPage code={code} />);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('首页内容')).toBeInTheDocument();
  });

  it('backTo changes where the button leads', async () => {
    const router = renderInRouter(<ErrorPage code={404} backTo="/ads" />);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(router.state.location.pathname).toBe('/ads');
  });

  it('onBack replaces the navigation and receives the target', async () => {
    const onBack = vi.fn();
    const router = renderInRouter(<ErrorPage code={500} onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(onBack).toHaveBeenCalledExactlyOnceWith('/');
    expect(router.state.location.pathname).toBe('/broken');
  });

  it('outside a router the button loads the address', async () => {
    render(<ErrorPage code={403} backTo="#/home" />);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(window.location.hash).toBe('#/home');
  });
});
