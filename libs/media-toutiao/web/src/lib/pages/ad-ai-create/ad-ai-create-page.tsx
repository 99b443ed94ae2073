// 辅助创建 (toutiao-app/ad/ad-ai-create/:variant/:temp_id, issue 22 "Assisted creation"): the creation kit's page with
// this media's creation rules (TOUTIAO_CREATION); 采用建议 opens the variant's editor with the proposal.
import { AssistPage } from '@toufang/creation-kit/assist';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';

export default function AdAiCreatePage() {
  return <AssistPage media="toutiao" variants={TOUTIAO_CREATION} />;
}
