// 修改广告组 (toutiao-app/ad/update/group/:id, full screen): the 广告组 `:id` in the editor's update mode.
import { ExistingObjectPage } from '@toufang/creation-kit/existing';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';

export default function AdUpdateGroupPage() {
  return <ExistingObjectPage variants={TOUTIAO_CREATION} mode="update" level="delivery-group" />;
}
