// The pure rules of the media account list: which media a path shows, the filters as a query, what a role
// may do, and how the figures read.
import dayjs from 'dayjs';
import { can, formatYuan, isMediaCode, type Capability, type LegacyRole, type MediaCode } from '@toufang/domain';
import type { MediaAccountPageQuery, MediaAccountRecord } from '../../queries/media-account-page';
import { MEDIA_ACCOUNT_TEXTS } from '../../terms';

/**
 * The media of a per-media account page: the segment after media-account/ (or media-account-manage/, or the
 * shell's accountManagement/ of the gadget mode, shell spec §2.2).
 */
export function mediaOfPath(pathname: string): MediaCode | null {
  const match = /\/(?:media-account(?:-manage)?|accountManagement)\/([^/]+)/.exec(pathname);
  const code = match?.[1];
  return code && isMediaCode(code) ? code : null;
}

/** 添加账户 of a list: its own add page, or the account section's for the shell's accountManagement/{media}. */
export function addPathOf(pathname: string, media: MediaCode): string {
  return pathname.includes('/accountManagement/') ? `/account-app/account/media-account/${media}/add` : `${pathname}/add`;
}

export type SortField = NonNullable<MediaAccountPageQuery['sortField']>;
export type SortOrder = NonNullable<MediaAccountPageQuery['sortOrder']>;
export interface SortState {
  field: SortField;
  order: SortOrder;
}

/** The columns the server sorts by (MediaAccountSortField). */
export const SORT_FIELDS = ['balance', 'todayCost', 'dailyBudget', 'lastSyncedAt', 'accountName'] as const satisfies readonly SortField[];

/** The list kit's sort (from the URL) as the page's; a field the server does not sort by is no sort. */
export function toSortState(sort: { key: string; order: 'ascend' | 'descend' } | null): SortState | null {
  return sort && (SORT_FIELDS as readonly string[]).includes(sort.key) ? { field: sort.key as SortField, order: sort.order } : null;
}

/** A click on a sortable header: a new field sorts descending (the largest balance first), the same one flips. */
export function nextSort(current: SortState | null, field: SortField): SortState {
  if (current?.field !== field) return { field, order: 'descend' };
  return { field, order: current.order === 'descend' ? 'ascend' : 'descend' };
}

/** The filter area's values, as the page call's filters. Unknown or empty values are left out. */
// A type, not an interface, so it fits the list kit's filter values (which allow any other field).
export type AccountFilters = {
  keyword?: { method?: string; value?: string } | null;
  status?: unknown;
  authStatus?: unknown;
  groupId?: unknown;
};

const STATUSES = ['active', 'frozen', 'pending'] as const;
const AUTH_STATUSES = ['active', 'expired', 'revoked'] as const;
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;

export function toPageQuery(
  mediaCode: MediaCode,
  filters: AccountFilters,
  page: { current: number; size: number },
  sort: SortState | null,
): MediaAccountPageQuery {
  const keyword = filters.keyword?.value?.trim();
  const status = oneOf(STATUSES, filters.status);
  const authStatus = oneOf(AUTH_STATUSES, filters.authStatus);
  const groupId = typeof filters.groupId === 'number' && filters.groupId > 0 ? filters.groupId : undefined;
  return {
    mediaCode,
    ...(keyword ? { keyword } : {}),
    ...(status ? { status } : {}),
    ...(authStatus ? { authStatus } : {}),
    ...(groupId ? { groupId } : {}),
    ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}),
    current: page.current,
    size: page.size,
  };
}

/** What the page offers a role (shell spec §6); the server refuses the same calls to everyone else. */
export interface AccountActions {
  add: boolean;
  upload: boolean;
  edit: boolean;
  editName: boolean;
  editProduct: boolean;
  groups: boolean;
  remove: boolean;
  monitor: boolean;
  resetPassword: boolean;
}

export function accountActions(role: LegacyRole): AccountActions {
  const has = (capability: Capability) => can(role, capability);
  return {
    add: has('addAccount') || has('batchAddAccount'),
    upload: has('uploadAccount'),
    edit: has('changeAccount') || has('changeProduct') || has('manageGroups'),
    editName: has('changeAccount'),
    editProduct: has('changeProduct'),
    groups: has('manageGroups'),
    remove: has('removeAccount'),
    monitor: has('monitor'),
    resetPassword: has('resetPassword'),
  };
}

/** 元 as the desk writes it (@toufang/domain's formatYuan); a null budget is 不限. */
export function formatBudget(value: number | null): string {
  return value === null ? MEDIA_ACCOUNT_TEXTS.UNLIMITED : formatYuan(value);
}

/** A time of the list in China's way of writing it; null is shown as the caller's fallback. */
export function formatTime(iso: string | null, fallback = '-'): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : fallback;
}

/** An account whose authorisation no longer works needs 重新授权 before anything reaches the media. */
export function needsReauthorization(record: Pick<MediaAccountRecord, 'authStatus'>): boolean {
  return record.authStatus === 'expired' || record.authStatus === 'revoked';
}

/** The file of 上传账户 as the call sends it: base64 of its bytes (a data URL, less its header). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('文件读取失败'));
    reader.readAsDataURL(file);
  });
}
