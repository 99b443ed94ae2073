import { describe, expect, it } from 'vitest';
import { defineDeliveryLevel } from '../config/delivery-config';
import { chooserOptions, columnsToSave, selectedItems, visibleColumns } from './columns';

describe('columns', () => {
  const plan = defineDeliveryLevel('toutiao', 'plan', { bid: {}, budget: { min: 300 } });

  it('shows the saved columns the level still offers, the name first, or the defaults', () => {
    expect(visibleColumns(plan, null).map((c) => c.key)).toEqual(plan.defaultColumns);
    expect(visibleColumns(plan, ['cost', 'gone', 'ctr']).map((c) => c.key)).toEqual(['name', 'cost', 'ctr']);
    expect(visibleColumns(plan, ['gone']).map((c) => c.key)).toEqual(plan.defaultColumns);
    expect(visibleColumns(plan, ['ctr', 'name', 'ctr']).map((c) => c.key)).toEqual(['name', 'ctr']);
  });

  it('saves null for the defaults, else the keys in order', () => {
    expect(columnsToSave(plan, [...plan.defaultColumns])).toBeNull();
    expect(columnsToSave(plan, ['ctr', 'cost'])).toEqual(['name', 'ctr', 'cost']);
  });

  it('groups the chooser by 基础属性 and the metric groups, the name unlocked', () => {
    const options = chooserOptions(plan);
    expect(options.map((o) => o.title)).toEqual(['基础属性', '消耗与展现', '转化', '应用']);
    expect(options[0].children?.[0]).toEqual({ key: 'name', title: '广告计划名称', unlock: true });
    expect(selectedItems(plan, ['cost'])).toEqual([
      { key: 'name', label: '广告计划名称', disabled: true },
      { key: 'cost', label: '总消耗（元）' },
    ]);
  });
});
