import { describe, expect, it } from 'vitest';
import type { ManagedUserRecord } from '../../queries/managed-users';
import type { RoleRecord } from '../../queries/roles';
import { emptyUserForm, grantableRoles, indexPathOf, isNewUserPath, normaliseTime, toCreateRequest, toUserQuery, userRowActions, validateUserForm } from './user-manage-rules';

const role = (code: string, baseRole: RoleRecord['baseRole'], builtin = true): RoleRecord => ({
  id: builtin ? null : 9,
  code,
  name: code,
  builtin,
  rbacVersion: builtin ? null : '2.0',
  baseRole,
  description: '',
  menuTree: [],
  actions: [],
  userCount: 0,
});

describe('users page rules', () => {
  it('users-account/new opens the form and goes back to users-account/index', () => {
    expect(isNewUserPath('/account-app/account/users-account/new')).toBe(true);
    expect(isNewUserPath('/account-app/account/users-account/index')).toBe(false);
    expect(isNewUserPath('/account-app/manage/user-manage')).toBe(false);
    expect(indexPathOf('/account-app/account/users-account/new')).toBe('/account-app/account/users-account/index');
  });

  it('reads times in the three accepted shapes and refuses impossible dates', () => {
    expect(normaliseTime('2027-03-01')).toBe('2027-03-01 00:00:00');
    expect(normaliseTime('2027-03-01 09:30')).toBe('2027-03-01 09:30:00');
    expect(normaliseTime('2027-03-01 09:30:45')).toBe('2027-03-01 09:30:45');
    expect(normaliseTime('2027-02-30')).toBeNull();
    expect(normaliseTime('明天')).toBeNull();
  });

  it('checks the form with the password rule of §5, the optional password left to the server', () => {
    const base = { ...emptyUserForm(new Date('2026-11-25T10:00:00+08:00'), 'OPERATE'), username: 'lin', name: '林晓' };
    expect(validateUserForm(base, true)).toEqual({});
    expect(toCreateRequest(base)).not.toHaveProperty('password');
    expect(validateUserForm({ ...base, password: 'abcdefgh' }, true)).toEqual({ password: '密码设置不符合要求' });
    expect(validateUserForm({ ...base, password: 'abc12' }, true)).toEqual({ password: '密码设置不符合要求' });
    expect(validateUserForm({ ...base, password: 'abc123' }, true)).toEqual({});
    expect(validateUserForm({ ...base, username: 'a b', name: ' ', roleCode: '', email: 'x@', expireTime: base.startTime }, true)).toEqual({
      username: '用户名为 3 到 32 位字母、数字或 _ . @ -',
      name: '请输入姓名',
      roleCode: '请选择角色',
      email: '邮箱格式不正确',
      expireTime: '到期时间须晚于生效时间',
    });
    // Editing never checks the username or a password.
    expect(validateUserForm({ ...base, username: '', password: 'x' }, false)).toEqual({});
  });

  it('builds the page query from the filters, leaving empty ones out', () => {
    expect(toUserQuery({}, { current: 1, size: 20 })).toEqual({ current: 1, size: 20 });
    expect(toUserQuery({ keyword: { value: ' 林 ' }, roleCode: 'OPERATE', status: 'disabled', departmentId: 101 }, { current: 2, size: 20 })).toEqual({
      current: 2,
      size: 20,
      keyword: '林',
      roleCode: 'OPERATE',
      status: 'disabled',
      departmentId: 101,
    });
    expect(toUserQuery({ status: 'gone' }, { current: 1, size: 20 })).toEqual({ current: 1, size: 20 });
  });

  it('offers only the roles the caller may grant', () => {
    const roles = [role('ADMIN', 'ADMIN'), role('OPERATE', 'OPERATE'), role('AGENT_SECOND', 'AGENT_SECOND'), role('ROLE_9', 'ADMIN', false)];
    expect(grantableRoles(roles, 'ADMIN').map((r) => r.code)).toEqual(['ADMIN', 'OPERATE', 'AGENT_SECOND', 'ROLE_9']);
    expect(grantableRoles(roles, 'MANAGER').map((r) => r.code)).toEqual(['OPERATE', 'AGENT_SECOND']);
    expect(grantableRoles(roles, 'AGENT_FIRST').map((r) => r.code)).toEqual(['AGENT_SECOND']);
    expect(grantableRoles(roles, 'OPERATE')).toEqual([]);
  });

  it('gives a row no action unless editable, and never lets the caller disable themself', () => {
    const row = { id: 5, editable: true } as ManagedUserRecord;
    expect(userRowActions({ ...row, editable: false }, { role: 'ADMIN', userId: 1 })).toEqual({
      edit: false,
      toggleStatus: false,
      resetPassword: false,
      assignAccounts: false,
      assignProjects: false,
    });
    expect(userRowActions(row, { role: 'ADMIN', userId: 5 }).toggleStatus).toBe(false);
    expect(userRowActions(row, { role: 'AGENT_FIRST', userId: 1 })).toMatchObject({ edit: true, toggleStatus: true, assignProjects: false });
  });
});
