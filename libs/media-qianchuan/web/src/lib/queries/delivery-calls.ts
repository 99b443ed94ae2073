import { deliveryCalls } from '@toufang/delivery';
import { MEDIA } from '../terms';

/** The delivery calls (openapi/paths/delivery.yaml) bound to 巨量千川: what its delivery pages ask the server. */
export const DELIVERY_CALLS = deliveryCalls(MEDIA);
