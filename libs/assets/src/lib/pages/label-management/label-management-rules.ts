// The pure rules of 标签管理: which labels the page shows, from the URL's group and search, and who may
// rename, move and remove (the server decides too; the page only hides what would be refused).
import { effectiveRole, isLegacyRole, type LegacyRole } from '@toufang/domain';
import type { Schemas } from '@toufang/api';

export type LabelRecord = Schemas['Label'];
export type LabelGroupRecord = Schemas['LabelGroup'];

/** The contract's longest label and group names (LabelCreateRequest, LabelGroupSaveRequest). */
export const LABEL_NAME_MAX = 20;
export const GROUP_NAME_MAX = 20;

/** The URL's params of the page: the chosen group and the search (a copied link shows the same labels). */
export const GROUP_PARAM = 'groupId';
export const KEYWORD_PARAM = 'keyword';

/** Who may rename, move and remove labels and groups (docs/decisions.md, labels). */
const MANAGERS: readonly LegacyRole[] = ['ADMIN', 'MANAGER', 'DESIGNMANAGER'];

export function canManageLabels(user: { role: string; isDesignManager?: number | null }): boolean {
  return isLegacyRole(user.role) && MANAGERS.includes(effectiveRole(user.role, user.isDesignManager));
}

/** The chosen group of a link; none (全部标签) when missing, malformed or no longer there. */
export function readGroupId(params: URLSearchParams, groups: readonly LabelGroupRecord[] | undefined): number | null {
  const id = Number(params.get(GROUP_PARAM));
  if (!Number.isInteger(id) || id <= 0) return null;
  return groups === undefined || groups.some((g) => g.id === id) ? id : null;
}

/** A label as the table shows it: with its group's name. */
export type LabelRow = LabelRecord & { groupName: string };

/** The labels of the chosen group (or of every group), whose name contains the search, by group then name. */
export function visibleLabels(groups: readonly LabelGroupRecord[], groupId: number | null, keyword: string): LabelRow[] {
  const needle = keyword.trim().toLowerCase();
  return groups
    .filter((g) => groupId === null || g.id === groupId)
    .flatMap((g) => g.labels.map((l) => ({ ...l, groupName: g.name })))
    .filter((l) => needle === '' || l.name.toLowerCase().includes(needle));
}

export const labelCount = (groups: readonly LabelGroupRecord[]) => groups.reduce((n, g) => n + g.labels.length, 0);
