// Drill-down: a row opens the level below it (an account its plans, a plan its units), the parent carried in
// the URL (?parentId=…) so that the path survives a reload and can be linked; the server answers the path
// from the account down, which the breadcrumb shows. The link of an edit's message filters by ?editId=….
import { deliveryLevelPath, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import type { BreadcrumbTrailItem } from '@toufang/ui';
import type { DeliveryMediaConfig } from '../config/delivery-config';
import type { DeliveryPathItem } from '../queries/delivery-types';
import { DELIVERY_TEXTS as T } from '../texts';

export const URL_PARAMS = { PARENT: 'parentId', EDIT: 'editId' } as const;

/** The route of a level, with a leading slash, and its query. */
export function levelUrl(media: MediaCode, level: DeliveryLevel, params: { parentId?: string | null; editId?: number | null } = {}): string {
  const query = new URLSearchParams();
  if (params.parentId) query.set(URL_PARAMS.PARENT, params.parentId);
  if (params.editId) query.set(URL_PARAMS.EDIT, String(params.editId));
  const search = query.toString();
  return `/${deliveryLevelPath(media, level)}${search ? `?${search}` : ''}`;
}

/** Where a row leads: its level's child, filtered to it; none at the bottom. */
export function drillUrl(config: DeliveryMediaConfig, level: DeliveryLevel, id: string): string | null {
  const child = config.levels[level]?.child;
  return child ? levelUrl(config.media, child, { parentId: id }) : null;
}

/** The URL's drill-down and edit filter; anything malformed is ignored. */
export function readUrlParams(search: string): { parentId: string | null; editId: number | null } {
  const query = new URLSearchParams(search);
  const parentId = query.get(URL_PARAMS.PARENT)?.trim() || null;
  const editRaw = Number(query.get(URL_PARAMS.EDIT));
  return { parentId, editId: Number.isInteger(editRaw) && editRaw > 0 ? editRaw : null };
}

/**
 * The breadcrumb of a drilled-down table: 全部账户 (the account page), then each object of the path, each
 * leading to the level it opens, the last (the current parent) with the current level's name and no link.
 */
export function pathCrumbs(config: DeliveryMediaConfig, level: DeliveryLevel, path: readonly DeliveryPathItem[]): BreadcrumbTrailItem[] {
  if (path.length === 0) return [];
  const current = config.levels[level]?.label ?? level;
  const crumbs: BreadcrumbTrailItem[] = [{ name: T.ALL_ACCOUNTS, path: levelUrl(config.media, 'account') }];
  path.forEach((item, i) => {
    const last = i === path.length - 1;
    const opens = config.levels[item.level]?.child;
    crumbs.push(last || !opens ? { name: last ? `${item.name} · ${current}` : item.name } : { name: item.name, path: levelUrl(config.media, opens, { parentId: item.id }) });
  });
  return crumbs;
}
