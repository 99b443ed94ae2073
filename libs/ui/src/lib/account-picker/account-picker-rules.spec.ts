import fc from 'fast-check';
import { TREE } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PICKER_TEXTS,
  filterPickerAccounts,
  hasPickerMax,
  isAccountPicked,
  isAtPickerMax,
  isPackagePicked,
  normalizePicked,
  pickedCount,
  pickedLabels,
  pickedPackagesOf,
  removePicked,
  toggleAccount,
  togglePackage,
  visibleTags,
  type PickedAccount,
  type PickerAccount,
} from './account-picker-rules';

const A: PickerAccount = { advertiserId: 1, nameWithAdverId: '甲(1)' };
const B: PickerAccount = { advertiserId: 2, nameWithAdverId: '乙(2)' };
const OFF: PickerAccount = { advertiserId: 3, nameWithAdverId: '停(3)', disabled: true };

describe('account picker texts and constants (widgets spec §8, §9)', () => {
  it('has the spec empty texts', () => {
    expect(ACCOUNT_PICKER_TEXTS.NO_ACCOUNT).toBe('请先选择账户');
    expect(ACCOUNT_PICKER_TEXTS.EMPTY).toBe('暂无数据');
    expect(ACCOUNT_PICKER_TEXTS.NOTHING_SELECTED).toBe('暂未选择');
    expect(ACCOUNT_PICKER_TEXTS.PLACEHOLDER).toBe('请选择');
    expect(ACCOUNT_PICKER_TEXTS.pickedIn('甲(1)', 2)).toBe('甲(1)，已选2个定向包');
  });

  it('shows 1 tag (TREE.ACCOUNT_PICKER_MAX_TAGS) and +N for the rest', () => {
    expect(TREE.ACCOUNT_PICKER_MAX_TAGS).toBe(1);
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a'], rest: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], rest: 0 });
    expect(visibleTags([])).toEqual({ shown: [], rest: 0 });
    expect(visibleTags(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], rest: 1 });
  });
});

describe('maximum (0 unlimited)', () => {
  it('0 and absent mean unlimited', () => {
    expect(hasPickerMax(TREE.UNLIMITED_MAX)).toBe(false);
    expect(hasPickerMax(undefined)).toBe(false);
    expect(hasPickerMax(3)).toBe(true);
  });

  it('counts accounts on level 1 and packages on level 2', () => {
    const value: PickedAccount[] = [{ ...A, children: [{ retargetName: 'x' }, { retargetName: 'y' }] }, { ...B, children: [{ retargetName: 'z' }] }];
    expect(pickedCount(value, 1)).toBe(2);
    expect(pickedCount(value, 2)).toBe(3);
    expect(isAtPickerMax(value, 2, 3)).toBe(true);
    expect(isAtPickerMax(value, 2, 4)).toBe(false);
    expect(isAtPickerMax(value, 2, 0)).toBe(false);
  });
});

describe('level 1: accounts', () => {
  it('picks and unpicks accounts', () => {
    const one = toggleAccount([], A);
    expect(one).toEqual([{ advertiserId: 1, nameWithAdverId: '甲(1)' }]);
    expect(isAccountPicked(one, '1')).toBe(true);
    expect(toggleAccount(one, A)).toEqual([]);
  });

  it('refuses disabled accounts and picks past the maximum', () => {
    expect(toggleAccount([], OFF)).toEqual([]);
    const one = toggleAccount([], A, 1);
    expect(toggleAccount(one, B, 1)).toEqual(one);
    // Unpicking works at the maximum.
    expect(toggleAccount(one, A, 1)).toEqual([]);
  });
});

