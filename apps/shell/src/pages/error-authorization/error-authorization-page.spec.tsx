import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_TITLE } from '@toufang/domain';
import { arrivedAt, renderPage, resetPageTestKit } from '../public-frame/page-test-kit';
import ErrorAuthorizationPage from './error-authorization-page';

function open() {
  return renderPage(<ErrorAuthorizationPage />, { path: '/error-authorization', at: '/error-authorization' });
}

describe('ErrorAuthorizationPage', () => {
  afterEach(resetPageTestKit);

  it('says the authorisation link is invalid or expired', async () => {
    open();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('授权失败');
    expect(screen.getByText('授权链接无效或已过期，无法完成登录。')).toBeInTheDocument();
    expect(screen.getByText('请回到来源平台重新发起授权，或使用账号密码登录。')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - 授权失败`));
  });

  it('返回登录 opens the login page', async () => {
    const { router } = open();
    await userEvent.click(screen.getByRole('button', { name: '返回登录' }));
    expect(await screen.findByText(arrivedAt('/login'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
