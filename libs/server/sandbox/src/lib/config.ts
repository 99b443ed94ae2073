// What makes one sandbox media that media: its levels, its ids, its limits, its tokens and its own error
// codes and texts. Each media's folder holds one SandboxMediaConfig; the engine is shared.
import { MEDIA_REGISTRY, type CreationField, type MediaCode, type PropertyPage, type PropertyTypeLimits, type PropertyTypeOf, type RegionNode } from '@toufang/domain';
import type {
  LevelSpec,
  MaterialQualityCode,
  MediaLimits,
  ObjectLevel,
  MediaProperty,
  ObjectOutcome,
  PropertyAction,
  PropertyActionInput,
  PropertyDraft,
  PropertyOptionKind,
  PropertyValues,
  Refusal,
  SandboxRule,
  MonitoringSpec,
} from '@toufang/server-media';
import type { Db } from '@toufang/server-db';
import type { Envelope, MediaErrorEntry } from './envelope';

export type { MediaErrorEntry } from './envelope';

/** How a media shapes an id: a fixed first digits and a total length (ids look like the media's). */
export interface IdShape {
  readonly prefix: string;
  readonly digits: number;
}

/** The media's own answer to a refusal: its code and its own text (often English). */
export interface SandboxMediaConfig {
  readonly media: MediaCode;
  readonly levels: readonly LevelSpec[];
  readonly limits: MediaLimits;
  readonly ids: Readonly<{ material: IdShape } & Partial<Record<ObjectLevel, IdShape>>>;
  readonly tokens: { readonly accessTtlMs: number; readonly refreshTtlMs: number; readonly codeTtlMs: number };
  /** Where the media's consent page is; the sandbox's is served by the desk's server. */
  /** Its error code and text for each rule. */
  readonly errors: Readonly<Record<SandboxRule, MediaErrorEntry>>;
  /** How its answers wrap a refusal (its wire.ts). */
  readonly envelope: Envelope;
  /**
   * 元 per order its reports count as 成交金额 (min … min + span, from a hash per object and hour); null when
   * the media does not report order value (its payAmount is 0), as when absent.
   */
  readonly orderValueYuan?: { readonly min: number; readonly span: number } | null;
  /**
   * Whether it runs a cost guarantee (成本保障 / 超成本赔付) on objects with a conversion bid, which its
   * diagnosis answers (diagnosis-model.ts); absent: none, and diagnose answers costGuarantee null.
   */
  readonly costGuarantee?: boolean;
  /**
   * Its shops' orders (order-model.ts): an e-commerce media answers the orders of its delivering objects'
   * pays (listOrders, 退货日志); absent: it has no such call.
   */
  readonly orders?: SandboxOrders;
  /**
   * Its monitoring activities (monitor-model.ts): the property type whose objects are monitoring-link groups and
   * their link fields; the media answers their clicks and conversions (monitorReport, 推广活动); absent: no such call.
   */
  readonly monitoring?: MonitoringSpec;
  /**
   * Its live rooms (live-model.ts, engine-live.ts): the 抖音号 of each account and which plans promote one live;
   * the media answers the port's live calls (巨量千川); absent: no such calls.
   */
  readonly live?: SandboxLive;
  /** The media's words for its quality labels on a material (MediaMaterial.qualityLabels). */
  readonly materialLabels: Readonly<Record<MaterialQualityCode, string>>;
  /**
   * The delivering levels whose objects name a targeting pack and audience packs in the media's API (its ad's
   * targeting id and audience ids, docs/properties/<media>.md), chosen among the account's packs (bindings.ts);
   * absent: its objects name none.
   */
  readonly bindings?: { readonly levels: readonly ObjectLevel[] };
  /**
   * How it refuses a create beyond names, parents, budgets and bids (docs/design/creation.md §3): its daily
   * create cap, forbidden bid type × goal pairs, 低效 and identical-ad refusals, title and material counts, and
   * whether it keeps a request id. Absent: none of these (a configuration tried in tests).
   */
  readonly creation?: SandboxCreation;
  /**
   * The media's own fields of an object (MediaObject.attributes), derived from the object (and what it was
   * created with) so that every listing answers the same; absent when the media reports none.
   */
  readonly attributes?: (object: {
    readonly id: string;
    readonly level: ObjectLevel;
    readonly advertiserId: string;
    /** The settings it was created with through the port (null for the sandbox's own objects). */
    readonly settings?: Readonly<Record<string, unknown>> | null;
  }) => Readonly<Record<string, string>>;
  /**
   * Its property types (定向包, 人群包 …, docs/design/properties.md §2.2 (c)), one per type of its property
   * page list; 'pending' until the media's helper builds it (the type offers nothing and holds nothing).
   */
  readonly properties: Readonly<Record<string, SandboxPropertyType | 'pending'>>;
  /** Its interest, behaviour and device-brand catalogues (regions come from regions.ts); absent: empty. */
  readonly propertyOptions?: Readonly<Partial<Record<Exclude<PropertyOptionKind, 'region'>, readonly RegionNode[]>>>;
}

