// The template picker of 批量创建 with this media's creation rules (loaded by batch-create.tsx when pressed).
import { BatchCreatePicker } from '@toufang/creation-kit';
import { KUAISHOU_CREATION } from '@toufang/media-kuaishou-limits';

export default function Picker({ onClose }: { onClose: () => void }) {
  return <BatchCreatePicker variants={KUAISHOU_CREATION} onClose={onClose} />;
}
