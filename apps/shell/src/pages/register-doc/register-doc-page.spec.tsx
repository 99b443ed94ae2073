import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_TITLE } from '@toufang/domain';
import { arrivedAt, renderPage, resetPageTestKit } from '../public-frame/page-test-kit';
import RegisterDocPage from './register-doc-page';
import { REGISTER_DOC_TYPES, REGISTER_DOCS } from './register-docs';

function open(docType: string) {
  return renderPage(<RegisterDocPage />, { path: '/register-doc/:docType', at: `/register-doc/${docType}` });
}

describe('RegisterDocPage', () => {
  afterEach(resetPageTestKit);

  it.each([
    ['service-agreement', '服务协议', '一、服务内容'],
    ['privacy-policy', '隐私政策', '一、我们收集的信息'],
    ['authorization-agreement', '授权协议', '二、授权的范围'],
  ])('%s shows %s with its sections and title', async (docType, title, sectionHeading) => {
    open(docType);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('heading', { level: 2, name: sectionHeading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - ${title}`));
  });

  it('gives every document a preamble and sections with text', () => {
    for (const type of REGISTER_DOC_TYPES) {
      const doc = REGISTER_DOCS[type];
      expect(doc.preamble).toContain(PRODUCT_TITLE);
      expect(doc.sections.length).toBeGreaterThanOrEqual(5);
      for (const section of doc.sections) expect(section.paragraphs.join('').length).toBeGreaterThan(0);
    }
  });

  it('names the six media in the authorisation agreement', () => {
    open('authorization-agreement');
    const article = screen.getByRole('article');
    for (const name of ['巨量引擎', '腾讯广告3.0', '磁力智投', '百度营销', '巨量千川', '哔哩哔哩']) {
      expect(within(article).getAllByText(new RegExp(name)).length).toBeGreaterThan(0);
    }
  });

  it('links to the other documents, the opt-out page and back to register', async () => {
    open('privacy-policy');
    expect(screen.getByRole('link', { name: '服务协议' })).toHaveAttribute('href', '/register-doc/service-agreement');
    expect(screen.getByRole('link', { name: '授权协议' })).toHaveAttribute('href', '/register-doc/authorization-agreement');
    expect(screen.queryByRole('link', { name: '隐私政策' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '账号注销与撤回授权' })).toHaveAttribute('href', '/optout');
    await userEvent.click(screen.getByRole('link', { name: '返回注册' }));
    expect(await screen.findByText(arrivedAt('/register'))).toBeInTheDocument();
  });

  it('follows a link to another document', async () => {
    open('service-agreement');
    await userEvent.click(screen.getByRole('link', { name: '授权协议' }));
    expect(await screen.findByRole('heading', { level: 1, name: '授权协议' })).toBeInTheDocument();
  });

  it('shows a not-found state with a link back to register for an unknown document', async () => {
    open('terms-of-war');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('协议不存在');
    expect(screen.getByText('您要查看的协议不存在，请从注册页面重新打开。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回注册' })).toHaveAttribute('href', '/register');
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - 协议不存在`));
  });
});
