// What a media declares about batch creation, per variant (docs/design/creation.md §2). Each media states its
// own in its limits project (`<CODE>_CREATION`, isomorphic), so its editor in the browser, the preview checks
// and the server's execution read the same figures; the engine here knows no media.
import { SUBMISSION } from '../constants';
import type { DeliveryLevel } from '../delivery-levels';
import type { MediaCode } from '../media';
import type { TitleCounting } from '../title-rules';
import type { CreationDimension } from './types';

export type CreationFieldKind = 'text' | 'number' | 'money' | 'select' | 'multiSelect' | 'schedule' | 'switch' | 'dateRange';

/** A field of a level's settings, as the editor shows it and the checks read it. */
export interface CreationField {
  key: string;
  label: string;
  kind: CreationFieldKind;
  required?: boolean;
  /** select / multiSelect. */
  options?: readonly { value: string; label: string }[];
  /** number / money: inclusive range. */
  min?: number;
  max?: number;
  /** Shown only when another field has one of these values. */
  when?: { field: string; values: readonly string[] };
  /** The media's id differs per account (conversion goal, package, landing page, 抖音号): asked per account. */
  perAccount?: boolean;
  /** The media does not let it change after creation (update and copy show it read-only). */
  fixedAfterCreate?: boolean;
  /** The 防出错 field this maps to (shell spec §3 columns), if any. */
  errorPrevention?: ErrorPreventionField;
  default?: unknown;
  /**
   * What the engine reads the field as besides its 防出错 mapping: 'bidType' the bid type the forbidden pairs
   * name; 'position' the placement (版位) the 防出错 modal shows.
   */
  role?: 'bidType' | 'position';
}

/** The fields a 防出错 rule can constrain (issue 22). */
export type ErrorPreventionField = 'goal' | 'deepGoal' | 'bid' | 'deepBid' | 'budgetPlan' | 'budgetAd';

/** One level a variant creates, parent first. */
export interface CreationLevelSpec {
  level: DeliveryLevel;
  /** The media's word for it (项目, 广告, 计划 …). */
  label: string;
  /** The dimensions this level is split by (a parent is one object per distinct value of its dimensions). */
  dimensions: readonly CreationDimension[];
  fields: readonly CreationField[];
  /** Name length, and whether names must be unique in the account at this level. */
  nameMaxLength: number;
  nameUnique: boolean;
  /** The level that delivers (the quota counts it; a PLAN-dimension submission counts it). */
  delivers: boolean;
}

export interface CreationVariantSpec {
  media: MediaCode;
  /** '' or the route segment. */
  variant: string;
  title: string;
  levels: readonly CreationLevelSpec[];
  /** Materials per creative, and which kinds. */
  materials: { min: number; max: number; kinds: readonly ('image' | 'video')[] };
  titles: { min: number; max: number; minLength: number; maxLength: number; counting: TitleCounting };
  /** Bid type × goal combinations the media refuses: [bidType value, goal value, Chinese reason]. */
  forbidden: readonly { bidType: string; goal: string; reason: string }[];
  /** toutiao, qianchuan: a creative whose materials are all 低效 is refused. */
  refusesAllLowEfficiency: boolean;
  /** gdt: two ads of the same account with the same materials, titles and targeting are refused. */
  refusesIdenticalAds: boolean;
  /** How a create is made safe to retry: the media's request id, or a lookup by the unique name. */
  idempotency: 'requestId' | 'nameLookup';
  /** Objects the media lets one account create per China day (all levels). */
  createsPerDay: number;
  /** The CAMPAIGN dimension's level (the parent a wave is counted in) and PLAN's. */
  submitLevels: { CAMPAIGN: DeliveryLevel; PLAN: DeliveryLevel };
}

/** The most ads (delivering objects) one task may create, all accounts and repeats together (project design). */
export const CREATION_TASK_MAX_ADS = 5000;

/**
 * The most accounts one template (and so one task) may name. One figure for the template's save, the task's
 * submission and the contract (`CreationTemplateBody.accounts` maxItems, `CreationRow.account` maximum + 1; a test
 * holds the contract to it): 100, the figure the templates had, since every account is resolved, checked and
 * listed per account in one request and the preview stays readable.
 */
export const CREATION_MAX_ACCOUNTS = 100;

/**
 * The most repeats of a REPEAT rule, so the highest `CreationRow.repeat`: the submission-rule form's own 2–10
 * (widgets spec §9, SUBMISSION.REPEAT_MAX). One figure for the engine, the template's save, the submission and the
 * contract (`CreationRow.repeat` maximum).
 */
export const CREATION_MAX_REPEATS: number = SUBMISSION.REPEAT_MAX;
