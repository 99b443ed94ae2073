// Which roles may open which part of the product (shell spec §2.3, §6), where each role lands, and which
// routes the guard lets through without a token (shell spec §2.1, §2.4).
import { DEFAULT_MEDIA, type MediaCode } from './media';
import type { LegacyRole } from './roles';

export const ACCESS_AREAS = [
  'home',
  'account',
  'projectManage',
  'usersAccount',
  'mediaAccountManage',
  'promote',
  'batchCreate',
  'liveControl',
  'assetsCommon',
  'assetsTitles',
  'assetsMedia',
  'dmp',
  'tools',
  'aiAssistant',
  'errorPrevention',
  'manage',
] as const;

export type AccessArea = (typeof ACCESS_AREAS)[number];

const INTERNAL = ['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER'] as const;
const OPTIMISERS = ['ADMIN', 'MANAGER', 'OPERATE'] as const;
const ACCOUNT_ROLES = ['ADMIN', 'MANAGER', 'OPERATE', 'AGENT_FIRST', 'AGENT_SECOND'] as const;

/**
 * Role lists per area, as shell spec §2.3 and §6 give them. Two areas have no list of their own and are
 * decided in docs/decisions.md: mediaAccountManage inherits the account section; dmp (audience packs, a
 * delivery tool) follows the media-specific assets, ADMIN/MANAGER/OPERATE, with its deliveryDmp key on top.
 */
export const AREA_ROLES: Readonly<Record<AccessArea, readonly LegacyRole[]>> = {
  home: ['ADMIN', 'OPERATE', 'MANAGER'],
  account: ACCOUNT_ROLES,
  projectManage: ['ADMIN', 'MANAGER'],
  usersAccount: ['ADMIN', 'MANAGER'],
  mediaAccountManage: ACCOUNT_ROLES,
  promote: OPTIMISERS,
  batchCreate: OPTIMISERS,
  liveControl: OPTIMISERS,
  assetsCommon: INTERNAL,
  assetsTitles: OPTIMISERS,
  assetsMedia: OPTIMISERS,
  dmp: OPTIMISERS,
  tools: INTERNAL,
  aiAssistant: OPTIMISERS,
  errorPrevention: ['ADMIN', 'MANAGER'],
  manage: ACCOUNT_ROLES,
};

export function canOpenArea(role: LegacyRole, area: AccessArea): boolean {
  return AREA_ROLES[area]?.includes(role) ?? false;
}

/** Route name of a media's delivery section, e.g. toutiaoDelivery (shell spec §2.4). */
export function deliveryRouteName(media: MediaCode): string {
  return `${media}Delivery`;
}

/** Landing route per role (shell spec §2.4); '{media}' stands for the chosen media. */
export const ROLE_DEFAULT_ROUTE: Readonly<Record<LegacyRole, string>> = {
  ADMIN: 'projectManage',
  MANAGER: '{media}Delivery',
  OPERATE: '{media}Delivery',
  DESIGNER: 'newMaterialLibrary',
  DESIGNMANAGER: 'newMaterialLibrary',
  AGENT_FIRST: 'newAccount',
  AGENT_SECOND: 'newAccount',
};

/** The route name a role lands on after login, or when it opens login, register or error-authorization. */
export function defaultRouteName(role: LegacyRole, media: MediaCode = DEFAULT_MEDIA): string {
  return ROLE_DEFAULT_ROUTE[role].replace('{media}', media);
}

/**
 * Routes outside the main layout (shell spec §2.1). Not the same as token-free: logout, 401, 500 and the
 * 404 catch-all are listed here, but the guard of §2.4 still asks a token for them (docs/decisions.md).
 */
export const PUBLIC_ROUTES = [
  'register',
  'register-doc',
  'optout',
  'login',
  'logout',
  'yuc',
  'market',
  '403',
  '401',
  '500',
  'error-authorization',
  '404',
] as const;

/** The only routes the guard opens without a token (shell spec §2.4). */
export const TOKEN_FREE_ROUTES = [
  'register',
  'login',
  'yuc',
  'market',
  'register-doc',
  'optout',
  '403',
  'error-authorization',
  'materialReviewShare',
] as const;

export type TokenFreeRoute = (typeof TOKEN_FREE_ROUTES)[number];

export function isTokenFreeRoute(name: string): name is TokenFreeRoute {
  return (TOKEN_FREE_ROUTES as readonly string[]).includes(name);
}

/** A logged-in user opening one of these is sent to the role's default page (shell spec §2.4). */
export const LOGGED_IN_REDIRECT_ROUTES = ['login', 'register', 'error-authorization'] as const;
