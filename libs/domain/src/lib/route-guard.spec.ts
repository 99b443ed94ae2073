import { describe, expect, it } from 'vitest';
import type { MenuContext, RbacMenuNode } from './menu-filter';
import { guardRoute, type GuardInput, type GuardUser } from './route-guard';
import type { LegacyRole } from './roles';
import { defaultRouteName } from './route-access';

const everything: MenuContext['buttonConfig'] = {
  AI_LAB_BUTTON: true,
  FLOW_POOL_BUTTON: true,
  USER_LIB_BUTTON: true,
  SHOW_QIANCHUAN_BUTTON: true,
  SHOW_BOARD_BUTTON: true,
  DIAGNOSIS_CONFIG_BUTTON: true,
  AI_AIDE_CONFIG_BUTTON: true,
  ERROR_PROOF_CONFIG_BUTTON: true,
};

const legacy = (role: LegacyRole): GuardUser => ({
  context: { role, buttonConfig: everything, dynamicKeys: ['deliveryDmp'], showPerformance: true, showBilibili: true },
  dashboard: false,
  home: defaultRouteName(role),
});

const tree: RbacMenuNode[] = [
  { code: 'promote', children: [{ code: 'toutiaoDelivery', isHomePage: true, children: [{ code: 'toutiaoDeliveryAd', disable: true }] }, { code: 'kuaishouDelivery', disable: true }] },
];
const rbac: GuardUser = { ...legacy('OPERATE'), rbacTree: tree, home: 'toutiaoDelivery' };

const route = (name: string, extra: Partial<NonNullable<GuardInput['route']>> = {}) => ({ name, ...extra });
const base: GuardInput = { route: route('toutiaoDeliveryPlan', { area: 'promote' }), hasToken: true, gadget: false, user: legacy('ADMIN') };

