// The media's own verdicts on delivering objects (广告诊断, docs/design/tools.md §3 and §7): what a media's
// diagnosis API answers per object, beside the figures the desk reads from its store. The desk's own checks
// (funnel, budget-limited hours, schedule gaps) are computed from figures, not asked of the media.
import type { LearningStatus, ObjectLevel, ReviewStatus } from '@toufang/server-db';

export interface DiagnoseQuery {
  advertiserId: string;
  level: ObjectLevel;
  /** At most `limits.reportIds` ids, all of the account and level. */
  ids: string[];
}

/** 成本保障: none (learning has not ended), 保障中, 保障结束 (not over the line, or too few conversions to judge), 已赔付. */
export type CostGuaranteeState = 'none' | 'guaranteeing' | 'ended' | 'paid';

export interface CostGuarantee {
  readonly state: CostGuaranteeState;
  /** 元 the media paid back over the guarantee period; null unless paid. */
  readonly amount: number | null;
  /** The period the media judges: its first and last China days, YYYY-MM-DD; null when none. */
  readonly from: string | null;
  readonly to: string | null;
  /** Conversions and cost per conversion (元) over the period, as the media counts them. */
  readonly conversions: number;
  readonly costPerConversion: number | null;
}

export interface ObjectDiagnosis {
  id: string;
  review: ReviewStatus;
  /** Chinese reason when review refused it. */
  rejectReason: string | null;
  learning: LearningStatus;
  /** Hours since learning began, while it learns; null otherwise. */
  learningHours: number | null;
  /** Null when the media offers no cost guarantee, or the level has no bid. */
  costGuarantee: CostGuarantee | null;
  /** The object's materials the media labels 低效 in this account. */
  lowEfficiencyMaterialIds: string[];
}
