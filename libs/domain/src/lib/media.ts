// The six ad media the product delivers on, and the sub-application prefixes that load their pages.

/** Media codes, in the order of shell spec §1. */
export const MEDIA_CODES = ['toutiao', 'gdt', 'kuaishou', 'baidu', 'qianchuan', 'bilibili'] as const;

export type MediaCode = (typeof MEDIA_CODES)[number];

/** The media a user lands on when none is chosen (shell spec §1, §2.4). */
export const DEFAULT_MEDIA: MediaCode = 'toutiao';

export function isMediaCode(x: unknown): x is MediaCode {
  return typeof x === 'string' && (MEDIA_CODES as readonly string[]).includes(x);
}

/**
 * Chinese display names. The spec only describes each media (shell spec §3), so these are the names
 * its users know the platforms by (see docs/decisions.md).
 */
export const MEDIA_DISPLAY_NAMES: Readonly<Record<MediaCode, string>> = {
  toutiao: '巨量引擎',
  gdt: '腾讯广告3.0',
  kuaishou: '磁力智投',
  baidu: '百度营销',
  qianchuan: '巨量千川',
  bilibili: '哔哩哔哩',
};

/** Path prefix of each media's sub-application (shell spec §1). */
export const MEDIA_APP_PREFIX: Readonly<Record<MediaCode, string>> = {
  toutiao: 'toutiao-app',
  gdt: 'gdt-app',
  kuaishou: 'kuaishou-app',
  baidu: 'baidu-app',
  qianchuan: 'qianchuan-app',
  bilibili: 'bilibili-app',
};

/** The nine sub-application prefixes the shell hosts (shell spec §1). */
export const SUB_APP_PREFIXES = [
  'toutiao-app',
  'kuaishou-app',
  'gdt-app',
  'baidu-app',
  'qianchuan-app',
  'bilibili-app',
  'account-app',
  'tools-app',
  'common-app',
] as const;

export type SubAppPrefix = (typeof SUB_APP_PREFIXES)[number];

/** Every configured prefix: the nine above plus ailab-app, which is configured but hosts no listed route (shell spec §1). */
export const CONFIGURED_PREFIXES = [...SUB_APP_PREFIXES, 'ailab-app'] as const;

export type ConfiguredPrefix = (typeof CONFIGURED_PREFIXES)[number];

/** The configured prefix a path belongs to (leading slash optional), or undefined for shell-owned paths. */
export function prefixOfPath(path: string): ConfiguredPrefix | undefined {
  const first = path.replace(/^\/+/, '').split(/[/?#]/, 1)[0];
  return CONFIGURED_PREFIXES.find((prefix) => prefix === first);
}
