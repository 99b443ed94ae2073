// Pure rules of the account and targeting-package picker (widgets spec §3 account rows and targeting
// packages, §4 a second-level picker clears its checkboxes when the level changes, §8 empty texts, §9 one tag
// and the optional maximum).
import { DEFAULT_TEXTS, TREE } from '@toufang/domain';

export type AdvertiserId = string | number;

/** Widgets spec §3 account row: advertiserId, nameWithAdverId. */
export interface PickerAccount {
  advertiserId: AdvertiserId;
  /** The account's name with its id, as the media shows it, e.g. 星河电商-01(1712345678901234). */
  nameWithAdverId: string;
  disabled?: boolean;
}

/** Widgets spec §3 targeting-package row: retargetName (unique within its account). */
export interface TargetingPackage {
  retargetName: string;
  disabled?: boolean;
}

/** A chosen account; on the second level its chosen packages are grouped under it (widgets spec §3). */
export interface PickedAccount {
  advertiserId: AdvertiserId;
  nameWithAdverId: string;
  children?: TargetingPackage[];
}

/** 1: choose accounts. 2: choose targeting packages, under their accounts. */
export type PickerLevel = 1 | 2;

/** Texts of the picker. */
export const ACCOUNT_PICKER_TEXTS = {
  NO_ACCOUNT: '请先选择账户', // widgets spec §8
  EMPTY: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据, widgets spec §8
  NOTHING_SELECTED: DEFAULT_TEXTS.NOTHING_SELECTED, // 暂未选择, widgets spec §8
  NO_MATCH: DEFAULT_TEXTS.NO_MATCH, // 无匹配数据
  PLACEHOLDER: DEFAULT_TEXTS.PLACEHOLDER, // 请选择
  SEARCH_PLACEHOLDER: DEFAULT_TEXTS.SEARCH_PLACEHOLDER, // 请输入搜索内容
  ACCOUNTS: '账户',
  PACKAGES: '定向包',
  SELECTED: '已选',
  SEARCH_ACCOUNTS: '搜索账户',
  REMOVE: '移除',
  LABEL: '选择账户与定向包',
  /** An account's name with how many of its packages are chosen, for screen readers. */
  pickedIn: (name: string, count: number) => `${name}，已选${count}个定向包`,
} as const;

const key = (id: AdvertiserId) => String(id);

/** Whether a maximum applies: absent or 0 (TREE.UNLIMITED_MAX) means unlimited. */
export function hasPickerMax(max: number | null | undefined): max is number {
  return typeof max === 'number' && Number.isFinite(max) && max > TREE.UNLIMITED_MAX;
}

/** What counts against the maximum: accounts on level 1, packages on level 2. */
export function pickedCount(value: readonly PickedAccount[], level: PickerLevel): number {
  return level === 1 ? value.length : value.reduce((sum, group) => sum + (group.children?.length ?? 0), 0);
}

export function isAtPickerMax(value: readonly PickedAccount[], level: PickerLevel, max: number | null | undefined): boolean {
  return hasPickerMax(max) && pickedCount(value, level) >= max;
}

export function isAccountPicked(value: readonly PickedAccount[], id: AdvertiserId): boolean {
  return value.some((group) => key(group.advertiserId) === key(id));
}

export function isPackagePicked(value: readonly PickedAccount[], id: AdvertiserId, name: string): boolean {
  return value.some((group) => key(group.advertiserId) === key(id) && (group.children ?? []).some((p) => p.retargetName === name));
}

/** The packages picked under one account. */
export function pickedPackagesOf(value: readonly PickedAccount[], id: AdvertiserId): TargetingPackage[] {
  return value.find((group) => key(group.advertiserId) === key(id))?.children ?? [];
}

/** Level 1: picks or unpicks an account; picking past the maximum returns the value unchanged. */
export function toggleAccount(value: readonly PickedAccount[], account: PickerAccount, max?: number): PickedAccount[] {
  if (isAccountPicked(value, account.advertiserId)) return value.filter((group) => key(group.advertiserId) !== key(account.advertiserId));
  if (account.disabled || isAtPickerMax(value, 1, max)) return [...value];
  return [...value, { advertiserId: account.advertiserId, nameWithAdverId: account.nameWithAdverId }];
}

