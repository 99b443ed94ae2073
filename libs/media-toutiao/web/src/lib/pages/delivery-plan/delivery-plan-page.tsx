// 巨量引擎 广告计划 (toutiao-app/promote/toutiao/delivery/plan): the delivery table of this level, configured in
// delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryPlanPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="plan" />;
}
