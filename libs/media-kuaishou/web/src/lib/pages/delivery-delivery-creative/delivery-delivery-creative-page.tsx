// 磁力智投 广告创意 (kuaishou-app/promote/kuaishou/delivery/delivery-creative): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryDeliveryCreativePage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="delivery-creative" />;
}
