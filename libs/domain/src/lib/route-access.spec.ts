import { describe, expect, it } from 'vitest';
import {
  type AccessArea,
  ACCESS_AREAS,
  canOpenArea,
  defaultRouteName,
  deliveryRouteName,
  isTokenFreeRoute,
  LOGGED_IN_REDIRECT_ROUTES,
  PUBLIC_ROUTES,
  TOKEN_FREE_ROUTES,
} from './route-access';
import type { LegacyRole } from './roles';

describe('route access (shell spec §2.3, §6)', () => {
  // Every (role, area) pair, written out: a change to AREA_ROLES must change this table.
  const table: [LegacyRole, AccessArea, boolean][] = [
    ['ADMIN', 'home', true],
    ['MANAGER', 'home', true],
    ['OPERATE', 'home', true],
    ['DESIGNER', 'home', false],
    ['DESIGNMANAGER', 'home', false],
    ['AGENT_FIRST', 'home', false],
    ['AGENT_SECOND', 'home', false],
    ['ADMIN', 'account', true],
    ['MANAGER', 'account', true],
    ['OPERATE', 'account', true],
    ['DESIGNER', 'account', false],
    ['DESIGNMANAGER', 'account', false],
    ['AGENT_FIRST', 'account', true],
    ['AGENT_SECOND', 'account', true],
    ['ADMIN', 'projectManage', true],
    ['MANAGER', 'projectManage', true],
    ['OPERATE', 'projectManage', false],
    ['DESIGNER', 'projectManage', false],
    ['DESIGNMANAGER', 'projectManage', false],
    ['AGENT_FIRST', 'projectManage', false],
    ['AGENT_SECOND', 'projectManage', false],
    ['ADMIN', 'usersAccount', true],
    ['MANAGER', 'usersAccount', true],
    ['OPERATE', 'usersAccount', false],
    ['DESIGNER', 'usersAccount', false],
    ['DESIGNMANAGER', 'usersAccount', false],
    ['AGENT_FIRST', 'usersAccount', false],
    ['AGENT_SECOND', 'usersAccount', false],
    ['ADMIN', 'mediaAccountManage', true],
    ['MANAGER', 'mediaAccountManage', true],
    ['OPERATE', 'mediaAccountManage', true],
    ['DESIGNER', 'mediaAccountManage', false],
    ['DESIGNMANAGER', 'mediaAccountManage', false],
    ['AGENT_FIRST', 'mediaAccountManage', true],
    ['AGENT_SECOND', 'mediaAccountManage', true],
    ['ADMIN', 'promote', true],
    ['MANAGER', 'promote', true],
    ['OPERATE', 'promote', true],
    ['DESIGNER', 'promote', false],
    ['DESIGNMANAGER', 'promote', false],
    ['AGENT_FIRST', 'promote', false],
    ['AGENT_SECOND', 'promote', false],
    ['ADMIN', 'batchCreate', true],
    ['MANAGER', 'batchCreate', true],
    ['OPERATE', 'batchCreate', true],
    ['DESIGNER', 'batchCreate', false],
    ['DESIGNMANAGER', 'batchCreate', false],
    ['AGENT_FIRST', 'batchCreate', false],
    ['AGENT_SECOND', 'batchCreate', false],
    ['ADMIN', 'liveControl', true],
    ['MANAGER', 'liveControl', true],
    ['OPERATE', 'liveControl', true],
    ['DESIGNER', 'liveControl', false],
    ['DESIGNMANAGER', 'liveControl', false],
    ['AGENT_FIRST', 'liveControl', false],
    ['AGENT_SECOND', 'liveControl', false],
    ['ADMIN', 'assetsCommon', true],
    ['MANAGER', 'assetsCommon', true],
    ['OPERATE', 'assetsCommon', true],
    ['DESIGNER', 'assetsCommon', true],
    ['DESIGNMANAGER', 'assetsCommon', true],
    ['AGENT_FIRST', 'assetsCommon', false],
    ['AGENT_SECOND', 'assetsCommon', false],
    ['ADMIN', 'assetsTitles', true],
    ['MANAGER', 'assetsTitles', true],
    ['OPERATE', 'assetsTitles', true],
    ['DESIGNER', 'assetsTitles', false],
    ['DESIGNMANAGER', 'assetsTitles', false],
    ['AGENT_FIRST', 'assetsTitles', false],
    ['AGENT_SECOND', 'assetsTitles', false],
    ['ADMIN', 'assetsMedia', true],
    ['MANAGER', 'assetsMedia', true],
    ['OPERATE', 'assetsMedia', true],
    ['DESIGNER', 'assetsMedia', false],
    ['DESIGNMANAGER', 'assetsMedia', false],
    ['AGENT_FIRST', 'assetsMedia', false],
    ['AGENT_SECOND', 'assetsMedia', false],
    ['ADMIN', 'dmp', true],
    ['MANAGER', 'dmp', true],
    ['OPERATE', 'dmp', true],
    ['DESIGNER', 'dmp', false],
    ['DESIGNMANAGER', 'dmp', false],
    ['AGENT_FIRST', 'dmp', false],
    ['AGENT_SECOND', 'dmp', false],
    ['ADMIN', 'tools', true],
    ['MANAGER', 'tools', true],
    ['OPERATE', 'tools', true],
    ['DESIGNER', 'tools', true],
    ['DESIGNMANAGER', 'tools', true],
    ['AGENT_FIRST', 'tools', false],
    ['AGENT_SECOND', 'tools', false],
    ['ADMIN', 'aiAssistant', true],
    ['MANAGER', 'aiAssistant', true],
    ['OPERATE', 'aiAssistant', true],
    ['DESIGNER', 'aiAssistant', false],
    ['DESIGNMANAGER', 'aiAssistant', false],
    ['AGENT_FIRST', 'aiAssistant', false],
    ['AGENT_SECOND', 'aiAssistant', false],
    ['ADMIN', 'errorPrevention', true],
    ['MANAGER', 'errorPrevention', true],
    ['OPERATE', 'errorPrevention', false],
    ['DESIGNER', 'errorPrevention', false],
    ['DESIGNMANAGER', 'errorPrevention', false],
    ['AGENT_FIRST', 'errorPrevention', false],
    ['AGENT_SECOND', 'errorPrevention', false],
    ['ADMIN', 'manage', true],
    ['MANAGER', 'manage', true],
    ['OPERATE', 'manage', true],
    ['DESIGNER', 'manage', false],
    ['DESIGNMANAGER', 'manage', false],
    ['AGENT_FIRST', 'manage', true],
    ['AGENT_SECOND', 'manage', true],
  ];

  it('covers every pair', () => {
    expect(ACCESS_AREAS).toHaveLength(16);
    expect(table).toHaveLength(7 * ACCESS_AREAS.length);
  });

  it.each(table)('%s may open %s: %s', (role, area, expected) => {
    expect(canOpenArea(role, area)).toBe(expected);
  });

  it('refuses an unknown area or role instead of throwing', () => {
    expect(canOpenArea('ADMIN', 'secret' as AccessArea)).toBe(false);
    expect(canOpenArea('ROOT' as LegacyRole, 'home')).toBe(false);
  });
});

