// 辅助创建 (toutiao-app/ad/ad-ai-create/:variant/:temp_id, issue 22 "Assisted creation"): the creation kit's page,
// for this media. 采用建议 opens the kit's editor once it takes a starting body (renderEditor).
import { AssistPage } from '@toufang/creation-kit';

export default function AdAiCreatePage() {
  return <AssistPage media="toutiao" />;
}
