// getSandboxSite over the real server and toutiao's own sandbox (创建H5落地页, docs/design/properties.md §2.7):
// a page saved as a draft has its address but no page yet; published, the address serves the bricks' texts as
// plain HTML, escaped, marked 沙箱, under the desk's security headers; bad bricks are refused in the builder's
// words with nothing stored; unknown and deleted sites answer the Chinese 404 page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

type Row = components['schemas']['PropertyRow'];
type Brick = components['schemas']['ToutiaoSiteBrick'];

let server: TestServer;
let token: string;
let accountId: number;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('manager');
  const account = await sqlOn(server.app.toufang.db)
    .selectFrom('media_accounts')
    .select('id')
    .where('customer_id', '=', 1)
    .where('media_code', '=', 'toutiao')
    .where('authorization_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  accountId = account.id;
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(urlPath: string, body: unknown) => server.call<T>(urlPath, { body, token });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

const HOSTILE = '<script>alert("x")</script> & 满300减50';
const bricks: Brick[] = [
  { type: 'image', material_id: '1001', text: '夏季新品' },
  { type: 'text', text: HOSTILE },
  { type: 'button', text: '立即咨询', link: 'https://www.sandbox-demo.cn/consult?a=1&b=2' },
  { type: 'form', text: '预约试驾', fields: ['name', 'phone'], submit_text: '提交' },
  { type: 'video', material_id: '2002' },
];
const page = (name: string, status: 'ENABLE' | 'EDIT', values: Partial<components['schemas']['ToutiaoLandingPageValues']> = {}) => ({
  kind: 'toutiao.landing-page',
  name,
  values: { function_type: 'SITE_FUNC_TYPE_NORMAL', status, bricks, ...values },
});
const siteOf = (row: Row) => String((row.values as { page_url?: string } | undefined)?.page_url ?? row.summary['页面链接']);

describe('the sandbox site of an H5 page', () => {
  it('serves a published page at the address the media gave it: texts escaped, 沙箱, no script', async () => {
    const draft = expectOk(await post<Row>('/api/property/create', { accountId, input: page('夏季促销H5', 'EDIT') }));
    const address = siteOf(draft);
    expect(address).toBe(`/media-sandbox/site?media=toutiao&id=${draft.mediaId}`);
    expect(draft.summary).toMatchObject({ 站点状态: '未发布', 页面链接: address });
    // A draft has no page yet.
    const unpublished = await server.call(address);
    expect(unpublished.status).toBe(404);
    expect(unpublished.text).toContain('该落地页不存在、未发布或已删除');

    const published = expectOk(await post<Row>('/api/property/update', { id: draft.id, input: page('夏季促销H5', 'ENABLE', { page_url: 'https://elsewhere.example.com/' }) }));
    expect(siteOf(published)).toBe(address);
    const site = await server.call(address);
    expect(site.status).toBe(200);
    expect(site.headers.get('content-type')).toMatch(/^text\/html/);
    expect(site.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(site.text).toContain('沙箱');
    expect(site.text).toContain('<title>夏季促销H5（沙箱）</title>');
    expect(site.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 满300减50');
    expect(site.text).not.toContain('<script');
    expect(site.text).toContain('href="https://www.sandbox-demo.cn/consult?a=1&amp;b=2"');
    for (const text of ['夏季新品', '立即咨询', '预约试驾', '姓名', '手机号', '图片素材 1001', '视频素材 2002']) expect(site.text).toContain(text);
    expect(site.text.indexOf('夏季新品')).toBeLessThan(site.text.indexOf('立即咨询'));

    // The list shows the page with its address.
    const rows = expectOk(await post<{ rows: Row[] }>('/api/property/list', { media: 'toutiao', type: 'landing-page', current: 1, size: 100, keyword: '夏季促销H5' })).rows;
    expect(rows.map((r) => [r.name, r.summary['页面链接']])).toEqual([['夏季促销H5', address]]);

    // Deleted, the page is gone.
    expectOk(await post('/api/property/remove', { media: 'toutiao', type: 'landing-page', ids: [draft.id] }));
    expect((await server.call(address)).status).toBe(404);
  });

  it('refuses bad bricks in the builder words, storing nothing', async () => {
    const before = await server.call<unknown>('/api/property/list', { body: { media: 'toutiao', type: 'landing-page', current: 1, size: 1 }, token });
    const bad = await post('/api/property/create', { accountId, input: { ...page('坏页面', 'ENABLE'), values: { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', bricks: [{ type: 'button', text: '去看看', link: 'javascript:alert(1)' }] } } });
    expect(bad.body.code, bad.text).toBe(1701);
    expect(bad.body.message).toBe('巨量引擎：第1个组件的跳转链接须以 http:// 或 https:// 开头');
    const after = await server.call<unknown>('/api/property/list', { body: { media: 'toutiao', type: 'landing-page', current: 1, size: 1 }, token });
    expect((after.body.data as { total: number }).total).toBe((before.body.data as { total: number }).total);
    // The contract itself bounds them: an unknown brick type is a 400.
    expect((await post('/api/property/create', { accountId, input: { ...page('坏页面', 'ENABLE'), values: { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', bricks: [{ type: 'html', text: '<b>x</b>' }] } } })).status).toBe(400);
  });

  it('answers 404 with a Chinese page for an unknown site, and 400 for an id that is not one', async () => {
    const unknown = await server.call('/media-sandbox/site?media=toutiao&id=7000000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('页面不存在');
    expect((await server.call('/media-sandbox/site?media=toutiao&id=abc')).status).toBe(400);
    expect((await server.call('/media-sandbox/site?media=gdt&id=1')).status).toBe(404);
  });
});
