// The comment page's pure parts: the list call's body from the URL's view (the kit's, plus the ad and the
// 已隐藏/已置顶 flag as value filters) and which row actions a comment offers in its present state.
import type { MediaCode } from '@toufang/domain';
import type { DataTableSort } from '@toufang/ui';
import type { PropertyActionSpec } from '../config/property-config';
import { toListQuery, type PropertyFilters } from '../list/property-list-rules';
import type { PropertyListQuery, PropertyRow } from '../queries/property-calls';

export interface CommentFilters extends PropertyFilters {
  adId?: string;
  flag?: 'hidden' | 'pinned';
}

export type CommentAction = PropertyActionSpec['action'];

/** The list call's body: the kit's filters, and the ad and flag as exact values of the comment. */
export function toCommentQuery(media: MediaCode, type: string, view: { filters: CommentFilters; page: number; size: number; sort: DataTableSort | null }): PropertyListQuery {
  const base = toListQuery(media, type, view);
  const adId = typeof view.filters.adId === 'string' ? view.filters.adId.trim().slice(0, 64) : '';
  const flag = view.filters.flag === 'hidden' || view.filters.flag === 'pinned' ? view.filters.flag : null;
  const values: Record<string, string | boolean> = { ...(adId ? { ad_id: adId } : {}), ...(flag ? { [flag]: true } : {}) };
  return Object.keys(values).length > 0 ? { ...base, values } : base;
}

const yes = (row: PropertyRow, key: string) => row.summary[key] === '是';

/** A comment's state as the list shows it (its summary, in the media's words). */
export function commentState(row: PropertyRow) {
  return { hidden: yes(row, '已隐藏'), pinned: yes(row, '已置顶'), blocked: yes(row, '已屏蔽') };
}

/** The declared actions that make sense on this comment now: no reply or pin to a hidden one, 置顶 or 取消置顶. */
export function actionsFor(row: PropertyRow, declared: readonly PropertyActionSpec[]): PropertyActionSpec[] {
  const s = commentState(row);
  return declared.filter((spec) => {
    switch (spec.action) {
      case 'reply':
        return !s.hidden;
      case 'hide':
        return !s.hidden;
      case 'pin':
        return !s.hidden && !s.pinned;
      case 'unpin':
        return s.pinned;
      case 'block':
        return !s.blocked;
      default:
        return false;
    }
  });
}

/** The reply's length as the media counts it (characters, not UTF-16 units). */
export const replyLength = (text: string) => [...text.trim()].length;
