import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAlertRule,
  defaultLiveAlertRule,
  evaluateRoom,
  liveAlertMessage,
  liveAlertRuleCovers,
  type LiveAlertKind,
  type LiveAlertLastRaised,
  type LiveAlertRule,
} from './live-alerts';
import type { LiveMinute } from './live-types';

const NOW = Date.UTC(2026, 11, 1, 12, 0);
const MIN = 60_000;

const minute = (m: number, over: Partial<LiveMinute> = {}): LiveMinute => ({
  minute: m,
  at: new Date(NOW - 3 * 3600_000 + m * MIN).toISOString(),
  online: 0,
  entries: 0,
  watch: 0,
  orders: 0,
  gmvFen: 0,
  refunds: 0,
  refundFen: 0,
  costFen: 0,
  adOrders: 0,
  adGmvFen: 0,
  adEntries: 0,
  ...over,
});

/** `before` for the first n minutes, then `after` for the next n. */
const steps = (n: number, field: 'online' | 'gmvFen', before: number, after: number) =>
  Array.from({ length: 2 * n }, (_, m) => minute(m, { [field]: m < n ? before : after }));

const rule = (over: Partial<LiveAlertRule> = {}): LiveAlertRule => ({
  ...defaultLiveAlertRule({ kind: 'accounts', accountIds: [1] }),
  name: '在线人数下降',
  viewersDropPct: 30,
  ...over,
});

const kinds = (alerts: { kind: LiveAlertKind }[]) => alerts.map((a) => a.kind);

describe('checkAlertRule (design §2 live-alerts.ts)', () => {
  it('finds nothing wrong with a rule of every condition, and with the defaults and one condition', () => {
    expect(checkAlertRule(rule({ gmvRateDropPct: 90, roiBelow: 0.1, minCostYuan: 0, windowMinutes: 30, cooldownMinutes: 240 }))).toEqual([]);
    expect(checkAlertRule(rule({ viewersDropPct: null, roiBelow: 50, scope: { kind: 'awemes', awemeIds: ['1234567890123456'] } }))).toEqual([]);
    expect(defaultLiveAlertRule({ kind: 'accounts', accountIds: [1] })).toMatchObject({ windowMinutes: 10, minCostYuan: 100, cooldownMinutes: 30 });
  });

  const cases: [string, Partial<LiveAlertRule>, string, string][] = [
    ['empty name', { name: ' ' }, 'name', '请填写预警名称'],
    ['long name', { name: '名'.repeat(51) }, 'name', '预警名称最多50个字'],
    ['no condition', { viewersDropPct: null }, 'conditions', '请至少设置一个预警条件（在线人数、每分钟成交金额或支付ROI）'],
    ['viewers drop 9', { viewersDropPct: 9 }, 'viewersDropPct', '在线人数下降比例须为10-90的整数（%）'],
    ['viewers drop 30.5', { viewersDropPct: 30.5 }, 'viewersDropPct', '在线人数下降比例须为10-90的整数（%）'],
    ['GMV drop 91', { gmvRateDropPct: 91 }, 'gmvRateDropPct', '每分钟成交金额下降比例须为10-90的整数（%）'],
    ['window 4', { windowMinutes: 4 }, 'windowMinutes', '对比时长须为5-30分钟的整数'],
    ['window 31', { windowMinutes: 31 }, 'windowMinutes', '对比时长须为5-30分钟的整数'],
    ['ROI 0.09', { roiBelow: 0.09 }, 'roiBelow', '支付ROI预警线须为0.1-50的数，最多2位小数'],
    ['ROI 1.005', { roiBelow: 1.005 }, 'roiBelow', '支付ROI预警线须为0.1-50的数，最多2位小数'],
    ['negative min cost', { minCostYuan: -1 }, 'minCostYuan', '起算消耗须为0-1000000元，最多2位小数'],
    ['cooldown 9', { cooldownMinutes: 9 }, 'cooldownMinutes', '冷却时间须为10-240分钟的整数'],
    ['cooldown 241', { cooldownMinutes: 241 }, 'cooldownMinutes', '冷却时间须为10-240分钟的整数'],
    ['no accounts', { scope: { kind: 'accounts', accountIds: [] } }, 'scope.accountIds', '请选择千川账户'],
    ['too many accounts', { scope: { kind: 'accounts', accountIds: Array.from({ length: 1001 }, (_, i) => i + 1) } }, 'scope.accountIds', '预警范围最多1000个'],
    ['a 抖音号 that is not digits', { scope: { kind: 'awemes', awemeIds: ['abc'] } }, 'scope.awemeIds', '请选择抖音号'],
    ['no scope kind', { scope: { kind: 'rooms' } as unknown as LiveAlertRule['scope'] }, 'scope', '请选择按千川账户或按抖音号设置预警范围'],
  ];
  it.each(cases)('%s', (_name, over, field, message) => {
    expect(checkAlertRule(rule(over))).toEqual([{ field, message }]);
  });

  it('says which rooms a rule covers', () => {
    expect(liveAlertRuleCovers(rule(), 1, '9')).toBe(true);
    expect(liveAlertRuleCovers(rule(), 2, '9')).toBe(false);
    expect(liveAlertRuleCovers(rule({ scope: { kind: 'awemes', awemeIds: ['9'] } }), 2, '9')).toBe(true);
  });
});

