import { describe, expect, it } from 'vitest';
import { isFilteredView, readListView, writeListView, type ListDefaults } from './list-url';

const defaults: ListDefaults = { filters: { dates: ['2026-01-01', '2026-11-27'] }, size: 50, sort: { key: 'time', order: 'descend' } };

describe('list view in the URL', () => {
  it('round-trips filters, page, size and sort, keeping the page own params', () => {
    const view = { filters: { keyword: '张三', roleCode: 'MANAGER', dates: ['2026-11-01', '2026-11-27'] }, page: 3, size: 20, sort: { key: 'name', order: 'ascend' as const } };
    const params = writeListView(new URLSearchParams('parentId=7'), view, defaults);
    expect(params.get('parentId')).toBe('7');
    // A copied link is read back into the same view.
    expect(readListView(new URLSearchParams(params.toString()), defaults)).toEqual(view);
  });

  it('leaves the defaults out of the address and reads an empty one as the defaults', () => {
    const params = writeListView(new URLSearchParams(), { ...defaults, page: 1 }, defaults);
    expect(params.toString()).toBe('');
    expect(readListView(params, defaults)).toEqual({ ...defaults, page: 1 });
  });

  it('writes a cleared default sort as sort=none', () => {
    const params = writeListView(new URLSearchParams(), { ...defaults, page: 1, sort: null }, defaults);
    expect(params.get('sort')).toBe('none');
    expect(readListView(params, defaults).sort).toBeNull();
  });

  it('drops blank filter values', () => {
    const params = writeListView(new URLSearchParams(), { filters: { keyword: '', status: null, ids: [], name: { method: 'like', value: '' }, roleCode: 'ADMIN' }, page: 1, size: 50, sort: defaults.sort }, { ...defaults, filters: {} });
    expect(JSON.parse(params.get('filters') ?? '')).toEqual({ roleCode: 'ADMIN' });
  });

  it('falls back to the defaults on a malformed link', () => {
    const view = readListView(new URLSearchParams('filters=%7Bnope&page=-2&size=33&sort=name.sideways'), defaults);
    expect(view).toEqual({ ...defaults, page: 1 });
  });

  it('tells a filtered view from the defaults', () => {
    expect(isFilteredView({ keyword: '' }, {})).toBe(false);
    expect(isFilteredView({ keyword: '张' }, {})).toBe(true);
    expect(isFilteredView(defaults.filters, defaults.filters)).toBe(false);
  });
});
