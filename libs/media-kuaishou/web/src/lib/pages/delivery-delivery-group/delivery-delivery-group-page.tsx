// 磁力智投 广告组 (kuaishou-app/promote/kuaishou/delivery/delivery-group): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryDeliveryGroupPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="delivery-group" />;
}
