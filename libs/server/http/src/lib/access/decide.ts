// Whether a caller may call an operation, from its x-access rule (openapi/openapi.yaml, "Who may call what").
import { can, canOpenArea, isMediaCode, MEDIA_CODES, parsePropertyKind, propertyAccessSuffix, RBAC_ALWAYS_KEPT, type LegacyRole, type MediaCode } from '@toufang/domain';
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
  /** The dynamic keys the server grants the user (deliveryDmp; unknown counts as none). */
  dynamicKeys?: ReadonlySet<string>;
}

/**
 * A session opened by an auth code (the embedded gadget, shell spec §2.4, §6) may call only the operations
 * marked `gadget: true` (docs/design/live-home.md §4.7), whatever its role; the rule's other parts still
 * hold (mayCall). Public operations take no session, so they are not asked.
 */
export function gadgetRefuses(rule: AccessRule | undefined, channel: string): boolean {
  if (channel !== 'authCode') return false;
  return !(rule !== undefined && (rule.kind === 'anyUser' || rule.kind === 'restricted') && rule.gadget === true);
}

/** The placeholder a 2.0 code may hold for the media the request names (e.g. '{media}Delivery'). */
export const MEDIA_PLACEHOLDER = '{media}';

/** The rule's 2.0 code names the request's media, so only the request settles it. */
export const dependsOnMedia = (rule: AccessRule): boolean => rule.kind === 'restricted' && rule.permission?.includes(MEDIA_PLACEHOLDER) === true;

/** The rule's 2.0 code names the request's property type ('{media}Property{type}'). */
export const dependsOnType = (rule: AccessRule): boolean => rule.kind === 'restricted' && rule.permission?.includes(TYPE_PLACEHOLDER) === true;

/** The placeholder a 2.0 code may hold for the property type the request names (e.g. '{media}Property{type}'). */
export const TYPE_PLACEHOLDER = '{type}';

/** The media and property type a request names: `media` and `type`, or a write's `input.kind` ('toutiao.target'). */
export function propertyOfRequest(body: unknown): { media?: MediaCode; type?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { media, type, input } = body as { media?: unknown; type?: unknown; input?: unknown };
  const kind = typeof input === 'object' && input !== null ? (input as { kind?: unknown }).kind : undefined;
  const parsed = typeof kind === 'string' ? parsePropertyKind(kind) : null;
  const named = isMediaCode(media) ? media : parsed && isMediaCode(parsed.media) ? parsed.media : undefined;
  const typed = typeof type === 'string' ? type : (parsed?.type ?? undefined);
  return { ...(named ? { media: named } : {}), ...(typed !== undefined ? { type: typed } : {}) };
}

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
 * A code with '{type}' likewise settles on the property type the request names, or any type's code until the
 * handler learns the record's (CallContext.permitProperty).
 */
export function mayCall(rule: AccessRule, caller: Caller, media?: MediaCode, type?: string): boolean {
  if (rule.kind !== 'restricted') return true;
  const { roles, area, capability, permission } = rule;
  if (rule.performance === true && caller.showPerformance !== true) return false;
  // A route's requirements hold for every model, legacy and 2.0 alike (shell.md 2.3: the menu hides it without them).
  if (rule.requires?.dynamicKey !== undefined && caller.dynamicKeys?.has(rule.requires.dynamicKey) !== true) return false;
  if (rule.requires?.buttonConfig !== undefined && !caller.permissions.has(rule.requires.buttonConfig)) return false;
  const byTree = caller.rbac && permission !== undefined && permission !== RBAC_ALWAYS_KEPT;
  const opensPage = byTree ? holds(caller, permission, media, type) : area === undefined || canOpenArea(caller.role, area);
  return opensPage && (roles === undefined || roles.includes(caller.role)) && (capability === undefined || can(caller.role, capability));
}

function holds(caller: Caller, permission: string, media: MediaCode | undefined, type: string | undefined): boolean {
  if (!permission.includes(MEDIA_PLACEHOLDER) && !permission.includes(TYPE_PLACEHOLDER)) return caller.permissions.has(permission);
  const candidates = !permission.includes(MEDIA_PLACEHOLDER) ? [''] : media === undefined ? MEDIA_CODES : [media];
  return candidates.some((code) => {
    const named = permission.replace(MEDIA_PLACEHOLDER, code);
    if (!named.includes(TYPE_PLACEHOLDER)) return caller.permissions.has(named);
    // A type the request names settles on its page's code (应用分包 on 应用管理's); without one, any type's code.
    if (type !== undefined) return caller.permissions.has(named.replace(TYPE_PLACEHOLDER, propertyAccessSuffix(type)));
    const prefix = named.replace(TYPE_PLACEHOLDER, '');
    return [...caller.permissions].some((held) => held.startsWith(prefix) && /^[A-Z]/.test(held.slice(prefix.length)));
  });
}
