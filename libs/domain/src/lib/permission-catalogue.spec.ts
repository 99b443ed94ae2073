import { describe, expect, it } from 'vitest';
import type { AppRoute } from './app-routes';
import { BUTTON_CONFIG_FLAGS } from './button-config';
import { buildRbacMenu, indexRoutes, rbacAllowedNames, rbacHomeRoute, type RbacMenuNode } from './menu-filter';
import {
  ACTION_CODES,
  ACTION_NAMES,
  catalogueLeaves,
  fixedLeaves,
  homePageOptions,
  menuTreeFromSelection,
  permissionCatalogue,
  selectionFromMenuTree,
  type PermissionNode,
} from './permission-catalogue';

const route = (name: string, title: string, fields: Partial<AppRoute> = {}): AppRoute => ({ name, title, path: name, ...fields });

/** A small composed table with the shapes of the real one. */
const ROUTES: AppRoute[] = [
  route('home', '首页', { section: 'home', hidden: true }),
  route('indexHome', '首页', { section: 'home' }),
  route('dashboard', '数据看板', { section: 'home', external: 'dashboardUrl' }),
  route('newAccount', '媒体账户', {
    section: 'account',
    redirect: 'toutiaoMediaAccount',
    children: [route('toutiaoMediaAccount', '巨量引擎'), route('toutiaoMediaAccountAdd', '添加巨量引擎账户', { hidden: true })],
  }),
  route('projectManage', '项目管理', { section: 'account' }),
  route('mediaAccountManage', '媒体账户管理', { section: 'account', children: [route('toutiaoMediaAccountManage', '巨量引擎'), route('gdtMediaAccountManage', '腾讯广告3.0')] }),
  route('manage', '系统管理', { section: 'manage', children: [route('departmentManage', '部门管理'), route('roleManage', '角色管理')] }),
  route('toutiaoDelivery', '巨量引擎', { section: 'promote', children: [route('toutiaoDeliveryAccount', '账户'), route('toutiaoDeliveryPlan', '广告计划')] }),
  route('toutiaoAdSpeedCreate', '快速创建广告计划', { section: 'promote', hidden: true }),
  route('materialReviewShare', '素材审核分享', { section: 'assets', hidden: true, standalone: true }),
  route('tools', '工具', {
    section: 'tools',
    children: [route('accountTool', '账户工具', { children: [route('operationLog', '操作日志'), route('messageCenter', '消息中心')] }), route('adDiagnosis', '广告诊断')],
  }),
];

const catalogue = permissionCatalogue(ROUTES);

const outline = (nodes: readonly PermissionNode[]): unknown => nodes.map((n) => (n.children.length ? { [n.code]: outline(n.children) } : n.code));

const select = (checked: string[], homePage: string | null = null) => ({ checked: new Set(checked), homePage });

describe('permissionCatalogue', () => {
  it('holds one node per section in header order, with its menu routes and their children; hidden and standalone routes are no nodes', () => {
    expect(outline(catalogue)).toEqual([
      { home: ['indexHome', 'dashboard'] },
      { account: [{ newAccount: ['toutiaoMediaAccount'] }, 'projectManage', { mediaAccountManage: ['toutiaoMediaAccountManage', 'gdtMediaAccountManage'] }] },
      { promote: [{ toutiaoDelivery: ['toutiaoDeliveryAccount', 'toutiaoDeliveryPlan'] }] },
      { tools: [{ accountTool: ['operationLog', 'messageCenter'] }, 'adDiagnosis'] },
      { manage: ['departmentManage', 'roleManage'] },
    ]);
  });

  it('titles sections by MENU_SECTIONS and routes by their own titles', () => {
    expect(catalogue.map((n) => n.title)).toEqual(['首页', '账户管理', '推广管理', '工具', '系统管理']);
    expect(catalogue[2].children[0].children.map((n) => [n.kind, n.title])).toEqual([
      ['route', '账户'],
      ['route', '广告计划'],
    ]);
    expect(catalogue[0].kind).toBe('section');
  });

  it('marks the always-kept entry and its pages fixed, and the dashboard external', () => {
    expect(fixedLeaves(catalogue)).toEqual(['toutiaoMediaAccountManage', 'gdtMediaAccountManage']);
    expect(catalogue[0].children[1]).toMatchObject({ code: 'dashboard', external: true });
  });

  it('throws when two nodes would share a code', () => {
    expect(() => permissionCatalogue([route('a', 'A', { section: 'account' }), route('b', 'B', { section: 'promote', children: [route('a', 'A2')] })])).toThrow(
      'permissionCatalogue: code a appears twice',
    );
  });

  it('lists the leaves in tree order', () => {
    expect(catalogueLeaves(catalogue).map((n) => n.code)).toEqual([
      'indexHome',
      'dashboard',
      'toutiaoMediaAccount',
      'projectManage',
      'toutiaoMediaAccountManage',
      'gdtMediaAccountManage',
      'toutiaoDeliveryAccount',
      'toutiaoDeliveryPlan',
      'operationLog',
      'messageCenter',
      'adDiagnosis',
      'departmentManage',
      'roleManage',
    ]);
  });
});

