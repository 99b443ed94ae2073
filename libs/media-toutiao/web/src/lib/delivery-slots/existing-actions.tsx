// 复制 and 修改 in the 操作 column of 巨量引擎's delivery tables (issue 22 "Update and copy"): each opens the creation
// kit's editor on its route (shell spec §2.3: update/group, update/toutiao, update/creative and update/toutiao-fast
// for 项目 and 广告; copyPlan for a 广告计划, copy/toutiao for the others), `:id` the object's media id, in a tab
// of its own as row actions do.
import type { DeliveryRow, DeliveryRowAction } from '@toufang/delivery';
import { mediaAdPath, type DeliveryLevel } from '@toufang/domain';
import { TOUTIAO_WORDS as WORDS } from '../terms';

const path = (...segments: string[]) => `/${mediaAdPath('toutiao', ...segments)}`;

export function copyPath(level: DeliveryLevel, id: string): string | null {
  if (level === 'plan') return path('copyPlan', encodeURIComponent(id));
  if (level === 'delivery-group' || level === 'project' || level === 'ad') return path('copy', 'toutiao', encodeURIComponent(id));
  return null;
}

const UPDATE_SEGMENTS: Partial<Record<DeliveryLevel, string[]>> = {
  'delivery-group': ['update', 'group'],
  plan: ['update', 'toutiao'],
  creative: ['update', 'creative'],
  project: ['update', 'toutiao-fast'],
  ad: ['update', 'toutiao-fast'],
};

export function updatePath(level: DeliveryLevel, id: string): string | null {
  const segments = UPDATE_SEGMENTS[level];
  return segments ? path(...segments, encodeURIComponent(id)) : null;
}

const action = (key: string, label: string, levels: DeliveryLevel[], href: (row: DeliveryRow) => string | null, aria: (name: string) => string): DeliveryRowAction => ({
  key,
  label,
  levels,
  href,
  ariaLabel: (row) => aria(row.name),
});

export const EXISTING_ACTIONS: readonly DeliveryRowAction[] = [
  action('copy', WORDS.COPY, ['delivery-group', 'plan', 'project', 'ad'], (row) => copyPath(row.level, row.id), WORDS.COPY_ROW),
  action('update', WORDS.UPDATE, ['delivery-group', 'plan', 'creative', 'project', 'ad'], (row) => updatePath(row.level, row.id), WORDS.UPDATE_ROW),
];
