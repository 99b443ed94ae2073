// The vocabulary of batch ad creation (issue 22, docs/design/creation.md): a template (temp_id) and what it
// expands into. Shared by the browser (the editor and its preview) and the server (which re-checks what it is
// sent and executes it), so both speak of the same rows. Pure types; the engine is in combine.ts, naming.ts,
// waves.ts and checks.ts beside this file.
import type { DeliveryLevel } from '../delivery-levels';
import type { MediaCode } from '../media';

/**
 * How a dimension meets the others (issue 22 "Combination"):
 * - cross: every value with every combination of the other dimensions (×);
 * - pair: the i-th value goes with the i-th value of the other paired dimensions (1:1, in order);
 * - spread: the values are dealt out evenly across the accounts (account k gets values k, k+A, k+2A …);
 * - shared: every object carries all the values together (one combination, not one per value).
 */
export type DimensionMode = 'cross' | 'pair' | 'spread' | 'shared';

export const DIMENSION_MODES: readonly DimensionMode[] = ['cross', 'pair', 'spread', 'shared'];

/** The dimensions of a template besides the accounts, in the order a row names them. */
export type CreationDimension = 'targeting' | 'materials' | 'titles';

/** One account of the template, with the ids that differ from account to account. */
export interface TemplateAccount {
  /** The desk's media account id (media_accounts.id). */
  mediaAccountId: number;
  /** The media's advertiser id. */
  advertiserId: string;
  /** The account's name, as the picker showed it (for naming and the preview; the server re-reads it). */
  name: string;
  /**
   * Per-account ids of the fields a variant declares `perAccount` (conversion goal 转化目标, app package,
   * landing page, 抖音号 …): field key → the media's id in this account.
   */
  ids: Record<string, string>;
}

/** A targeting pack the template refers to: the desk's property id (media_properties.id). */
export interface TemplateTargeting {
  propertyId: number;
  name: string;
}

/** A material group: the materials one creative carries together (desk material ids). */
export interface TemplateMaterialGroup {
  key: string;
  name: string;
  materialIds: number[];
}

/** A title group: the titles one creative carries together. From the title library (titleGroupId) or typed. */
export interface TemplateTitleGroup {
  key: string;
  name: string;
  titleGroupId?: number;
  titles: string[];
}

/** A naming rule's part: plain text, or a wildcard chip (widgets spec §2 "Wildcard naming input"). */
export type NamePart = { kind: 'text'; text: string } | { kind: 'token'; token: NameToken };

/**
 * The wildcards a name can hold: 日期 (YYYYMMDD of the submission), 时间 (HHmm), 账户 (account name), 定向 (targeting
 * pack name), 素材 (the material group's name: the body names materials by id only), 标题 (first title), 序号 (sequence number within the account and level,
 * from 1), 重复 (repeat index of a REPEAT rule, from 1), 变体 (the variant's title).
 */
export type NameToken = 'date' | 'time' | 'account' | 'targeting' | 'material' | 'title' | 'seq' | 'repeat' | 'variant';

export interface NameRule {
  parts: NamePart[];
}

/** The submission rule, field for field as widgets spec §3 names it (times 'YYYY-MM-DD HH:mm', China time). */
export interface SubmissionRule {
  submitType: 'submitAndSaveTemplate' | 'saveTemplateOnly' | 'submitAdOnly';
  adsSubmitRule: 'NOW' | 'DELAY' | 'BATCH' | 'REPEAT';
  adsDelaySubmitTime?: string;
  /** BATCH: interval in minutes; REPEAT: interval in minutes. */
  adsSubmitInterval?: number;
  adsSubmitDimension?: 'CAMPAIGN' | 'PLAN';
  adsMoreAccount?: 'ON' | 'OFF';
  /** BATCH: per wave; REPEAT: how many times. */
  adsSubmitNum?: number | null;
}

/** Field values of one level: field key → value (numbers in 元, schedule as 168 0/1 characters). */
export type LevelSettings = Record<string, unknown>;

/** Everything one ad build needs for one media and variant (a template's body, temp_id). */
export interface CreationTemplateBody {
  media: MediaCode;
  /** '' for the media's plain quick creation, else the route segment ('project', 'search', 'wechat', 'live' …). */
  variant: string;
  accounts: TemplateAccount[];
  /** Settings per level of the variant (by level), the same for every account. */
  settings: Partial<Record<DeliveryLevel, LevelSettings>>;
  targeting: { mode: DimensionMode; packs: TemplateTargeting[] };
  materials: { mode: DimensionMode; groups: TemplateMaterialGroup[] };
  titles: { mode: DimensionMode; groups: TemplateTitleGroup[] };
  /** The accounts' mode: 'cross' (every account gets the whole combination) or 'spread' of the others. */
  naming: Partial<Record<DeliveryLevel, NameRule>>;
  submission: SubmissionRule;
}

/** One object the task will create: a row of the preview. */
export interface CreationRow {
  /** Stable within a task: `${accountIndex}:${level}:${n}`; children name their parent's key. */
  key: string;
  level: DeliveryLevel;
  parentKey: string | null;
  /** Index into body.accounts. */
  account: number;
  name: string;
  /** Index into body.targeting.packs, or null when the level carries no targeting. */
  targeting: number[] | null;
  /** Indices into body.materials.groups (one unless shared). */
  materialGroups: number[] | null;
  titleGroups: number[] | null;
  /** The level's settings after per-row edits (bid, budget …). */
  settings: LevelSettings;
  /** 1-based repeat of a REPEAT rule (1 otherwise). */
  repeat: number;
  /**
   * The name the naming rule gave, kept only when uniqueNames had to add a suffix to it (the check warns of
   * it while the name still starts with it; an edited name drops the warning).
   */
  baseName?: string;
}

export type CheckSeverity = 'error' | 'warning';

/** A finding of the preview on one row (errors block the submission; warnings can be accepted). */
export interface RowCheck {
  rowKey: string;
  /** The field it concerns ('name', 'bid', 'titles', 'materials' …). */
  field: string;
  severity: CheckSeverity;
  /** Chinese, shown in the row. */
  message: string;
  /** Stable code for tests and grouping ('name_too_long', 'name_duplicate', 'bid_out_of_range' …). */
  code: string;
}

/** What the server knows that the rows are checked against (answered by the preview-facts call). */
export interface PreviewFacts {
  /** Per account index: names already used by live objects, per level. */
  existingNames: Record<number, Partial<Record<DeliveryLevel, string[]>>>;
  /** Per account index: delivering objects that may still be enabled (the media's quota less what is on). */
  quotaLeft: Record<number, number>;
  /** Per account index: objects the media still lets be created today (daily create cap less today's). */
  createsLeftToday: Record<number, number>;
  /** Desk material ids the media flags 低效 in that account (per account index). */
  lowEfficiencyMaterials: Record<number, number[]>;
  /** Desk material id → its kind, for the materials the body names (the check refuses a kind the media does not take). */
  materialKinds?: Record<number, 'image' | 'video'>;
  /**
   * Desk material id → why the media refuses the file (its format limits, `<CODE>_MATERIAL_LIMITS`), in the words
   * the push to an account would give (e.g. 巨量引擎不接受：图片尺寸1200×628不符合要求，…); a material that fits is absent.
   */
  materialProblems?: Record<number, string>;
  /** Desk material id → its name in the library, for the findings that name a material. */
  materialNames?: Record<number, string>;
}
