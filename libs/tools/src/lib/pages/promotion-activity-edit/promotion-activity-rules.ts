// 推广活动's pure parts (docs/design/tools.md §5.2, §8): the pages' paths, who may write (the promote area: ADMIN,
// MANAGER, OPERATE), the form's draft and its checks (the server checks again), and the URLs of a chosen property.
import { canOpenArea, effectiveRole, type LegacyRole } from '@toufang/domain';
import type { PromotionActivity, PromotionActivityOptions, PromotionActivitySaveRequest } from '../../queries/promotion-activities';
import { PROMOTION_ACTIVITY_TEXTS as T } from '../../texts';

const BASE = '/tools-app/tool/monitoring-tool/promotion-activity';
export const LIST_PATH = `${BASE}/index`;
export const ADD_PATH = `${BASE}/edit`;
/** The edit route has no id segment (routes.ts): the activity is named in the query string. */
export const editPath = (id: number) => `${BASE}/edit?id=${id}`;

export const NAME_MAX = 50;

/** The page is the five internal roles'; watching an activity is the promote area's (its save declares it). */
export function mayWriteActivities(user: { role: string; isDesignManager?: number | null }): boolean {
  return canOpenArea(effectiveRole(user.role as LegacyRole, user.isDesignManager ?? 0), 'promote');
}

export interface ActivityDraft {
  accountId: number | null;
  propertyId: number | null;
  name: string;
  watched: boolean;
}

export const emptyDraft = (): ActivityDraft => ({ accountId: null, propertyId: null, name: '', watched: true });

export const draftFromActivity = (a: PromotionActivity): ActivityDraft => ({ accountId: a.accountId, propertyId: null, name: a.name, watched: a.watched });

/** Field → message; empty when the draft may be sent. An edit keeps its account and property. */
export function draftProblems(draft: ActivityDraft, creating: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (creating && draft.accountId === null) out['accountId'] = T.REQUIRED_ACCOUNT;
  if (creating && draft.propertyId === null) out['propertyId'] = T.REQUIRED_PROPERTY;
  const name = draft.name.trim();
  if (name === '') out['name'] = T.REQUIRED_NAME;
  else if ([...name].length > NAME_MAX) out['name'] = T.NAME_TOO_LONG;
  return out;
}

export function toSaveRequest(draft: ActivityDraft, id: number | null): PromotionActivitySaveRequest {
  const common = { name: draft.name.trim(), watched: draft.watched };
  return id !== null ? { id, ...common } : { accountId: draft.accountId ?? 0, propertyId: draft.propertyId ?? 0, ...common };
}

/** The chosen property of the options, if any. */
export function chosenProperty(options: PromotionActivityOptions | undefined, propertyId: number | null) {
  return propertyId === null ? undefined : options?.properties.find((p) => p.id === propertyId);
}
