import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { withPages, type PageLoader, type SubAppRoute } from '../../sub-app';

const Page: ComponentType = () => null;
const planPage: PageLoader = () => Promise.resolve({ default: Page });
const unitPage: PageLoader = () => Promise.resolve({ default: Page });

const table: SubAppRoute[] = [
  {
    name: 'baiduDelivery',
    path: 'baidu-app/promote/baidu/delivery',
    title: '百度营销',
    children: [
      { name: 'baiduDeliveryPlan', path: 'baidu-app/promote/baidu/delivery/plan', title: '计划' },
      { name: 'baiduDeliveryUnit', path: 'baidu-app/promote/baidu/delivery/unit', title: '单元', page: unitPage },
    ],
  },
];

describe('withPages (the sub-application contract)', () => {
  it('puts each page on the route of that name, at any depth, keeping every other field', () => {
    const [delivery] = withPages(table, { baiduDeliveryPlan: planPage });
    expect(delivery.page).toBeUndefined();
    expect(delivery.children?.[0]).toEqual({ name: 'baiduDeliveryPlan', path: 'baidu-app/promote/baidu/delivery/plan', title: '计划', page: planPage });
  });

  it('keeps a page a route already has, unless the map names that route', () => {
    expect(withPages(table, {})[0].children?.[1].page).toBe(unitPage);
    expect(withPages(table, { baiduDeliveryUnit: planPage })[0].children?.[1].page).toBe(planPage);
  });

  it('throws for a name that is no route of the table, so a misspelt page fails the route test', () => {
    expect(() => withPages(table, { baiduDeliveryPlna: planPage })).toThrow('withPages: no route named baiduDeliveryPlna in this table');
  });

  it('does not change the table it was given', () => {
    withPages(table, { baiduDeliveryPlan: planPage });
    expect(table[0].children?.[0].page).toBeUndefined();
  });
});
