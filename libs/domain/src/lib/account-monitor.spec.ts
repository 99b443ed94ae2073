import { describe, expect, it } from 'vitest';
import { hasMonitorLine, isEmailAddress, monitorBreaches, stoppedReason, todayConvertCost, todayCtr, type MonitorFigures, type MonitorThresholds } from './account-monitor';
import { ZERO_SUMS, type BaseSums } from './delivery-metrics';

const NONE: MonitorThresholds = { balanceBelowFen: null, costAboveFen: null, ctrBelow: null, ctrAbove: null, convertCostAboveFen: null, notifyStopped: false };
const sums = (s: Partial<BaseSums>): BaseSums => ({ ...ZERO_SUMS, ...s });
const figures = (f: Partial<MonitorFigures>): MonitorFigures => ({ balanceFen: 100_000, todayCostFen: 0, sums: null, stopped: null, ...f });

describe('monitorBreaches', () => {
  it('says nothing without lines', () => {
    expect(monitorBreaches(NONE, figures({ balanceFen: 0, todayCostFen: 9_999_999, stopped: 'frozen', sums: sums({ show: 10_000, click: 1 }) }))).toEqual([]);
    expect(hasMonitorLine(NONE)).toBe(false);
    expect(hasMonitorLine({ ...NONE, notifyStopped: true })).toBe(true);
  });

  it('compares balance and cost strictly, in 元', () => {
    const t = { ...NONE, balanceBelowFen: 10_000, costAboveFen: 50_000 };
    expect(monitorBreaches(t, figures({ balanceFen: 10_000, todayCostFen: 50_000 }))).toEqual([]);
    expect(monitorBreaches(t, figures({ balanceFen: 9_999, todayCostFen: 50_001 }))).toEqual([
      { kind: 'balance', value: 99.99, threshold: 100 },
      { kind: 'cost', value: 500.01, threshold: 500 },
    ]);
  });

  it('takes 点击率 from the day\'s sums, rounded as shown, once the day has enough impressions', () => {
    const t = { ...NONE, ctrBelow: 1, ctrAbove: 5 };
    // 9 / 1000 = 0.9 %: below the floor.
    expect(monitorBreaches(t, figures({ sums: sums({ show: 1000, click: 9 }) }))).toEqual([{ kind: 'ctr_low', value: 0.9, threshold: 1 }]);
    // 0.995 % shows as 1.00: not below 1.
    expect(monitorBreaches(t, figures({ sums: sums({ show: 200_000, click: 1990 }) }))).toEqual([]);
    expect(monitorBreaches(t, figures({ sums: sums({ show: 1000, click: 60 }) }))).toEqual([{ kind: 'ctr_high', value: 6, threshold: 5 }]);
    // Too few impressions, or none: no rate, no alert.
    expect(monitorBreaches(t, figures({ sums: sums({ show: 999, click: 0 }) }))).toEqual([]);
    expect(todayCtr(sums({}))).toBeNull();
    expect(todayCtr(null)).toBeNull();
  });

  it('takes 转化成本 from the day\'s sums; without a conversion it has no value', () => {
    const t = { ...NONE, convertCostAboveFen: 8_000 };
    expect(monitorBreaches(t, figures({ sums: sums({ cost: 810, convert: 10 }) }))).toEqual([{ kind: 'convert_cost', value: 81, threshold: 80 }]);
    expect(monitorBreaches(t, figures({ sums: sums({ cost: 800, convert: 10 }) }))).toEqual([]);
    expect(monitorBreaches(t, figures({ sums: sums({ cost: 5000, convert: 0 }) }))).toEqual([]);
    expect(todayConvertCost(sums({ cost: 100, convert: 3 }))).toBe(33.33);
  });

  it('tells a stopped account only when asked to', () => {
    expect(monitorBreaches({ ...NONE, notifyStopped: true }, figures({ stopped: 'authorization' }))).toEqual([{ kind: 'stopped', value: null, threshold: null }]);
    expect(monitorBreaches({ ...NONE, notifyStopped: true }, figures({}))).toEqual([]);
  });
});

describe('stoppedReason', () => {
  it('reads the account\'s status first, then its authorisation', () => {
    expect(stoppedReason('frozen', 'active')).toBe('frozen');
    expect(stoppedReason('active', 'revoked')).toBe('authorization');
    expect(stoppedReason('active', 'expired')).toBe('authorization');
    expect(stoppedReason('active', 'active')).toBeNull();
    expect(stoppedReason('pending', null)).toBeNull();
  });
});

describe('isEmailAddress', () => {
  it('takes plain addresses and refuses the rest', () => {
    expect(isEmailAddress('ops@example.com')).toBe(true);
    expect(isEmailAddress('a.b+c@mail.example.cn')).toBe(true);
    for (const bad of ['', 'ops', 'ops@', '@example.com', 'a b@example.com', 'ops@example', 'x@-bad.com']) expect(isEmailAddress(bad)).toBe(false);
  });
});
