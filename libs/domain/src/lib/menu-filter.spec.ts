import { describe, expect, it } from 'vitest';
import type { AppRoute } from './app-routes';
import {
  buildGadgetMenu,
  buildLegacyMenu,
  buildRbacMenu,
  canOpenRoute,
  indexRoutes,
  isInLegacyMenu,
  legacyMediaAccountRedirect,
  rbacAllowedNames,
  rbacHomeRoute,
  routeAncestors,
  type MenuContext,
  type MenuEntry,
  type RbacMenuNode,
} from './menu-filter';

const ctx: MenuContext = {
  role: 'ADMIN',
  buttonConfig: {
    AI_LAB_BUTTON: true,
    FLOW_POOL_BUTTON: true,
    USER_LIB_BUTTON: true,
    SHOW_QIANCHUAN_BUTTON: true,
    SHOW_BOARD_BUTTON: true,
    DIAGNOSIS_CONFIG_BUTTON: true,
    AI_AIDE_CONFIG_BUTTON: true,
    ERROR_PROOF_CONFIG_BUTTON: true,
  },
  dynamicKeys: ['deliveryDmp'],
  showPerformance: true,
  showBilibili: true,
};

const page = (name: string, extra: Partial<AppRoute> = {}): AppRoute => ({ name, path: `x/${name}`, title: `页面${name}`, ...extra });

describe('canOpenRoute and isInLegacyMenu: the filters of shell spec §6', () => {
  it.each<[string, AppRoute, Partial<MenuContext>, boolean, boolean]>([
    // [case, route, context change, may open, shows in menu]
    ['an area the role has', page('a', { area: 'promote' }), {}, true, true],
    ['an area the role lacks', page('a', { area: 'errorPrevention' }), { role: 'OPERATE' }, false, false],
    ['a designer in common assets', page('a', { area: 'assetsCommon' }), { role: 'DESIGNER' }, true, true],
    ['a designer in titles', page('a', { area: 'assetsTitles' }), { role: 'DESIGNER' }, false, false],
    ['an agent in the account section', page('a', { area: 'account' }), { role: 'AGENT_SECOND' }, true, true],
    ['an agent in tools', page('a', { area: 'tools' }), { role: 'AGENT_FIRST' }, false, false],
    ['a buttonConfig flag that is on', page('a', { requires: { buttonConfig: 'AI_LAB_BUTTON' } }), {}, true, true],
    ['a buttonConfig flag that is off', page('a', { requires: { buttonConfig: 'AI_LAB_BUTTON' } }), { buttonConfig: { AI_LAB_BUTTON: false } }, false, false],
    ['a buttonConfig flag that is missing', page('a', { requires: { buttonConfig: 'SHOW_BOARD_BUTTON' } }), { buttonConfig: {} }, false, false],
    ['a dynamic key granted', page('a', { requires: { dynamicKey: 'deliveryDmp' } }), {}, true, true],
    ['a dynamic key not granted', page('a', { requires: { dynamicKey: 'deliveryDmp' } }), { dynamicKeys: [] }, false, false],
    ['showPerformance 1', page('a', { requires: { performance: true } }), {}, true, true],
    ['showPerformance 0', page('a', { requires: { performance: true } }), { showPerformance: false }, false, false],
    ['bilibili with showBilibili 1', page('a', { media: 'bilibili' }), {}, true, true],
    ['bilibili with showBilibili 0', page('a', { media: 'bilibili' }), { showBilibili: false }, false, false],
    ['another media with showBilibili 0', page('a', { media: 'baidu' }), { showBilibili: false }, true, true],
    ['a hidden route opens but is not in the menu', page('a', { hidden: true }), {}, true, false],
    ['the manage section never shows', page('a', { section: 'manage', area: 'manage' }), {}, true, false],
    ['a standalone share page is not in the menu', page('a', { standalone: true }), {}, true, false],
    ['mediaAccountManage is hidden in the older model', page('mediaAccountManage', { area: 'mediaAccountManage' }), {}, true, false],
    ['baiduMediaAccountManage is hidden in the older model', page('baiduMediaAccountManage', { area: 'mediaAccountManage' }), {}, true, false],
  ])('%s', (_, route, change, opens, shows) => {
    const c = { ...ctx, ...change };
    expect(canOpenRoute(route, c)).toBe(opens);
    expect(isInLegacyMenu(route, c)).toBe(shows);
  });
});

describe('legacyMediaAccountRedirect', () => {
  it.each([
    ['mediaAccountManage', 'newAccount'],
    ['toutiaoMediaAccountManage', 'toutiaoMediaAccount'],
    ['bilibiliMediaAccountManageAdd', 'bilibiliMediaAccountAdd'],
    ['toutiaoMediaAccount', undefined],
    ['projectManage', undefined],
  ])('%s → %s', (from, to) => {
    expect(legacyMediaAccountRedirect(from)).toBe(to);
  });
});

const titles = (entries: MenuEntry[]): unknown => entries.map((e) => (e.children.length ? { [e.title]: titles(e.children) } : e.title));

