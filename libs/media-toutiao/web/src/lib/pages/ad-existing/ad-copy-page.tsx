// 复制广告 (toutiao-app/ad/copy/toutiao/:id): the object `:id` with its parents and children, created again in the accounts the person picks with new names.
import { ExistingObjectPage } from '@toufang/creation-kit/existing';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';

export default function AdCopyPage() {
  return <ExistingObjectPage variants={TOUTIAO_CREATION} mode="copy" />;
}
