// @vitest-environment jsdom
// jsdom, not the default happy-dom: it leaves fetch to the test instead of going to the network (vitest.shared.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_TITLE } from '@toufang/domain';
import { envelope, refuse } from '@toufang/api/testing';
import { arrivedAt, renderPage, resetPageTestKit, serveApi } from '../public-frame/page-test-kit';
import RegisterPage from './register-page';

const LEAD_PATH = '/api/sales/sales/lead/add';

function open() {
  return renderPage(<RegisterPage />, { path: '/register', at: '/register' });
}

const field = {
  company: () => screen.getByLabelText('公司名称'),
  contact: () => screen.getByLabelText('联系人'),
  phone: () => screen.getByLabelText('手机号'),
  email: () => screen.getByLabelText('邮箱（选填）'),
  remark: () => screen.getByLabelText('备注（选填）'),
  agree: () => screen.getByRole('checkbox'),
};

async function fillRequired() {
  await userEvent.type(field.company(), '  杭州青禾网络科技有限公司 ');
  await userEvent.type(field.contact(), '林悦');
  await userEvent.type(field.phone(), '138 0013 8000');
  await userEvent.click(field.agree());
}

describe('RegisterPage', () => {
  afterEach(resetPageTestKit);

  it('shows the form under one h1 and sets the document title', async () => {
    open();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('注册');
    expect(screen.getByText('填写企业信息并提交，我们的工作人员将与您联系开通账号。')).toBeInTheDocument();
    for (const input of [field.company(), field.contact(), field.phone()]) expect(input).toHaveAttribute('aria-required', 'true');
    expect(field.email()).not.toHaveAttribute('aria-required');
    expect(field.agree()).not.toBeChecked();
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - 注册`));
  });

  it('asks for the required fields and the agreement before sending anything', async () => {
    const seen = serveApi().on('post', LEAD_PATH, () => ({ leadId: 1 })).calls;
    open();
    await userEvent.click(screen.getByRole('button', { name: '提交注册' }));
    expect(screen.getByText('请输入公司名称')).toBeInTheDocument();
    expect(screen.getByText('请输入联系人姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意服务协议和隐私政策')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    // Each message is tied to its field, and the first invalid field takes the focus.
    expect(field.company()).toHaveAccessibleDescription('请输入公司名称');
    expect(field.company()).toHaveAttribute('aria-invalid', 'true');
    expect(field.phone()).toHaveAccessibleDescription('请输入手机号');
    expect(field.agree()).toHaveAccessibleDescription('请阅读并同意服务协议和隐私政策');
    expect(field.company()).toHaveFocus();
    expect(seen).toEqual([]);
  });

  it('checks the phone number and the e-mail address', async () => {
    const seen = serveApi().on('post', LEAD_PATH, () => ({ leadId: 1 })).calls;
    open();
    await userEvent.type(field.company(), '青禾科技');
    await userEvent.type(field.contact(), '林悦');
    await userEvent.type(field.phone(), '12345678901');
    await userEvent.type(field.email(), 'linyue@');
    await userEvent.click(field.agree());
    await userEvent.click(screen.getByRole('button', { name: '提交注册' }));
    expect(screen.getByText('请输入正确的11位手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(field.phone()).toHaveFocus();
    expect(seen).toEqual([]);
  });

  it('clears a message as soon as the field is corrected', async () => {
    serveApi().on('post', LEAD_PATH, () => ({ leadId: 1 }));
    open();
    await userEvent.click(screen.getByRole('button', { name: '提交注册' }));
    await userEvent.type(field.company(), '青');
    expect(screen.queryByText('请输入公司名称')).not.toBeInTheDocument();
    expect(screen.getByText('请输入联系人姓名')).toBeInTheDocument();
    await userEvent.click(field.agree());
    expect(screen.queryByText('请阅读并同意服务协议和隐私政策')).not.toBeInTheDocument();
  });

  it('sends the lead on Enter and says that we will get in touch', async () => {
    const seen = serveApi().on('post', LEAD_PATH, () => ({ leadId: 42 })).calls;
    open();
    await fillRequired();
    await userEvent.type(field.email(), ' linyue@qinghe.example.com');
    await userEvent.type(field.remark(), '主要投放巨量引擎和磁力智投');
    await userEvent.type(field.contact(), '{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: '提交成功' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('我们已收到您的注册信息，工作人员会尽快与您联系，请保持手机畅通。');
    expect(seen).toEqual([
      {
        path: LEAD_PATH,
        body: { companyName: '杭州青禾网络科技有限公司', contactName: '林悦', phone: '13800138000', email: 'linyue@qinghe.example.com', remark: '主要投放巨量引擎和磁力智投' },
        authorization: null,
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: '返回登录' }));
    expect(await screen.findByText(arrivedAt('/login'))).toBeInTheDocument();
  });

  it('leaves the optional fields out of the body when they are empty', async () => {
    const seen = serveApi().on('post', LEAD_PATH, () => ({ leadId: 7 })).calls;
    open();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: '提交注册' }));
    await screen.findByText('提交成功');
    expect(seen[0].body).toEqual({ companyName: '杭州青禾网络科技有限公司', contactName: '林悦', phone: '13800138000' });
  });

  it("shows the server's message on failure, keeps what was typed and can send again", async () => {
    let refusing = true;
    const seen = serveApi().on('post', LEAD_PATH, () => (refusing ? refuse(1001, '该手机号已提交过注册申请') : { leadId: 9 })).calls;
    open();
    await fillRequired();
    await userEvent.type(field.remark(), '请周末联系');
    await userEvent.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('该手机号已提交过注册申请')).toBeInTheDocument();
    expect(field.company()).toHaveValue('  杭州青禾网络科技有限公司 ');
    expect(field.contact()).toHaveValue('林悦');
    expect(field.phone()).toHaveValue('138 0013 8000');
    expect(field.remark()).toHaveValue('请周末联系');
    expect(field.agree()).toBeChecked();
    refusing = false;
    await userEvent.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(seen).toHaveLength(2);
  });

  it('shows the catalogue text when the server is busy', async () => {
    serveApi().on('post', LEAD_PATH, () => envelope(null, 500, 'Internal Server Error', 500));
    open();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('系统繁忙，请稍后重试！')).toBeInTheDocument();
  });

  it('opens the documents in a new tab, without toggling the agreement', async () => {
    open();
    const agreementLinks = [screen.getByRole('link', { name: '《服务协议》' }), screen.getByRole('link', { name: '《隐私政策》' })];
    expect(agreementLinks.map((link) => link.getAttribute('href'))).toEqual(['/register-doc/service-agreement', '/register-doc/privacy-policy']);
    await userEvent.click(agreementLinks[0]);
    expect(field.agree()).not.toBeChecked();
    expect(field.agree()).toHaveAccessibleName('我已阅读并同意《服务协议》和《隐私政策》');
    for (const [name, href] of [
      ['服务协议', '/register-doc/service-agreement'],
      ['隐私政策', '/register-doc/privacy-policy'],
      ['授权协议', '/register-doc/authorization-agreement'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });
});
