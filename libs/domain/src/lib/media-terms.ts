// What each media calls its two working levels (the parent and the child under an account).
import type { DeliveryLevel } from './delivery-hierarchy';
import { byMedia, type MediaCode } from './media';

export interface MediaTerm {
  readonly upper: string;
  readonly lower: string;
}

/**
 * Media term maps (widgets spec §9): the labels of the two levels each media's registry entry names
 * (media-registry.ts says which platform kind each media is matched to, and why).
 */
export const MEDIA_TERMS: Readonly<Record<MediaCode, MediaTerm>> = byMedia((facts) => ({
  upper: labelOf(facts.levels, facts.terms.upper),
  lower: labelOf(facts.levels, facts.terms.lower),
}));

/** The delivery levels each term names: the evidence for the mapping above. */
export const MEDIA_TERM_LEVELS: Readonly<Record<MediaCode, { readonly upper: DeliveryLevel; readonly lower: DeliveryLevel }>> = byMedia(
  (facts) => facts.terms,
);

function labelOf(levels: Readonly<Partial<Record<DeliveryLevel, string>>>, level: DeliveryLevel): string {
  const label = levels[level];
  if (label === undefined) throw new Error(`a term names level ${level}, which the media does not have`);
  return label;
}
