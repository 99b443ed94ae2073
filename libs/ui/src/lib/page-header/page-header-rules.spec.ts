import { describe, expect, it } from 'vitest';
import { activeTabKey, assertRouteLink, hasTabs, ROUTE_LINK_REQUIRES_TABS } from './page-header-rules';

const tabs = [
  { key: 'adList', label: '广告' },
  { key: 'planList', label: '计划' },
  { key: 'creativeList', label: '创意', disabled: true },
];

describe('page header rules', () => {
  it('names the error in Chinese and English: route linking requires tabs', () => {
    expect(ROUTE_LINK_REQUIRES_TABS).toBe('路由联动需要开启标签页（routeLink requires tabs）');
  });

  it('route linking without tabs (none or an empty list) throws the error', () => {
    expect(() => assertRouteLink(true, undefined)).toThrow(new Error(ROUTE_LINK_REQUIRES_TABS));
    expect(() => assertRouteLink(true, [])).toThrow(ROUTE_LINK_REQUIRES_TABS);
  });

  it('route linking with tabs, or no linking at all, does not throw', () => {
    expect(() => assertRouteLink(true, tabs)).not.toThrow();
    expect(() => assertRouteLink(false, undefined)).not.toThrow();
    expect(() => assertRouteLink(undefined, [])).not.toThrow();
  });

  it('the tabs feature is on with at least one tab', () => {
    expect(hasTabs(undefined)).toBe(false);
    expect(hasTabs([])).toBe(false);
    expect(hasTabs(tabs)).toBe(true);
  });

  it('with route linking the active tab follows the route name, none when the route is not a tab', () => {
    expect(activeTabKey(tabs, { routeLink: true, routeName: 'planList', activeKey: 'adList' })).toBe('planList');
    expect(activeTabKey(tabs, { routeLink: true, routeName: 'report' })).toBe('');
    expect(activeTabKey(tabs, { routeLink: true })).toBe('');
  });

  it('without linking the caller key wins, else the first enabled tab', () => {
    expect(activeTabKey(tabs, { activeKey: 'planList', routeName: 'adList' })).toBe('planList');
    expect(activeTabKey(tabs, {})).toBe('adList');
    expect(activeTabKey([{ key: 'x', label: 'x', disabled: true }, { key: 'y', label: 'y' }], {})).toBe('y');
    expect(activeTabKey([], {})).toBe('');
  });
});
