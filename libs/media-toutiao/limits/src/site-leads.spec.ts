import { describe, expect, it } from 'vitest';
import { toutiaoSandboxMaterialUrl, toutiaoSandboxSiteLeadUrl, toutiaoSiteLead } from './site-leads';

const form = { type: 'form', text: '预约试驾', fields: ['name', 'phone', 'remark'], submit_text: '提交' } as const;

describe('a lead of a sandbox H5 page (toutiaoSiteLead)', () => {
  it('keeps the form’s own fields, trimmed, and drops anything else', () => {
    expect(toutiaoSiteLead(form, { form: '3', name: ' 张三 ', phone: '13800138000', remark: '周末看车', city: '北京', extra: 'x' })).toEqual({
      answers: { name: '张三', phone: '13800138000', remark: '周末看车' },
    });
  });

  it('refuses in Chinese: a missing field, a bad phone, a too-long answer, no form', () => {
    expect(toutiaoSiteLead(form, { name: '', phone: '13800138000', remark: '好' })).toEqual({ problem: '请填写姓名' });
    expect(toutiaoSiteLead(form, { name: '张三', phone: ['13800138000'], remark: '好' })).toEqual({ problem: '请填写手机号' });
    for (const phone of ['12800138000', '1380013800', '138001380001', '+8613800138000', '1380013800x'])
      expect(toutiaoSiteLead(form, { name: '张三', phone, remark: '好' })).toEqual({ problem: '请填写正确的手机号（11位，以1开头）' });
    expect(toutiaoSiteLead(form, { name: '张'.repeat(51), phone: '13800138000', remark: '好' })).toEqual({ problem: '姓名最长50个字' });
    expect(toutiaoSiteLead(form, { name: '张三', phone: '13800138000', remark: '好'.repeat(200) })).toHaveProperty('answers');
    expect(toutiaoSiteLead(form, { name: '张三', phone: '13800138000', remark: '好'.repeat(201) })).toEqual({ problem: '留言最长200个字' });
    expect(toutiaoSiteLead({ type: 'text', text: '欢迎' }, { name: '张三' })).toEqual({ problem: '该页面没有可提交的表单' });
    expect(toutiaoSiteLead(undefined, {})).toEqual({ problem: '该页面没有可提交的表单' });
  });

  it('names the media’s addresses on the desk’s own server', () => {
    expect(toutiaoSandboxSiteLeadUrl('7000000000000000001')).toBe('/media-sandbox/site/lead?media=toutiao&id=7000000000000000001');
    expect(toutiaoSandboxMaterialUrl('71')).toBe('/media-sandbox/material?media=toutiao&id=71');
  });
});
