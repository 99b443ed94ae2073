import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE_METRICS, metricValue, roundMetric, type BaseSums } from '../delivery-metrics';
import { checkEffectReportBody, checkEffectReportName, EFFECT_REPORT_TEXTS, planLevels, pivotTotals, rangeDays, type EffectReportBody } from './pivot-types';

const body = (over: Partial<EffectReportBody> = {}): EffectReportBody => ({
  dimensions: ['media', 'date'],
  metrics: ['cost', 'ctr'],
  from: '2026-11-01',
  to: '2026-11-30',
  filters: {},
  ...over,
});
const messages = (b: EffectReportBody) => checkEffectReportBody(b).map((e) => e.message);

describe('checkEffectReportBody', () => {
  it('accepts a body of answerable dimensions, known metrics and a range up to 93 days', () => {
    expect(checkEffectReportBody(body())).toEqual([]);
    expect(checkEffectReportBody(body({ from: '2026-09-01', to: '2026-12-02' }))).toEqual([]);
    expect(rangeDays('2026-09-01', '2026-12-02')).toBe(93);
  });

  it('refuses a range over 93 days, a reversed one and a missing date', () => {
    expect(messages(body({ from: '2026-08-31', to: '2026-12-02' }))).toEqual([EFFECT_REPORT_TEXTS.RANGE_TOO_LONG]);
    expect(messages(body({ from: '2026-12-02', to: '2026-12-01' }))).toEqual([EFFECT_REPORT_TEXTS.RANGE_REVERSED]);
    expect(messages(body({ from: '' }))).toEqual([EFFECT_REPORT_TEXTS.BAD_DATE]);
  });

  it('given today, refuses a range starting before the 93 kept days', () => {
    expect(checkEffectReportBody(body({ from: '2026-09-01', to: '2026-09-30' }), '2026-12-02')).toEqual([]);
    expect(checkEffectReportBody(body({ from: '2026-08-31', to: '2026-09-30' }), '2026-12-02').map((e) => e.message)).toEqual([EFFECT_REPORT_TEXTS.RANGE_BEFORE_KEPT]);
  });

  it('refuses material and designer with the reason, unknown and repeated dimensions, and namePart without its field', () => {
    expect(messages(body({ dimensions: ['media', 'material'] }))).toEqual([EFFECT_REPORT_TEXTS.UNANSWERED_DIMENSION]);
    expect(messages(body({ dimensions: ['designer'] }))).toEqual([EFFECT_REPORT_TEXTS.UNANSWERED_DIMENSION]);
    expect(messages(body({ dimensions: ['media', 'media'] }))).toEqual([EFFECT_REPORT_TEXTS.DUPLICATE_DIMENSION]);
    expect(messages(body({ dimensions: ['week' as never] }))).toEqual(['不支持的维度：week']);
    expect(messages(body({ dimensions: [] }))).toEqual([EFFECT_REPORT_TEXTS.NO_DIMENSION]);
    expect(messages(body({ dimensions: ['media', 'account', 'project', 'date', 'plan'] }))).toEqual([EFFECT_REPORT_TEXTS.TOO_MANY_DIMENSIONS]);
    expect(messages(body({ dimensions: ['namePart'] }))).toEqual([EFFECT_REPORT_TEXTS.NAME_PART_MISSING]);
    expect(messages(body({ dimensions: ['namePart'], namePart: { ruleId: 3, field: 'city' } }))).toEqual([]);
  });

  it('refuses no metric and an unknown one', () => {
    expect(messages(body({ metrics: [] }))).toEqual([EFFECT_REPORT_TEXTS.NO_METRIC]);
    expect(messages(body({ metrics: ['roi' as never] }))).toEqual(['不支持的指标：roi']);
  });

  it('checks a saved report\'s name', () => {
    expect(checkEffectReportName('  ')).toBe(EFFECT_REPORT_TEXTS.NAME_REQUIRED);
    expect(checkEffectReportName('每日分媒体')).toBe('');
    expect(checkEffectReportName('字'.repeat(31))).toBe(EFFECT_REPORT_TEXTS.NAME_TOO_LONG);
  });
});

describe('planLevels', () => {
  it('reads the level each media calls 计划, else the upper level of its terms', () => {
    expect(planLevels()).toEqual({
      toutiao: { level: 'project', label: '项目' },
      gdt: { level: 'group', label: '广告' },
      kuaishou: { level: 'plan', label: '广告计划' },
      baidu: { level: 'plan', label: '计划' },
      qianchuan: { level: 'plan', label: '广告计划' },
      bilibili: { level: 'plan', label: '广告计划' },
    });
  });
});

const count = fc.integer({ min: 0, max: 100_000 });
const yuan = fc.integer({ min: 0, max: 10_000_000 }).map((fen) => fen / 100);
const sumsArb: fc.Arbitrary<BaseSums> = fc.record({ cost: yuan, show: count, click: count, convert: count, active: count, register: count, pay: count, payAmount: yuan });

describe('pivotTotals', () => {
  it('sums every group (money to the 分) and takes each rate from the summed sums', () => {
    fc.assert(
      fc.property(fc.array(sumsArb, { maxLength: 30 }), (groups) => {
        const { sums, values } = pivotTotals(['cost', 'ctr', 'convertCost', 'payRoi'], groups.map((s) => ({ sums: s })));
        for (const m of BASE_METRICS) {
          const plain = groups.reduce((acc, g) => acc + (m === 'cost' || m === 'payAmount' ? Math.round(g[m] * 100) : g[m]), 0);
          expect(sums[m]).toBe(m === 'cost' || m === 'payAmount' ? plain / 100 : plain);
        }
        const ctr = sums.show === 0 ? null : roundMetric('ctr', (sums.click / sums.show) * 100);
        expect(values.ctr).toBe(ctr);
        expect(values.convertCost).toBe(sums.convert === 0 ? null : roundMetric('convertCost', sums.cost / sums.convert));
      }),
      { numRuns: 200 },
    );
  });

  it('is not the mean of the groups\' rates', () => {
    const a = { ...zero(), show: 100, click: 10 };
    const b = { ...zero(), show: 900, click: 9 };
    expect(((metricValue('ctr', a) ?? 0) + (metricValue('ctr', b) ?? 0)) / 2).toBe(5.5);
    expect(pivotTotals(['ctr'], [{ sums: a }, { sums: b }]).values.ctr).toBe(1.9);
  });
});

function zero(): Record<(typeof BASE_METRICS)[number], number> {
  return { cost: 0, show: 0, click: 0, convert: 0, active: 0, register: 0, pay: 0, payAmount: 0 };
}
