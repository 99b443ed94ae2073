import { describe, expect, it } from 'vitest';
import { can, CAPABILITIES, CAPABILITY_LABELS, type Capability, isCapability } from './capabilities';
import type { LegacyRole } from './roles';

describe('capability matrix (shell spec §6)', () => {
  // Every (role, capability) pair, written out: a change to the matrix must change this table.
  const table: [LegacyRole, Capability, boolean][] = [
    ['ADMIN', 'addAccount', true],
    ['ADMIN', 'changeAccount', true],
    ['ADMIN', 'changeMedia', true],
    ['ADMIN', 'changeProduct', true],
    ['ADMIN', 'manageGroups', true],
    ['ADMIN', 'removeAccount', true],
    ['ADMIN', 'uploadAccount', true],
    ['ADMIN', 'monitor', true],
    ['ADMIN', 'resetPassword', true],
    ['ADMIN', 'batchAddAccount', true],
    ['MANAGER', 'addAccount', true],
    ['MANAGER', 'changeAccount', false],
    ['MANAGER', 'changeMedia', false],
    ['MANAGER', 'changeProduct', true],
    ['MANAGER', 'manageGroups', false],
    ['MANAGER', 'removeAccount', false],
    ['MANAGER', 'uploadAccount', true],
    ['MANAGER', 'monitor', true],
    ['MANAGER', 'resetPassword', true],
    ['MANAGER', 'batchAddAccount', false],
    ['OPERATE', 'addAccount', true],
    ['OPERATE', 'changeAccount', false],
    ['OPERATE', 'changeMedia', false],
    ['OPERATE', 'changeProduct', true],
    ['OPERATE', 'manageGroups', false],
    ['OPERATE', 'removeAccount', false],
    ['OPERATE', 'uploadAccount', false],
    ['OPERATE', 'monitor', true],
    ['OPERATE', 'resetPassword', true],
    ['OPERATE', 'batchAddAccount', false],
    ['DESIGNER', 'addAccount', false],
    ['DESIGNER', 'changeAccount', false],
    ['DESIGNER', 'changeMedia', false],
    ['DESIGNER', 'changeProduct', false],
    ['DESIGNER', 'manageGroups', false],
    ['DESIGNER', 'removeAccount', false],
    ['DESIGNER', 'uploadAccount', false],
    ['DESIGNER', 'monitor', false],
    ['DESIGNER', 'resetPassword', false],
    ['DESIGNER', 'batchAddAccount', false],
    ['DESIGNMANAGER', 'addAccount', false],
    ['DESIGNMANAGER', 'changeAccount', false],
    ['DESIGNMANAGER', 'changeMedia', false],
    ['DESIGNMANAGER', 'changeProduct', false],
    ['DESIGNMANAGER', 'manageGroups', false],
    ['DESIGNMANAGER', 'removeAccount', false],
    ['DESIGNMANAGER', 'uploadAccount', false],
    ['DESIGNMANAGER', 'monitor', false],
    ['DESIGNMANAGER', 'resetPassword', false],
    ['DESIGNMANAGER', 'batchAddAccount', false],
    ['AGENT_FIRST', 'addAccount', true],
    ['AGENT_FIRST', 'changeAccount', false],
    ['AGENT_FIRST', 'changeMedia', false],
    ['AGENT_FIRST', 'changeProduct', false],
    ['AGENT_FIRST', 'manageGroups', false],
    ['AGENT_FIRST', 'removeAccount', false],
    ['AGENT_FIRST', 'uploadAccount', false],
    ['AGENT_FIRST', 'monitor', false],
    ['AGENT_FIRST', 'resetPassword', false],
    ['AGENT_FIRST', 'batchAddAccount', false],
    ['AGENT_SECOND', 'addAccount', true],
    ['AGENT_SECOND', 'changeAccount', false],
    ['AGENT_SECOND', 'changeMedia', false],
    ['AGENT_SECOND', 'changeProduct', false],
    ['AGENT_SECOND', 'manageGroups', false],
    ['AGENT_SECOND', 'removeAccount', false],
    ['AGENT_SECOND', 'uploadAccount', false],
    ['AGENT_SECOND', 'monitor', false],
    ['AGENT_SECOND', 'resetPassword', false],
    ['AGENT_SECOND', 'batchAddAccount', false],
  ];

  it('covers every pair', () => {
    expect(table).toHaveLength(7 * CAPABILITIES.length);
  });

  it.each(table)('%s may %s: %s', (role, capability, expected) => {
    expect(can(role, capability)).toBe(expected);
  });

  it('refuses an unknown role or capability instead of throwing', () => {
    expect(can('ROOT' as LegacyRole, 'addAccount')).toBe(false);
    expect(can('ADMIN', 'fly' as Capability)).toBe(false);
  });
});

describe('capabilities', () => {
  it.each([
    ['addAccount', '添加账户'],
    ['changeAccount', '修改账户'],
    ['changeMedia', '修改媒体'],
    ['changeProduct', '修改产品'],
    ['manageGroups', '管理账户分组'],
    ['removeAccount', '删除账户'],
    ['uploadAccount', '上传账户'],
    ['monitor', '监测'],
    ['resetPassword', '重置账户密码'],
    ['batchAddAccount', '批量添加账户'],
  ] as const)('%s is labelled %s', (capability, label) => {
    expect(CAPABILITY_LABELS[capability]).toBe(label);
  });

  it('lists exactly the labelled capabilities', () => {
    expect([...CAPABILITIES].sort()).toEqual(Object.keys(CAPABILITY_LABELS).sort());
  });

  it.each([
    ['monitor', true],
    ['Monitor', false],
    [42, false],
  ])('isCapability(%j) is %s', (x, expected) => {
    expect(isCapability(x)).toBe(expected);
  });
});
