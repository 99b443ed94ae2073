// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalStorageKeepingTables } from './clear-local-storage';

beforeEach(() => localStorage.clear());

describe('clearLocalStorageKeepingTables', () => {
  it('keeps table_ keys and removes the rest', () => {
    localStorage.setItem('table_orders_pageSize', '20');
    localStorage.setItem('toufang_token', 't');
    localStorage.setItem('tablet', 'x');
    localStorage.setItem('Table_upper', 'x');
    clearLocalStorageKeepingTables();
    expect(Object.keys({ ...localStorage })).toEqual(['table_orders_pageSize']);
  });

  it('keeps exactly the keys that start with table_ (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.oneof(fc.string(), fc.string().map((s) => `table_${s}`)), { maxLength: 15 }), (keys) => {
        localStorage.clear();
        for (const key of keys) localStorage.setItem(key, '1');
        clearLocalStorageKeepingTables();
        const left = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).sort();
        expect(left).toEqual(keys.filter((k) => k.startsWith('table_')).sort());
      }),
    );
  });
});