describe('guardRoute: the rules of shell spec §2.4, in order', () => {
  it.each<[string, Partial<GuardInput>, ReturnType<typeof guardRoute>]>([
    // A logout query type clears the token.
    ['?type=logout with a token clears it', { type: 'logout', route: route('login') }, { kind: 'clearToken' }],
    ['?type=logout without a token opens login', { type: 'logout', route: route('login'), hasToken: false, user: undefined }, { kind: 'allow' }],
    // authCode.
    ['an authCode is exchanged', { authCode: 'abc', route: route('accountManagement'), hasToken: false, user: undefined }, { kind: 'exchangeAuthCode', code: 'abc' }],
    ['an authCode is exchanged even with an old session', { authCode: 'abc', route: route('accountManagement') }, { kind: 'exchangeAuthCode', code: 'abc' }],
    ['an empty authCode goes to error-authorization', { authCode: '', route: route('accountManagement'), hasToken: false, user: undefined }, { kind: 'redirect', to: 'error-authorization' }],
    ['a blank authCode goes to error-authorization', { authCode: '  ', route: route('accountManagement') }, { kind: 'redirect', to: 'error-authorization' }],
    // Gadget mode.
    ['gadget mode sends other routes to accountManagement', { gadget: true }, { kind: 'redirect', to: 'accountManagement' }],
    ['gadget mode opens reportView/gdt', { gadget: true, route: route('reportViewGdt', { area: 'promote' }) }, { kind: 'allow' }],
    ['gadget mode opens accountManagementGdt', { gadget: true, route: route('accountManagementGdt', { area: 'account' }) }, { kind: 'allow' }],
    ['gadget mode opens accountManagement for any role', { gadget: true, route: route('accountManagement', { area: 'account' }), user: legacy('DESIGNER') }, { kind: 'allow' }],
    // Token-free routes.
    ['login opens without a token', { route: route('login'), hasToken: false, user: undefined }, { kind: 'allow' }],
    ['register opens without a token', { route: route('register'), hasToken: false, user: undefined }, { kind: 'allow' }],
    ['register-doc opens without a token', { route: route('register-doc'), hasToken: false, user: undefined }, { kind: 'allow' }],
    ['yuc opens without a token', { route: route('yuc'), hasToken: false, user: undefined }, { kind: 'allow' }],
    ['market opens without a token', { route: route('market'), hasToken: false, user: undefined }, { kind: 'allow' }],
    ['optout opens without a token', { route: route('optout'), hasToken: false, user: undefined }, { kind: 'allow' }],
    ['403 opens without a token', { route: route('403'), hasToken: false, user: undefined }, { kind: 'allow' }],
    ['materialReviewShare opens without a token', { route: route('materialReviewShare', { area: 'assetsCommon' }), hasToken: false, user: undefined }, { kind: 'allow' }],
    ['error-authorization opens without a token', { route: route('error-authorization'), hasToken: false, user: undefined }, { kind: 'allow' }],
    // Logged-in users on login, register, error-authorization.
    ['a logged-in ADMIN opening login goes to projectManage', { route: route('login') }, { kind: 'redirect', to: 'projectManage' }],
    ['a logged-in MANAGER opening register goes to toutiaoDelivery', { route: route('register'), user: legacy('MANAGER') }, { kind: 'redirect', to: 'toutiaoDelivery' }],
    ['a logged-in DESIGNER opening error-authorization goes to newMaterialLibrary', { route: route('error-authorization'), user: legacy('DESIGNER') }, { kind: 'redirect', to: 'newMaterialLibrary' }],
    ['a token without user info on login fetches it first', { route: route('login'), user: undefined }, { kind: 'fetchUserInfo' }],
    ['a logged-in user may still read register-doc', { route: route('register-doc') }, { kind: 'allow' }],
    // No token.
    ['no token goes to login', { hasToken: false, user: undefined }, { kind: 'redirect', to: 'login' }],
    ['no token on logout goes to login', { route: route('logout'), hasToken: false, user: undefined }, { kind: 'redirect', to: 'login' }],
    ['a 2.0 user may always log out, though the tree never names logout', { route: route('logout'), user: rbac }, { kind: 'allow' }],
    ['logout needs no user info first', { route: route('logout'), user: undefined }, { kind: 'allow' }],
    ['no token on 500 goes to login', { route: route('500'), hasToken: false, user: undefined }, { kind: 'redirect', to: 'login' }],
    ['no token on an unknown path goes to login', { route: undefined, hasToken: false, user: undefined }, { kind: 'redirect', to: 'login' }],
    // User info.
    ['missing user info is fetched', { user: undefined }, { kind: 'fetchUserInfo' }],
    // Landings.
    ['the root sends ADMIN to projectManage', { route: route('root') }, { kind: 'redirect', to: 'projectManage' }],
    ['the root sends OPERATE to toutiaoDelivery', { route: route('root'), user: legacy('OPERATE') }, { kind: 'redirect', to: 'toutiaoDelivery' }],
    ['the root sends DESIGNMANAGER to newMaterialLibrary', { route: route('root'), user: legacy('DESIGNMANAGER') }, { kind: 'redirect', to: 'newMaterialLibrary' }],
    ['the root sends AGENT_FIRST to newAccount', { route: route('root'), user: legacy('AGENT_FIRST') }, { kind: 'redirect', to: 'newAccount' }],
    ['the root sends AGENT_SECOND to newAccount', { route: route('root'), user: legacy('AGENT_SECOND') }, { kind: 'redirect', to: 'newAccount' }],
    ['the root sends the rbac user to its tree home page', { route: route('root'), user: rbac }, { kind: 'redirect', to: 'toutiaoDelivery' }],
    // Older permission model redirects.
    ['legacy toutiaoMediaAccountManage goes to toutiaoMediaAccount', { route: route('toutiaoMediaAccountManage', { area: 'mediaAccountManage' }) }, { kind: 'redirect', to: 'toutiaoMediaAccount' }],
    ['legacy gdtMediaAccountManageAdd goes to gdtMediaAccountAdd', { route: route('gdtMediaAccountManageAdd', { area: 'mediaAccountManage' }) }, { kind: 'redirect', to: 'gdtMediaAccountAdd' }],
    ['legacy mediaAccountManage goes to newAccount', { route: route('mediaAccountManage', { area: 'mediaAccountManage' }) }, { kind: 'redirect', to: 'newAccount' }],
    ['rbac keeps mediaAccountManage', { route: route('mediaAccountManage', { area: 'mediaAccountManage' }), user: rbac }, { kind: 'allow' }],
    // Access.
    ['a DESIGNER opening promote gets 403', { user: legacy('DESIGNER') }, { kind: 'redirect', to: '403' }],
    ['an AGENT_FIRST opening the material library gets 403', { route: route('newMaterialLibrary', { area: 'assetsCommon' }), user: legacy('AGENT_FIRST') }, { kind: 'redirect', to: '403' }],
    ['an OPERATE opening error prevention gets 403', { route: route('errorPrevention', { area: 'errorPrevention' }), user: legacy('OPERATE') }, { kind: 'redirect', to: '403' }],
    ['a MANAGER opening error prevention may', { route: route('errorPrevention', { area: 'errorPrevention' }), user: legacy('MANAGER') }, { kind: 'allow' }],
    ['a flag that hides an entry also closes its page', { route: route('adDiagnosis', { area: 'tools', requires: { buttonConfig: 'DIAGNOSIS_CONFIG_BUTTON' } }), user: { ...legacy('ADMIN'), context: { ...legacy('ADMIN').context, buttonConfig: {} } } }, { kind: 'redirect', to: '403' }],
    ['an unknown path inside a session shows the 404 page', { route: undefined }, { kind: 'allow' }],
    ['rbac: a node of the tree opens', { route: route('toutiaoDelivery', { area: 'promote' }), user: rbac }, { kind: 'allow' }],
    ['rbac: a child of a tree node opens', { route: route('toutiaoDeliveryPlan', { area: 'promote' }), ancestors: ['toutiaoDelivery'], user: rbac }, { kind: 'allow' }],
    ['rbac: a page the tree switches off under an enabled parent gets 403', { route: route('toutiaoDeliveryAd', { area: 'promote' }), ancestors: ['toutiaoDelivery'], user: rbac }, { kind: 'redirect', to: '403' }],
    ['rbac: a disabled node gets 403', { route: route('kuaishouDelivery', { area: 'promote' }), user: rbac }, { kind: 'redirect', to: '403' }],
    ['rbac: a route outside the tree gets 403', { route: route('projectManage', { area: 'projectManage' }), user: rbac }, { kind: 'redirect', to: '403' }],
    ['rbac: a hidden working page opens by role', { route: route('toutiaoAdSpeedCreate', { area: 'batchCreate', hidden: true }), user: rbac }, { kind: 'allow' }],
    ['rbac: a dashboard identity goes to 看板 (D5)', { user: { ...rbac, dashboard: true } }, { kind: 'redirect', to: 'board' }],
    ['rbac: a dashboard identity opens 看板 without its tree or flag (D5)', { route: route('board', { area: 'home', requires: { buttonConfig: 'SHOW_BOARD_BUTTON' } }), user: { ...rbac, dashboard: true, context: { ...rbac.context, buttonConfig: {} } } }, { kind: 'allow' }],
  ])('%s', (_, change, decision) => {
    expect(guardRoute({ ...base, ...change })).toEqual(decision);
  });
});