describe('evaluateRoom: windows', () => {
  it('raises a drop of the mean online of the last window against the one before, from its threshold on', () => {
    const minutes = steps(10, 'online', 1000, 700);
    const [alert] = evaluateRoom(rule(), minutes, {}, NOW);
    expect(alert).toEqual({ kind: 'viewers', minute: 19, value: 30, threshold: 30, window: { current: { from: 10, to: 19 }, previous: { from: 0, to: 9 } }, before: 1000, after: 700 });
    expect(evaluateRoom(rule({ viewersDropPct: 31 }), minutes, {}, NOW)).toEqual([]);
    expect(liveAlertMessage(alert, '好物严选直播间')).toEqual({ title: '直播预警：好物严选直播间 在线人数下降30%', figures: '近10分钟平均在线人数700，此前10分钟1000' });
  });

  it('raises a drop of GMV per minute in 元', () => {
    const alerts = evaluateRoom(rule({ viewersDropPct: null, gmvRateDropPct: 50, windowMinutes: 5 }), steps(5, 'gmvFen', 200_000, 99_999), {}, NOW);
    expect(alerts).toMatchObject([{ kind: 'gmv_rate', value: 50, before: 2000, after: 999.99 }]);
    expect(liveAlertMessage(alerts[0], '茶语山房').title).toBe('直播预警：茶语山房 每分钟成交金额下降50%');
    expect(liveAlertMessage(alerts[0], '茶语山房').figures).toBe('近5分钟每分钟成交金额999.99元，此前5分钟2,000.00元');
  });

  it('reads the windows back from the last closed minute, whatever came before them', () => {
    const minutes = [...Array.from({ length: 7 }, (_, m) => minute(m, { online: 5 })), ...steps(10, 'online', 1000, 500).map((r) => ({ ...r, minute: r.minute + 7 }))];
    expect(evaluateRoom(rule(), minutes, {}, NOW)).toMatchObject([{ kind: 'viewers', minute: 26, value: 50, window: { current: { from: 17, to: 26 }, previous: { from: 7, to: 16 } } }]);
  });

  it('compares nothing without two whole windows, or from a window before of 0', () => {
    expect(evaluateRoom(rule(), steps(10, 'online', 1000, 0).slice(1), {}, NOW)).toEqual([]);
    expect(evaluateRoom(rule(), steps(10, 'online', 1000, 0).filter((m) => m.minute !== 4), {}, NOW)).toEqual([]);
    expect(evaluateRoom(rule(), steps(10, 'online', 0, 0), {}, NOW)).toEqual([]);
    expect(evaluateRoom(rule(), [], {}, NOW)).toEqual([]);
  });
});

