// 巨量千川 广告组 (qianchuan-app/promote/qianchuan/delivery/group): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryGroupPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="group" />;
}