/**
 * Level 2: picks or unpicks a targeting package of an account. Picked packages sit under their account
 * (a group is added with the first and dropped with the last); picking past the maximum changes nothing.
 */
export function togglePackage(value: readonly PickedAccount[], account: PickerAccount, pkg: TargetingPackage, max?: number): PickedAccount[] {
  const id = key(account.advertiserId);
  if (isPackagePicked(value, account.advertiserId, pkg.retargetName)) {
    return value
      .map((group) => (key(group.advertiserId) === id ? { ...group, children: (group.children ?? []).filter((p) => p.retargetName !== pkg.retargetName) } : group))
      .filter((group) => (group.children ?? []).length > 0);
  }
  if (pkg.disabled || account.disabled || isAtPickerMax(value, 2, max)) return [...value];
  const picked: TargetingPackage = { retargetName: pkg.retargetName };
  if (!isAccountPicked(value, account.advertiserId)) return [...value, { advertiserId: account.advertiserId, nameWithAdverId: account.nameWithAdverId, children: [picked] }];
  return value.map((group) => (key(group.advertiserId) === id ? { ...group, children: [...(group.children ?? []), picked] } : group));
}

/** Removes one account (level 1) or one of its packages (level 2, when a name is given). */
export function removePicked(value: readonly PickedAccount[], id: AdvertiserId, retargetName?: string): PickedAccount[] {
  if (retargetName === undefined) return value.filter((group) => key(group.advertiserId) !== key(id));
  return value
    .map((group) => (key(group.advertiserId) === key(id) ? { ...group, children: (group.children ?? []).filter((p) => p.retargetName !== retargetName) } : group))
    .filter((group) => (group.children ?? []).length > 0);
}

/**
 * The value in its normal form for a level: level 1 keeps accounts without children; level 2 keeps only
 * accounts with packages, merging repeated accounts and dropping repeated packages.
 */
export function normalizePicked(value: readonly PickedAccount[] | null | undefined, level: PickerLevel): PickedAccount[] {
  const groups = new Map<string, PickedAccount>();
  for (const group of value ?? []) {
    const id = key(group.advertiserId);
    const known = groups.get(id);
    if (level === 1) {
      if (!known) groups.set(id, { advertiserId: group.advertiserId, nameWithAdverId: group.nameWithAdverId });
      continue;
    }
    const children = [...(known?.children ?? [])];
    for (const pkg of group.children ?? []) if (!children.some((p) => p.retargetName === pkg.retargetName)) children.push({ retargetName: pkg.retargetName });
    groups.set(id, { advertiserId: known?.advertiserId ?? group.advertiserId, nameWithAdverId: known?.nameWithAdverId ?? group.nameWithAdverId, children });
  }
  return [...groups.values()].filter((group) => level === 1 || (group.children ?? []).length > 0);
}

/** The tags' texts in order: account names (level 1) or package names (level 2). */
export function pickedLabels(value: readonly PickedAccount[], level: PickerLevel): string[] {
  return level === 1 ? value.map((group) => group.nameWithAdverId) : value.flatMap((group) => (group.children ?? []).map((p) => p.retargetName));
}

/** The tags shown and how many are left for +N (widgets spec §9: the picker shows 1 tag). */
export function visibleTags(labels: readonly string[], maxTags: number = TREE.ACCOUNT_PICKER_MAX_TAGS): { shown: string[]; rest: number } {
  const count = Math.max(0, Math.floor(maxTags));
  return { shown: labels.slice(0, count), rest: Math.max(0, labels.length - count) };
}

/** Accounts whose name (with id) contains the keyword, ignoring case. */
export function filterPickerAccounts<T extends PickerAccount>(accounts: readonly T[], keyword: string | null | undefined): T[] {
  const needle = (keyword ?? '').trim().toLowerCase();
  if (!needle) return [...accounts];
  return accounts.filter((a) => a.nameWithAdverId.toLowerCase().includes(needle) || String(a.advertiserId).toLowerCase().includes(needle));
}
