// The delivery hierarchy of each media: which levels its delivery pages have, in which order, and
// what its users call them. Level codes are the route segments of shell spec §2.3.
import { byMedia, MEDIA_APP_PREFIX, type MediaCode } from './media';
import { MEDIA_REGISTRY } from './media-registry';
import type { DeliveryLevel } from './delivery-levels';

// The level codes live in their own leaf file, which the registry can read without a cycle.
export { ALL_DELIVERY_LEVELS, isDeliveryLevel, type DeliveryLevel } from './delivery-levels';

/** The levels a media has: the keys of its registry entry's labels. */
export type MediaDeliveryLevel<M extends MediaCode> = keyof (typeof MEDIA_REGISTRY)[M]['levels'] & DeliveryLevel;

/**
 * The delivery pages of each media, in the order shell spec §2.3 lists them (media-registry.ts). Every
 * media starts on its account page.
 */
export const DELIVERY_LEVELS = byMedia((facts) => Object.keys(facts.levels) as DeliveryLevel[]) as {
  readonly [M in MediaCode]: readonly MediaDeliveryLevel<M>[];
};

/**
 * Chinese label of each level of each media (media-registry.ts): per media, because the same segment
 * means different things on different media, and typed to exactly the levels that media has. They
 * agree with MEDIA_TERMS (widgets spec §9).
 */
export const DELIVERY_LEVEL_LABELS = byMedia((facts) => facts.levels) as {
  readonly [M in MediaCode]: Readonly<Record<MediaDeliveryLevel<M>, string>>;
};

/** The label of a level on a media, or undefined when that media has no such level. */
export function deliveryLevelLabel(media: MediaCode, level: DeliveryLevel): string | undefined {
  return (DELIVERY_LEVEL_LABELS[media] as Partial<Record<DeliveryLevel, string>>)[level];
}

export function mediaHasLevel(media: MediaCode, level: DeliveryLevel): boolean {
  return (DELIVERY_LEVELS[media] as readonly DeliveryLevel[]).includes(level);
}

/** The media segment of the promote route; only gdt differs from its code (gdtV3, shell spec §2.3). */
export const PROMOTE_MEDIA_SEGMENT = byMedia((facts) => facts.promoteSegment);

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
