// 修改广告创意 (toutiao-app/ad/update/creative/:id, full screen): the 广告创意 `:id` in the editor's update mode.
import { ExistingObjectPage } from '@toufang/creation-kit/existing';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';

export default function AdUpdateCreativePage() {
  return <ExistingObjectPage variants={TOUTIAO_CREATION} mode="update" level="creative" />;
}
