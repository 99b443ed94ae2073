import { describe, expect, it } from 'vitest';
import type { AppRoute } from './app-routes';
import { flattenRoutes } from './app-routes';
import { routeTableProblems } from './route-table-check';

const good: AppRoute[] = [
  {
    name: 'baiduDelivery',
    path: 'baidu-app/promote/baidu/delivery',
    title: '百度营销',
    section: 'promote',
    area: 'promote',
    redirect: 'baiduDeliveryAccount',
    children: [{ name: 'baiduDeliveryAccount', path: 'baidu-app/promote/baidu/delivery/account', title: '账户' }],
  },
];

describe('routeTableProblems', () => {
  it('accepts a well-formed table', () => {
    expect(routeTableProblems(good, ['baidu-app'])).toEqual([]);
  });

  it.each([
    ['a path outside the prefixes', [{ ...good[0], path: 'gdt-app/x' }], 'outside baidu-app'],
    ['a title without Chinese', [{ ...good[0], title: 'Baidu' }], 'is not Chinese'],
    ['a leading slash', [{ ...good[0], path: '/baidu-app/x' }], 'starts with a slash'],
    ['no section on the first level', [{ ...good[0], section: undefined }], 'names no menu section'],
    ['no area anywhere', [{ ...good[0], area: undefined }], 'no access area'],
    ['an unknown redirect', [{ ...good[0], redirect: 'nowhere' }], 'redirects to unknown nowhere'],
    ['a name that is not camelCase', [{ ...good[0], name: 'Baidu-delivery' }], 'not camelCase'],
    ['a name used twice', [...good, { ...good[0], path: 'baidu-app/other' }], 'used twice'],
  ] as [string, readonly AppRoute[], string][])("reports %s", (_, table, text) => {
    expect(routeTableProblems(table, ['baidu-app']).join('\n')).toContain(text);
  });
});

describe('flattenRoutes', () => {
  it('lists children after parents and passes area, section and media down', () => {
    const flat = flattenRoutes([{ ...good[0], media: 'baidu' }]);
    expect(flat.map((r) => r.name)).toEqual(['baiduDelivery', 'baiduDeliveryAccount']);
    expect(flat[1]).toMatchObject({ area: 'promote', section: 'promote', media: 'baidu' });
  });

  it('passes requirements down, merged with the child own', () => {
    const flat = flattenRoutes([
      { ...good[0], requires: { buttonConfig: 'DIAGNOSIS_CONFIG_BUTTON' }, children: [{ name: 'child', path: 'baidu-app/x', title: '子页', requires: { performance: true } }] },
    ]);
    expect(flat[1]?.requires).toEqual({ buttonConfig: 'DIAGNOSIS_CONFIG_BUTTON', performance: true });
    expect(flattenRoutes(good)[1]?.requires).toBeUndefined();
  });
});
