// Pure rules of the account list (widgets spec §3 account list item, §9 account list height, search debounce).
import { DEFAULT_TEXTS } from '@toufang/domain';
import type { ReactNode } from 'react';

/** Widgets spec §3: adsMediaAccountName, adsMediaAccountId, num (badge count), iconCustom, iconIview. */
export interface AccountListItem {
  adsMediaAccountName: string;
  adsMediaAccountId: string | number;
  /** The count on the item's badge; no badge when absent or 0. */
  num?: number | null;
  /** A small marker icon of the caller's own drawing. */
  iconCustom?: ReactNode;
  /** A small marker icon from the icon library (Semi's icons here; the original used iView's). */
  iconIview?: ReactNode;
}

export type AccountId = AccountListItem['adsMediaAccountId'];

/** Texts of the account list. */
export const ACCOUNT_LIST_TEXTS = {
  LABEL: '账户列表',
  SEARCH_LABEL: '搜索账户',
  SEARCH_PLACEHOLDER: DEFAULT_TEXTS.SEARCH_PLACEHOLDER, // 请输入搜索内容
  EMPTY: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据
  NO_MATCH: DEFAULT_TEXTS.NO_MATCH, // 无匹配数据
  ID_PREFIX: 'ID：',
} as const;

/** Lists longer than this are virtualised (docs/architecture.md: lists over about 100 rows). */
export const ACCOUNT_LIST_VIRTUALISE_FROM = 100;

/** The accounts whose name or id contains the keyword, ignoring case; all for an empty keyword. */
export function filterAccounts<T extends AccountListItem>(items: readonly T[], keyword: string | null | undefined): T[] {
  const needle = (keyword ?? '').trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.adsMediaAccountName.toLowerCase().includes(needle) || String(item.adsMediaAccountId).toLowerCase().includes(needle));
}

/** Whether an item shows a badge: a positive count. */
export function showsBadge(num: number | null | undefined): num is number {
  return typeof num === 'number' && Number.isFinite(num) && num > 0;
}

/** Same account ids, whether given as number or string. */
export function sameAccountId(a: AccountId | null | undefined, b: AccountId | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}
