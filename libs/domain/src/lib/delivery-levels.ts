// The delivery level codes every media's hierarchy is made of (the registry and the hierarchy read them).

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
