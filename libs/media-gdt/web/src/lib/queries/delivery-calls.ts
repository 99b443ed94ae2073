import { deliveryCalls } from '@toufang/delivery';
import { MEDIA } from '../terms';

/** The delivery calls (openapi/paths/delivery.yaml) bound to 腾讯广告3.0: what its delivery pages ask the server. */
export const DELIVERY_CALLS = deliveryCalls(MEDIA);
