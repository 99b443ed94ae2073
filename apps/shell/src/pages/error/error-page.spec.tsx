import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@toufang/api';
import { PRODUCT_TITLE } from '@toufang/domain';
import { arrivedAt, renderPage, resetPageTestKit } from '../public-frame/page-test-kit';
import ErrorPage, { type ErrorCode } from './error-page';

function open(code: ErrorCode) {
  return renderPage(<ErrorPage code={code} />, { path: `/${code}`, at: `/${code}` });
}

describe('ErrorPage', () => {
  afterEach(resetPageTestKit);

  it.each([
    [403, '无权访问此页面', '您的账号没有访问该页面的权限。如需使用，请联系管理员或优化经理为您开通。', '无权访问此页面'],
    [401, '登录已失效', '登录状态已过期，或账号已在其他地方登录。请重新登录后继续操作。', '登录已失效'],
    [500, '系统繁忙，请稍后重试！', '服务暂时无法响应，请稍后刷新页面重试。如果问题持续出现，请联系运营人员。', '系统繁忙'],
    [404, '页面不存在', '您访问的页面不存在或已被移除，请检查地址是否正确。', '页面不存在'],
  ] as const)('shows %i with its title, explanation and document title', async (code, title, explanation, documentTitle) => {
    open(code);
    expect(screen.getByText(String(code))).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(explanation)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - ${documentTitle}`));
  });

  it.each([403, 401, 500, 404] as const)('%i: 返回首页 goes to the home route', async (code) => {
    const { router } = open(code);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByText(arrivedAt('/'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('inside the main layout (404), renders as a section of the content area', () => {
    renderPage(<ErrorPage code={404} embedded />, { path: '*', at: '/no-such-page' });
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it('offers 重新登录 only on 401', () => {
    open(403);
    expect(screen.queryByRole('button', { name: '重新登录' })).not.toBeInTheDocument();
  });

  it('401: 重新登录 forgets the dead session and opens login', async () => {
    useSessionStore.getState().login({ token: 'expired', role: 'MANAGER' });
    const { router } = open(401);
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(await screen.findByText(arrivedAt('/login'))).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
