import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { libraryImage, propertyRow, TEST_ACCOUNT } from '@toufang/property-kit/testing';
import { Toast } from '@toufang/ui';
import { pages } from '../../pages';
import CreateH5Page from './create-h5-page';

const PATH = '/toutiao-app/ad/create-h5-page';
const ADDRESS = '/media-sandbox/site?media=toutiao&id=7000000000000000901';

type Row = Schemas['PropertyRow'];

/** The property calls the builder makes, the sandbox's answer carrying the site's own address. */
function serve(options: { saved?: { row: Row; values: Record<string, unknown> }; refuseCreate?: string } = {}) {
  const api = fakeApi()
    .on('post', '/api/delivery/accounts', () => [{ ...TEST_ACCOUNT }])
    .on('post', '/api/material/list', (body) => {
      const images = [libraryImage(11, '夏季主图'), libraryImage(12, '秋季主图')];
      const videos = [{ ...libraryImage(21, '产品视频'), kind: 'video' as const, format: 'mp4', mime: 'video/mp4' }];
      const all = body.kind === 'video' ? videos : images;
      // The library's keyword matches a name, or an id exactly.
      const records = body.keyword ? all.filter((m) => String(m.id) === body.keyword || m.name.includes(body.keyword ?? '')) : all;
      return { records, total: records.length, current: 1, size: body.size };
    })
    .on('post', '/api/property/detail', () => ({ ...(options.saved?.row ?? propertyRow(1, 'x')), values: (options.saved?.values ?? {}) as never }))
    .on('post', '/api/property/create', (body) => {
      if (options.refuseCreate) return refuse(1701, options.refuseCreate);
      const values = { ...(body.input.values as Record<string, unknown>), page_url: ADDRESS };
      return { ...propertyRow(901, body.input.name, { type: 'landing-page', accountId: body.accountId, mediaId: '7000000000000000901', review: null }), values: values as never };
    })
    .on('post', '/api/property/update', (body) => {
      const values = { ...(body.input.values as Record<string, unknown>), page_url: ADDRESS };
      return { ...propertyRow(body.id, body.input.name, { type: 'landing-page', mediaId: '7000000000000000901', review: null }), values: values as never };
    });
  api.install();
  return api;
}

async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await userEvent.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

