import { describe, expect, it } from 'vitest';
import { LANDING_PAGE } from './pages-and-apps';
import { escapeHtml, renderLeadAnswer, renderSite } from './site-render';

describe('the sandbox 橙子建站 site', () => {
  it('escapes every text and attribute, and carries no script', () => {
    const html = renderSite('<i>页</i>', [
      { type: 'text', text: '<script>alert(1)</script>\n第二行' },
      { type: 'button', text: '"去"', link: 'https://a.cn/?x="><script>' },
      { type: 'image', material_id: '11', text: "<img src=x onerror='1'>" },
      { type: 'form', text: '预约', fields: ['name', 'phone'], submit_text: '<提交>' },
    ], '7000000000000000001');
    expect(html).not.toMatch(/<script|<img src=x|<i>|onerror='/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;\n第二行');
    expect(html).toContain('href="https://a.cn/?x=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('<title>&lt;i&gt;页&lt;/i&gt;（沙箱）</title>');
    expect(html).toContain('<strong>沙箱</strong>');
    expect(html).toContain('&lt;提交&gt;');
  });

  it('shows pictures and videos from the media’s material address, and posts its form to the media', () => {
    const html = renderSite('页', [
      { type: 'image', material_id: '7100000000000000001', text: '夏季"新品"' },
      { type: 'video', material_id: '7100000000000000002' },
      { type: 'form', text: '预约', fields: ['name', 'phone', 'remark'], submit_text: '提交' },
    ], '7000000000000000001');
    expect(html).toContain('<img class="material" src="/media-sandbox/material?media=toutiao&amp;id=7100000000000000001" alt="夏季&quot;新品&quot;" loading="lazy">');
    expect(html).toContain('<video class="material" src="/media-sandbox/material?media=toutiao&amp;id=7100000000000000002" controls preload="metadata" playsinline aria-label="视频素材 7100000000000000002"></video>');
    expect(html).toContain('<form class="brick brick-form" method="post" action="/media-sandbox/site/lead?media=toutiao&amp;id=7000000000000000001"><h2>预约</h2><input type="hidden" name="form" value="2">');
    expect(html).toContain('姓名<input name="name" required>');
    expect(html).toContain('手机号<input name="phone" type="tel" inputmode="numeric" autocomplete="tel" pattern="1[3-9][0-9]{9}" maxlength="11" required>');
    expect(html).toContain('留言<textarea name="remark" rows="3" required></textarea>');
    expect(html).toContain('<button type="submit" class="button">提交</button>');
  });

  it('answers a lead with 提交成功, or the refusal escaped, and the way back', () => {
    const ok = renderLeadAnswer('7000000000000000001', null);
    expect(ok).toContain('<h1>提交成功</h1>');
    expect(ok).toContain('href="/media-sandbox/site?media=toutiao&amp;id=7000000000000000001"');
    expect(ok).toContain('<title>提交成功（沙箱）</title>');
    const refused = renderLeadAnswer('7000000000000000001', '请填写<姓名>');
    expect(refused).toContain('<h1>提交失败</h1>');
    expect(refused).toContain('role="alert">请填写&lt;姓名&gt;</p>');
    expect(refused).not.toContain('<script');
  });

  it('links only http(s)', () => {
    expect(renderSite('页', [{ type: 'button', text: '去', link: 'javascript:alert(1)' }], '1')).toContain('href="#"');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('serves a published H5 site only, and gives it its own address whatever was sent', () => {
    const values = { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', page_url: 'https://elsewhere.example.com', bricks: [{ type: 'text', text: '欢迎' }] };
    expect(LANDING_PAGE.keep?.(values, '7000000000000000001')).toMatchObject({ page_url: '/media-sandbox/site?media=toutiao&id=7000000000000000001' });
    expect(LANDING_PAGE.page?.('页', values, '1')).toContain('欢迎');
    expect(LANDING_PAGE.page?.('页', { ...values, status: 'EDIT' }, '1')).toBeNull();
    // A site with an address of its own (no bricks) keeps it and has no sandbox page.
    const plain = { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', page_url: 'https://www.sandbox-demo.cn/site/618' };
    expect(LANDING_PAGE.keep?.(plain, '1')).toEqual(plain);
    expect(LANDING_PAGE.page?.('页', plain, '1')).toBeNull();
    expect(LANDING_PAGE.summary(values)).toMatchObject({ 站点状态: '已发布', 页面组件: '1个', 线索数: '0' });
    expect(LANDING_PAGE.summary(values, { leads: 3 })).toMatchObject({ 线索数: '3' });
    expect(LANDING_PAGE.summary(plain)).not.toHaveProperty('页面组件');
    expect(LANDING_PAGE.summary(plain)).not.toHaveProperty('线索数');
  });

  it('takes a lead for the form it names only', () => {
    const values = { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', bricks: [{ type: 'text', text: '欢迎' }, { type: 'form', text: '预约', fields: ['phone'], submit_text: '提交' }] };
    expect(LANDING_PAGE.lead?.take(values, { form: '1', phone: '13800138000' })).toEqual({ answers: { phone: '13800138000' } });
    expect(LANDING_PAGE.lead?.take(values, { form: '0', phone: '13800138000' })).toEqual({ problem: '该页面没有可提交的表单' });
    expect(LANDING_PAGE.lead?.take(values, { form: ['1', '1'], phone: '13800138000' })).toEqual({ problem: '该页面没有可提交的表单' });
  });
});