describe('default route (shell spec §2.4)', () => {
  it.each([
    ['ADMIN', undefined, 'projectManage'],
    ['MANAGER', undefined, 'toutiaoDelivery'],
    ['OPERATE', undefined, 'toutiaoDelivery'],
    ['MANAGER', 'baidu', 'baiduDelivery'],
    ['OPERATE', 'qianchuan', 'qianchuanDelivery'],
    ['ADMIN', 'baidu', 'projectManage'],
    ['DESIGNER', undefined, 'newMaterialLibrary'],
    ['DESIGNMANAGER', 'gdt', 'newMaterialLibrary'],
    ['AGENT_FIRST', undefined, 'newAccount'],
    ['AGENT_SECOND', 'kuaishou', 'newAccount'],
  ] as const)('%s with media %s lands on %s', (role, media, route) => {
    expect(defaultRouteName(role, media)).toBe(route);
  });

  it('names delivery routes after the media', () => {
    expect(deliveryRouteName('gdt')).toBe('gdtDelivery');
  });
});

describe('token-free routes (shell spec §2.4)', () => {
  it('are exactly the nine of the guard', () => {
    expect([...TOKEN_FREE_ROUTES].sort()).toEqual(
      ['register', 'login', 'yuc', 'market', 'register-doc', 'optout', '403', 'error-authorization', 'materialReviewShare'].sort(),
    );
  });

  it.each([
    ['login', true],
    ['register', true],
    ['yuc', true],
    ['market', true],
    ['register-doc', true],
    ['optout', true],
    ['403', true],
    ['error-authorization', true],
    ['materialReviewShare', true],
    ['logout', false],
    ['401', false],
    ['500', false],
    ['home', false],
    ['accountManagement', false],
  ])('%s is token-free: %s', (name, expected) => {
    expect(isTokenFreeRoute(name)).toBe(expected);
  });

  it('keeps the public routes of shell spec §2.1 apart', () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual(
      ['register', 'register-doc', 'optout', 'login', 'logout', 'yuc', 'market', '403', '401', '500', 'error-authorization', '404'].sort(),
    );
    expect(LOGGED_IN_REDIRECT_ROUTES).toEqual(['login', 'register', 'error-authorization']);
  });
});
