// The sandbox's verdicts on a property object, computed from what it holds and the clock (the material model's
// way, docs/design/properties.md §2.7): review decided at review_at (审核通过, or 审核拒绝 for an absolute claim in
// the name or a few objects drawn from the id), an audience's lifecycle from its ready, expiry and withdrawal
// times, and the next moment either changes, which an incremental list answers as a change.
import type { AudienceLifecycle, PropertyState, ReviewStatus } from '@toufang/server-media';
import type { SandboxPropertyType } from './config';
import { FORBIDDEN_WORDS, unitHash } from './model';

const DAY_MS = 86_400_000;

/** The property model's figures (invented for the sandbox; none is a media's published number). */
export const PROPERTY_MODEL = {
  /** Share of objects a media's review refuses (drawn from the id). */
  rejectShare: 0.05,
  rejectReasons: ['落地页内容与推广内容不一致', '链接无法访问或加载过慢', '资质不全，请补充相关资质', '内容涉嫌夸大宣传'],
} as const;

export const PROPERTY_STATE_TEXT: Readonly<Record<PropertyState, string>> = { enabled: '已启用', disabled: '已停用', deleted: '已删除' };
export const PROPERTY_REVIEW_TEXT: Readonly<Record<ReviewStatus, string>> = { reviewing: '审核中', approved: '审核通过', rejected: '审核拒绝' };

/** A type's own words for review states (视频号授权: 待授权/已授权/已失效), each falling back to the kit's. */
export type PropertyStatusWords = Readonly<Partial<Record<ReviewStatus, string>>>;
/** 计算中, 可用, 即将过期, 已过期, 已下线 (issue 21). */
export const AUDIENCE_LIFECYCLE_TEXT: Readonly<Record<AudienceLifecycle, string>> = {
  computing: '计算中',
  available: '可用',
  expiring: '即将过期',
  expired: '已过期',
  offline: '已下线',
};

/** What the model reads of a stored object (epoch ms; null when the type has none). */
export interface PropertyFacts {
  media: string;
  id: string;
  name: string;
  state: PropertyState;
  reviewAt: number | null;
  readyAt: number | null;
  expiresAt: number | null;
  offlineAt: number | null;
}

/** The minutes a create or edit waits for review, drawn from the id within the type's window. */
export function reviewDelayMs(spec: Pick<SandboxPropertyType, 'review'>, media: string, id: string, edits = 0): number | null {
  if (!spec.review) return null;
  const { min, span } = spec.review.minutes;
  return (min + Math.floor(span * unitHash('property-review', media, id, edits))) * 60_000;
}

export function propertyReviewOf(p: PropertyFacts, now: number): { review: ReviewStatus; reason: string | null } | null {
  if (p.reviewAt === null) return null;
  if (now < p.reviewAt) return { review: 'reviewing', reason: null };
  const word = FORBIDDEN_WORDS.find((w) => p.name.includes(w));
  if (word) return { review: 'rejected', reason: `名称含有绝对化用语“${word}”，违反《广告法》相关规定` };
  const draw = unitHash('property-reject', p.media, p.id);
  if (draw < PROPERTY_MODEL.rejectShare) {
    return { review: 'rejected', reason: PROPERTY_MODEL.rejectReasons[Math.floor((draw / PROPERTY_MODEL.rejectShare) * PROPERTY_MODEL.rejectReasons.length)] };
  }
  return { review: 'approved', reason: null };
}

export function audienceLifecycleOf(p: PropertyFacts, spec: Pick<SandboxPropertyType, 'lifecycle'>, now: number): AudienceLifecycle | null {
  if (!spec.lifecycle || p.readyAt === null) return null;
  if (p.offlineAt !== null && now >= p.offlineAt) return 'offline';
  if (now < p.readyAt) return 'computing';
  if (p.expiresAt !== null) {
    if (now >= p.expiresAt) return 'expired';
    if (now >= p.expiresAt - spec.lifecycle.expiringDays * DAY_MS) return 'expiring';
  }
  return 'available';
}

/** The words the media shows: a deleted object's, else the lifecycle's, else review's, else the state's. */
export function propertyStatusText(state: PropertyState, review: ReviewStatus | null, lifecycle: AudienceLifecycle | null, words: PropertyStatusWords = {}): string {
  if (state === 'deleted') return PROPERTY_STATE_TEXT.deleted;
  if (lifecycle) return AUDIENCE_LIFECYCLE_TEXT[lifecycle];
  const said = (status: ReviewStatus) => words[status] ?? PROPERTY_REVIEW_TEXT[status];
  if (review && review !== 'approved') return said(review);
  return review === 'approved' && state === 'enabled' ? said('approved') : PROPERTY_STATE_TEXT[state];
}

/** The next time after `now` at which review or the lifecycle changes what a listing answers; null: none. */
export function nextTransitionOf(p: PropertyFacts, spec: Pick<SandboxPropertyType, 'lifecycle'>, now: number): number | null {
  if (p.state === 'deleted') return null;
  const times = [p.reviewAt, p.readyAt, p.offlineAt];
  if (spec.lifecycle && p.expiresAt !== null) times.push(p.expiresAt - spec.lifecycle.expiringDays * DAY_MS, p.expiresAt);
  const future = times.filter((t): t is number => t !== null && t > now);
  return future.length === 0 ? null : Math.min(...future);
}
