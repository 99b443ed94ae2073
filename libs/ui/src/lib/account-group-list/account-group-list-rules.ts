// Pure rules of the account-group list (widgets spec §3 account group entry: groupName, groupId, children
// with mediaAccountName, mediaAccountId, num).
import { DEFAULT_TEXTS } from '@toufang/domain';

export type AccountGroupId = string | number;

export interface AccountGroupMember {
  mediaAccountName: string;
  mediaAccountId: string | number;
  /** The member's count (the account's running ads, docs/decisions.md), shown as a badge; none when 0. */
  num?: number | null;
}

export interface AccountGroupEntry {
  groupName: string;
  groupId: AccountGroupId;
  children?: readonly AccountGroupMember[];
}

/** Texts of the account-group list. */
export const ACCOUNT_GROUP_LIST_TEXTS = {
  LABEL: '账户分组',
  EMPTY: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据
  EMPTY_GROUP: DEFAULT_TEXTS.EMPTY_LIST, // 列表为空: a group without accounts
  EXPAND: '展开',
  COLLAPSE: '收起',
  /** A group header's name for screen readers: its name and how many accounts it holds. */
  groupName: (name: string, count: number) => `${name}（${count}个账户）`,
} as const;

/** How many accounts a group holds. */
export function memberCount(group: AccountGroupEntry): number {
  return group.children?.length ?? 0;
}

/** Every group's id, as text (the expansion state's keys). */
export function allGroupKeys(groups: readonly AccountGroupEntry[]): string[] {
  return groups.map((group) => String(group.groupId));
}

/** Opens or closes one group. */
export function toggleGroup(expanded: readonly string[], id: AccountGroupId): string[] {
  const key = String(id);
  return expanded.includes(key) ? expanded.filter((k) => k !== key) : [...expanded, key];
}

/** Lists with more rows than this are virtualised (docs/architecture.md: lists over about 100 rows). */
export const ACCOUNT_GROUP_VIRTUALISE_FROM = 100;
/** Row heights in px (account-group-list.css keeps rows at these heights). */
export const ACCOUNT_GROUP_HEADER_HEIGHT = 36;
export const ACCOUNT_GROUP_MEMBER_HEIGHT = 44;

/** One visible row: a group's header, one of its accounts, or the note of an open empty group. */
export type AccountGroupRow =
  | { kind: 'group'; group: AccountGroupEntry; open: boolean }
  | { kind: 'member'; group: AccountGroupEntry; member: AccountGroupMember }
  | { kind: 'empty'; group: AccountGroupEntry };

/** The visible rows in order: each header, then its accounts when open. */
export function visibleGroupRows(groups: readonly AccountGroupEntry[], expanded: readonly string[]): AccountGroupRow[] {
  const rows: AccountGroupRow[] = [];
  for (const group of groups) {
    const open = expanded.includes(String(group.groupId));
    rows.push({ kind: 'group', group, open });
    if (!open) continue;
    if (memberCount(group) === 0) rows.push({ kind: 'empty', group });
    for (const member of group.children ?? []) rows.push({ kind: 'member', group, member });
  }
  return rows;
}
