// 腾讯广告's property pages and the figures of each property type (docs/design/properties.md §2.2, §3): the
// route table, the web declarations (libs/media-gdt/web, properties.ts) and the sandbox media
// (libs/media-gdt/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
import { PENDING_PROPERTY_LIMITS, type PropertyLimitsOf } from '@toufang/domain';

/** The property pages of the 腾讯广告 console, in menu order (the `-add` pages are a type's create page). */
export const GDT_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'landing-page',
  'applet',
  'conversion-attribution',
  'friends-circle-avatar',
  'material-tag',
  'mini-game-monitor',
  'wechat-mini-game-channel',
  'video-account-authorization',
] as const;

export const GDT_PROPERTY_LIMITS = {
  target: PENDING_PROPERTY_LIMITS,
  'custom-audience': PENDING_PROPERTY_LIMITS,
  'landing-page': PENDING_PROPERTY_LIMITS,
  applet: PENDING_PROPERTY_LIMITS,
  'conversion-attribution': PENDING_PROPERTY_LIMITS,
  'friends-circle-avatar': PENDING_PROPERTY_LIMITS,
  'material-tag': PENDING_PROPERTY_LIMITS,
  'mini-game-monitor': PENDING_PROPERTY_LIMITS,
  'wechat-mini-game-channel': PENDING_PROPERTY_LIMITS,
  'video-account-authorization': PENDING_PROPERTY_LIMITS,
} as const satisfies PropertyLimitsOf<typeof GDT_PROPERTY_PAGES>;
