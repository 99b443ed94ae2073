// 巨量千川 广告计划 (qianchuan-app/promote/qianchuan/delivery/plan): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryPlanPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="plan" />;
}
