// 素材审核's rules without React: the filters and state tab as the queue's query, who decides and shares,
// and a share link's full address.
import type { Schemas } from '@toufang/api';
import { effectiveRole, isLegacyRole } from '@toufang/domain';
import { REVIEW_STATES, type ReviewState } from '../../review-terms';
import { asIds, dateRange, oneOf, text } from '../material-library/material-library-rules';

export type ReviewItem = Schemas['MaterialReviewItem'];
export type ReviewQuery = Schemas['MaterialReviewQuery'];

/** The filter area's values as the URL keeps them, and the state tab. */
export type ReviewFilters = { keyword?: unknown; designerIds?: unknown; dates?: unknown; state?: unknown };

/** The roles that give verdicts and share links (docs/decisions.md, who reviews materials; the server's rule too). */
const DECIDERS = ['ADMIN', 'MANAGER', 'DESIGNMANAGER'];

export function canDecide(user: { role: string; isDesignManager?: number | null }): boolean {
  return isLegacyRole(user.role) && DECIDERS.includes(effectiveRole(user.role, user.isDesignManager));
}

export const reviewStateOf = (value: unknown): ReviewState | undefined => oneOf(value, Object.keys(REVIEW_STATES) as ReviewState[]);

export function toReviewQuery(filters: ReviewFilters, page: { current: number; size: number }): ReviewQuery {
  const keyword = text(filters.keyword);
  const designerIds = asIds(filters.designerIds);
  const dates = dateRange(filters.dates);
  const state = reviewStateOf(filters.state);
  return {
    current: page.current,
    size: page.size,
    ...(state ? { state } : {}),
    ...(keyword ? { keyword } : {}),
    ...(designerIds ? { designerIds } : {}),
    ...(dates ? { from: dates[0], to: dates[1] } : {}),
  };
}

/** The address a guest opens: the desk's origin and the link's path. */
export const shareAddress = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;
