// Where the delivery API finds the metrics store: the one the server opened over this database
// (apps/api/src/metrics), unless a test hands its own. Handlers and jobs ask at call time, never at import.
import type { Db } from '@toufang/server-db';
import { metricsStoreOf } from '../metrics/open';
import type { MetricsStore } from '../metrics/port';
import { Refusal } from '../contract/envelope';
import { DELIVERY_TEXTS } from './texts';

let source: (() => MetricsStore | null) | null = null;

/** Makes `get` the store of the delivery API (null: back to the server's). */
export function provideDeliveryMetrics(get: (() => MetricsStore | null) | null): void {
  source = get;
}

/** The store, or null when none is open. */
export function deliveryMetricsOrNull(db: Db): MetricsStore | null {
  if (source) return source();
  try {
    return metricsStoreOf(db);
  } catch {
    return null;
  }
}

/** The store; a call while none is open is refused with a Chinese message. */
export function deliveryMetrics(db: Db): MetricsStore {
  const store = deliveryMetricsOrNull(db);
  if (!store) throw new Refusal(500, DELIVERY_TEXTS.METRICS_UNAVAILABLE);
  return store;
}
