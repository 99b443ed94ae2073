import { describe, expect, it } from 'vitest';
import { LANDING_PAGE } from './pages-and-apps';
import { escapeHtml, renderSite } from './site-render';

describe('the sandbox 橙子建站 site', () => {
  it('escapes every text and attribute, and carries no script', () => {
    const html = renderSite('<i>页</i>', [
      { type: 'text', text: '<script>alert(1)</script>\n第二行' },
      { type: 'button', text: '"去"', link: 'https://a.cn/?x="><script>' },
      { type: 'image', material_id: '11', text: "<img src=x onerror='1'>" },
      { type: 'form', text: '预约', fields: ['name', 'phone'], submit_text: '<提交>' },
    ]);
    expect(html).not.toMatch(/<script|<img|<i>|onerror='/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;\n第二行');
    expect(html).toContain('href="https://a.cn/?x=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('<title>&lt;i&gt;页&lt;/i&gt;（沙箱）</title>');
    expect(html).toContain('<strong>沙箱</strong>');
    expect(html).toContain('姓名<input name="name" disabled>');
    expect(html).toContain('&lt;提交&gt;');
  });

  it('links only http(s)', () => {
    expect(renderSite('页', [{ type: 'button', text: '去', link: 'javascript:alert(1)' }])).toContain('href="#"');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('serves a published H5 site only, and gives it its own address whatever was sent', () => {
    const values = { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', page_url: 'https://elsewhere.example.com', bricks: [{ type: 'text', text: '欢迎' }] };
    expect(LANDING_PAGE.keep?.(values, '7000000000000000001')).toMatchObject({ page_url: '/media-sandbox/site?media=toutiao&id=7000000000000000001' });
    expect(LANDING_PAGE.page?.('页', values)).toContain('欢迎');
    expect(LANDING_PAGE.page?.('页', { ...values, status: 'EDIT' })).toBeNull();
    // A site with an address of its own (no bricks) keeps it and has no sandbox page.
    const plain = { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', page_url: 'https://www.sandbox-demo.cn/site/618' };
    expect(LANDING_PAGE.keep?.(plain, '1')).toEqual(plain);
    expect(LANDING_PAGE.page?.('页', plain)).toBeNull();
    expect(LANDING_PAGE.summary(values)).toMatchObject({ 站点状态: '已发布', 页面组件: '1个' });
    expect(LANDING_PAGE.summary(plain)).not.toHaveProperty('页面组件');
  });
});