describe('evaluateRoom: ROI', () => {
  // 20 minutes, each 5 元 of spend: 100 元 in all.
  const stream = (adGmvFen: number) => Array.from({ length: 20 }, (_, m) => minute(m, { costFen: 500, adGmvFen: m === 0 ? adGmvFen : 0 }));
  const roiRule = rule({ viewersDropPct: null, roiBelow: 1.5 });

  it('raises ROI over the stream so far under its line once the spend reaches the minimum', () => {
    const alerts = evaluateRoom(roiRule, stream(14_900), {}, NOW);
    expect(alerts).toEqual([{ kind: 'roi', minute: 19, value: 1.49, threshold: 1.5, window: { current: { from: 0, to: 19 } }, costYuan: 100, adGmvYuan: 149 }]);
    expect(liveAlertMessage(alerts[0], '茶语山房')).toEqual({ title: '直播预警：茶语山房 支付ROI 1.49 低于 1.5', figures: '本场消耗100.00元，广告成交金额149.00元' });
    expect(evaluateRoom({ ...roiRule, minCostYuan: 100.01 }, stream(14_900), {}, NOW)).toEqual([]);
  });

  it('compares ROI as shown, to the hundredth', () => {
    expect(evaluateRoom(roiRule, stream(14_949), {}, NOW)).toHaveLength(1); // 1.4949 shows 1.49
    expect(evaluateRoom(roiRule, stream(14_950), {}, NOW)).toEqual([]); // 1.495 shows 1.50
  });

  it('says nothing of a stream without spend, even with no minimum', () => {
    expect(evaluateRoom({ ...roiRule, minCostYuan: 0 }, [minute(0), minute(1)], {}, NOW)).toEqual([]);
  });
});

describe('evaluateRoom: cooldowns', () => {
  const both = rule({ gmvRateDropPct: 30 });
  const minutes = steps(10, 'online', 1000, 0).map((m) => ({ ...m, gmvFen: m.minute < 10 ? 100 : 0 }));

  it('a kind raised within its cooldown is not raised again; the others are', () => {
    expect(kinds(evaluateRoom(both, minutes, {}, NOW))).toEqual(['viewers', 'gmv_rate']);
    expect(kinds(evaluateRoom(both, minutes, { viewers: NOW - 30 * MIN + 1 }, NOW))).toEqual(['gmv_rate']);
    expect(kinds(evaluateRoom(both, minutes, { viewers: NOW - 30 * MIN }, NOW))).toEqual(['viewers', 'gmv_rate']);
    expect(kinds(evaluateRoom({ ...both, cooldownMinutes: 240 }, minutes, { viewers: NOW - 239 * MIN, gmv_rate: NOW - 240 * MIN }, NOW))).toEqual(['gmv_rate']);
  });
});

// ---------- against a plain reference ----------

/** The rule read word by word: sorted minutes, filtered windows, means, minutes of cooldown. */
function reference(r: LiveAlertRule, minutes: LiveMinute[], lastRaised: LiveAlertLastRaised, now: number): LiveAlertKind[] {
  if (minutes.length === 0) return [];
  const sorted = [...minutes].sort((a, b) => a.minute - b.minute);
  const last = sorted[sorted.length - 1].minute;
  const w = r.windowMinutes;
  const rows = (from: number, to: number) => sorted.filter((m) => m.minute >= from && m.minute <= to);
  const current = rows(last - w + 1, last);
  const previous = rows(last - 2 * w + 1, last - w);
  const whole = last - 2 * w + 1 >= 0 && current.length === w && previous.length === w;
  const mean = (list: LiveMinute[], field: 'online' | 'gmvFen') => list.reduce((s, m) => s + m[field], 0) / list.length;
  const cooling = (kind: LiveAlertKind) => lastRaised[kind] !== undefined && (now - (lastRaised[kind] as number)) / MIN < r.cooldownMinutes;
  const raised: LiveAlertKind[] = [];
  const drop = (kind: 'viewers' | 'gmv_rate', threshold: number | null, field: 'online' | 'gmvFen') => {
    if (threshold === null || !whole || cooling(kind)) return;
    const before = mean(previous, field);
    const after = mean(current, field);
    // Float means: a drop exactly at the threshold may come out a hair under it.
    if (before > 0 && ((before - after) / before) * 100 >= threshold - 1e-9) raised.push(kind);
  };
  drop('viewers', r.viewersDropPct, 'online');
  drop('gmv_rate', r.gmvRateDropPct, 'gmvFen');
  const cost = sorted.reduce((s, m) => s + m.costFen, 0);
  const adGmv = sorted.reduce((s, m) => s + m.adGmvFen, 0);
  if (r.roiBelow !== null && !cooling('roi') && cost > 0 && cost / 100 >= r.minCostYuan && Math.round((adGmv / cost) * 100) / 100 < r.roiBelow) raised.push('roi');
  return raised;
}

