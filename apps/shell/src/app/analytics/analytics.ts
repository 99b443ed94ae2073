// The analytics client handed to sub-applications (shell spec §4). The desk has no analytics service of its
// own: events go out as a DOM event that a deployment's tag script can forward, so no vendor is baked in.
import type { AnalyticsClient } from '@toufang/api/sub-app';

export const ANALYTICS_EVENT = 'toufang:analytics';

export interface AnalyticsDetail {
  event: string;
  properties: Record<string, string | number | boolean | null>;
  at: number;
}

export const analytics: AnalyticsClient = {
  track(event, properties = {}) {
    if (typeof window === 'undefined') return;
    window.dispatchEvent(new CustomEvent<AnalyticsDetail>(ANALYTICS_EVENT, { detail: { event, properties, at: Date.now() } }));
  },
};
