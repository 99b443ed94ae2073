// 复制广告 (kuaishou-app/ad/copy/kuaishou/:id): the 广告组 `:id` with its 广告计划 and 创意, created again in the
// accounts the person picks with new names.
import { ExistingObjectPage } from '@toufang/creation-kit/existing';
import { KUAISHOU_CREATION } from '@toufang/media-kuaishou-limits';

export default function AdCopyPage() {
  return <ExistingObjectPage variants={KUAISHOU_CREATION} mode="copy" level="delivery-group" />;
}
