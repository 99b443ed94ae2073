import { describe, expect, it } from 'vitest';
import { AGENT_ROLES, effectiveRole, INTERNAL_ROLES, isLegacyRole, LEGACY_ROLES, ROLE_DESCRIPTIONS, ROLE_NAMES } from './roles';

describe('legacy roles (shell spec §6)', () => {
  it.each([
    ['ADMIN', '管理员'],
    ['MANAGER', '优化经理'],
    ['OPERATE', '优化师'],
    ['DESIGNER', '设计师'],
    ['DESIGNMANAGER', '设计经理'],
    ['AGENT_FIRST', '一级代理'],
    ['AGENT_SECOND', '二级代理'],
  ] as const)('%s is called %s', (role, name) => {
    expect(ROLE_NAMES[role]).toBe(name);
  });

  it('lists seven roles: five internal, two agents', () => {
    expect(LEGACY_ROLES).toEqual(['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER', 'AGENT_FIRST', 'AGENT_SECOND']);
    expect(INTERNAL_ROLES).toEqual(['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER']);
    expect(AGENT_ROLES).toEqual(['AGENT_FIRST', 'AGENT_SECOND']);
  });

  it.each([
    ['ADMIN', true],
    ['AGENT_SECOND', true],
    ['admin', false],
    ['SUPERADMIN', false],
    ['', false],
    [undefined, false],
  ])('isLegacyRole(%j) is %s', (x, expected) => {
    expect(isLegacyRole(x)).toBe(expected);
  });
});

describe('effectiveRole', () => {
  it.each([
    ['DESIGNER', 1, 'DESIGNMANAGER'],
    ['DESIGNER', 0, 'DESIGNER'],
    ['DESIGNER', undefined, 'DESIGNER'],
    ['DESIGNER', null, 'DESIGNER'],
    ['DESIGNMANAGER', 0, 'DESIGNMANAGER'],
    ['DESIGNMANAGER', 1, 'DESIGNMANAGER'],
    ['ADMIN', 1, 'ADMIN'],
    ['MANAGER', 1, 'MANAGER'],
    ['OPERATE', 1, 'OPERATE'],
    ['AGENT_FIRST', 1, 'AGENT_FIRST'],
    ['AGENT_SECOND', 1, 'AGENT_SECOND'],
  ] as const)('%s with isDesignManager %j acts as %s', (role, flag, expected) => {
    expect(effectiveRole(role, flag)).toBe(expected);
  });
});

describe('built-in role descriptions', () => {
  it('describes every legacy role, and no other', () => {
    expect(Object.keys(ROLE_DESCRIPTIONS).sort()).toEqual([...LEGACY_ROLES].sort());
    for (const role of LEGACY_ROLES) expect(ROLE_DESCRIPTIONS[role].length, role).toBeGreaterThan(0);
  });

  it('says which roles may not touch account groups (the account-operation matrix)', () => {
    for (const role of ['MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER'] as const) expect(ROLE_DESCRIPTIONS[role]).toContain('不能管理分组');
    expect(ROLE_DESCRIPTIONS.ADMIN).toContain('分组');
    expect(ROLE_DESCRIPTIONS.ADMIN).not.toContain('不能');
  });

  it('tells a first-level agent manages their second-level agents, and a second-level agent only reads', () => {
    expect(ROLE_DESCRIPTIONS.AGENT_FIRST).toContain('二级代理');
    expect(ROLE_DESCRIPTIONS.AGENT_SECOND).toContain('只看分配给自己的账户');
  });
});
