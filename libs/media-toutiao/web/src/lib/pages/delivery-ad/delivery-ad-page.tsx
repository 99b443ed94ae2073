// 巨量引擎 广告 (toutiao-app/promote/toutiao/delivery/ad): the delivery table of this level, configured in
// delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryAdPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="ad" />;
}
