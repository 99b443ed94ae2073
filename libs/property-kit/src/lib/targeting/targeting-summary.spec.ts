import { describe, expect, it } from 'vitest';
import { regionSummary, summarizeNames } from './targeting-summary';
import { targetingSections } from './targeting-sections';

const NAMES = new Map([
  [110000, '北京市'],
  [310000, '上海市'],
  [440100, '广州市'],
  [440300, '深圳市'],
  [330100, '杭州市'],
]);

describe('targeting summaries', () => {
  it('names up to two regions, then the first two and the count', () => {
    expect(regionSummary([], NAMES)).toBe('不限');
    expect(regionSummary([110000], NAMES)).toBe('北京市');
    expect(regionSummary([110000, 310000], NAMES)).toBe('北京市、上海市');
    expect(regionSummary([110000, 310000, 440100, 440300, 330100], NAMES)).toBe('北京市、上海市等5个地域');
  });

  it('shows a code the tree lacks as the code, and any unit', () => {
    expect(regionSummary([110000, 999999, 310000], NAMES, 2)).toBe('北京市、999999等3个地域');
    expect(summarizeNames(['游戏', '教育', '旅游'], '兴趣', 1)).toBe('游戏等3个兴趣');
  });
});

describe('targeting sections', () => {
  it('puts standard sections in their order, then extras as declared, then 其他', () => {
    const fields = ['city', 'age', 'gender', 'include', 'exclude', 'platform', 'launch_price', 'hide_converted'];
    const sections = { 人群包: ['include', 'exclude'], 出价: ['launch_price'], 地域: ['city'], 年龄: ['age'], 性别: ['gender', 'age'], 平台设备: ['platform', 'nothing'] };
    expect(targetingSections(fields, sections)).toEqual([
      { title: '地域', fields: ['city'] },
      { title: '年龄', fields: ['age'] },
      { title: '性别', fields: ['gender'] },
      { title: '平台设备', fields: ['platform'] },
      { title: '人群包', fields: ['include', 'exclude'] },
      { title: '出价', fields: ['launch_price'] },
      { title: '其他', fields: ['hide_converted'] },
    ]);
  });
});
