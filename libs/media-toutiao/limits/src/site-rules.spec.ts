import { describe, expect, it } from 'vitest';
import { TOUTIAO_PROPERTY_LIMITS, toutiaoSandboxSiteUrl, toutiaoSiteProblems } from './index';

describe('巨量引擎 H5 page rules (创建H5落地页)', () => {
  it('pins the chosen figures', () => {
    expect(TOUTIAO_PROPERTY_LIMITS['landing-page'].H5).toEqual({
      BRICKS_MAX: 30,
      TEXT_MAX_LENGTH: 500,
      CAPTION_MAX_LENGTH: 50,
      BUTTON_TEXT_MAX_LENGTH: 10,
      FORM_TITLE_MAX_LENGTH: 20,
      FORM_FIELDS_MAX: 6,
      SUBMIT_TEXT_MAX_LENGTH: 10,
      LINK_MAX_LENGTH: 1024,
      ANSWER_MAX_LENGTH: 50,
      REMARK_MAX_LENGTH: 200,
    });
  });

  it('takes a page of every brick type', () => {
    expect(
      toutiaoSiteProblems([
        { type: 'image', material_id: '11', text: '夏季主图' },
        { type: 'text', text: '文'.repeat(500) },
        { type: 'button', text: '立即咨询', link: 'https://www.sandbox-demo.cn/a?b=1' },
        { type: 'form', text: '预约试驾', fields: ['name', 'phone', 'city', 'gender', 'age', 'remark'], submit_text: '提交' },
        { type: 'video', material_id: '21' },
      ]),
    ).toEqual([]);
  });

  it('refuses an empty page, too many bricks, and each brick in its own words, numbered from 1', () => {
    expect(toutiaoSiteProblems([])).toEqual([{ index: null, field: 'bricks', text: '请至少添加一个组件' }]);
    expect(toutiaoSiteProblems(Array.from({ length: 31 }, () => ({ type: 'text', text: 'x' })))[0]).toEqual({ index: null, field: 'bricks', text: '页面最多30个组件' });
    expect(
      toutiaoSiteProblems([
        { type: 'text', text: '文'.repeat(501) },
        { type: 'button', text: '立即咨询', link: 'javascript:alert(1)' },
        { type: 'image' },
        { type: 'form', text: '预约', fields: ['name', 'name'], submit_text: '' },
        { type: 'html', text: '<b>' },
        { type: 'text', text: '  ', link: 'https://a.cn' },
      ]).map((p) => [p.index, p.field, p.text]),
    ).toEqual([
      [0, 'text', '第1个组件的文本内容最长500个字'],
      [1, 'link', '第2个组件的跳转链接须以 http:// 或 https:// 开头'],
      [2, 'material_id', '第3个组件（图片）请选择素材'],
      [3, 'fields', '第4个组件（表单）的字段不支持或重复'],
      [3, 'submit_text', '第4个组件（表单）请填写提交按钮文字'],
      [4, 'type', '第5个组件类型不支持'],
      [5, 'text', '第6个组件（文本）请填写文本内容'],
      [5, 'link', '第6个组件（文本）不能设置跳转链接'],
    ]);
  });

  it('gives a site its address on the desk, the id encoded', () => {
    expect(toutiaoSandboxSiteUrl('7000000000000000901')).toBe('/media-sandbox/site?media=toutiao&id=7000000000000000901');
  });
});
