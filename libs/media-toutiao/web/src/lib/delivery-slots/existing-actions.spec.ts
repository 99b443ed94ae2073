import { describe, expect, it } from 'vitest';
import { slotsOfLevel } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../delivery-config';
import { copyPath, updatePath } from './existing-actions';

describe('复制 and 修改 of 巨量引擎’s delivery rows', () => {
  it('leads each level to its route of shell spec §2.3, the object’s media id as :id', () => {
    expect(updatePath('delivery-group', '11')).toBe('/toutiao-app/ad/update/group/11');
    expect(updatePath('plan', '12')).toBe('/toutiao-app/ad/update/toutiao/12');
    expect(updatePath('creative', '13')).toBe('/toutiao-app/ad/update/creative/13');
    expect(updatePath('ad', '14')).toBe('/toutiao-app/ad/update/toutiao-fast/14');
    expect(updatePath('account', '1')).toBeNull();
    expect(copyPath('plan', '12')).toBe('/toutiao-app/ad/copyPlan/12');
    expect(copyPath('project', '15')).toBe('/toutiao-app/ad/copy/toutiao/15');
    expect(copyPath('creative', '13')).toBeNull();
  });

  it('keeps 复制ID and adds 批量创建 on every level', () => {
    expect(slotsOfLevel(DELIVERY_CONFIG.slots, 'account').toolbar.map((e) => e.key)).toEqual(['copy-ids', 'batch-create']);
    expect(slotsOfLevel(DELIVERY_CONFIG.slots, 'creative').rowActions.map((a) => a.key)).toEqual(['update']);
  });
});
