// Pure rules of the media-account selector: grouping by media with the media's Chinese names (in the
// product's media order), and the search match.
import { DEFAULT_TEXTS, MEDIA_CODES, MEDIA_DISPLAY_NAMES, isMediaCode, type MediaCode } from '@toufang/domain';

export type MediaAccountId = string | number;

/** A media account as the selector lists it. */
export interface MediaAccountOption {
  mediaAccountId: MediaAccountId;
  mediaAccountName: string;
  /** The media it belongs to; accounts without one group under 其他 when grouping. */
  media?: MediaCode | string | null;
  disabled?: boolean;
}

/** Texts of the selector. */
export const MEDIA_ACCOUNT_SELECT_TEXTS = {
  LABEL: '媒体账户',
  PLACEHOLDER: DEFAULT_TEXTS.PLACEHOLDER, // 请选择
  EMPTY: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据
  NO_MATCH: DEFAULT_TEXTS.NO_MATCH, // 无匹配数据
  OTHER_MEDIA: '其他',
  /** The search box's name: the selector's name and 搜索 (媒体账户搜索). */
  SEARCH_SUFFIX: '搜索',
} as const;

/** Lists longer than this are virtualised (docs/architecture.md: lists over about 100 rows). */
export const MEDIA_ACCOUNT_VIRTUALISE_FROM = 100;
/** An option's height in px when virtualised (Semi's option height). */
export const MEDIA_ACCOUNT_OPTION_HEIGHT = 36;
/** The dropdown list's height in px when virtualised (Semi's own list height). */
export const MEDIA_ACCOUNT_LIST_HEIGHT = 300;

export interface MediaAccountGroup<T extends MediaAccountOption = MediaAccountOption> {
  /** The media code, or null for accounts without a known media. */
  media: MediaCode | null;
  /** The media's Chinese name (巨量引擎, 腾讯广告3.0…), or 其他. */
  label: string;
  accounts: T[];
}

/** The media's Chinese name; 其他 for none or an unknown code. */
export function mediaLabel(media: MediaAccountOption['media']): string {
  return isMediaCode(media) ? MEDIA_DISPLAY_NAMES[media] : MEDIA_ACCOUNT_SELECT_TEXTS.OTHER_MEDIA;
}

/** Accounts grouped by media, in the product's media order, unknown media last; empty groups are left out. */
export function groupByMedia<T extends MediaAccountOption>(accounts: readonly T[]): MediaAccountGroup<T>[] {
  const groups: MediaAccountGroup<T>[] = [...MEDIA_CODES.map((media) => ({ media, label: MEDIA_DISPLAY_NAMES[media], accounts: [] as T[] })), { media: null, label: MEDIA_ACCOUNT_SELECT_TEXTS.OTHER_MEDIA, accounts: [] as T[] }];
  for (const account of accounts) {
    const media = isMediaCode(account.media) ? account.media : null;
    (groups.find((group) => group.media === media) ?? groups[groups.length - 1]).accounts.push(account);
  }
  return groups.filter((group) => group.accounts.length > 0);
}

/** Whether an account's name or id contains the keyword, ignoring case (an empty keyword matches all). */
export function matchesAccount(account: MediaAccountOption, keyword: string | null | undefined): boolean {
  const needle = (keyword ?? '').trim().toLowerCase();
  if (!needle) return true;
  return account.mediaAccountName.toLowerCase().includes(needle) || String(account.mediaAccountId).toLowerCase().includes(needle);
}

/** Semi keys options by value; ids are compared as text so 123 and '123' are one account. */
export function accountKey(id: MediaAccountId): string {
  return String(id);
}
