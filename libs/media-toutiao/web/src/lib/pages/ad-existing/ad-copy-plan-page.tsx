// 复制广告计划 (toutiao-app/ad/copyPlan/:id, full screen): the 广告计划 `:id` with its 广告组 and 创意, created again
// in the accounts the person picks with new names.
import { ExistingObjectPage } from '@toufang/creation-kit/existing';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';

export default function AdCopyPlanPage() {
  return <ExistingObjectPage variants={TOUTIAO_CREATION} mode="copy" level="plan" />;
}
