// When the desk drops its header and side menu (shell spec §2.5): batch creation and editor pages want the
// whole screen, and so do the routes the spec names as full-screen.

/** URL fragments that hide the header and the side menu (shell spec §2.5). */
export const HEADER_HIDING_FRAGMENTS = [
  'ad-speed-create',
  'ad-ai-create',
  'ai-template-add',
  'create-h5-page',
  'update/toutiao',
  'copy/toutiao',
  'update/kuaishou',
  'partner',
  'add-aitool-rules',
  'add-error-prevention-rules',
  'add-name-rules',
] as const;

/** Routes drawn in the full-screen layout (shell spec §2.5); the toutiao update pages carry `fullScreen` in their table. */
export const FULL_SCREEN_ROUTES = ['createH5PageToutiao', 'adUpdateByteDance', 'adUpdateByteDanceFast', 'partner', 'materialReviewShare'] as const;

/** Whether a page shows without header and side menu: a full-screen route, or a URL holding one of the fragments. */
export function hidesHeaderAndMenu(url: string, route?: { name: string; fullScreen?: boolean }): boolean {
  if (route?.fullScreen || (route && (FULL_SCREEN_ROUTES as readonly string[]).includes(route.name))) return true;
  return HEADER_HIDING_FRAGMENTS.some((fragment) => url.includes(fragment));
}

/** Pages the version check never reloads, so work in progress survives a redeploy (shell spec §4). */
export const NO_RELOAD_FRAGMENTS = ['ad-speed-create', 'ad-ai-create'] as const;

export function isCreationPage(url: string): boolean {
  return NO_RELOAD_FRAGMENTS.some((fragment) => url.includes(fragment));
}
