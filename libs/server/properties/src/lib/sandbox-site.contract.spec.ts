// getSandboxSite over the real server and toutiao's own sandbox (创建H5落地页, docs/design/properties.md §2.7):
// a page saved as a draft has its address but no page yet; published, the address serves the bricks' texts as
// plain HTML, escaped, marked 沙箱, under the desk's security headers; bad bricks are refused in the builder's
// words with nothing stored; unknown and deleted sites answer the Chinese 404 page. A page's pictures are the
// account's own materials (a desk material pushed first) served from the media's material address; its form's
// leads are checked, kept and counted (线索数 after a sync); the site's own CSP allows same-origin media only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { sqlOn } from '@toufang/server-db';
import { createWorker, manualClock } from '@toufang/server-jobs';
import { sampleImage } from '@toufang/server-storage/testing';
import { startTestServer, uploadMaterialFile, type Answer, type TestServer } from '@toufang/server-testing';
import { propertySyncJob } from './sync';

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
  { type: 'image', material_id: '7100000000000001001', text: '夏季新品' },
  { type: 'text', text: HOSTILE },
  { type: 'button', text: '立即咨询', link: 'https://www.sandbox-demo.cn/consult?a=1&b=2' },
  { type: 'form', text: '预约试驾', fields: ['name', 'phone'], submit_text: '提交' },
  { type: 'video', material_id: '7100000000000002002' },
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
    expect(site.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(site.text).toContain('沙箱');
    expect(site.text).toContain('<title>夏季促销H5（沙箱）</title>');
    expect(site.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 满300减50');
    expect(site.text).not.toContain('<script');
    expect(site.text).toContain('href="https://www.sandbox-demo.cn/consult?a=1&amp;b=2"');
    for (const text of ['夏季新品', '立即咨询', '预约试驾', '姓名', '手机号', '视频素材 7100000000000002002']) expect(site.text).toContain(text);
    expect(site.text).toContain('src="/media-sandbox/material?media=toutiao&amp;id=7100000000000001001"');
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

const form = (fields: Record<string, string>) => ({ rawBody: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('the sandbox site’s pictures, leads and policy', () => {
  it('shows a desk material as the account’s own: pushed first, the brick naming the media’s id, the bytes served from the media’s address', async () => {
    const sharp = (await import('sharp')).default;
    const bytes = await sharp(await sampleImage('png', 1280, 720)).tint({ r: 200, g: 40, b: 90 }).png().toBuffer();
    const material = (await uploadMaterialFile(server, token, bytes, '夏季新品主图.png')).data;

    const created = expectOk(await post<Row>('/api/property/create', { accountId, input: page('图片H5', 'ENABLE', { bricks: [{ type: 'image', material_id: String(material.id), text: '主图' }] }) }));
    const pushed = await sqlOn(server.app.toufang.db).selectFrom('material_pushes').selectAll().where('material_id', '=', material.id).where('media_account_id', '=', accountId).executeTakeFirstOrThrow();
    expect(pushed.media_material_id).not.toBe(String(material.id));
    // The media's copy of the page names the account's own id; the desk answers (and shows) its own material.
    const stored = await sqlOn(server.app.toufang.db).selectFrom('sandbox_properties').select('values').where('media_code', '=', 'toutiao').where('property_id', '=', created.mediaId).executeTakeFirstOrThrow();
    expect((stored.values as { bricks: Brick[] }).bricks[0].material_id).toBe(pushed.media_material_id);
    expect((created.values as { bricks: Brick[] }).bricks[0].material_id).toBe(String(material.id));
    const shown = expectOk(await post<Row>('/api/property/detail', { media: 'toutiao', type: 'landing-page', id: Number(created.id) }));
    expect((shown.values as { bricks: Brick[] }).bricks[0].material_id).toBe(String(material.id));

    const site = await server.call(siteOf(created));
    expect(site.status).toBe(200);
    const src = /<img class="material" src="([^"]+)"/.exec(site.text)?.[1]?.replace(/&amp;/g, '&');
    expect(src).toBe(`/media-sandbox/material?media=toutiao&id=${pushed.media_material_id}`);
    const image = await fetch(server.baseUrl + src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(server.baseUrl + src, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);

    // Saved again as the detail answered it, the desk id maps to the same media id; nothing is pushed twice.
    const again = expectOk(await post<Row>('/api/property/update', { id: created.id, input: page('图片H5', 'ENABLE', { bricks: (shown.values as { bricks: Brick[] }).bricks }) }));
    expect((again.values as { bricks: Brick[] }).bricks[0].material_id).toBe(String(material.id));
    const restored = await sqlOn(server.app.toufang.db).selectFrom('sandbox_properties').select('values').where('media_code', '=', 'toutiao').where('property_id', '=', created.mediaId).executeTakeFirstOrThrow();
    expect((restored.values as { bricks: Brick[] }).bricks[0].material_id).toBe(pushed.media_material_id);
    expect(await sqlOn(server.app.toufang.db).selectFrom('material_pushes').select('media_account_id').where('material_id', '=', material.id).execute()).toHaveLength(1);
    // A media id with no desk material behind it stays as it is in the detail.
    const plain = expectOk(await post<Row>('/api/property/detail', { media: 'toutiao', type: 'landing-page', id: Number(expectOk(await post<Row>('/api/property/create', { accountId, input: page('媒体素材H5', 'EDIT') })).id) }));
    expect((plain.values as { bricks: Brick[] }).bricks[0].material_id).toBe('7100000000000001001');

    // A material the media does not have answers the Chinese 404 page.
    const unknown = await server.call('/media-sandbox/material?media=toutiao&id=7199999999999999999');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('素材不存在');
  });

  it('serves the site under its own policy: same-origin pictures and media only, no script, the form posting back', async () => {
    const created = expectOk(await post<Row>('/api/property/create', { accountId, input: page('策略H5', 'ENABLE') }));
    const site = await server.call(siteOf(created));
    const csp = site.headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).toEqual(["default-src 'none'", "img-src 'self'", "media-src 'self'", "style-src 'unsafe-inline'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'self'"]);
    expect(csp).not.toContain('https:');
    expect(csp).not.toContain('script-src');
  });

  it('takes a lead by the form’s own fields, refuses a bad phone in Chinese, and counts it as 线索数 after a sync', async () => {
    const created = expectOk(await post<Row>('/api/property/create', { accountId, input: page('线索H5', 'ENABLE') }));
    expect(created.summary['线索数']).toBe('0');
    const lead = `/media-sandbox/site/lead?media=toutiao&id=${created.mediaId}`;
    expect(await server.call(siteOf(created)).then((a) => a.text)).toContain(`action="${lead.replace(/&/g, '&amp;')}"`);

    const bad = await server.call(lead, form({ form: '3', name: '张三', phone: '1234' }));
    expect(bad.status).toBe(422);
    expect(bad.headers.get('content-type')).toMatch(/^text\/html/);
    expect(bad.text).toContain('请填写正确的手机号（11位，以1开头）');
    const hostile = await server.call(lead, form({ form: '3', name: '<script>x</script>', phone: '' }));
    expect(hostile.status).toBe(422);
    expect(hostile.text).toContain('请填写手机号');
    expect(hostile.text).not.toContain('<script');

    const ok = await server.call(lead, form({ form: '3', name: '张三', phone: '13800138000' }));
    expect(ok.status, ok.text).toBe(200);
    expect(ok.text).toContain('提交成功');
    const kept = await sqlOn(server.app.toufang.db).selectFrom('sandbox_site_leads').selectAll().where('property_id', '=', created.mediaId).execute();
    expect(kept.map((k) => k.answers)).toEqual([{ name: '张三', phone: '13800138000' }]);
    expect(kept[0].created_at).toBeInstanceOf(Date);

    // A field twice is not this form (the contract's 400); neither is JSON, nor a site that is not there.
    const twice = await server.call(lead, { rawBody: 'form=3&name=%E5%BC%A0%E4%B8%89&name=x&phone=13800138000', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(twice.status).toBe(400);
    expect((await server.call(lead, { body: { form: '3', name: '张三', phone: '13800138000' } })).status).toBe(400);
    expect((await server.call('/media-sandbox/site/lead?media=toutiao&id=7000000000000000000', form({ form: '3', name: '张三', phone: '13800138000' }))).status).toBe(404);

    // The media reports the count; the desk reads it on its next sync.
    const { jobId } = expectOk(await post<{ jobId: string }>('/api/property/sync', { media: 'toutiao', type: 'landing-page', accountIds: [accountId] }));
    await sqlOn(server.app.toufang.db).updateTable('jobs').set({ state: 'cancelled' }).where('name', '=', propertySyncJob.name).where('state', '=', 'queued').where('id', '<>', jobId).execute();
    const worker = createWorker(server.app.toufang, { jobs: [propertySyncJob], schedules: [], clock: manualClock(new Date()), heartbeatMs: false });
    while ((await worker.runOnce()) > 0) {
      // a job may leave work for the next claim
    }
    const rows = expectOk(await post<{ rows: Row[] }>('/api/property/list', { media: 'toutiao', type: 'landing-page', current: 1, size: 100, keyword: '线索H5' })).rows;
    expect(rows.map((r) => [r.name, r.summary['线索数']])).toEqual([['线索H5', '1']]);
  });

  it('limits the leads one address sends in a minute', async () => {
    const created = expectOk(await post<Row>('/api/property/create', { accountId, input: page('限流H5', 'ENABLE') }));
    const lead = `/media-sandbox/site/lead?media=toutiao&id=${created.mediaId}`;
    // 10 a minute: 25 posts span at most two windows of 10, so one of them is refused, in Chinese, with Retry-After.
    let refusal: Answer<unknown> | undefined;
    for (let i = 0; i < 25 && !refusal; i++) {
      const answer = await server.call(lead, form({ form: '3', name: '张三', phone: '13800138000' }));
      if (answer.status === 429) refusal = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refusal?.body.message).toMatch(/^请求过于频繁，请在\d+秒后重试$/);
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
