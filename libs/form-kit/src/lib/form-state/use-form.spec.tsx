// The kit's form state on react-hook-form: what a form sees (values, one message per field, the form's
// message, dirty) after each thing the user or the server does.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@toufang/api';
import { useForm } from './use-form';

interface Values {
  name: string;
  start: string;
  end: string;
  tags: string[];
}

const initial: Values = { name: '', start: '2026-01-01', end: '2026-02-01', tags: [] };
const schema = z
  .object({ name: z.string().check(z.trim(), z.minLength(1, '请输入名称')), start: z.string(), end: z.string(), tags: z.array(z.string()) })
  .check(
    z.refine((v) => v.end > v.start, { message: '结束日期须晚于开始日期', path: ['end'] }),
    z.refine((v) => v.name !== '禁用', { message: '这组填写不能提交' }),
  );

const bound = { timeout: 10_000 };

describe('useForm on react-hook-form', () => {
  it('hands the schema output over when valid, and shows one message per field when not', async () => {
    const { result } = renderHook(() => useForm({ initial, schema }));
    const onValid = vi.fn();
    act(() => result.current.submit(onValid));
    await waitFor(() => expect(result.current.errors).toEqual({ name: '请输入名称' }), bound);
    expect(onValid).not.toHaveBeenCalled();

    // Typing clears that field's message at once; the next submit checks everything again.
    act(() => result.current.set('name', '  春季 '));
    expect(result.current.errors).toEqual({});
    act(() => result.current.set('end', '2025-12-01'));
    act(() => result.current.submit(onValid));
    await waitFor(() => expect(result.current.errors).toEqual({ end: '结束日期须晚于开始日期' }), bound);

    act(() => result.current.set('end', '2026-03-01'));
    act(() => result.current.submit(onValid));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1), bound);
    expect(onValid).toHaveBeenCalledWith({ name: '春季', start: '2026-01-01', end: '2026-03-01', tags: [] }, { ...initial, name: '  春季 ', end: '2026-03-01' });
  });

  it('shows a check of the whole form as the form message, which typing clears', async () => {
    const { result } = renderHook(() => useForm({ initial: { ...initial, name: '禁用' }, schema }));
    const onValid = vi.fn();
    act(() => result.current.submit(onValid));
    await waitFor(() => expect(result.current.refusal).toBe('这组填写不能提交'), bound);
    expect(result.current.errors).toEqual({});
    expect(onValid).not.toHaveBeenCalled();
    act(() => result.current.set('name', '春季'));
    expect(result.current.refusal).toBeNull();
  });

  it('places a refusal under its field or the form, and a valid submit clears both', async () => {
    const { result } = renderHook(() => useForm({ initial: { ...initial, name: '春季' }, schema, refusalFields: { 409: 'name' } }));
    act(() => result.current.refuse(new ApiError({ kind: 'business', code: 409, message: '该名称已存在', url: '/api/x' })));
    expect(result.current.errors).toEqual({ name: '该名称已存在' });
    act(() => result.current.refuse(new ApiError({ kind: 'network', message: '网络异常，请稍后重试', url: '/api/x' })));
    expect(result.current.refusal).toBe('网络异常，请稍后重试');
    const onValid = vi.fn();
    act(() => result.current.submit(onValid));
    // The cleared messages reach the hook in the render after the submit, which may come after onValid ran.
    await waitFor(() => {
      expect(onValid).toHaveBeenCalledTimes(1);
      expect(result.current.errors).toEqual({});
      expect(result.current.refusal).toBeNull();
    }, bound);
  });

  it('is dirty while the values differ from the start or the last save, read at once by isDirty()', () => {
    const { result } = renderHook(() => useForm<Values>({ initial: () => initial }));
    expect(result.current.values).toEqual(initial);
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('tags', ['a']));
    expect(result.current.values.tags).toEqual(['a']);
    expect(result.current.dirty).toBe(true);
    expect(result.current.isDirty()).toBe(true);
    // Back to where it started is not a change.
    act(() => result.current.set('tags', []));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('name', '春季'));
    let readInHandler: boolean | undefined;
    act(() => {
      result.current.saved();
      readInHandler = result.current.isDirty();
    });
    expect(readInHandler).toBe(false);
    expect(result.current.dirty).toBe(false);
    expect(result.current.values.name).toBe('春季');
  });

  it('without a schema submits the values and clears messages set by hand', async () => {
    const { result } = renderHook(() => useForm({ initial }));
    act(() => result.current.setError('name', '请输入名称'));
    expect(result.current.errors).toEqual({ name: '请输入名称' });
    const onValid = vi.fn();
    act(() => result.current.submit(onValid));
    await waitFor(() => {
      expect(onValid).toHaveBeenCalledWith(initial, initial);
      expect(result.current.errors).toEqual({});
    }, bound);
  });
});
