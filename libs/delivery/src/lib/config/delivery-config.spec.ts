import { BID, DELIVERY_LEVELS, MEDIA_CODES, mediaMetrics } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_METRIC_COLUMNS,
  defineDeliveryLevel,
  defineDeliveryMedia,
  deliveryConfigProblems,
  deliveryPageSizeKey,
  deliveryScene,
  levelConfig,
  metricTitle,
  type DeliveryMediaConfig,
} from './delivery-config';

const gdt = () =>
  defineDeliveryMedia('gdt', {
    account: { child: 'group', budget: { min: 50 } },
    group: { child: 'creative', bid: { min: 0.1, max: 5000 }, budget: { min: 50, minStep: 50, editsPerDay: 3 }, rename: { maxLength: 60 } },
    creative: {},
  });

describe('delivery level configuration', () => {
  it('fills a level from the registry and the metric vocabulary', () => {
    const plan = defineDeliveryLevel('baidu', 'plan', { child: 'unit', bid: {}, budget: { min: 50 }, rename: { maxLength: 30 } });
    expect(plan.label).toBe('计划');
    expect(plan.child).toBe('unit');
    expect(plan.columns[0]).toMatchObject({ key: 'name', title: '计划名称', locked: true, sortable: true });
    expect(plan.columns.filter((c) => c.kind === 'metric').map((c) => c.key)).toEqual(mediaMetrics('baidu'));
    expect(plan.columns.find((c) => c.key === 'cost')).toMatchObject({ title: '总消耗（元）', align: 'right', sortable: true, group: 'spend' });
    expect(plan.columns.find((c) => c.key === 'click')?.title).toBe('点击数');
    expect(plan.columns.find((c) => c.key === 'budget')?.title).toBe('日预算（元）');
    expect(plan.columns.find((c) => c.key === 'bid')?.title).toBe('出价（元）');
    expect(defineDeliveryLevel('qianchuan', 'plan', { bid: { label: 'ROI系数', roiRatio: true } }).columns.find((c) => c.key === 'bid')?.title).toBe('ROI系数');
    expect(plan.columns.find((c) => c.key === 'ctr')?.title).toBe('点击率（%）');
    expect(plan.defaultColumns).toEqual(['name', 'status', 'accountName', 'review', 'learning', 'budget', 'bid', ...DEFAULT_METRIC_COLUMNS]);
    expect(plan.actions).toEqual({
      status: true,
      bid: { label: '出价', min: BID.MIN, max: BID.MAX, precision: BID.PRECISION, roiRatio: false },
      budget: { label: '日预算', min: 50, max: expect.any(Number), minStep: 0, editsPerDay: null, allowUnlimited: true },
      rename: { maxLength: 30 },
    });
  });

  it('offers the account id on the account level and the account name below it; a level edits only what it says', () => {
    const account = defineDeliveryLevel('toutiao', 'account', { child: 'project' });
    expect(account.defaultColumns.slice(0, 3)).toEqual(['name', 'status', 'advertiserId']);
    expect(account.columns.map((c) => c.key)).not.toContain('bid');
    expect(account.actions).toEqual({ status: true });
    expect(account.columns[0].title).toBe('账户名称');
  });

  it('offers a media its own metrics and no other media\'s', () => {
    const qianchuan = defineDeliveryLevel('qianchuan', 'plan', {});
    expect(qianchuan.columns.map((c) => c.key)).toEqual(expect.arrayContaining(['payAmount', 'payRoi']));
    const baidu = defineDeliveryLevel('baidu', 'plan', {});
    expect(baidu.columns.map((c) => c.key)).not.toContain('payRoi');
    expect(metricTitle('payRoi')).toBe('支付ROI');
  });

  it('refuses a level the media does not have', () => {
    expect(() => defineDeliveryLevel('gdt', 'plan', {})).toThrow(/no delivery level plan/);
  });

  it('configures every level of a media; levelConfig finds one or names what is missing', () => {
    const config = gdt();
    expect(Object.keys(config.levels)).toEqual([...DELIVERY_LEVELS.gdt]);
    expect(levelConfig(config, 'group').label).toBe('广告');
    expect(() => levelConfig({ media: 'gdt', levels: {} }, 'group')).toThrow(/no level group/);
  });
});

describe('deliveryConfigProblems', () => {
  it('finds none in a sound configuration', () => {
    expect(deliveryConfigProblems(gdt())).toEqual([]);
  });

  it('names a missing level, a foreign level, a wrong label and a bad drill-down', () => {
    const config = gdt();
    const broken: DeliveryMediaConfig = {
      media: 'gdt',
      levels: {
        account: { ...levelConfig(config, 'account'), child: undefined },
        group: { ...levelConfig(config, 'group'), label: '广告组', child: 'group' },
        plan: { ...levelConfig(config, 'group'), level: 'plan' },
      },
    };
    const problems = deliveryConfigProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'level creative is not configured',
        'gdt.plan: gdt has no such level',
        'gdt.group: label 广告组 is not the registry\'s 广告',
        'gdt.group: drills into itself',
        'gdt.account: the account level must drill into a level',
      ]),
    );
  });

  it('names columns that drift from the vocabulary and limits that cannot hold', () => {
    const group = levelConfig(gdt(), 'group');
    const { bid, budget } = group.actions;
    if (!bid || !budget) throw new Error('the gdt group edits bids and budgets');
    const problems = deliveryConfigProblems({
      media: 'gdt',
      levels: {
        ...gdt().levels,
        group: {
          ...group,
          columns: [...group.columns.filter((c) => c.key !== 'ctr' && c.key !== 'bid'), { ...group.columns[1], key: 'payRoi', kind: 'metric' }],
          defaultColumns: ['status', 'ctr'],
          actions: { ...group.actions, bid: { ...bid, min: 10, max: 1 }, budget: { ...budget, editsPerDay: 1.5 } },
        },
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'gdt.group: gdt does not report payRoi',
        'gdt.group: metric ctr is not offered',
        'gdt.group: default column ctr is not offered',
        'gdt.group: the default columns must start with the name',
        'gdt.group: bid is edited but not offered as a column',
        'gdt.group: bid range 10–1 is not sound',
        'gdt.group: budget edits per day must be a whole number',
      ]),
    );
  });

  it('holds for a minimal configuration of every media', () => {
    for (const media of MEDIA_CODES) {
      const levels = DELIVERY_LEVELS[media];
      const specs = Object.fromEntries(levels.map((level, i) => [level, i + 1 < levels.length ? { child: levels[i + 1] } : {}]));
      expect(deliveryConfigProblems(defineDeliveryMedia(media, specs as never))).toEqual([]);
    }
  });
});

describe('names kept per level', () => {
  it('saves filter templates under delivery.<media>.<level> and the page size under a table_ key', () => {
    expect(deliveryScene('toutiao', 'plan')).toBe('delivery.toutiao.plan');
    expect(deliveryPageSizeKey('kuaishou', 'delivery-group')).toBe('table_delivery_kuaishou_delivery-group_page_size');
  });
});
