// Who may call what: the rule of each kind against callers of both permission models.
import { LEGACY_ROLES, type LegacyRole } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import type { AccessRule } from './declaration';
import { gadgetRefuses, mayCall, propertyOfRequest, type Caller } from './decide';

const legacy = (role: LegacyRole): Caller => ({ role, rbac: false, permissions: new Set() });
const rbac = (role: LegacyRole, ...permissions: string[]): Caller => ({ role, rbac: true, permissions: new Set(permissions) });
const allowed = (rule: AccessRule, callers: (role: LegacyRole) => Caller = legacy) => LEGACY_ROLES.filter((role) => mayCall(rule, callers(role)));

describe('mayCall', () => {
  it('lets every caller through public and any-user operations', () => {
    expect(allowed({ kind: 'public' })).toEqual(LEGACY_ROLES);
    expect(allowed({ kind: 'anyUser' })).toEqual(LEGACY_ROLES);
    expect(allowed({ kind: 'anyUser' }, (role) => rbac(role))).toEqual(LEGACY_ROLES);
  });

  it('lets the listed roles through a role list, on the effective role', () => {
    expect(allowed({ kind: 'restricted', roles: ['ADMIN', 'MANAGER'] })).toEqual(['ADMIN', 'MANAGER']);
    expect(allowed({ kind: 'restricted', roles: ['DESIGNMANAGER'] })).toEqual(['DESIGNMANAGER']);
  });

  it('lets the roles of an area through (shell spec §2.3, §6)', () => {
    expect(allowed({ kind: 'restricted', area: 'account' })).toEqual(['ADMIN', 'MANAGER', 'OPERATE', 'AGENT_FIRST', 'AGENT_SECOND']);
    expect(allowed({ kind: 'restricted', area: 'assetsCommon' })).toEqual(['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER']);
    expect(allowed({ kind: 'restricted', area: 'errorPrevention' })).toEqual(['ADMIN', 'MANAGER']);
  });

  it('lets the roles of the capability matrix through (shell spec §6)', () => {
    expect(allowed({ kind: 'restricted', capability: 'removeAccount' })).toEqual(['ADMIN']);
    expect(allowed({ kind: 'restricted', capability: 'manageGroups' })).toEqual(['ADMIN']);
    expect(allowed({ kind: 'restricted', capability: 'uploadAccount' })).toEqual(['ADMIN', 'MANAGER']);
    expect(allowed({ kind: 'restricted', capability: 'addAccount' })).toEqual(['ADMIN', 'MANAGER', 'OPERATE', 'AGENT_FIRST', 'AGENT_SECOND']);
  });

  it('asks for a route’s dynamic key and buttonConfig flag on top of the area, under both models (数据平台)', () => {
    const rule: AccessRule = { kind: 'restricted', area: 'dmp', permission: 'custom-crowd', requires: { dynamicKey: 'deliveryDmp', buttonConfig: 'USER_LIB_BUTTON' } };
    const keyed = (role: LegacyRole, ...flags: string[]): Caller => ({ role, rbac: false, permissions: new Set(flags), dynamicKeys: new Set(['deliveryDmp']) });
    expect(allowed(rule, (role) => keyed(role, 'USER_LIB_BUTTON'))).toEqual(['ADMIN', 'MANAGER', 'OPERATE']);
    expect(allowed(rule, (role) => keyed(role))).toEqual([]);
    expect(allowed(rule, (role) => ({ ...legacy(role), permissions: new Set(['USER_LIB_BUTTON']) }))).toEqual([]);
    expect(mayCall(rule, { ...rbac('OPERATE', 'custom-crowd', 'USER_LIB_BUTTON'), dynamicKeys: new Set(['deliveryDmp']) })).toBe(true);
    expect(mayCall(rule, rbac('OPERATE', 'custom-crowd', 'USER_LIB_BUTTON'))).toBe(false);
  });

  it('asks every part of a rule to hold', () => {
    expect(allowed({ kind: 'restricted', area: 'account', capability: 'uploadAccount' })).toEqual(['ADMIN', 'MANAGER']);
    expect(allowed({ kind: 'restricted', roles: ['OPERATE', 'DESIGNER'], area: 'assetsTitles' })).toEqual(['OPERATE']);
  });

  it('ignores the 2.0 code for legacy users', () => {
    const rule: AccessRule = { kind: 'restricted', area: 'projectManage', permission: 'projectManage' };
    expect(allowed(rule)).toEqual(['ADMIN', 'MANAGER']);
    expect(mayCall(rule, { role: 'OPERATE', rbac: false, permissions: new Set(['projectManage']) })).toBe(false);
  });

  it('lets a 2.0 user through a page by its menu code instead of the role list', () => {
    const rule: AccessRule = { kind: 'restricted', area: 'projectManage', permission: 'projectManage' };
    expect(mayCall(rule, rbac('OPERATE', 'projectManage'))).toBe(true);
    expect(mayCall(rule, rbac('ADMIN', 'toutiaoDelivery'))).toBe(false);
  });

  it('keeps the role list for a 2.0 user where the operation names no 2.0 code', () => {
    const rule: AccessRule = { kind: 'restricted', roles: ['ADMIN'] };
    expect(mayCall(rule, rbac('ADMIN'))).toBe(true);
    expect(mayCall(rule, rbac('OPERATE', 'projectManage'))).toBe(false);
  });

  it('settles a code of the request\'s media on that media, and on any media before the body is read', () => {
    const rule: AccessRule = { kind: 'restricted', area: 'promote', permission: '{media}Delivery' };
    const user = rbac('OPERATE', 'toutiaoDelivery');
    expect(mayCall(rule, user, 'toutiao')).toBe(true);
    expect(mayCall(rule, user, 'kuaishou')).toBe(false);
    expect(mayCall(rule, user)).toBe(true);
    expect(mayCall(rule, rbac('OPERATE', 'promote'))).toBe(false);
    // A legacy user is judged by the area, whatever the media.
    expect(mayCall(rule, legacy('OPERATE'), 'kuaishou')).toBe(true);
    expect(mayCall(rule, legacy('DESIGNER'), 'toutiao')).toBe(false);
  });

  it('settles a property code on the request\'s media and type, 应用分包 on 应用管理\'s page, any type before the body', () => {
    const rule: AccessRule = { kind: 'restricted', area: 'assetsMedia', permission: '{media}Property{type}' };
    const user = rbac('OPERATE', 'toutiaoPropertyTarget', 'kuaishouPropertyApplication');
    expect(mayCall(rule, user, 'toutiao', 'target')).toBe(true);
    expect(mayCall(rule, user, 'toutiao', 'custom-audience')).toBe(false);
    expect(mayCall(rule, user, 'gdt', 'target')).toBe(false);
    expect(mayCall(rule, user, 'kuaishou', 'application-subcontracting')).toBe(true);
    expect(mayCall(rule, user, 'toutiao')).toBe(true);
    expect(mayCall(rule, user)).toBe(true);
    expect(mayCall(rule, rbac('OPERATE', 'toutiaoDelivery'))).toBe(false);
    expect(mayCall(rule, rbac('OPERATE', 'toutiaoProperty'))).toBe(false);
    // A legacy user is judged by the area (ADMIN, MANAGER, OPERATE), whatever the type.
    expect(mayCall(rule, legacy('OPERATE'), 'gdt', 'target')).toBe(true);
    expect(mayCall(rule, legacy('DESIGNER'), 'gdt', 'target')).toBe(false);
  });

  it('reads the media and type a property request names, from a write\'s kind too', () => {
    expect(propertyOfRequest({ media: 'gdt', type: 'target' })).toEqual({ media: 'gdt', type: 'target' });
    expect(propertyOfRequest({ accountId: 1, input: { kind: 'toutiao.custom-audience' } })).toEqual({ media: 'toutiao', type: 'custom-audience' });
    expect(propertyOfRequest({ input: { kind: 'weibo.target' } })).toEqual({ type: 'target' });
    expect(propertyOfRequest({ id: 3 })).toEqual({});
    expect(propertyOfRequest(null)).toEqual({});
  });

  it('keeps the role list on the base role when the tree opens the page', () => {
    const rule: AccessRule = { kind: 'restricted', roles: ['ADMIN', 'MANAGER'], area: 'projectManage', permission: 'projectManage' };
    expect(mayCall(rule, rbac('OPERATE', 'projectManage'))).toBe(false);
    expect(mayCall(rule, rbac('MANAGER', 'projectManage'))).toBe(true);
    expect(mayCall(rule, rbac('MANAGER'))).toBe(false);
  });

  it('does not let the always-kept mediaAccountManage open the account pages to a base role that cannot', () => {
    const rule: AccessRule = { kind: 'restricted', area: 'account', permission: 'mediaAccountManage' };
    expect(mayCall(rule, rbac('DESIGNER', 'mediaAccountManage'))).toBe(false);
    expect(mayCall(rule, rbac('OPERATE', 'mediaAccountManage'))).toBe(true);
  });

  it('keeps the capability matrix for a 2.0 user, whatever the tree holds', () => {
    const rule: AccessRule = { kind: 'restricted', area: 'account', capability: 'removeAccount', permission: 'mediaAccountManage' };
    expect(mayCall(rule, rbac('OPERATE', 'mediaAccountManage'))).toBe(false);
    expect(mayCall(rule, rbac('ADMIN', 'mediaAccountManage'))).toBe(true);
  });

  it('lets only users with isShowPerformance through a performance rule, on top of its area', () => {
    const rule: AccessRule = { kind: 'restricted', area: 'assetsCommon', performance: true };
    expect(allowed(rule, (role) => ({ ...legacy(role), showPerformance: true }))).toEqual(['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER']);
    expect(allowed(rule, (role) => ({ ...legacy(role), showPerformance: false }))).toEqual([]);
    expect(allowed(rule)).toEqual([]);
    expect(allowed({ kind: 'restricted', area: 'assetsCommon' })).toEqual(['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER']);
  });
});

describe('gadgetRefuses', () => {
  const marked: AccessRule = { kind: 'restricted', area: 'promote', permission: 'reportViewGdt', gadget: true };
  const unmarked: AccessRule = { kind: 'anyUser' };
  it('refuses an auth-code session every operation not marked gadget, and nobody else', () => {
    expect([marked, { kind: 'anyUser', gadget: true } as AccessRule, unmarked, undefined].map((rule) => gadgetRefuses(rule, 'authCode'))).toEqual([false, false, true, true]);
    expect(['password', 'partner', 'market'].map((channel) => gadgetRefuses(unmarked, channel))).toEqual([false, false, false]);
  });
});
