// 巨量引擎 项目 (toutiao-app/promote/toutiao/delivery/project): the delivery table of this level, configured in
// delivery-config.ts.
import { DeliveryTablePage } from '@toufang/delivery';
import { DELIVERY_CONFIG } from '../../delivery-config';

export default function DeliveryProjectPage() {
  return <DeliveryTablePage config={DELIVERY_CONFIG} level="project" />;
}
