// 百度营销 创意 (baidu-app/promote/baidu/delivery/creative): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryCreativePage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="creative" />;
}
