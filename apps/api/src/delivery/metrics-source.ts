// Where the delivery API finds the metrics store. The server opens one store at start (apps/api/src/metrics)
// and hands it here; tests hand their own. Handlers and jobs ask at call time, never at import, so the
// store may open after the handlers are built.
import type { MetricsStore } from '../metrics/port';
import { Refusal } from '../contract/envelope';
import { DELIVERY_TEXTS } from './texts';

let source: (() => MetricsStore | null) | null = null;

/** Makes `get` the store of the delivery API (null: the store is not open). */
export function provideDeliveryMetrics(get: (() => MetricsStore | null) | null): void {
  source = get;
}

/** The store, or null when none is open. */
export function deliveryMetricsOrNull(): MetricsStore | null {
  return source?.() ?? null;
}

/** The store; a call while it is not open is refused with a Chinese message (code 500's sibling 503 is not in the contract). */
export function deliveryMetrics(): MetricsStore {
  const store = deliveryMetricsOrNull();
  if (!store) throw new Refusal(500, DELIVERY_TEXTS.METRICS_UNAVAILABLE);
  return store;
}
