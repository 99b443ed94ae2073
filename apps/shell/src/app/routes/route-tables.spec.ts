import { matchPath } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubAppRoute } from '@toufang/api/sub-app';
import { catalogueLeaves, flattenRoutes, menuTreeFromSelection, permissionCatalogue, rbacAllowedNames, selectionFromMenuTree } from '@toufang/domain';
import { labUser } from '../../pages/ai-lab/ai-lab-fixture';
import { aiLabCards } from '../../pages/ai-lab/ai-lab-rules';
import { loadRouteTables, withShellPages } from './route-tables';
import { SHELL_ROUTES } from './shell-routes';

describe('the route walk over the composed table (docs/design/live-home.md §1.1)', () => {
  let table: SubAppRoute[];
  let flat: SubAppRoute[];
  beforeAll(async () => {
    table = await loadRouteTables();
    flat = flattenRoutes(table);
  });

  it('gives every route a page, a redirect or an external link (no page says 暂未开放)', () => {
    expect(flat.length).toBeGreaterThan(200);
    const without = flat.filter((route) => !route.page && !route.redirect && !route.external).map((route) => route.name);
    expect(without).toEqual([]);
  });

  it('puts the libraries\' shell pages on the shell\'s routes, and throws for a name that is no shell route', () => {
    const byName = new Map(flat.map((route) => [route.name, route]));
    expect(byName.get('reportViewGdt')?.page).toBeDefined();
    expect(byName.get('accountManagementGdt')?.page).toBeDefined();
    const page = async () => ({ default: () => null });
    expect(() => withShellPages(SHELL_ROUTES, [{ routes: [], shellPages: { gdtDeliveryAccount: page } }])).toThrow('no route named gdtDeliveryAccount');
    expect(() => withShellPages(SHELL_ROUTES, [{ routes: [], shellPages: { home: page } }, { routes: [], shellPages: { home: page } }])).toThrow('two libraries');
  });

  it('redirects only to routes of the table that open something', () => {
    const byName = new Map(flat.map((route) => [route.name, route]));
    for (const route of flat.filter((r) => r.redirect)) {
      const target = byName.get(route.redirect as string);
      const opens = Boolean(target?.page || target?.redirect);
      expect(opens, `${route.name} → ${route.redirect}`).toBe(true);
    }
  });

  it('links every card of AI实验室 to a route of the table that has a page', () => {
    const flags = ['AI_LAB_BUTTON', 'AI_AIDE_CONFIG_BUTTON', 'USER_LIB_BUTTON', 'SHOW_QIANCHUAN_BUTTON'] as const;
    const cards = aiLabCards(table, labUser('ADMIN', flags));
    expect(cards.map((card) => card.key)).toEqual(['aiAssistant', 'aiCreate', 'aiExpand']);
    for (const link of cards.flatMap((card) => card.links)) {
      const route = flat.find((r) => matchPath(`/${r.path}`, link.to));
      expect(route?.name, link.to).toBe(link.name);
      expect(route?.page, link.to).toBeDefined();
    }
    expect(cards[1].links.map((link) => link.label)).toEqual(['巨量引擎', '腾讯广告3.0', '磁力智投', '百度营销', '巨量千川', '哔哩哔哩']);
  });
});

describe('the composed route table as the roles page reads it (SubAppProps.routes)', () => {
  it('makes a permission catalogue without repeated codes, every section of the menu in it', async () => {
    const routes = await loadRouteTables();
    const catalogue = permissionCatalogue(routes);
    expect(catalogue.map((node) => node.code)).toEqual(['home', 'account', 'promote', 'assets', 'tools', 'liveControl', 'manage']);
    const leaves = catalogueLeaves(catalogue).map((leaf) => leaf.code);
    for (const name of ['roleManage', 'userManage', 'departmentManage', 'projectManage', 'toutiaoDeliveryPlan', 'operationLog']) expect(leaves).toContain(name);
    // Working pages are no menu nodes: the role decides them (shell spec §6).
    expect(leaves).not.toContain('toutiaoAdSpeedCreate');
  });

  it('reads every page back checked, and lets the tree open it, when it is checked alone', async () => {
    const catalogue = permissionCatalogue(await loadRouteTables());
    for (const leaf of catalogueLeaves(catalogue).filter((l) => !l.fixed)) {
      const tree = menuTreeFromSelection(catalogue, { checked: new Set([leaf.code]), homePage: leaf.code });
      expect([...selectionFromMenuTree(catalogue, tree).checked]).toContain(leaf.code);
      expect(rbacAllowedNames(tree).has(leaf.code)).toBe(true);
    }
  });
});
