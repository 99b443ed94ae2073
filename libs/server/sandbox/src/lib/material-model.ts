// The sandbox's verdicts on a material, computed from what it holds and the clock, never stored: review
// (审核中 for a while, then 审核通过 or 审核拒绝 with a reason) and the quality labels a media puts on an
// approved material (首发, 同质, 低效). The same inputs give the same verdicts on every listing.
import type { MaterialQualityCode, MaterialQualityLabel, ReviewStatus } from '@toufang/server-media';
import { FORBIDDEN_WORDS, unitHash } from './model';

/** The material model's figures, in one place (invented for the sandbox; none is a media's published number). */
export const MATERIAL_MODEL = {
  /** Review: 20 … 120 minutes after the material reached the account. */
  reviewMinutes: { min: 20, span: 100 },
  /** Share of files a media's review refuses (drawn from the file's md5, so one file fares alike in every account). */
  rejectShare: 0.08,
  rejectReasons: ['素材画面模糊，清晰度不足', '素材含有二维码或联系方式', '素材涉嫌侵犯他人知识产权', '素材与落地页内容不一致'],
  /** 低效: judged this long after approval, for this share of files. */
  lowEfficiencyAfterHours: 72,
  lowEfficiencyShare: 0.2,
} as const;

export interface MaterialReview {
  status: ReviewStatus;
  /** When review ends (epoch ms). */
  decidedAt: number;
  reason: string | null;
}

/** 审核中, 审核通过, 审核拒绝. */
export const MATERIAL_STATUS_TEXT: Readonly<Record<ReviewStatus, string>> = { reviewing: '审核中', approved: '审核通过', rejected: '审核拒绝' };

/**
 * Review of a material that reached an account at createdAt: decided after a while drawn from its id; refused
 * when its file name uses an absolute claim (the handle tests and demos use, as with object names) or for a
 * few files drawn from their md5.
 */
export function materialReviewOf(m: { media: string; materialId: string; signature: string; fileName: string; createdAt: number }, now: number): MaterialReview {
  const { reviewMinutes, rejectShare, rejectReasons } = MATERIAL_MODEL;
  const minutes = reviewMinutes.min + Math.floor(reviewMinutes.span * unitHash('material-review', m.materialId));
  const decidedAt = m.createdAt + minutes * 60_000;
  if (now < decidedAt) return { status: 'reviewing', decidedAt, reason: null };
  const word = FORBIDDEN_WORDS.find((w) => m.fileName.includes(w));
  if (word) return { status: 'rejected', decidedAt, reason: `素材含有绝对化用语“${word}”，违反《广告法》相关规定` };
  const draw = unitHash('material-reject', m.media, m.signature);
  if (draw < rejectShare) {
    const reason = rejectReasons[Math.floor((draw / rejectShare) * rejectReasons.length)];
    return { status: 'rejected', decidedAt, reason };
  }
  return { status: 'approved', decidedAt, reason: null };
}

/**
 * The quality labels of an approved material: 首发 for the first copy of a file on the media (any account),
 * 同质 for every later copy; 低效 once the low-efficiency window has passed, for a share of files.
 */
export function materialLabelsOf(
  m: { media: string; signature: string; firstOnMedia: boolean; review: MaterialReview },
  words: Readonly<Record<MaterialQualityCode, string>>,
  now: number,
): MaterialQualityLabel[] {
  if (m.review.status !== 'approved') return [];
  const codes: MaterialQualityCode[] = [m.firstOnMedia ? 'first' : 'similar'];
  const judged = now >= m.review.decidedAt + MATERIAL_MODEL.lowEfficiencyAfterHours * 3_600_000;
  if (judged && unitHash('material-low', m.media, m.signature) < MATERIAL_MODEL.lowEfficiencyShare) codes.push('low_efficiency');
  return codes.map((code) => ({ code, text: words[code] }));
}
