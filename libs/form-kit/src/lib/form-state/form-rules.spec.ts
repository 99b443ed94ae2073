import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@toufang/api';
import { changedFields, checkForm, placeRefusal, sameValue } from './form-rules';

const schema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, '请输入名称')),
    budget: z.nullable(z.number().check(z.minimum(300, '预算不能低于300元'))),
    start: z.string(),
    end: z.string(),
  })
  .check(
    z.refine((v) => v.end > v.start, { message: '结束日期须晚于开始日期', path: ['end'] }),
    z.refine((v) => v.name !== '禁用', { message: '这组填写不能提交' }),
  );

const refusal = (code: number, message: string, kind: 'business' | 'http' | 'network' = 'business') => new ApiError({ kind, code, message, url: '/api/x' });

describe('form rules', () => {
  it('gives the parsed values when the schema holds', () => {
    expect(checkForm(schema, { name: ' 春季 ', budget: 500, start: '2026-01-01', end: '2026-02-01' })).toEqual({
      ok: true,
      output: { name: '春季', budget: 500, start: '2026-01-01', end: '2026-02-01' },
    });
  });

  it('keeps the first message of each field, and a pathless issue for the whole form', () => {
    expect(checkForm(schema, { name: ' ', budget: 100, start: '2026-02-01', end: '2026-01-01' })).toEqual({
      ok: false,
      // zod checks the whole object too when a field fails, so every message shows at once.
      errors: { name: '请输入名称', budget: '预算不能低于300元', end: '结束日期须晚于开始日期' },
      form: null,
    });
    expect(checkForm(schema, { name: '禁用', budget: null, start: '2026-02-01', end: '2026-01-01' })).toEqual({
      ok: false,
      errors: { end: '结束日期须晚于开始日期' },
      form: '这组填写不能提交',
    });
  });

  it('compares plain form data by value', () => {
    expect(sameValue({ a: [1, 2], b: null }, { a: [1, 2], b: null })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(changedFields({ a: '', b: [1], c: null }, { a: 'x', b: [1], c: null })).toEqual(['a']);
  });

  it('places a refusal under the field its envelope code names, the rest under the form', () => {
    expect(placeRefusal(refusal(409, '该用户名不可用，请换一个用户名'), { 409: 'username' })).toEqual({ field: 'username', message: '该用户名不可用，请换一个用户名' });
    expect(placeRefusal(refusal(403, '无权限访问该功能，请联系管理员开通'), { 409: 'username' })).toEqual({ field: null, message: '无权限访问该功能，请联系管理员开通' });
    // A 400 answered with its envelope (HTTP 400) is a refusal too; a lost connection is never a field's.
    expect(placeRefusal(refusal(400, '预算不能低于300元', 'http'), (r) => (r.message.includes('预算') ? 'budget' : undefined))).toEqual({ field: 'budget', message: '预算不能低于300元' });
    expect(placeRefusal(new ApiError({ kind: 'network', message: '网络异常', url: '/api/x' }), { 409: 'username' })).toEqual({ field: null, message: '网络异常' });
    expect(placeRefusal(new Error('boom'), undefined)).toEqual({ field: null, message: 'boom' });
  });
});
