import { describe, expect, it } from 'vitest';
import { audienceLifecycleOf, nextTransitionOf, propertyReviewOf, propertyStatusText, reviewDelayMs, type PropertyFacts } from './property-model';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 2, 1);
const facts = (over: Partial<PropertyFacts>): PropertyFacts => ({
  media: 'toutiao',
  id: '1600000000000001',
  name: '北京上海_18-30',
  state: 'enabled',
  reviewAt: null,
  readyAt: null,
  expiresAt: null,
  offlineAt: null,
  ...over,
});
const AUDIENCE = { lifecycle: { computeMs: 15_000, expiresDays: 180, expiringDays: 7 } };

describe('property review', () => {
  it('is 审核中 until review_at, then decided', () => {
    const p = facts({ reviewAt: T0 + 600_000 });
    expect(propertyReviewOf(p, T0)).toEqual({ review: 'reviewing', reason: null });
    expect(propertyReviewOf(p, T0 + 600_000)?.review).toMatch(/approved|rejected/);
    expect(propertyReviewOf(facts({}), T0)).toBeNull();
  });

  it('refuses an absolute claim in the name, naming it', () => {
    expect(propertyReviewOf(facts({ name: '全网最低价定向', reviewAt: T0 }), T0)).toEqual({ review: 'rejected', reason: '名称含有绝对化用语“最”，违反《广告法》相关规定' });
  });

  it('draws the delay within the type’s window, the same for the same id', () => {
    const spec = { review: { minutes: { min: 5, span: 25 } } };
    const ms = reviewDelayMs(spec, 'toutiao', 'a');
    expect(ms).toBe(reviewDelayMs(spec, 'toutiao', 'a'));
    expect(ms).toBeGreaterThanOrEqual(5 * 60_000);
    expect(ms).toBeLessThan(30 * 60_000);
    expect(reviewDelayMs({ review: null }, 'toutiao', 'a')).toBeNull();
  });
});

describe('audience lifecycle', () => {
  const p = facts({ readyAt: T0 + 15_000, expiresAt: T0 + 180 * DAY });

  it('goes 计算中 → 可用 → 即将过期 → 已过期 with the clock', () => {
    const at = (t: number) => audienceLifecycleOf(p, AUDIENCE, t);
    expect(at(T0)).toBe('computing');
    expect(at(T0 + 15_000)).toBe('available');
    expect(at(T0 + 173 * DAY)).toBe('expiring');
    expect(at(T0 + 180 * DAY)).toBe('expired');
    expect(audienceLifecycleOf({ ...p, offlineAt: T0 + DAY }, AUDIENCE, T0 + 2 * DAY)).toBe('offline');
  });

  it('names the next change, so a listing answers it', () => {
    expect(nextTransitionOf(p, AUDIENCE, T0)).toBe(T0 + 15_000);
    expect(nextTransitionOf(p, AUDIENCE, T0 + 15_000)).toBe(T0 + 173 * DAY);
    expect(nextTransitionOf(p, AUDIENCE, T0 + 180 * DAY)).toBeNull();
    expect(nextTransitionOf({ ...p, state: 'deleted' }, AUDIENCE, T0)).toBeNull();
  });

  it('shows the lifecycle first, then review, then the state', () => {
    expect(propertyStatusText('enabled', null, 'computing')).toBe('计算中');
    expect(propertyStatusText('enabled', 'reviewing', null)).toBe('审核中');
    expect(propertyStatusText('enabled', 'approved', null)).toBe('审核通过');
    expect(propertyStatusText('disabled', null, null)).toBe('已停用');
    expect(propertyStatusText('deleted', 'approved', 'available')).toBe('已删除');
    // A type's own words replace the kit's for the states they name, the others kept.
    const words = { reviewing: '待授权', approved: '已授权' };
    expect(propertyStatusText('enabled', 'reviewing', null, words)).toBe('待授权');
    expect(propertyStatusText('enabled', 'approved', null, words)).toBe('已授权');
    expect(propertyStatusText('enabled', 'rejected', null, words)).toBe('审核拒绝');
    expect(propertyStatusText('disabled', 'approved', null, words)).toBe('已停用');
  });
});
