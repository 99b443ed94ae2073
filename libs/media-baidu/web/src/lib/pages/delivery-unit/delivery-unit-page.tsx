// 百度营销 单元 (baidu-app/promote/baidu/delivery/unit): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryUnitPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="unit" />;
}
