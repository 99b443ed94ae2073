import { describe, expect, it } from 'vitest';
import { analytics, ANALYTICS_EVENT, type AnalyticsDetail } from './analytics';

describe('analytics', () => {
  it('dispatches each event with its properties for a tag script to forward', () => {
    const seen: AnalyticsDetail[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<AnalyticsDetail>).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    analytics.track('page_view', { route: 'toutiaoDelivery' });
    window.removeEventListener(ANALYTICS_EVENT, listener);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ event: 'page_view', properties: { route: 'toutiaoDelivery' } });
  });
});
