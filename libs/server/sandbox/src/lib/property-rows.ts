// A sandbox property object as stored (sandbox_properties): one builder for the engine's creates and pushes and
// for the seed, so an object made either way holds the same times (review, lifecycle, next transition).
import type { PropertyDraft } from '@toufang/server-media';
import type { SandboxPropertyType } from './config';
import { json } from './engine-support';
import { nextTransitionOf, type PropertyFacts } from './property-model';

export const toMs = (d: Date | null) => (d === null ? null : d.getTime());
export const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

export interface NewPropertyRow {
  spec: SandboxPropertyType;
  type: string;
  advertiserId: string;
  draft: PropertyDraft;
  /** Its id, name, review and lifecycle times (the model's facts of a new, enabled object). */
  facts: PropertyFacts;
  /** An audience's size (null for a type without lifecycle). */
  size: number | null;
  /** The object a push copied. */
  source: { id: string; advertiserId: string } | null;
  createdAt: number;
  /** The clock's now: the next transition is the first of its times after it. */
  now: number;
}

/** The values of the object's insert. */
export function newPropertyRow(row: NewPropertyRow) {
  const { facts, spec } = row;
  return {
    media_code: facts.media,
    property_id: facts.id,
    property_type: row.type,
    advertiser_id: row.advertiserId,
    parent_id: row.draft.parentId ?? null,
    name: row.draft.name,
    values: json(row.draft.values),
    state: 'enabled' as const,
    review_at: toDate(facts.reviewAt),
    ready_at: toDate(facts.readyAt),
    expires_at: toDate(facts.expiresAt),
    offline_at: toDate(facts.offlineAt),
    size: spec.lifecycle ? row.size : null,
    source_property_id: row.source?.id ?? null,
    source_advertiser_id: row.source?.advertiserId ?? null,
    created_at: new Date(row.createdAt),
    modified_at: new Date(row.createdAt),
    next_transition_at: toDate(nextTransitionOf(facts, spec, row.now)),
  };
}
