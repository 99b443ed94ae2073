import { deliveryCalls } from '@toufang/delivery';
import { MEDIA } from '../terms';

/** The delivery calls (openapi/paths/delivery.yaml) bound to 磁力智投: what its delivery pages ask the server. */
export const DELIVERY_CALLS = deliveryCalls(MEDIA);
