// What each media calls its two working levels (the parent and the child under an account).
import type { DeliveryLevel } from './delivery-hierarchy';
import type { MediaCode } from './media';

export interface MediaTerm {
  readonly upper: string;
  readonly lower: string;
}

/**
 * Media term maps (widgets spec §9). The spec names platforms only by kind; each is matched to a media by
 * the levels shell spec §2.3 gives it (see MEDIA_TERM_LEVELS):
 * - search platform 计划/单元 → baidu (plan, unit);
 * - short-video platform 广告计划/广告组 → kuaishou (plan, then delivery-group);
 * - feed platform 项目/广告 → toutiao (its newer project, ad levels);
 * - another platform 广告/创意 → gdt (group, creative: gdt 3.0 calls a group a 广告);
 * - video-site platform 广告计划/广告单元 → bilibili (plan, unit);
 * - qianchuan is not listed: its levels group, plan read 广告组/广告计划 (see docs/decisions.md).
 */
export const MEDIA_TERMS: Readonly<Record<MediaCode, MediaTerm>> = {
  toutiao: { upper: '项目', lower: '广告' },
  gdt: { upper: '广告', lower: '创意' },
  kuaishou: { upper: '广告计划', lower: '广告组' },
  baidu: { upper: '计划', lower: '单元' },
  qianchuan: { upper: '广告组', lower: '广告计划' },
  bilibili: { upper: '广告计划', lower: '广告单元' },
};

/** The delivery levels each term names: the evidence for the mapping above. */
export const MEDIA_TERM_LEVELS: Readonly<Record<MediaCode, { readonly upper: DeliveryLevel; readonly lower: DeliveryLevel }>> = {
  toutiao: { upper: 'project', lower: 'ad' },
  gdt: { upper: 'group', lower: 'creative' },
  kuaishou: { upper: 'plan', lower: 'delivery-group' },
  baidu: { upper: 'plan', lower: 'unit' },
  qianchuan: { upper: 'group', lower: 'plan' },
  bilibili: { upper: 'plan', lower: 'unit' },
};