const canvas = () => screen.getByRole('list', { name: '页面组件' });
const canvasLabels = () => within(canvas()).getAllByRole('button', { name: /^编辑/ }).map((b) => b.getAttribute('aria-label'));
const preview = () => screen.getByTestId('h5-preview');

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('创建H5落地页 of 巨量引擎', () => {
  it('is a page of its route, no longer 暂未开放', () => {
    expect(pages.createH5PageToutiao).toBeTypeOf('function');
  });

  it('adds bricks from the palette, edits the chosen one in the panel, and previews them in order', async () => {
    serve();
    renderSubAppPage(CreateH5Page, PATH);
    expect(await screen.findByText('从左侧添加组件开始搭建页面')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '添加文本' }));
    await userEvent.click(screen.getByRole('button', { name: '添加按钮' }));
    expect(canvasLabels()).toEqual(['编辑1. 文本：请输入文本', '编辑2. 按钮：立即咨询']);
    // The new brick is the chosen one: the panel edits the button.
    const panel = screen.getByRole('region', { name: '组件设置：按钮' });
    const buttonText = within(panel).getByRole('textbox', { name: '按钮文字' });
    await userEvent.clear(buttonText);
    await userEvent.type(buttonText, '免费领取');
    expect(within(preview()).getByText('免费领取')).toBeTruthy();
    await userEvent.click(within(canvas()).getByRole('button', { name: '编辑1. 文本：请输入文本' }));
    const text = within(screen.getByRole('region', { name: '组件设置：文本' })).getByRole('textbox', { name: '文本内容' });
    await userEvent.clear(text);
    await userEvent.type(text, '夏季新品 <b>满300减50</b>');
    // Text stays text: no markup is made from it.
    expect(within(preview()).getByText('夏季新品 <b>满300减50</b>')).toBeTruthy();
    expect(preview().querySelector('b')).toBeNull();
    expect(screen.getByText('页面组件 2/30')).toBeTruthy();
  });

  it('reorders with 上移/下移, by keyboard too, and removes', async () => {
    serve();
    renderSubAppPage(CreateH5Page, PATH);
    for (const label of ['添加文本', '添加按钮', '添加表单']) await userEvent.click(await screen.findByRole('button', { name: label }));
    await userEvent.click(within(canvas()).getByRole('button', { name: '下移 1. 文本：请输入文本' }));
    expect(canvasLabels()).toEqual(['编辑1. 按钮：立即咨询', '编辑2. 文本：请输入文本', '编辑3. 表单：免费咨询']);
    expect(screen.getByText('文本已移到第2个')).toBeTruthy();
    // Keyboard only: focus 上移 of the form and press Enter.
    within(canvas()).getByRole('button', { name: '上移 3. 表单：免费咨询' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(canvasLabels()).toEqual(['编辑1. 按钮：立即咨询', '编辑2. 表单：免费咨询', '编辑3. 文本：请输入文本']);
    expect(within(canvas()).getByRole('button', { name: '上移 1. 按钮：立即咨询' })).toHaveProperty('disabled', true);
    // The preview follows the order.
    const shown = preview().textContent ?? '';
    expect(shown.indexOf('立即咨询')).toBeLessThan(shown.indexOf('免费咨询'));
    await userEvent.click(within(canvas()).getByRole('button', { name: '删除 2. 表单：免费咨询' }));
    expect(canvasLabels()).toEqual(['编辑1. 按钮：立即咨询', '编辑2. 文本：请输入文本']);
  });

  it('refuses a bad page in Chinese under each field and on its brick, keeping every typed character, and sends nothing', async () => {
    const api = serve();
    renderSubAppPage(CreateH5Page, PATH);
    await userEvent.click(await screen.findByRole('button', { name: '添加按钮' }));
    const link = within(screen.getByRole('region', { name: '组件设置：按钮' })).getByRole('textbox', { name: '跳转链接' });
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: '添加图片' }));
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请填写页面名称')).toBeTruthy();
    expect(screen.getByText('请选择投放账户')).toBeTruthy();
    expect(screen.getByText('页面有未通过校验的内容，请按提示修改')).toBeTruthy();
    // The first brick with a problem is chosen, its message under its field and in its canvas row.
    const panel = screen.getByRole('region', { name: '组件设置：按钮' });
    expect(within(panel).getAllByText('第1个组件的跳转链接须以 http:// 或 https:// 开头').length).toBeGreaterThan(0);
    expect(within(canvas()).getByText('第1个组件的跳转链接须以 http:// 或 https:// 开头')).toBeTruthy();
    expect(within(canvas()).getByText('第2个组件（图片）请选择素材')).toBeTruthy();
    expect((within(panel).getByRole('textbox', { name: '跳转链接' }) as HTMLInputElement).value).toBe('javascript:alert(1)');
    // A text over its length is said, not cut.
    const text = within(panel).getByRole('textbox', { name: '按钮文字' });
    await userEvent.type(text, '一二三四五六七八');
    expect((text as HTMLInputElement).value).toBe('立即咨询一二三四五六七八');
    expect(within(panel).getAllByText('第1个组件的按钮文字最长10个字').length).toBeGreaterThan(0);
    expect(api.bodiesOf('/api/property/create')).toEqual([]);
  });

  it('publishes to the chosen account with the image from the 素材库, then links the site and saves later changes as an update', async () => {
    const api = serve();
    renderSubAppPage(CreateH5Page, PATH);
    await userEvent.type(await screen.findByRole('textbox', { name: '页面名称' }), '夏季促销H5');
    await pick(screen.getByRole('combobox', { name: '投放账户' }), '沙箱账户-7（1700000000000007）');
    await userEvent.click(screen.getByRole('button', { name: '添加图片' }));
    const panel = screen.getByRole('region', { name: '组件设置：图片' });
    await userEvent.click(await within(panel).findByRole('checkbox', { name: '夏季主图' }));
    await userEvent.click(screen.getByRole('button', { name: '添加按钮' }));
    await userEvent.type(within(screen.getByRole('region', { name: '组件设置：按钮' })).getByRole('textbox', { name: '跳转链接' }), 'https://www.sandbox-demo.cn/consult');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/create')).toHaveLength(1));
    expect(api.bodiesOf('/api/property/create')[0]).toEqual({
      accountId: 7,
      input: {
        kind: 'toutiao.landing-page',
        name: '夏季促销H5',
        values: { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', bricks: [{ type: 'image', material_id: '11' }, { type: 'button', text: '立即咨询', link: 'https://www.sandbox-demo.cn/consult' }] },
      },
    });
    expect(await screen.findByText('已发布到沙箱站点')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^打开页面/ }).getAttribute('href')).toBe(ADDRESS);
    expect(screen.getByText('已发布')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '下移 1. 图片：图片素材 11' }));
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/update')).toHaveLength(1));
    expect(api.bodiesOf('/api/property/update')[0]).toMatchObject({ id: 901, input: { values: { status: 'EDIT', bricks: [{ type: 'button' }, { type: 'image', material_id: '11' }] } } });
    expect(await screen.findByText('未发布')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^打开页面/ })).toBeNull();
  });

  it('previews a chosen 素材 as its picture: the library thumbnail, a video by its poster', async () => {
    serve();
    renderSubAppPage(CreateH5Page, PATH);
    await userEvent.click(await screen.findByRole('button', { name: '添加图片' }));
    expect(within(preview()).getByText('图片')).toBeTruthy();
    await userEvent.click(await within(screen.getByRole('region', { name: '组件设置：图片' })).findByRole('checkbox', { name: '夏季主图' }));
    const picture = await within(preview()).findByRole('img', { name: '图片素材 11' });
    expect(picture.getAttribute('src')).toBe('https://store.example.com/thumb/11.webp');
    expect(within(preview()).queryByText('图片素材 11')).toBeNull();
  });

  it('reopens a saved page with its desk 素材 chosen in the picker and pictured, a media-only id named and shown from the media', async () => {
    const row = propertyRow(901, '图片H5', { type: 'landing-page', mediaId: '7000000000000000901', review: null });
    const bricks = [
      { type: 'image', material_id: '12', text: '秋季' },
      { type: 'image', material_id: '7100000000000001001' },
    ];
    serve({ saved: { row, values: { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', page_url: ADDRESS, bricks } } });
    renderSubAppPage(CreateH5Page, `${PATH}?id=901`);
    expect(await screen.findByRole('heading', { name: '编辑H5落地页' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: '组件设置：图片' });
    expect(await within(panel).findByText('秋季主图', { selector: '.semi-tag *' })).toBeTruthy();
    expect(within(panel).getByText('已选1/1张')).toBeTruthy();
    await waitFor(() => expect((within(panel).getByRole('checkbox', { name: '秋季主图' }) as HTMLInputElement).checked).toBe(true));
    expect((await within(preview()).findByRole('img', { name: '秋季' })).getAttribute('src')).toBe('https://store.example.com/thumb/12.webp');
    // The media's own id, with no desk 素材 behind it: labelled so in the picker, pictured from the sandbox media.
    expect((await within(preview()).findByRole('img', { name: '图片素材 7100000000000001001' })).getAttribute('src')).toBe('/media-sandbox/material?media=toutiao&id=7100000000000001001');
    await userEvent.click(within(canvas()).getByRole('button', { name: /^编辑2\. 图片/ }));
    const second = screen.getByRole('region', { name: '组件设置：图片' });
    expect(await within(second).findByText('媒体素材ID 7100000000000001001（不在素材库）')).toBeTruthy();
  });

  it('shows the media refusal of a save, keeping the page', async () => {
    serve({ refuseCreate: '巨量引擎：名称“夏季促销H5”已存在' });
    renderSubAppPage(CreateH5Page, PATH);
    await userEvent.type(await screen.findByRole('textbox', { name: '页面名称' }), '夏季促销H5');
    await pick(screen.getByRole('combobox', { name: '投放账户' }), '沙箱账户-7（1700000000000007）');
    await userEvent.click(screen.getByRole('button', { name: '添加文本' }));
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText(/名称“夏季促销H5”已存在/)).toBeTruthy();
    expect(canvasLabels()).toEqual(['编辑1. 文本：请输入文本']);
  });

  it('opens a saved page by ?id with its bricks, and asks before leaving with unsaved changes', async () => {
    const row = propertyRow(901, '夏季促销H5', { type: 'landing-page', mediaId: '7000000000000000901', review: null });
    serve({ saved: { row, values: { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', page_url: ADDRESS, bricks: [{ type: 'text', text: '欢迎光临' }, { type: 'form', text: '预约', fields: ['name', 'phone'], submit_text: '提交' }] } } });
    renderSubAppPage(CreateH5Page, `${PATH}?id=901`);
    expect(await screen.findByRole('heading', { name: '编辑H5落地页' })).toBeTruthy();
    expect(canvasLabels()).toEqual(['编辑1. 文本：欢迎光临', '编辑2. 表单：预约']);
    expect(screen.getByRole('link', { name: /^打开页面/ }).getAttribute('href')).toBe(ADDRESS);
    await userEvent.click(within(canvas()).getByRole('button', { name: '删除 1. 文本：欢迎光临' }));
    await userEvent.click(screen.getByRole('button', { name: '返回落地页列表' }));
    expect(await screen.findByText('放弃未保存的修改？')).toBeTruthy();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });
});
