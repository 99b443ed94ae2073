import { deliveryCalls } from '@toufang/delivery';

/** The delivery calls (openapi/paths/delivery.yaml) bound to 巨量引擎: what its delivery pages ask the server. */
export const DELIVERY_CALLS = deliveryCalls('toutiao');
