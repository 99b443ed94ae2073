// A verdict on materials (通过, 驳回 with its reason), whoever gives it: a person of the desk or a share link's
// guest. The current state, its history and the operation log are written in the caller's transaction.
import { recordAuditBatch, type Actor } from '@toufang/server-audit';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { badRequest } from '@toufang/server-http';
import { REVIEW_TEXTS } from './texts';

export type Verdict = 'approved' | 'rejected';

export interface VerdictBy {
  customerId: number;
  actor: Actor;
  /** The person, or null for a guest. */
  userId: number | null;
  /** The link a guest decided through. */
  shareId: number | null;
}

/** The reason a verdict keeps: required (trimmed) for 驳回, none for 通过. */
export function verdictReason(verdict: Verdict, reason: string | undefined): string | null {
  if (verdict === 'approved') return null;
  const trimmed = reason?.trim() ?? '';
  if (trimmed === '') throw badRequest(REVIEW_TEXTS.REASON_REQUIRED);
  return trimmed;
}

/** Records the verdict on these materials (ids the caller already checked), with history and audit. */
export async function recordVerdict(
  tx: Queryable,
  by: VerdictBy,
  materials: readonly { id: string | number; name: string }[],
  verdict: Verdict,
  reason: string | null,
): Promise<void> {
  if (materials.length === 0) return;
  const q = sqlOn(tx);
  const now = new Date();
  const row = { state: verdict, reason, decided_by: by.userId, decider_name: by.actor.name, share_id: by.shareId, decided_at: now };
  await q
    .insertInto('material_reviews')
    .values(materials.map((m) => ({ material_id: m.id, customer_id: by.customerId, ...row })))
    .onConflict((oc) => oc.column('material_id').doUpdateSet(row))
    .execute();
  await q
    .insertInto('material_review_events')
    .values(materials.map((m) => ({ material_id: m.id, customer_id: by.customerId, state: verdict, reason, decided_by: by.userId, decider_name: by.actor.name, share_id: by.shareId })))
    .execute();
  await recordAuditBatch(
    tx,
    materials.map((m) => ({
      companyId: by.customerId,
      actor: by.actor,
      object: { level: 'material', id: String(m.id), name: m.name },
      action: verdict === 'approved' ? 'material.review.approve' : 'material.review.reject',
      actionName: verdict === 'approved' ? '素材审核通过' : '素材审核驳回',
      after: { state: verdict, reason, ...(by.shareId !== null ? { shareId: by.shareId } : {}) },
    })),
  );
}
