// 复制广告计划 (kuaishou-app/ad/copyPlan/:id): the 广告计划 `:id` with every 广告组 and 创意 under it, created again
// in the accounts the person picks with new names.
import { ExistingObjectPage } from '@toufang/creation-kit/existing';
import { KUAISHOU_CREATION } from '@toufang/media-kuaishou-limits';

export default function AdCopyPlanPage() {
  return <ExistingObjectPage variants={KUAISHOU_CREATION} mode="copy" copyPlan level="plan" />;
}
