// 百度营销 计划 (baidu-app/promote/baidu/delivery/plan): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryPlanPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="plan" />;
}
