// The x-access declaration: the shapes the contract may use, and the ones that stop the server's start.
import { describe, expect, it } from 'vitest';
import { parseAccess } from './declaration';

describe('parseAccess', () => {
  it.each([
    [{ public: true }, false, { kind: 'public' }],
    [{ anyUser: true }, true, { kind: 'anyUser' }],
    [{ roles: ['ADMIN', 'MANAGER'] }, true, { kind: 'restricted', roles: ['ADMIN', 'MANAGER'] }],
    [{ area: 'account' }, true, { kind: 'restricted', area: 'account' }],
    [{ capability: 'removeAccount' }, true, { kind: 'restricted', capability: 'removeAccount' }],
    [
      { area: 'account', capability: 'addAccount', permission: 'mediaAccountManage' },
      true,
      { kind: 'restricted', area: 'account', capability: 'addAccount', permission: 'mediaAccountManage' },
    ],
    [{ roles: ['DESIGNMANAGER'], permission: 'AI_LAB_BUTTON' }, true, { kind: 'restricted', roles: ['DESIGNMANAGER'], permission: 'AI_LAB_BUTTON' }],
    [{ area: 'promote', permission: '{media}Delivery' }, true, { kind: 'restricted', area: 'promote', permission: '{media}Delivery' }],
    [{ area: 'assetsMedia', permission: '{media}Property{type}' }, true, { kind: 'restricted', area: 'assetsMedia', permission: '{media}Property{type}' }],
    [
      { area: 'tools', permission: 'taskCenter', companyWide: ['ADMIN', 'MANAGER'] },
      true,
      { kind: 'restricted', area: 'tools', permission: 'taskCenter', companyWide: ['ADMIN', 'MANAGER'] },
    ],
    [{ anyUser: true, companyWide: ['ADMIN'] }, true, { kind: 'anyUser', companyWide: ['ADMIN'] }],
    [{ anyUser: true, gadget: true }, true, { kind: 'anyUser', gadget: true }],
    [{ area: 'promote', permission: 'reportViewGdt', gadget: true }, true, { kind: 'restricted', area: 'promote', permission: 'reportViewGdt', gadget: true }],
    [{ area: 'assetsCommon', performance: true }, true, { kind: 'restricted', area: 'assetsCommon', performance: true }],
    [
      { area: 'dmp', permission: 'dmpMy', requires: { dynamicKey: 'deliveryDmp', buttonConfig: 'USER_LIB_BUTTON' } },
      true,
      { kind: 'restricted', area: 'dmp', permission: 'dmpMy', requires: { dynamicKey: 'deliveryDmp', buttonConfig: 'USER_LIB_BUTTON' } },
    ],
  ])('reads %j', (declaration, secured, rule) => {
    expect(parseAccess('op', declaration, secured)).toEqual(rule);
  });

  it.each([
    ['nothing at all', undefined],
    ['an empty declaration', {}],
    ['public: false', { public: false }],
    ['public beside a role', { public: true, roles: ['ADMIN'] }],
    ['anyUser beside an area', { anyUser: true, area: 'account' }],
    ['an unknown role', { roles: ['ROOT'] }],
    ['an empty role list', { roles: [] }],
    ['companyWide alone (it says whose records, not who may call)', { companyWide: ['ADMIN'] }],
    ['an empty companyWide', { anyUser: true, companyWide: [] }],
    ['a role listed twice', { roles: ['ADMIN', 'ADMIN'] }],
    ['an unknown area', { area: 'everywhere' }],
    ['a type placeholder in front', { area: 'assetsMedia', permission: '{type}Property' }],
    ['an unknown capability', { capability: 'deleteEverything' }],
    ['a 2.0 code alone', { permission: 'mediaAccountManage' }],
    ['a 2.0 code beside a capability only', { capability: 'addAccount', permission: 'mediaAccountManage' }],
    ['a malformed 2.0 code', { area: 'account', permission: 'media account' }],
    ['an unknown placeholder', { area: 'promote', permission: '{channel}Delivery' }],
    ['an unknown key', { area: 'account', role: 'ADMIN' }],
    ['an unknown dynamic key', { area: 'dmp', requires: { dynamicKey: 'everything' } }],
    ['an empty requirement', { area: 'dmp', requires: {} }],
    ['gadget: false', { anyUser: true, gadget: false }],
    ['gadget alone (it adds no caller)', { gadget: true }],
    ['gadget on a public operation', { public: true, gadget: true }],
  ])('refuses %s', (_what, declaration) => {
    expect(() => parseAccess('selectMediaAccounts', declaration, true)).toThrow(/^selectMediaAccounts: x-access must be/);
  });

  it('refuses public on an operation that asks for a token, and anything else on one that does not', () => {
    expect(() => parseAccess('logout', { public: true }, true)).toThrow('logout: x-access says public, but the operation asks for a token');
    expect(() => parseAccess('login', { anyUser: true }, false)).toThrow('login: the operation has security: [], so its x-access must be { public: true }');
    expect(() => parseAccess('login', { roles: ['ADMIN'] }, false)).toThrow('so its x-access must be { public: true }');
  });
});
