// 哔哩哔哩 广告计划 (bilibili-app/promote/bilibili/delivery/plan): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryPlanPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="plan" />;
}
