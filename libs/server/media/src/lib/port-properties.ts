// The port's property vocabulary (docs/design/properties.md §2.6; the calls are MediaPort's, port.ts): a media's
// property types (定向包, 人群包, 落地页 …) as it declares them, its objects of each type in an account, and the
// writes on them. Desk words only: each media's field names stay inside `values`, which its own libraries read.
import type { MaterialKind, PropertyOperation, RegionNode } from '@toufang/domain';
import type { AudienceLifecycle, PropertyState, PropertyValues, ReviewStatus } from '@toufang/server-db';

export type { AudienceLifecycle, PropertyOperation, PropertyState, PropertyValues };

/** One property type as the media declares it (its limits project's figures, in the port's words). */
export interface PropertyTypeSpec {
  /** The page segment: `target`, `custom-audience`, `application-subcontracting` … */
  readonly type: string;
  /** The contract's kind: `toutiao.target`. */
  readonly kind: string;
  /** A child type's parent type (应用分包 under 应用管理), else null. */
  readonly parentType: string | null;
  readonly operations: Readonly<Record<PropertyOperation, boolean>>;
  /** Objects of the type go through the media's review (审核中 → 审核通过 / 审核拒绝). */
  readonly review: boolean;
  /** Objects of the type have an audience's lifecycle (计算中, 可用 …). */
  readonly lifecycle: boolean;
  /**
   * The values that hold materials, by field name, with their kind (the limits' MATERIAL_FIELDS): the media
   * takes its own material ids there, so the desk pushes its materials to the account first. Empty: none.
   */
  readonly materialFields: Readonly<Record<string, { readonly kind: MaterialKind; readonly label: string }>>;
  readonly limits: {
    readonly nameMaxLength: number;
    /** Objects an account may hold; null: no cap. */
    readonly perAccount: number | null;
    /** Target accounts per push call. */
    readonly pushAccounts: number;
    readonly createBatch: number;
    readonly deleteBatch: number;
    /** Largest page of a list call. */
    readonly pageSize: number;
  };
}

/** One object of a property type in one account. */
export interface MediaProperty {
  /** The media's id (its id shape for the type). */
  id: string;
  type: string;
  advertiserId: string;
  /** A child type's parent (the media's id), else null. */
  parentId: string | null;
  name: string;
  /** Under the media's own field names. */
  values: PropertyValues;
  state: PropertyState;
  /** null: the type has no review. */
  review: ReviewStatus | null;
  rejectReason: string | null;
  /** What the media shows, in its own words (审核中, 可用, 已启用 …). */
  statusText: string;
  /** Audiences only, else null. */
  lifecycle: AudienceLifecycle | null;
  /** Audiences: matched people; else null. */
  size: number | null;
  /** The attributes a list shows (strings, at most 20 keys). */
  summary: Readonly<Record<string, string>>;
  /** A push's copy: the object it was copied from, else null. */
  sourceId: string | null;
  /** ISO times. */
  createdAt: string;
  modifiedAt: string;
}

export interface ListPropertiesQuery {
  advertiserId: string;
  type: string;
  /** Answer only what changed after this cursor (a previous page's nextCursor). */
  cursor?: string;
  /** Page size; the media caps it at the type's page size. */
  limit?: number;
}

/** A page of an incremental list: deleted objects are answered too (state 'deleted'), and time-driven changes. */
export interface MediaPropertyPage {
  properties: MediaProperty[];
  nextCursor: string;
  hasMore: boolean;
}

export interface PropertyDraft {
  name: string;
  /** A child type's parent (the media's id). */
  parentId?: string | null;
  values: PropertyValues;
}

export interface PropertyChange {
  id: string;
  name?: string;
  values?: PropertyValues;
  state?: Exclude<PropertyState, 'deleted'>;
}

/** Every id of one type in one account to every target account (the accounts one authorisation covers). */
export interface PropertyPush {
  type: string;
  advertiserId: string;
  ids: string[];
  targetAdvertiserIds: string[];
  /**
   * The values a copy takes in place of its source's, by target and then source id (a type's material fields
   * hold the target's own material ids, docs/decisions.md "Issue 21: material fields"); a pair not named here
   * copies the source's values as they are.
   */
  values?: Readonly<Record<string, Readonly<Record<string, PropertyValues>>>>;
}

/** One source × target of a push: the copy's id in the target account, or its refusal. */
export type PropertyPushOutcome =
  | { sourceId: string; advertiserId: string; ok: true; propertyId: string }
  | {
      sourceId: string;
      advertiserId: string;
      ok: false;
      mediaCode: string;
      reason: string;
      /** The whole call was refused for a reason that passes (rate limit, busy, lock-out): sent later, it may land. */
      transient?: boolean;
    };

/** Actions beyond the five operations, as a type offers them (comments, H5 sites). */
export const PROPERTY_ACTIONS = ['reply', 'hide', 'pin', 'unpin', 'block', 'publish', 'unpublish'] as const;
export type PropertyAction = (typeof PROPERTY_ACTIONS)[number];

export interface PropertyActionInput {
  advertiserId: string;
  type: string;
  action: PropertyAction;
  ids: string[];
  input?: PropertyValues;
}

/** The media's public vocabularies a form picks from. */
export const PROPERTY_OPTION_KINDS = ['region', 'interest', 'behavior', 'device-brand'] as const;
export type PropertyOptionKind = (typeof PROPERTY_OPTION_KINDS)[number];

export interface PropertyOptions {
  /** Changes when the tree does (the browser caches by it). */
  version: string;
  tree: readonly RegionNode[];
}
