import type { NotifyKind } from '@toufang/api';
import { Toast } from '@toufang/ui';

export function showToast(kind: NotifyKind, text: string, durationS: number): void {
  if (kind === 'warning') Toast.warning({ content: text, duration: durationS });
  else Toast.error({ content: text, duration: durationS });
}
