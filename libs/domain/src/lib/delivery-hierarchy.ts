// The delivery hierarchy of each media: which levels its delivery pages have, in which order, and
// what its users call them. Level codes are the route segments of shell spec §2.3.
import { MEDIA_APP_PREFIX, type MediaCode } from './media';

/** Every level segment that appears under a media's promote/…/delivery route (shell spec §2.3). */
export const ALL_DELIVERY_LEVELS = [
  'account',
  'group',
  'delivery-group',
  'plan',
  'unit',
  'creative',
  'project',
  'ad',
  'delivery-creative',
] as const;

export type DeliveryLevel = (typeof ALL_DELIVERY_LEVELS)[number];

export function isDeliveryLevel(x: unknown): x is DeliveryLevel {
  return typeof x === 'string' && (ALL_DELIVERY_LEVELS as readonly string[]).includes(x);
}

/**
 * The delivery pages of each media, in the order shell spec §2.3 lists them. Every media starts on its
 * account page. toutiao carries both its older group/plan/creative levels and its newer project/ad levels.
 */
export const DELIVERY_LEVELS = {
  toutiao: ['account', 'delivery-group', 'plan', 'creative', 'project', 'ad'],
  gdt: ['account', 'group', 'creative'],
  kuaishou: ['account', 'plan', 'delivery-group', 'delivery-creative'],
  baidu: ['account', 'plan', 'unit', 'creative'],
  qianchuan: ['account', 'group', 'plan'],
  bilibili: ['account', 'plan', 'unit', 'creative'],
} as const satisfies Record<MediaCode, readonly DeliveryLevel[]>;

export type MediaDeliveryLevel<M extends MediaCode> = (typeof DELIVERY_LEVELS)[M][number];

/**
 * Chinese label of each level of each media. The same segment means different things on different media
 * (gdt's group is a 广告, baidu's plan is a 计划), so labels are per media, and the type demands a label
 * for exactly the levels that media has. They agree with MEDIA_TERMS (widgets spec §9).
 */
export const DELIVERY_LEVEL_LABELS: { readonly [M in MediaCode]: Readonly<Record<MediaDeliveryLevel<M>, string>> } = {
  toutiao: {
    account: '账户',
    'delivery-group': '广告组',
    plan: '广告计划',
    creative: '广告创意',
    project: '项目',
    ad: '广告',
  },
  gdt: { account: '账户', group: '广告', creative: '创意' },
  kuaishou: { account: '账户', plan: '广告计划', 'delivery-group': '广告组', 'delivery-creative': '广告创意' },
  baidu: { account: '账户', plan: '计划', unit: '单元', creative: '创意' },
  qianchuan: { account: '账户', group: '广告组', plan: '广告计划' },
  bilibili: { account: '账户', plan: '广告计划', unit: '广告单元', creative: '创意' },
};

/** The label of a level on a media, or undefined when that media has no such level. */
export function deliveryLevelLabel(media: MediaCode, level: DeliveryLevel): string | undefined {
  return (DELIVERY_LEVEL_LABELS[media] as Partial<Record<DeliveryLevel, string>>)[level];
}

export function mediaHasLevel(media: MediaCode, level: DeliveryLevel): boolean {
  return (DELIVERY_LEVELS[media] as readonly DeliveryLevel[]).includes(level);
}

/** The media segment of the promote route; only gdt differs from its code (gdtV3, shell spec §2.3). */
export const PROMOTE_MEDIA_SEGMENT: Readonly<Record<MediaCode, string>> = {
  toutiao: 'toutiao',
  gdt: 'gdtV3',
  kuaishou: 'kuaishou',
  baidu: 'baidu',
  qianchuan: 'qianchuan',
  bilibili: 'bilibili',
};

/** e.g. 'gdt-app/promote/gdtV3/delivery' (shell spec §2.3). */
export function deliveryBasePath(media: MediaCode): string {
  return `${MEDIA_APP_PREFIX[media]}/promote/${PROMOTE_MEDIA_SEGMENT[media]}/delivery`;
}

/** e.g. 'baidu-app/promote/baidu/delivery/unit'. */
export function deliveryLevelPath(media: MediaCode, level: DeliveryLevel): string {
  return `${deliveryBasePath(media)}/${level}`;
}

/**
 * Media with a batch-task page. Shell spec §2.3 names batch-task for qianchuan only ("for supported
 * media" without a list elsewhere), so only qianchuan; see docs/decisions.md.
 */
export const BATCH_TASK_MEDIA: readonly MediaCode[] = ['qianchuan'];

export function mediaHasBatchTask(media: MediaCode): boolean {
  return BATCH_TASK_MEDIA.includes(media);
}
