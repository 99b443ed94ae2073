import { describe, expect, it } from 'vitest';
import { CHANNEL_LIMITS, isBusyMinute, keepOffBusyMinutes, msUntilNextMinute, pace, sendMinuteOf, splitForLimit, windowOf } from './pacing';
import type { NotifyContent } from './types';

const at = (iso: string) => Date.parse(iso);

describe('windows', () => {
  it('aligns minute and second windows to the clock', () => {
    expect(windowOf(at('2026-11-30T09:07:42.500Z'), 60_000)).toEqual({ start: at('2026-11-30T09:07:00Z'), end: at('2026-11-30T09:08:00Z') });
    expect(windowOf(at('2026-11-30T09:07:42.500Z'), 1_000)).toEqual({ start: at('2026-11-30T09:07:42Z'), end: at('2026-11-30T09:07:43Z') });
    expect(msUntilNextMinute(at('2026-11-30T09:07:42.500Z'))).toBe(17_500);
  });

  it('keeps each robot within its limits, waiting for the next window with room', () => {
    const now = at('2026-11-30T09:07:42.500Z');
    expect(pace('wecom', { minute: 19 }, now)).toEqual({ send: true });
    expect(pace('wecom', { minute: 20 }, now)).toEqual({ send: false, notBefore: at('2026-11-30T09:08:00Z') });
    expect(pace('dingtalk', { minute: 20 }, now)).toEqual({ send: false, notBefore: at('2026-11-30T09:08:00Z') });
    expect(pace('feishu', { minute: 99, second: 4 }, now)).toEqual({ send: true });
    expect(pace('feishu', { minute: 50, second: 5 }, now)).toEqual({ send: false, notBefore: at('2026-11-30T09:07:43Z') });
    expect(pace('feishu', { minute: 100, second: 0 }, now)).toEqual({ send: false, notBefore: at('2026-11-30T09:08:00Z') });
    expect(pace('email', { minute: 1000 }, now)).toEqual({ send: true });
    expect(CHANNEL_LIMITS.email.recipients).toBe(20);
  });
});

describe('send minutes (D6)', () => {
  it('adds 2–13 minutes from the rule id, the same every time', () => {
    for (const id of ['r1', 'r2', 'r3', 42, 'a-much-longer-rule-id']) {
      const first = sendMinuteOf(id, { hour: 9, minute: 0 });
      expect(first).toEqual(sendMinuteOf(id, { hour: 9, minute: 0 }));
      expect(first.hour).toBe(9);
      expect(first.minute).toBeGreaterThanOrEqual(2);
      expect(first.minute).toBeLessThanOrEqual(13);
    }
  });

  it('never lands on 29–31 or 59–01, crossing midnight when it must', () => {
    for (let id = 0; id < 200; id += 1) {
      for (const requested of [{ hour: 9, minute: 20 }, { hour: 23, minute: 50 }, { hour: 12, minute: 17 }]) {
        const { minute } = sendMinuteOf(id, requested);
        expect(isBusyMinute(minute)).toBe(false);
      }
    }
    const late = [...Array(50).keys()].map((id) => sendMinuteOf(id, { hour: 23, minute: 58 }));
    expect(late.every((slot) => slot.dayShift === 1 && slot.hour === 0 && slot.minute >= 2)).toBe(true);
  });

  it('moves a retry out of the busy minutes', () => {
    expect(keepOffBusyMinutes(at('2026-11-30T09:30:10Z'))).toBe(at('2026-11-30T09:32:00Z'));
    expect(keepOffBusyMinutes(at('2026-11-30T09:59:59Z'))).toBe(at('2026-11-30T10:02:00Z'));
    expect(keepOffBusyMinutes(at('2026-11-30T09:17:05Z'))).toBe(at('2026-11-30T09:17:05Z'));
  });
});

describe('splitForLimit', () => {
  const measure = (part: NotifyContent) => Buffer.byteLength(JSON.stringify(part), 'utf8');
  const table = { columns: ['账户', '消耗（元）'], rows: [...Array(60).keys()].map((i) => [`沙箱账户${i}`, i * 100]) };
  const content: NotifyContent = { title: '日报', text: '昨日汇总', table };

  it('leaves a message that fits alone', () => {
    expect(splitForLimit(content, 100_000, measure)).toEqual([content]);
  });

  it('cuts the rows into parts under the limit, in order and whole, titled （1/n） and （续 k/n）', () => {
    const parts = splitForLimit(content, 800, measure);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(measure(part)).toBeLessThanOrEqual(800);
    expect(parts.flatMap((part) => part.table?.rows ?? [])).toEqual(table.rows);
    const n = parts.length;
    expect(parts.map((part) => part.title)).toEqual(parts.map((_, index) => (index === 0 ? `日报（1/${n}）` : `日报（续 ${index + 1}/${n}）`)));
    expect(parts[0].text).toBe('昨日汇总');
    expect(parts.slice(1).every((part) => part.text === undefined)).toBe(true);
  });

  it('cuts the cells of a row that alone is over the limit', () => {
    const wide: NotifyContent = { title: '日报', table: { columns: ['说明'], rows: [['短'], ['长'.repeat(2000)], ['短']] } };
    const parts = splitForLimit(wide, 600, measure);
    for (const part of parts) expect(measure(part)).toBeLessThanOrEqual(600);
    const cut = parts.flatMap((part) => part.table?.rows ?? [])[1][0] as string;
    expect(cut.endsWith('…')).toBe(true);
    expect(parts.flatMap((part) => part.table?.rows ?? [])).toHaveLength(3);
  });
});
