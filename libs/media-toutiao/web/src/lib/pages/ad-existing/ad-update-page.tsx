// 修改广告 (toutiao-app/ad/update/toutiao/:id, full screen): the 广告计划 `:id` in the editor's update mode.
import { ExistingObjectPage } from '@toufang/creation-kit/existing';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';

export default function AdUpdatePage() {
  return <ExistingObjectPage variants={TOUTIAO_CREATION} mode="update" level="plan" />;
}
