// The template picker of 批量创建 with this media's creation rules (loaded by batch-create.tsx when pressed).
import { BatchCreatePicker } from '@toufang/creation-kit';
import { QIANCHUAN_CREATION } from '@toufang/media-qianchuan-limits';

export default function Picker({ onClose }: { onClose: () => void }) {
  return <BatchCreatePicker variants={QIANCHUAN_CREATION} onClose={onClose} />;
}
