// The template picker of 批量创建 with this media's creation rules (loaded by batch-create.tsx when pressed).
import { BatchCreatePicker } from '@toufang/creation-kit';
import { BAIDU_CREATION } from '@toufang/media-baidu-limits';

export default function Picker({ onClose }: { onClose: () => void }) {
  return <BatchCreatePicker variants={BAIDU_CREATION} onClose={onClose} />;
}
