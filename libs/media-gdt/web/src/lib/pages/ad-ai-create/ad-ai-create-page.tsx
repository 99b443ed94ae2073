// 辅助创建 (gdt-app/ad/ad-ai-create/:variant/:temp_id, issue 22 "Assisted creation"): the creation kit's page with
// this media's creation rules (GDT_CREATION); 采用建议 opens the variant's editor with the proposal.
import { AssistPage } from '@toufang/creation-kit/assist';
import { GDT_CREATION } from '@toufang/media-gdt-limits';

export default function AdAiCreatePage() {
  return <AssistPage media="gdt" variants={GDT_CREATION} />;
}