describe('level 2: packages grouped under their account', () => {
  it('adds the account group with the first package and removes it with the last', () => {
    let value = togglePackage([], A, { retargetName: '美妆' });
    expect(value).toEqual([{ advertiserId: 1, nameWithAdverId: '甲(1)', children: [{ retargetName: '美妆' }] }]);
    value = togglePackage(value, A, { retargetName: '数码' });
    value = togglePackage(value, B, { retargetName: '学生' });
    expect(value).toEqual([
      { advertiserId: 1, nameWithAdverId: '甲(1)', children: [{ retargetName: '美妆' }, { retargetName: '数码' }] },
      { advertiserId: 2, nameWithAdverId: '乙(2)', children: [{ retargetName: '学生' }] },
    ]);
    expect(isPackagePicked(value, 1, '数码')).toBe(true);
    expect(isPackagePicked(value, 2, '数码')).toBe(false);
    expect(pickedPackagesOf(value, 2)).toEqual([{ retargetName: '学生' }]);
    value = togglePackage(value, B, { retargetName: '学生' });
    expect(value.map((g) => g.advertiserId)).toEqual([1]);
  });

  it('refuses disabled packages and picks past the maximum', () => {
    expect(togglePackage([], A, { retargetName: 'x', disabled: true })).toEqual([]);
    const two = togglePackage(togglePackage([], A, { retargetName: 'x' }, 2), B, { retargetName: 'y' }, 2);
    expect(pickedCount(two, 2)).toBe(2);
    expect(togglePackage(two, A, { retargetName: 'z' }, 2)).toEqual(two);
    expect(pickedCount(togglePackage(two, A, { retargetName: 'x' }, 2), 2)).toBe(1);
  });

  it('removes one package or a whole account', () => {
    const value: PickedAccount[] = [{ ...A, children: [{ retargetName: 'x' }, { retargetName: 'y' }] }, { ...B, children: [{ retargetName: 'z' }] }];
    expect(removePicked(value, 1, 'x')).toEqual([{ ...A, children: [{ retargetName: 'y' }] }, value[1]]);
    expect(removePicked(value, 2, 'z')).toEqual([value[0]]);
    expect(removePicked(value, 1)).toEqual([value[1]]);
  });

  it('lists tag texts: account names on level 1, package names on level 2', () => {
    const value: PickedAccount[] = [{ ...A, children: [{ retargetName: 'x' }] }, { ...B, children: [{ retargetName: 'z' }] }];
    expect(pickedLabels(value, 1)).toEqual(['甲(1)', '乙(2)']);
    expect(pickedLabels(value, 2)).toEqual(['x', 'z']);
  });
});

describe('normalizePicked', () => {
  it('level 2 merges repeated accounts, drops repeated packages and empty groups', () => {
    const value: PickedAccount[] = [
      { ...A, children: [{ retargetName: 'x' }] },
      { advertiserId: '1', nameWithAdverId: '甲(1)', children: [{ retargetName: 'x' }, { retargetName: 'y' }] },
      { ...B, children: [] },
    ];
    expect(normalizePicked(value, 2)).toEqual([{ advertiserId: 1, nameWithAdverId: '甲(1)', children: [{ retargetName: 'x' }, { retargetName: 'y' }] }]);
  });

  it('level 1 keeps accounts without children, once', () => {
    expect(normalizePicked([{ ...A, children: [{ retargetName: 'x' }] }, A, B], 1)).toEqual([
      { advertiserId: 1, nameWithAdverId: '甲(1)' },
      { advertiserId: 2, nameWithAdverId: '乙(2)' },
    ]);
    expect(normalizePicked(undefined, 1)).toEqual([]);
  });

  it('property: toggling never passes the maximum and keeps every group non-empty', () => {
    const accounts = [A, B];
    const names = ['p', 'q', 'r'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 2 })), { maxLength: 20 }), (max, steps) => {
        let value: PickedAccount[] = [];
        for (const [a, n] of steps) value = togglePackage(value, accounts[a], { retargetName: names[n] }, max);
        if (max > 0 && pickedCount(value, 2) > max) return false;
        return value.every((group) => (group.children ?? []).length > 0) && normalizePicked(value, 2).length === value.length;
      }),
    );
  });
});

describe('filterPickerAccounts', () => {
  it('matches the name with id, ignoring case', () => {
    const list = [A, B, { advertiserId: 'X9', nameWithAdverId: 'Brand(X9)' }];
    expect(filterPickerAccounts(list, 'brand').map((a) => a.advertiserId)).toEqual(['X9']);
    expect(filterPickerAccounts(list, '(2)').map((a) => a.advertiserId)).toEqual([2]);
    expect(filterPickerAccounts(list, '')).toHaveLength(3);
  });
});
