import { describe, expect, it } from 'vitest';
import {
  ALL_DELIVERY_LEVELS,
  deliveryBasePath,
  DELIVERY_LEVELS,
  deliveryLevelLabel,
  deliveryLevelPath,
  isDeliveryLevel,
  mediaHasBatchTask,
  mediaHasLevel,
} from './delivery-hierarchy';
import { MEDIA_CODES } from './media';

describe('delivery levels (shell spec §2.3)', () => {
  it('has the nine route segments', () => {
    expect(ALL_DELIVERY_LEVELS).toEqual([
      'account',
      'group',
      'delivery-group',
      'plan',
      'unit',
      'creative',
      'project',
      'ad',
      'delivery-creative',
    ]);
  });

  it.each([
    ['toutiao', ['account', 'delivery-group', 'plan', 'creative', 'project', 'ad']],
    ['gdt', ['account', 'group', 'creative']],
    ['kuaishou', ['account', 'plan', 'delivery-group', 'delivery-creative']],
    ['baidu', ['account', 'plan', 'unit', 'creative']],
    ['qianchuan', ['account', 'group', 'plan']],
    ['bilibili', ['account', 'plan', 'unit', 'creative']],
  ] as const)('%s has %j', (media, levels) => {
    expect(DELIVERY_LEVELS[media]).toEqual(levels);
  });

  it.each([
    ['plan', true],
    ['delivery-creative', true],
    ['campaign', false],
    [null, false],
  ])('isDeliveryLevel(%j) is %s', (x, expected) => {
    expect(isDeliveryLevel(x)).toBe(expected);
  });

  it.each([
    ['toutiao', 'project', true],
    ['toutiao', 'unit', false],
    ['gdt', 'plan', false],
    ['kuaishou', 'delivery-creative', true],
    ['kuaishou', 'creative', false],
    ['qianchuan', 'creative', false],
  ] as const)('mediaHasLevel(%s, %s) is %s', (media, level, expected) => {
    expect(mediaHasLevel(media, level)).toBe(expected);
  });
});

describe('delivery level labels', () => {
  it.each([
    ['toutiao', 'account', '账户'],
    ['toutiao', 'delivery-group', '广告组'],
    ['toutiao', 'plan', '广告计划'],
    ['toutiao', 'creative', '广告创意'],
    ['toutiao', 'project', '项目'],
    ['toutiao', 'ad', '广告'],
    ['gdt', 'account', '账户'],
    ['gdt', 'group', '广告'],
    ['gdt', 'creative', '创意'],
    ['kuaishou', 'account', '账户'],
    ['kuaishou', 'plan', '广告计划'],
    ['kuaishou', 'delivery-group', '广告组'],
    ['kuaishou', 'delivery-creative', '广告创意'],
    ['baidu', 'account', '账户'],
    ['baidu', 'plan', '计划'],
    ['baidu', 'unit', '单元'],
    ['baidu', 'creative', '创意'],
    ['qianchuan', 'account', '账户'],
    ['qianchuan', 'group', '广告组'],
    ['qianchuan', 'plan', '广告计划'],
    ['bilibili', 'account', '账户'],
    ['bilibili', 'plan', '广告计划'],
    ['bilibili', 'unit', '广告单元'],
    ['bilibili', 'creative', '创意'],
  ] as const)('%s %s is %s', (media, level, label) => {
    expect(deliveryLevelLabel(media, level)).toBe(label);
  });

  it('gives no label for a level the media lacks', () => {
    expect(deliveryLevelLabel('gdt', 'unit')).toBeUndefined();
  });

  it.each(MEDIA_CODES)('labels every level of %s', (media) => {
    for (const level of DELIVERY_LEVELS[media]) expect(deliveryLevelLabel(media, level)).toMatch(/\S/);
  });
});

describe('delivery paths', () => {
  it.each([
    ['toutiao', 'toutiao-app/promote/toutiao/delivery'],
    ['gdt', 'gdt-app/promote/gdtV3/delivery'],
    ['kuaishou', 'kuaishou-app/promote/kuaishou/delivery'],
    ['baidu', 'baidu-app/promote/baidu/delivery'],
    ['qianchuan', 'qianchuan-app/promote/qianchuan/delivery'],
    ['bilibili', 'bilibili-app/promote/bilibili/delivery'],
  ] as const)('%s delivers under %s', (media, path) => {
    expect(deliveryBasePath(media)).toBe(path);
  });

  it('appends the level segment', () => {
    expect(deliveryLevelPath('baidu', 'unit')).toBe('baidu-app/promote/baidu/delivery/unit');
  });
});

describe('batch task', () => {
  it.each([
    ['toutiao', false],
    ['gdt', false],
    ['kuaishou', false],
    ['baidu', false],
    ['qianchuan', true],
    ['bilibili', false],
  ] as const)('%s has a batch-task page: %s', (media, expected) => {
    expect(mediaHasBatchTask(media)).toBe(expected);
  });
});
