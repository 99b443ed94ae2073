// 辅助创建 (kuaishou-app/ad/ad-ai-create/:variant/:temp_id, issue 22 "Assisted creation"): the creation kit's page with
// this media's creation rules (KUAISHOU_CREATION); 采用建议 opens the variant's editor with the proposal.
import { AssistPage } from '@toufang/creation-kit/assist';
import { KUAISHOU_CREATION } from '@toufang/media-kuaishou-limits';

export default function AdAiCreatePage() {
  return <AssistPage media="kuaishou" variants={KUAISHOU_CREATION} />;
}
