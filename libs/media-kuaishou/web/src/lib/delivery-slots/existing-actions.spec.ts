import { describe, expect, it } from 'vitest';
import { slotsOfLevel } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../delivery-config';
import { copyPath, updatePath } from './existing-actions';

describe('复制 and 修改 of 磁力智投’s delivery rows', () => {
  it('leads a 广告计划 to copyPlan, a 广告组 to copy, and every level to update with the level as :active', () => {
    expect(copyPath('plan', '101')).toBe('/kuaishou-app/ad/copyPlan/101');
    expect(copyPath('delivery-group', '202')).toBe('/kuaishou-app/ad/copy/kuaishou/202');
    expect(copyPath('delivery-creative', '303')).toBeNull();
    expect(updatePath('delivery-creative', '303')).toBe('/kuaishou-app/ad/update/kuaishou/delivery-creative?id=303');
  });

  it('puts 批量创建 on every level and the row actions on the levels that have routes', () => {
    const keys = (level: Parameters<typeof slotsOfLevel>[1]) => slotsOfLevel(DELIVERY_CONFIG.slots, level);
    expect(keys('account').toolbar.map((e) => e.key)).toEqual(['batch-create']);
    expect(keys('account').rowActions).toEqual([]);
    expect(keys('plan').rowActions.map((a) => a.key)).toEqual(['copy', 'update']);
    expect(keys('delivery-creative').rowActions.map((a) => a.key)).toEqual(['update']);
  });
});
