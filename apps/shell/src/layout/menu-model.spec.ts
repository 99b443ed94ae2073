import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@toufang/domain';
import { firstPath, groupedTree, trailTo, withGroups } from './menu-model';

const e = (key: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({ key, title: key, children: [], ...extra });

describe('menu model', () => {
  it('gathers grouped entries under one entry per group, in first-appearance order', () => {
    const grouped = withGroups([e('library'), e('target', { group: '巨量引擎' }), e('dmp'), e('landing', { group: '巨量引擎' }), e('gdtTarget', { group: '腾讯广告' })], 'assets');
    expect(grouped.map((g) => [g.title, g.children.map((c) => c.key)])).toEqual([
      ['library', []],
      ['巨量引擎', ['target', 'landing']],
      ['dmp', []],
      ['腾讯广告', ['gdtTarget']],
    ]);
    expect(grouped[1]?.key).toBe('group:assets:巨量引擎');
    // Grouping the group's own children again changes nothing.
    expect(withGroups(grouped[1]?.children ?? [], grouped[1]?.key ?? '').map((g) => g.key)).toEqual(['target', 'landing']);
  });

  it('groups every level of a tree once', () => {
    const tree = groupedTree([e('dmp', { children: [e('my', { group: '人群' }), e('crowd', { group: '人群' })] })], 'assets');
    expect(tree[0]?.children.map((c) => [c.key, c.children.map((x) => x.key)])).toEqual([['group:dmp:人群', ['my', 'crowd']]]);
  });

  it('finds the first page of an entry', () => {
    expect(firstPath(e('promote', { children: [e('toutiao', { children: [e('account', { path: '/a' })] })] }))).toBe('/a');
    expect(firstPath(e('x', { path: '/x', children: [e('y', { path: '/y' })] }))).toBe('/x');
    expect(firstPath(e('empty'))).toBeUndefined();
  });

  it('finds the trail to a route, or to its nearest ancestor in the menu', () => {
    const menu = [e('promote', { children: [e('toutiaoDelivery', { children: [e('toutiaoDeliveryPlan')] })] })];
    expect(trailTo(menu, ['toutiaoDeliveryPlan']).map((x) => x.key)).toEqual(['promote', 'toutiaoDelivery', 'toutiaoDeliveryPlan']);
    expect(trailTo(menu, ['hiddenThing', 'toutiaoDelivery']).map((x) => x.key)).toEqual(['promote', 'toutiaoDelivery']);
    expect(trailTo(menu, ['nowhere'])).toEqual([]);
  });
});
