// 辅助创建 (qianchuan-app/ad/ad-ai-create/:variant/:temp_id, issue 22 "Assisted creation"): the creation kit's page with
// this media's creation rules (QIANCHUAN_CREATION); 采用建议 opens the variant's editor with the proposal.
import { AssistPage } from '@toufang/creation-kit/assist';
import { QIANCHUAN_CREATION } from '@toufang/media-qianchuan-limits';

export default function AdAiCreatePage() {
  return <AssistPage media="qianchuan" variants={QIANCHUAN_CREATION} />;
}