describe('menuTreeFromSelection', () => {
  const tree = menuTreeFromSelection(catalogue, select(['projectManage', 'toutiaoDeliveryPlan', 'operationLog'], 'toutiaoDeliveryPlan'));

  it('answers the whole catalogue with every MenuNode field, disabling what is not checked', () => {
    expect(tree.map((n) => [n.code, n.name, n.disable])).toEqual([
      ['home', '首页', true],
      ['account', '账户管理', false],
      ['promote', '推广管理', false],
      ['tools', '工具', false],
      ['manage', '系统管理', true],
    ]);
    const promote = tree[2].children[0];
    expect(promote).toEqual({
      code: 'toutiaoDelivery',
      name: '巨量引擎',
      disable: false,
      isHomePage: false,
      children: [
        { code: 'toutiaoDeliveryAccount', name: '账户', disable: true, isHomePage: false, children: [] },
        { code: 'toutiaoDeliveryPlan', name: '广告计划', disable: false, isHomePage: true, children: [] },
      ],
    });
  });

  it('is what the shell turns into exactly the checked pages (with the always-kept entry) and the chosen home', () => {
    const byName = indexRoutes(ROUTES);
    const titles = (entries: ReturnType<typeof buildRbacMenu>): unknown => entries.map((e) => (e.children.length ? { [e.title]: titles(e.children) } : e.title));
    expect(titles(buildRbacMenu(tree, byName))).toEqual([
      { 账户管理: ['项目管理', { 媒体账户管理: ['巨量引擎', '腾讯广告3.0'] }] },
      { 推广管理: [{ 巨量引擎: ['广告计划'] }] },
      { 工具: [{ 账户工具: ['操作日志'] }] },
    ]);
    expect(rbacHomeRoute(tree)).toBe('toutiaoDeliveryPlan');
    const allowed = rbacAllowedNames(tree);
    expect(allowed.has('toutiaoDeliveryPlan')).toBe(true);
    expect(allowed.has('messageCenter')).toBe(false);
    expect(allowed.has('roleManage')).toBe(false);
  });

  it('drops a home page that is not checked, or an external link', () => {
    const flagged = (t: ReturnType<typeof menuTreeFromSelection>) => JSON.stringify(t).includes('"isHomePage":true');
    expect(flagged(menuTreeFromSelection(catalogue, select(['projectManage'], 'roleManage')))).toBe(false);
    expect(flagged(menuTreeFromSelection(catalogue, select(['dashboard'], 'dashboard')))).toBe(false);
  });

  it('keeps the fixed pages enabled even when nothing is checked', () => {
    const empty = menuTreeFromSelection(catalogue, select([]));
    expect(empty[1].disable).toBe(false);
    expect(empty[1].children[2]).toMatchObject({ code: 'mediaAccountManage', disable: false });
  });
});

describe('selectionFromMenuTree', () => {
  it('reads back exactly what was saved', () => {
    const saved = select(['indexHome', 'toutiaoMediaAccount', 'toutiaoDeliveryAccount', 'messageCenter', 'roleManage'], 'roleManage');
    const back = selectionFromMenuTree(catalogue, menuTreeFromSelection(catalogue, saved));
    expect([...back.checked].sort()).toEqual([...saved.checked, ...fixedLeaves(catalogue)].sort());
    expect(back.homePage).toBe('roleManage');
  });

  it('reads a hand-made tree: a childless enabled node grants its pages, disabled subtrees and unknown codes grant nothing', () => {
    const tree: RbacMenuNode[] = [
      { code: 'projectManage', name: '项目管理' },
      { code: 'promote', name: '推广管理', children: [{ code: 'toutiaoDelivery', name: '巨量引擎投放', isHomePage: true }] },
      { code: 'tools', name: '工具', disable: true, children: [{ code: 'operationLog', name: '操作日志' }] },
      { code: 'nothingKnown', name: '不存在' },
    ];
    const back = selectionFromMenuTree(catalogue, tree);
    expect([...back.checked].sort()).toEqual(['gdtMediaAccountManage', 'projectManage', 'toutiaoDeliveryAccount', 'toutiaoDeliveryPlan', 'toutiaoMediaAccountManage']);
    // A parent flagged as home stands for its first checked page.
    expect(back.homePage).toBe('toutiaoDeliveryAccount');
  });

  it('reads an empty tree as nothing checked but the fixed pages, and no home page', () => {
    expect(selectionFromMenuTree(catalogue, [])).toEqual({ checked: new Set(fixedLeaves(catalogue)), homePage: null });
  });
});

describe('homePageOptions', () => {
  it('offers the checked pages that open in the desk, and the fixed pages', () => {
    expect(homePageOptions(catalogue, new Set(['dashboard', 'roleManage'])).map((n) => n.code)).toEqual(['toutiaoMediaAccountManage', 'gdtMediaAccountManage', 'roleManage']);
  });
});

describe('ACTION_NAMES', () => {
  it('names every buttonConfig flag in Chinese, in the flags order', () => {
    expect(ACTION_CODES).toEqual(BUTTON_CONFIG_FLAGS);
    expect(Object.keys(ACTION_NAMES).sort()).toEqual([...BUTTON_CONFIG_FLAGS].sort());
    for (const code of ACTION_CODES) expect(ACTION_NAMES[code]).toMatch(/[\u4e00-\u9fa5]/);
  });
});
