import { describe, expect, it } from 'vitest';
import { catalogueLeaves, menuTreeFromSelection, permissionCatalogue, rbacAllowedNames, selectionFromMenuTree } from '@toufang/domain';
import { loadRouteTables } from './route-tables';

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