/** How a media's orders and products look (SandboxMediaConfig.orders, order-model.ts): their id shapes and its catalogue. */
export interface SandboxOrders {
  readonly orderIds: IdShape;
  readonly productIds: IdShape;
  /** Goods its shops sell (沙箱: made-up names); each account sells a few of them. */
  readonly catalogue: readonly string[];
}

/** How a media's live rooms look (SandboxMediaConfig.live). */
export interface SandboxLive {
  /** The account's own 抖音号, the same on every call; the first is a 24-hour room (on air at any hour). */
  readonly awemes: (advertiserId: string) => readonly { readonly id: string; readonly name: string }[];
  /** The 抖音号 a delivering object promotes live (its 营销目标 and 抖音号), or null when it is not a live plan. */
  readonly liveAwemeOf: (object: {
    readonly id: string;
    readonly level: ObjectLevel;
    readonly advertiserId: string;
    readonly settings?: Readonly<Record<string, unknown>> | null;
  }) => string | null;
  /** Nicknames of the 抖音号 a company has bound to no account, which the 抖音号 consent page offers (沙箱). */
  readonly spareNames: readonly string[];
}

/** A media's creation refusals (SandboxMediaConfig.creation); title lengths are MEDIA_TITLE_RULES' (@toufang/domain). */
export interface SandboxCreation {
  /** Objects one account may create per China day, all levels together (the media's figure; tests lower it). */
  readonly createsPerDay: number;
  /** The bid type × goal pairs it refuses, with its reason (Chinese). */
  readonly forbidden: readonly { readonly bidType: string; readonly goal: string; readonly reason: string }[];
  /** The keys of a draft's settings that may hold the bid type and the goal (the desk's field keys), first found wins. */
  readonly settingKeys: { readonly bidType: readonly string[]; readonly goal: readonly string[] };
  /** toutiao, qianchuan: a creative whose materials are all 低效 is refused. */
  readonly refusesAllLowEfficiency: boolean;
  /** gdt: an ad with the same materials, titles and targeting as a live ad of the account is refused. */
  readonly refusesIdenticalAds: boolean;
  /** requestId: a repeated request id in the account answers the object already made (gdt); else ignored. */
  readonly idempotency: 'requestId' | 'nameLookup';
  /**
   * The levels whose names may repeat in an account (toutiao's 广告创意 …): those every creation variant that
   * creates them declares `nameUnique: false`. Every other level's names are unique among its live objects.
   */
  readonly namesRepeat: readonly ObjectLevel[];
  /**
   * Per level, the fields the creation form shows (every variant's, the first of each key): what the media answers
   * of an object's settings, also for the objects it made before the desk created anything (seededAttributes).
   */
  readonly levelFields: Readonly<Partial<Record<ObjectLevel, readonly CreationField[]>>>;
  /** Titles and materials per creative (a draft that carries them). */
  readonly titles: { readonly min: number; readonly max: number };
  readonly materials: { readonly min: number; readonly max: number };
}

/** What a property type's check reads besides the values: the media's region tree (code → parent code). */
export interface SandboxPropertyContext {
  readonly media: MediaCode;
  readonly regions: ReadonlyMap<number, number | null>;
  readonly advertiserId: string;
  /** The account's audience packs (ids of its types with a lifecycle), which a targeting pack may name. */
  readonly audiences: ReadonlySet<string>;
}

/** How the sandbox media holds one property type. */
/** The account a seed's `make` makes an object for. */
export interface SeedAccount {
  readonly advertiserId: string;
  readonly name: string;
  /**
   * The account's seeded objects of the type's `parentType` (seeded before it), in seed order; the seed always
   * hands them (empty for a type without parent). A child's draft names one as its `parentId` (the seed takes
   * them in turn when it names none). Optional so a media's seed test may call `make` with an account alone.
   */
  readonly parents?: readonly { readonly id: string; readonly name: string }[];
  /** The ids of the account's seeded audience packs (audience types are seeded before the others). */
  readonly audiences: readonly string[];
}

