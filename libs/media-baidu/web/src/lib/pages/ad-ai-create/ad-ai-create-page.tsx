// 辅助创建 (baidu-app/ad/ad-ai-create/:variant/:temp_id, issue 22 "Assisted creation"): the creation kit's page with
// this media's creation rules (BAIDU_CREATION); 采用建议 opens the variant's editor with the proposal.
import { AssistPage } from '@toufang/creation-kit/assist';
import { BAIDU_CREATION } from '@toufang/media-baidu-limits';

export default function AdAiCreatePage() {
  return <AssistPage media="baidu" variants={BAIDU_CREATION} />;
}
