// 腾讯广告3.0 账户 (gdt-app/promote/gdtV3/delivery/account): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryAccountPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="account" />;
}