const tables: AppRoute[] = [
  page('indexHome', { title: '首页', section: 'home', area: 'home', offline: '即将下线' }),
  page('dashboard', { title: '数据看板', section: 'home', area: 'home', external: 'dashboardUrl', requires: { buttonConfig: 'SHOW_BOARD_BUTTON' } }),
  page('newAccount', {
    title: '媒体账户',
    section: 'account',
    area: 'account',
    redirect: 'toutiaoMediaAccount',
    children: [page('toutiaoMediaAccount', { title: '巨量引擎' }), page('bilibiliMediaAccount', { title: '哔哩哔哩', media: 'bilibili' })],
  }),
  page('mediaAccountManage', { title: '媒体账户管理', section: 'account', area: 'mediaAccountManage' }),
  page('projectManage', { title: '项目管理', section: 'account', area: 'projectManage' }),
  page('bilibiliDelivery', {
    title: '哔哩哔哩',
    section: 'promote',
    area: 'promote',
    media: 'bilibili',
    redirect: 'bilibiliDeliveryAccount',
    children: [page('bilibiliDeliveryAccount', { title: '账户' })],
  }),
  page('userManage', { title: '用户管理', section: 'manage', area: 'manage' }),
];

describe('buildLegacyMenu', () => {
  it('gives ADMIN every section in header order, with the home offline notice', () => {
    const menu = buildLegacyMenu(tables, ctx);
    expect(titles(menu)).toEqual([
      { 首页: ['首页', '数据看板'] },
      { 账户管理: [{ 媒体账户: ['巨量引擎', '哔哩哔哩'] }, '项目管理'] },
      { 推广管理: [{ 哔哩哔哩: ['账户'] }] },
    ]);
    expect(menu[0]?.children[0]).toMatchObject({ offline: '即将下线', path: '/x/indexHome' });
    expect(menu[0]?.children[1]).toMatchObject({ external: 'dashboardUrl', path: undefined });
  });

  it('drops a parent whose children are all filtered out, and a section left empty', () => {
    const menu = buildLegacyMenu(tables, { ...ctx, role: 'OPERATE', showBilibili: false, buttonConfig: {} });
    expect(titles(menu)).toEqual([{ 首页: ['首页'] }, { 账户管理: [{ 媒体账户: ['巨量引擎'] }] }]);
  });

  it('puts the children of an entry titled like its section in its place', () => {
    const tools = [page('tools', { title: '工具', section: 'tools', area: 'tools', children: [page('aiAssistant', { title: 'AI助手' })] })];
    expect(titles(buildLegacyMenu(tools, ctx))).toEqual([{ 工具: ['AI助手'] }]);
  });

  it('gives an agent only the account section, without project management', () => {
    expect(titles(buildLegacyMenu(tables, { ...ctx, role: 'AGENT_FIRST' }))).toEqual([{ 账户管理: [{ 媒体账户: ['巨量引擎', '哔哩哔哩'] }] }]);
  });
});

const tree: RbacMenuNode[] = [
  { code: 'projectManage', name: '项目' },
  { code: 'account', name: '账户管理', children: [{ code: 'mediaAccountManage', name: '媒体账户管理', disable: true }] },
  {
    code: 'promote',
    name: '推广管理',
    children: [
      { code: 'bilibiliDelivery', name: 'B站投放', isHomePage: true },
      { code: 'kuaishouDelivery', name: '快手投放', disable: true, children: [{ code: 'kuaishouDeliveryPlan' }] },
    ],
  },
  { code: 'unknownThing', name: '未知' },
];

describe('the 2.0 model', () => {
  const byName = indexRoutes(tables);

  it('allows enabled nodes, keeps mediaAccountManage, and drops disabled subtrees', () => {
    expect([...rbacAllowedNames(tree)].sort()).toEqual(['account', 'bilibiliDelivery', 'mediaAccountManage', 'projectManage', 'promote', 'unknownThing'].sort());
  });

  it('lands on the node flagged isHomePage', () => {
    expect(rbacHomeRoute(tree)).toBe('bilibiliDelivery');
  });

  it('lands on the first enabled leaf when no node is the home page', () => {
    expect(rbacHomeRoute([{ code: 'a', disable: true }, { code: 'b', children: [{ code: 'c' }] }])).toBe('c');
  });

  it('builds the menu from the server tree with the server titles, hiding disabled nodes and unknown codes', () => {
    const menu = buildRbacMenu(tree, byName);
    expect(titles(menu)).toEqual(['项目', { 账户管理: ['媒体账户管理'] }, { 推广管理: ['B站投放'] }]);
    expect(menu[0]).toMatchObject({ path: '/x/projectManage' });
  });
});

describe('gadget mode and the route index', () => {
  const gadgetTables = [page('reportViewGdt', { title: '报表查看' }), page('accountManagement', { title: '账户管理' }), ...tables];

  it('shows report view and account management only', () => {
    expect(titles(buildGadgetMenu(indexRoutes(gadgetTables)))).toEqual(['报表查看', '账户管理']);
  });

  it('knows each route ancestors, nearest first', () => {
    const ancestors = routeAncestors([page('a', { children: [page('b', { children: [page('c')] })] })]);
    expect(ancestors.get('c')).toEqual(['b', 'a']);
    expect(ancestors.get('a')).toEqual([]);
  });

  it('indexes children with their inherited area', () => {
    expect(indexRoutes(tables).get('toutiaoMediaAccount')).toMatchObject({ area: 'account', section: 'account' });
  });
});