describe('evaluateRoom against a plain reference', () => {
  // A stream that steps from one level to another inside the two compared windows, with a little noise, so drops of
  // every size come up (exactly at a threshold too); some streams are too short for two windows, some miss a minute.
  const stream = fc.record({
    rows: fc.array(fc.record({ online: fc.nat(2), gmvFen: fc.nat(2), costFen: fc.nat(200), adGmvFen: fc.nat(400) }), { minLength: 70, maxLength: 70 }),
    windowMinutes: fc.integer({ min: 5, max: 30 }),
    /** Minutes beyond two windows (negative: too short). */
    extra: fc.integer({ min: -3, max: 10 }),
    /** Where the step falls in the two windows, % of them from the end. */
    stepAt: fc.nat(100),
    /** The level before the step, and the share of it lost at the step, % (over 100: a rise). */
    online: fc.tuple(fc.nat(40), fc.nat(130)),
    gmvFen: fc.tuple(fc.nat(300), fc.nat(130)),
    /** A minute missing, counted back from the end, in about one stream in four (negative: none). */
    holeFromEnd: fc.integer({ min: -192, max: 63 }),
  });
  const arbitraryRule = fc.record({
    viewersDropPct: fc.option(fc.integer({ min: 10, max: 90 }), { freq: 4 }),
    gmvRateDropPct: fc.option(fc.integer({ min: 10, max: 90 }), { freq: 4 }),
    roiBelow: fc.option(fc.integer({ min: 10, max: 500 }).map((k) => k / 100), { freq: 4 }),
    minCostYuan: fc.integer({ min: 0, max: 5000 }).map((k) => k / 100),
    cooldownMinutes: fc.integer({ min: 10, max: 240 }),
  });
  const ago = fc.option(fc.integer({ min: 0, max: 300 * MIN }), { nil: undefined, freq: 2 });

  it('raises the same kinds for any stream, rule and past alerts', () => {
    fc.assert(
      fc.property(stream, arbitraryRule, ago, ago, ago, (s, over, v, g, o) => {
        const n = 2 * s.windowMinutes + s.extra;
        const step = n - Math.round((s.stepAt / 100) * 2 * s.windowMinutes);
        const level = ([before, lost]: [number, number], m: number) => (m < step ? before : Math.round((before * Math.abs(100 - lost)) / 100));
        const minutes = s.rows
          .slice(0, n)
          .map((r, m) => minute(m, { ...r, online: level(s.online, m) + r.online, gmvFen: level(s.gmvFen, m) + r.gmvFen }))
          .filter((m) => m.minute !== n - 1 - s.holeFromEnd);
        const r = rule({ ...over, windowMinutes: s.windowMinutes });
        const lastRaised: LiveAlertLastRaised = Object.fromEntries(
          ([['viewers', v], ['gmv_rate', g], ['roi', o]] as const).filter(([, a]) => a !== undefined).map(([k, a]) => [k, NOW - (a as number)]),
        );
        expect(kinds(evaluateRoom(r, minutes, lastRaised, NOW))).toEqual(reference(r, minutes, lastRaised, NOW));
      }),
      { numRuns: 50 },
    );
  });
});
