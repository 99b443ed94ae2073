import { describe, expect, it } from 'vitest';
import { LIVE_PLAN_SHARE, QIANCHUAN_LIVE, QIANCHUAN_MARKETING_GOAL, qianchuanAttributes, qianchuanAwemes } from './live-rooms';

const plans = (advertiserId: string, count: number) =>
  Array.from({ length: count }, (_, i) => qianchuanAttributes({ id: `17${String(i).padStart(14, '0')}`, level: 'plan', advertiserId }));

describe('巨量千川 plans: marketing goal and live room', () => {
  it('gives every plan a marketing goal, and a 抖音号 exactly to the live-room ones', () => {
    const all = plans('1700000000000001', 400);
    for (const attributes of all) {
      expect(Object.values(QIANCHUAN_MARKETING_GOAL)).toContain(attributes.marketing_goal);
      const live = attributes.marketing_goal === QIANCHUAN_MARKETING_GOAL.live;
      expect(attributes.aweme_id !== undefined).toBe(live);
      if (live) {
        expect(attributes.aweme_id).toMatch(/^[1-9]\d{15}$/);
        expect(attributes.aweme_name.length).toBeGreaterThan(0);
      }
    }
    const share = all.filter((a) => a.marketing_goal === QIANCHUAN_MARKETING_GOAL.live).length / all.length;
    expect(share).toBeGreaterThan(LIVE_PLAN_SHARE - 0.1);
    expect(share).toBeLessThan(LIVE_PLAN_SHARE + 0.1);
  });

  it('keeps two or three live rooms per account, each one 抖音号 with one name', () => {
    for (const advertiser of ['1700000000000001', '1700000000000002', '1700000000000003']) {
      const rooms = new Map<string, string>();
      for (const a of plans(advertiser, 200)) if (a.aweme_id) rooms.set(a.aweme_id, a.aweme_name);
      expect(rooms.size).toBeGreaterThanOrEqual(2);
      expect(rooms.size).toBeLessThanOrEqual(3);
    }
  });

  it("names each live plan's 抖音号 to the live model, among the account's own, the first of which is its 24-hour room", () => {
    const advertiserId = '1700000000000001';
    const own = qianchuanAwemes(advertiserId).map((a) => a.id);
    expect(QIANCHUAN_LIVE.awemes(advertiserId).map((a) => a.id)).toEqual(own);
    for (let i = 0; i < 50; i++) {
      const plan = { id: `17${String(i).padStart(14, '0')}`, level: 'plan' as const, advertiserId };
      const aweme = QIANCHUAN_LIVE.liveAwemeOf(plan);
      expect(aweme).toBe(qianchuanAttributes(plan).aweme_id ?? null);
      if (aweme !== null) expect(own).toContain(aweme);
    }
    expect(QIANCHUAN_LIVE.liveAwemeOf({ id: '1700000000000042', level: 'group', advertiserId })).toBeNull();
  });

  it('answers the same for the same plan, and nothing for a 广告组', () => {
    const plan = { id: '1700000000000042', level: 'plan' as const, advertiserId: '1700000000000001' };
    expect(qianchuanAttributes(plan)).toEqual(qianchuanAttributes({ ...plan }));
    expect(qianchuanAttributes({ ...plan, level: 'group' })).toEqual({});
  });
});
