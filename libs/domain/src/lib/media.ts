// The ad media the product delivers on, and the sub-application prefixes that load their pages.

import { MEDIA_REGISTRY, type MediaFacts } from './media-registry';

export type MediaCode = keyof typeof MEDIA_REGISTRY;

/** Media codes, in the order of shell spec §1 (the order of the registry). */
export const MEDIA_CODES = Object.keys(MEDIA_REGISTRY) as readonly MediaCode[];

/** One value per media, read from its registry entry. */
export function byMedia<T>(read: (facts: MediaFacts, media: MediaCode) => T): Readonly<Record<MediaCode, T>> {
  return Object.fromEntries(MEDIA_CODES.map((media) => [media, read(MEDIA_REGISTRY[media], media)])) as Record<MediaCode, T>;
}

/** The media a user lands on when none is chosen (shell spec §1, §2.4). */
export const DEFAULT_MEDIA: MediaCode = 'toutiao';

export function isMediaCode(x: unknown): x is MediaCode {
  return typeof x === 'string' && Object.hasOwn(MEDIA_REGISTRY, x);
}

/**
 * Chinese display names. The spec only describes each media (shell spec §3), so these are the names
 * its users know the platforms by (see docs/decisions.md).
 */
export const MEDIA_DISPLAY_NAMES = byMedia((facts) => facts.displayName);

/** Path prefix of each media's sub-application (shell spec §1): its code and -app. */
export const MEDIA_APP_PREFIX = byMedia((_facts, media): `${MediaCode}-app` => `${media}-app`);

/** The sub-application prefixes the shell hosts: one per media and three more (shell spec §1 lists nine). */
export const SUB_APP_PREFIXES = [...MEDIA_CODES.map((media) => MEDIA_APP_PREFIX[media]), 'account-app', 'tools-app', 'common-app'] as const;

export type SubAppPrefix = (typeof SUB_APP_PREFIXES)[number];

/** Every configured prefix: the nine above plus ailab-app, which is configured but hosts no listed route (shell spec §1). */
export const CONFIGURED_PREFIXES = [...SUB_APP_PREFIXES, 'ailab-app'] as const;

export type ConfiguredPrefix = (typeof CONFIGURED_PREFIXES)[number];

/** The configured prefix a path belongs to (leading slash optional), or undefined for shell-owned paths. */
export function prefixOfPath(path: string): ConfiguredPrefix | undefined {
  const first = path.replace(/^\/+/, '').split(/[/?#]/, 1)[0];
  return CONFIGURED_PREFIXES.find((prefix) => prefix === first);
}
