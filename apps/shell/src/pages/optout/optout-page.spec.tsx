import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_TITLE } from '@toufang/domain';
import { renderPage, resetPageTestKit } from '../public-frame/page-test-kit';
import { SERVICE_EMAIL } from '../public-frame/public-contact';
import OptoutPage from './optout-page';

function open() {
  return renderPage(<OptoutPage />, { path: '/optout', at: '/optout' });
}

describe('OptoutPage', () => {
  afterEach(resetPageTestKit);

  it('has one h1 and sets the document title', async () => {
    open();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('账号注销与撤回授权');
    expect(screen.getByText('如果您不再使用本平台，可以注销账号、停用子账号或撤回媒体账户授权。')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - 账号注销与撤回授权`));
  });

  it('explains each way of leaving under its own heading', () => {
    open();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['注销企业账号', '停用子账号', '撤回媒体账户授权', '退订报表推送', '联系我们']);
    expect(screen.getByText(`由企业管理员发送邮件至 ${SERVICE_EMAIL}，注明公司名称、管理员用户名和注销原因。`)).toBeInTheDocument();
    expect(screen.getByText('已在媒体平台上投放的广告不受影响，请在注销前到媒体平台自行暂停。')).toBeInTheDocument();
  });

  it('gives a contact address and links to the privacy policy and login', () => {
    open();
    expect(screen.getByRole('link', { name: SERVICE_EMAIL })).toHaveAttribute('href', `mailto:${SERVICE_EMAIL}`);
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/register-doc/privacy-policy');
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
  });
});
