// Whether a caller may call an operation, from its x-access rule (openapi/openapi.yaml, "Who may call what").
import { can, canOpenArea, isMediaCode, MEDIA_CODES, RBAC_ALWAYS_KEPT, type LegacyRole, type MediaCode } from '@toufang/domain';
import type { AccessRule } from './declaration';

/** What the decision needs to know about the caller (the session carries it). */
export interface Caller {
  /** The effective role: a DESIGNER with isDesignManager 1 is a DESIGNMANAGER. */
  role: LegacyRole;
  /** The user is on the role-based model 2.0 (rbacVersion 2.0). */
  rbac: boolean;
  /** The 2.0 permission codes (see permissionCodes). */
  permissions: ReadonlySet<string>;
  /** isShowPerformance is 1: the user may see figures (shell spec §2.3's showPerformance; unknown counts as no). */
  showPerformance?: boolean;
}

/** The placeholder a 2.0 code may hold for the media the request names (e.g. '{media}Delivery'). */
export const MEDIA_PLACEHOLDER = '{media}';

/** The rule's 2.0 code names the request's media, so only the request settles it. */
export const dependsOnMedia = (rule: AccessRule): boolean => rule.kind === 'restricted' && rule.permission?.includes(MEDIA_PLACEHOLDER) === true;

/** The media a request names in its body or query (`media`), if any. */
export function mediaOfRequest(body: unknown, query: unknown): MediaCode | undefined {
  for (const source of [body, query]) {
    const media = typeof source === 'object' && source !== null ? (source as { media?: unknown }).media : undefined;
    if (isMediaCode(media)) return media;
  }
  return undefined;
}

/**
 * Every part of a restricted rule must hold. The page (area) is replaced, for a 2.0 user, by the rule's
 * permission code when it names one: the 2.0 menu tree decides which pages such a user opens, as the
 * desk's route guard does. roles and capability hold on the (base) legacy role for everyone: the tree
 * names pages, not who may write (a custom role based on OPERATE that opens 项目管理 lists projects, but
 * does not edit them when the operation names roles: [ADMIN, MANAGER]).
 *
 * Two exceptions for a 2.0 user. mediaAccountManage is in every 2.0 menu (shell spec §6), so it proves
 * nothing: the base role must open the page as for a legacy user. A code with '{media}' is settled on the
 * media the request names; without `media` (before the body is read, or an operation on a stored record)
 * a code of any media lets the call on, and the handler checks the record's media (CallContext.permitMedia).
 */
export function mayCall(rule: AccessRule, caller: Caller, media?: MediaCode): boolean {
  if (rule.kind !== 'restricted') return true;
  const { roles, area, capability, permission } = rule;
  if (rule.performance === true && caller.showPerformance !== true) return false;
  const byTree = caller.rbac && permission !== undefined && permission !== RBAC_ALWAYS_KEPT;
  const opensPage = byTree ? holds(caller, permission, media) : area === undefined || canOpenArea(caller.role, area);
  return opensPage && (roles === undefined || roles.includes(caller.role)) && (capability === undefined || can(caller.role, capability));
}

function holds(caller: Caller, permission: string, media: MediaCode | undefined): boolean {
  if (!permission.includes(MEDIA_PLACEHOLDER)) return caller.permissions.has(permission);
  const candidates = media === undefined ? MEDIA_CODES : [media];
  return candidates.some((code) => caller.permissions.has(permission.replace(MEDIA_PLACEHOLDER, code)));
}
