// 哔哩哔哩 广告单元 (bilibili-app/promote/bilibili/delivery/unit): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryUnitPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="unit" />;
}
