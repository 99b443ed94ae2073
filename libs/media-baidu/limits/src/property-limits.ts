// 百度营销's property pages and the figures of each property type (docs/design/properties.md §2.2, §3.4): the
// route table, the web declarations (libs/media-baidu/web, properties.ts) and the sandbox media
// (libs/media-baidu/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
// Facts and their sources: docs/properties/baidu.md; figures marked `chosen` are in docs/decisions.md
// ("Issue 21: baidu property types").
import { PENDING_PROPERTY_LIMITS, type PropertyLimitsOf, type TrackMacros } from '@toufang/domain';

/** The property pages of the 百度营销 console, in menu order (the `-add` pages are a type's create page). */
export const BAIDU_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'landing-page',
  'applet',
  'conversion-config',
  'brand-management',
  'text-summary',
  'excellent-words',
] as const;

/**
 * The macros of its monitoring links, `{{X}}` (§3.4: the public channel configuration
 * `'bd' => '&idfa={{IDFA}}&imei={{IMEI_MD5}}…&click_id={{CLICK_ID}}&callback_url={{CALLBACK_URL}}'`; `{{OAID}}` chosen).
 */
export const BAIDU_TRACK_MACROS = {
  SYNTAX: 'double-brace',
  NAMES: ['{{CLICK_ID}}', '{{CALLBACK_URL}}', '{{IDFA}}', '{{IMEI_MD5}}', '{{OAID}}', '{{OS}}', '{{IP}}', '{{UA}}', '{{TS}}', '{{PLAN_ID}}', '{{UNIT_ID}}', '{{IDEA_ID}}'],
} as const satisfies TrackMacros;

/** The ID types of its audience packs, each raw, AES-encrypted or MD5 (§3.4; phone numbers never raw). */
export const BAIDU_AUDIENCE_ID_TYPES = ['IMEI', 'IMEI_AES', 'IMEI_MD5', 'IDFA', 'IDFA_AES', 'IDFA_MD5', 'OAID', 'OAID_AES', 'OAID_MD5', 'PHONE_AES', 'PHONE_MD5'] as const;
export type BaiduAudienceIdType = (typeof BAIDU_AUDIENCE_ID_TYPES)[number];

export const BAIDU_PROPERTY_LIMITS = {
  target: PENDING_PROPERTY_LIMITS,
  // Packs come from the data platform's upload; here they are pushed, removed and synced (§3.4, §3.7).
  'custom-audience': {
    OPERATIONS: { create: false, edit: false, push: true, delete: true, sync: true },
    NAME_MAX_LENGTH: 30, // chosen
    PER_ACCOUNT: 200, // chosen
    PUSH: { ACCOUNTS: 10 }, // chosen, as its material push
    CREATE_BATCH: 10, // chosen
    DELETE_BATCH: 10, // chosen
    ID_TYPES: BAIDU_AUDIENCE_ID_TYPES,
    DESCRIPTION_MAX_LENGTH: 100, // chosen
  },
  'landing-page': PENDING_PROPERTY_LIMITS,
  applet: PENDING_PROPERTY_LIMITS,
  'conversion-config': PENDING_PROPERTY_LIMITS,
  'brand-management': PENDING_PROPERTY_LIMITS,
  'text-summary': PENDING_PROPERTY_LIMITS,
  'excellent-words': PENDING_PROPERTY_LIMITS,
} as const satisfies PropertyLimitsOf<typeof BAIDU_PROPERTY_PAGES>;
