// 辅助创建 (bilibili-app/ad/ad-ai-create/:variant/:temp_id, issue 22 "Assisted creation"): the creation kit's page with
// this media's creation rules (BILIBILI_CREATION); 采用建议 opens the variant's editor with the proposal.
import { AssistPage } from '@toufang/creation-kit/assist';
import { BILIBILI_CREATION } from '@toufang/media-bilibili-limits';

export default function AdAiCreatePage() {
  return <AssistPage media="bilibili" variants={BILIBILI_CREATION} />;
}
