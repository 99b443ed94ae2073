// Everything the desk knows about each ad media, one entry per media. The media lists, display names,
// path prefixes, delivery levels, level labels and term maps that the rest of libs/domain exports are
// all read from here, so a new media is one entry in this file (the `media` generator writes it).
import type { DeliveryLevel } from './delivery-levels';

export interface MediaFacts {
  /** The name its users know the platform by (shell spec §3 describes each media; docs/decisions.md). */
  readonly displayName: string;
  /** Short name in seed account names, e.g. 巨量. */
  readonly shortName: string;
  /** The media segment of its promote route; only gdt differs from its code (gdtV3, shell spec §2.3). */
  readonly promoteSegment: string;
  /**
   * Its delivery pages in the order shell spec §2.3 lists them, each with its Chinese label. The same
   * segment means different things on different media (gdt's group is a 广告, baidu's plan is a 计划).
   */
  readonly levels: Readonly<Partial<Record<DeliveryLevel, string>>>;
  /** The two working levels its term map names (widgets spec §9): the parent and the child. */
  readonly terms: { readonly upper: DeliveryLevel; readonly lower: DeliveryLevel };
  /** Digits of its account ids, as the platform numbers them. */
  readonly accountIdDigits: number;
}

/**
 * The media in the order of shell spec §1. Term maps (widgets spec §9) name platforms only by kind; each
 * is matched to a media by the levels shell spec §2.3 gives it:
 * - search platform 计划/单元 → baidu (plan, unit);
 * - short-video platform 广告计划/广告组 → kuaishou (plan, then delivery-group);
 * - feed platform 项目/广告 → toutiao (its newer project, ad levels);
 * - another platform 广告/创意 → gdt (group, creative: gdt 3.0 calls a group a 广告);
 * - video-site platform 广告计划/广告单元 → bilibili (plan, unit);
 * - qianchuan is not listed: its levels group, plan read 广告组/广告计划 (see docs/decisions.md).
 */
export const MEDIA_REGISTRY = {
  toutiao: {
    displayName: '巨量引擎',
    shortName: '巨量',
    promoteSegment: 'toutiao',
    // Both its older group/plan/creative levels and its newer project/ad levels.
    levels: { account: '账户', 'delivery-group': '广告组', plan: '广告计划', creative: '广告创意', project: '项目', ad: '广告' },
    terms: { upper: 'project', lower: 'ad' },
    accountIdDigits: 16,
  },
  gdt: {
    displayName: '腾讯广告3.0',
    shortName: '腾讯',
    promoteSegment: 'gdtV3',
    levels: { account: '账户', group: '广告', creative: '创意' },
    terms: { upper: 'group', lower: 'creative' },
    accountIdDigits: 8,
  },
  kuaishou: {
    displayName: '磁力智投',
    shortName: '磁力',
    promoteSegment: 'kuaishou',
    levels: { account: '账户', plan: '广告计划', 'delivery-group': '广告组', 'delivery-creative': '广告创意' },
    terms: { upper: 'plan', lower: 'delivery-group' },
    accountIdDigits: 8,
  },
  baidu: {
    displayName: '百度营销',
    shortName: '百度',
    promoteSegment: 'baidu',
    levels: { account: '账户', plan: '计划', unit: '单元', creative: '创意' },
    terms: { upper: 'plan', lower: 'unit' },
    accountIdDigits: 8,
  },
  qianchuan: {
    displayName: '巨量千川',
    shortName: '千川',
    promoteSegment: 'qianchuan',
    levels: { account: '账户', group: '广告组', plan: '广告计划' },
    terms: { upper: 'group', lower: 'plan' },
    accountIdDigits: 16,
  },
  bilibili: {
    displayName: '哔哩哔哩',
    shortName: 'B站',
    promoteSegment: 'bilibili',
    levels: { account: '账户', plan: '广告计划', unit: '广告单元', creative: '创意' },
    terms: { upper: 'plan', lower: 'unit' },
    accountIdDigits: 7,
  },
} as const satisfies Record<string, MediaFacts>;
