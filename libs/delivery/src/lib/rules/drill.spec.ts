import { describe, expect, it } from 'vitest';
import { defineDeliveryMedia } from '../config/delivery-config';
import { drillUrl, levelUrl, pathCrumbs, readUrlParams } from './drill';

describe('drill-down', () => {
  const config = defineDeliveryMedia('baidu', { account: { child: 'plan' }, plan: { child: 'unit' }, unit: { child: 'creative' }, creative: {} });

  it('leads a row to its level\'s child, filtered to it; the bottom level nowhere', () => {
    expect(drillUrl(config, 'account', '12')).toBe('/baidu-app/promote/baidu/delivery/plan?parentId=12');
    expect(drillUrl(config, 'creative', '9')).toBeNull();
    expect(levelUrl('gdt', 'group', { editId: 5 })).toBe('/gdt-app/promote/gdtV3/delivery/group?editId=5');
  });

  it('reads the parent and the edit from the URL, ignoring nonsense', () => {
    expect(readUrlParams('?parentId=12&editId=5')).toEqual({ parentId: '12', editId: 5 });
    expect(readUrlParams('?parentId=&editId=x')).toEqual({ parentId: null, editId: null });
  });

  it('shows the path from 全部账户 down, each step leading to what it opens', () => {
    expect(
      pathCrumbs(config, 'unit', [
        { level: 'account', id: '12', name: '百度账户一' },
        { level: 'plan', id: '300', name: '计划甲' },
      ]),
    ).toEqual([
      { name: '全部账户', path: '/baidu-app/promote/baidu/delivery/account' },
      { name: '百度账户一', path: '/baidu-app/promote/baidu/delivery/plan?parentId=12' },
      { name: '计划甲 · 单元' },
    ]);
    expect(pathCrumbs(config, 'plan', [])).toEqual([]);
  });
});
