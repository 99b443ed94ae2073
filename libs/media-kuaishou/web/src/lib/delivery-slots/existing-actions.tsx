// 复制 and 修改 in the 操作 column of 磁力智投's delivery tables (issue 22 "Update and copy"): each opens the creation
// kit's editor on its route (shell spec §2.3: update/kuaishou/:active with the level as `:active` and the object
// as `?id=`, copy/kuaishou/:id for a 广告组, copyPlan/:id for a 广告计划), in a tab of its own as row actions do.
import type { DeliveryRow, DeliveryRowAction } from '@toufang/delivery';
import { mediaAdPath, type DeliveryLevel } from '@toufang/domain';
import { KUAISHOU_WORDS as WORDS, MEDIA } from '../terms';

const path = (...segments: string[]) => `/${mediaAdPath(MEDIA, ...segments)}`;

export function copyPath(level: DeliveryLevel, id: string): string | null {
  if (level === 'plan') return path('copyPlan', encodeURIComponent(id));
  if (level === 'delivery-group') return path('copy', 'kuaishou', encodeURIComponent(id));
  return null;
}

export function updatePath(level: DeliveryLevel, id: string): string {
  return `${path('update', 'kuaishou', level)}?id=${encodeURIComponent(id)}`;
}

const action = (key: string, label: string, levels: DeliveryLevel[], href: (row: DeliveryRow) => string | null, aria: (name: string) => string): DeliveryRowAction => ({
  key,
  label,
  levels,
  href,
  ariaLabel: (row) => aria(row.name),
});

export const EXISTING_ACTIONS: readonly DeliveryRowAction[] = [
  action('copy', WORDS.COPY, ['plan', 'delivery-group'], (row) => copyPath(row.level, row.id), WORDS.COPY_ROW),
  action('update', WORDS.UPDATE, ['plan', 'delivery-group', 'delivery-creative'], (row) => updatePath(row.level, row.id), WORDS.UPDATE_ROW),
];
