// 百度营销 账户 (baidu-app/promote/baidu/delivery/account): the delivery table of this level, configured in delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryAccountPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="account" />;
}
