// 快速修改广告 (toutiao-app/ad/update/toutiao-fast/:id, full screen): any object `:id`, only its name, status, budget and bid.
import { ExistingObjectPage } from '@toufang/creation-kit/existing';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';

export default function AdUpdateFastPage() {
  return <ExistingObjectPage variants={TOUTIAO_CREATION} mode="update" compact />;
}