export interface SandboxPropertyType {
  readonly limits: PropertyTypeLimits;
  /** The media's id shape for the type. */
  readonly ids: IdShape;
  /** The type's parent type (应用分包 under 应用管理). */
  readonly parentType?: string;
  /** The media's own words for the type's review states where they are not 审核中/审核通过/审核拒绝 (视频号授权: 待授权 …). */
  readonly statusText?: Readonly<Partial<Record<'reviewing' | 'approved' | 'rejected', string>>>;
  /** 审核中 for min … min + span minutes after a create or edit (drawn from the id); null: no review. */
  readonly review: { readonly minutes: { readonly min: number; readonly span: number } } | null;
  /** An audience's lifecycle (计算中 for computeMs, expiring expiringDays before expiresDays); null: none. */
  readonly lifecycle: { readonly computeMs: number; readonly expiresDays: number; readonly expiringDays: number } | null;
  /** What the media refuses in the values beyond names (macros, URLs, regions, references), or null. */
  readonly check: (values: PropertyValues, ctx: SandboxPropertyContext) => Refusal | null;
  /** The attributes its lists show (strings, at most 20 keys); `counts` are what the media counted of it (an H5 site's leads). */
  readonly summary: (values: PropertyValues, counts?: PropertyCounts) => Readonly<Record<string, string>>;
  /** The seed's objects per demo account, made from the seed's random sequence. */
  readonly seed: {
    readonly perAccount: number;
    readonly make: (random: () => number, account: SeedAccount, index: number) => PropertyDraft;
  };
  /**
   * Where the type's objects come from when the desk does not make them (comments on ads): the engine lists
   * through it instead of sandbox_properties. Absent: the objects the desk created, pushed or the seed made.
   */
  readonly rows?: SandboxPropertyRows;
  /** The type's own actions (回复, 隐藏 …), dispatched by the engine; absent: the type offers none. */
  readonly actions?: SandboxPropertyActions;
  /** The values as the media keeps them once the object has its id (an H5 site gets its own address); absent: as sent. */
  readonly keep?: (values: PropertyValues, id: string) => PropertyValues;
  /** The object's public page (an H5 site's HTML, getSandboxSite), or null while it has none to show (a draft). */
  readonly page?: (name: string, values: PropertyValues, id: string) => string | null;
  /** The leads its published pages' forms send (addSandboxSiteLead); absent: the type's objects take none. */
  readonly lead?: {
    /** The answers to keep, or the problem in the words the page shows. */
    readonly take: (values: PropertyValues, sent: Readonly<Record<string, unknown>>) => { readonly answers: Readonly<Record<string, string>> } | { readonly problem: string };
    /** The page answering a lead: 提交成功 (problem null) or the refusal. */
    readonly page: (id: string, problem: string | null) => string;
  };
}

/** What the media counted of one object beside its values. */
export interface PropertyCounts {
  /** Leads its H5 page's form received. */
  readonly leads: number;
}

/** What a type's own rows and actions read: the engine's database, clock and refusal words. */
export interface SandboxPropertyHookContext {
  readonly media: MediaCode;
  readonly db: Db;
  readonly now: number;
  /** The media's levels whose objects deliver (a comment is on one of them). */
  readonly deliveringLevels: readonly ObjectLevel[];
  /** One object's refusal in the media's code and the desk's words. */
  refused(key: string, problem: Refusal): ObjectOutcome<never>;
}

export interface SandboxPropertyRows {
  /** Changes after `after` (a change sequence), at most `limit`, in change order. */
  list(
    ctx: SandboxPropertyHookContext,
    query: { readonly advertiserId: string; readonly type: string; readonly after: number; readonly limit: number },
  ): Promise<{ properties: MediaProperty[]; last: number; hasMore: boolean }>;
}

export interface SandboxPropertyActions {
  readonly offered: readonly PropertyAction[];
  /** Ids one call may name. */
  readonly batch: number;
  /** One outcome per id, the object as it is after the action; a whole-call refusal throws (`refuse`). */
  act(ctx: SandboxPropertyHookContext, input: PropertyActionInput): Promise<ObjectOutcome<MediaProperty>[]>;
}

/** A media's `properties`: one entry per type of its page list (the `-add` pages left out), none missing. */
export type SandboxPropertiesOf<Pages extends readonly PropertyPage[]> = { readonly [T in PropertyTypeOf<Pages>]: SandboxPropertyType | 'pending' };

/** The types a configuration has built (not 'pending'), by type. */
export function builtProperties(config: SandboxMediaConfig): ReadonlyMap<string, SandboxPropertyType> {
  const out = new Map<string, SandboxPropertyType>();
  for (const [type, declared] of Object.entries(config.properties)) if (declared !== 'pending') out.set(type, declared);
  return out;
}

type LevelShape = Omit<LevelSpec, 'label'>;

/** Levels with their labels read from the media registry (one place for a level's name). */
export function levelsOf(media: MediaCode, shapes: readonly LevelShape[]): LevelSpec[] {
  const labels: Readonly<Partial<Record<ObjectLevel, string>>> = MEDIA_REGISTRY[media].levels;
  return shapes.map((shape) => {
    const label = labels[shape.level];
    if (!label) throw new Error(`${media} has no level ${shape.level} in the media registry`);
    return { ...shape, label };
  });
}

/**
 * Whether the media refuses a second live object of this level with a name the account already uses: the one
 * answer for creates, renames and the row's place in the unique index (migration 041's name_unique). A media
 * without creation rules keeps every level's names unique.
 */
export function namesUnique(config: Pick<SandboxMediaConfig, 'creation'>, level: ObjectLevel): boolean {
  return !(config.creation?.namesRepeat.includes(level) ?? false);
}

export function levelSpec(config: SandboxMediaConfig, level: ObjectLevel): LevelSpec | undefined {
  return config.levels.find((spec) => spec.level === level);
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const MINUTE = 60_000;
