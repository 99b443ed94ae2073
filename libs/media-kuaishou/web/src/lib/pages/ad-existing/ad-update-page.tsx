// 修改广告 (kuaishou-app/ad/update/kuaishou/:active, full screen): `:active` is the level being edited (plan,
// delivery-group, delivery-creative), the object's id is `?id=` (docs/decisions.md "Issue 22: update and copy").
import { ExistingObjectPage } from '@toufang/creation-kit/existing';
import { KUAISHOU_CREATION } from '@toufang/media-kuaishou-limits';

export default function AdUpdatePage() {
  return <ExistingObjectPage variants={KUAISHOU_CREATION} mode="update" />;
}
