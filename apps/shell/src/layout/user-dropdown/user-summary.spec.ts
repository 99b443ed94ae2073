import { describe, expect, it } from 'vitest';
import { formatExpireTime, remainingDaysText, roleNameOf } from './user-summary';

describe('roleNameOf', () => {
  it.each([
    ['ADMIN', 0, null, null, '管理员'],
    ['MANAGER', 0, null, null, '优化经理'],
    ['OPERATE', 0, null, null, '优化师'],
    ['DESIGNER', 0, null, null, '设计师'],
    ['DESIGNER', 1, null, null, '设计经理'],
    ['DESIGNMANAGER', 0, null, null, '设计经理'],
    ['AGENT_FIRST', 0, null, null, '一级代理'],
    ['AGENT_SECOND', 0, null, null, '二级代理'],
    // isDesignManager promotes designers only
    ['MANAGER', 1, null, null, '优化经理'],
    // the role-based model 2.0 names the role itself
    ['OPERATE', 0, '2.0', '投放专员', '投放专员'],
    // without a 2.0 name the legacy name stands in
    ['OPERATE', 0, '2.0', null, '优化师'],
    // a 2.0 name outside the 2.0 model is ignored
    ['OPERATE', 0, null, '投放专员', '优化师'],
  ] as const)('%s with isDesignManager %s, rbacVersion %s, roleNameV2 %s → %s', (role, isDesignManager, rbacVersion, roleNameV2, expected) => {
    expect(roleNameOf({ role, isDesignManager, rbacVersion, roleNameV2 })).toBe(expected);
  });
});

describe('formatExpireTime', () => {
  it.each([
    ['2025-01-10 08:05:59', '2025-01-10 08:05'],
    ['2026-12-31 23:59:00', '2026-12-31 23:59'],
    ['不是日期', '不是日期'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => {
    expect(formatExpireTime(input)).toBe(expected);
  });
});

describe('remainingDaysText', () => {
  it.each([
    [15, '剩余 15 天'],
    [1, '剩余 1 天'],
    [0, '剩余 0 天'],
    [-2, '剩余 0 天'],
    [16, null],
    [30, null],
    [null, null],
    [undefined, null],
  ])('dueDays %s → %s', (dueDays, expected) => {
    expect(remainingDaysText(dueDays)).toBe(expected);
  });
});
