// What the 广告诊断 page decides on its own (pure, tested beside it): who may apply a fix, the levels offered per
// media, and how a fix reads in its preview.
import { canOpenArea, DELIVERY_LEVEL_LABELS, DELIVERY_LEVELS, effectiveRole, type DeliveryLevel, type LegacyRole, type MediaCode } from '@toufang/domain';
import type { DiagnosisFinding } from '../../queries/diagnosis';
import { DIAGNOSIS_TEXTS as T } from '../../texts';

export const OPERATION_LOG_PATH = '/tools-app/tool/account-tool/operation-log';

/** 一键优化 edits a delivery object: the roles that may (the promote area's, as the operation declares). */
export function mayApplyFixes(user: { role: string; isDesignManager?: number | null }): boolean {
  return canOpenArea(effectiveRole(user.role as LegacyRole, user.isDesignManager ?? 0), 'promote');
}

/** The levels of a media below the account, with the media's own names. */
export function levelOptions(media: MediaCode): { value: DeliveryLevel; label: string }[] {
  const labels = DELIVERY_LEVEL_LABELS[media] as Partial<Record<DeliveryLevel, string>>;
  return (DELIVERY_LEVELS[media] as readonly DeliveryLevel[]).filter((l) => l !== 'account').map((l) => ({ value: l, label: labels[l] ?? l }));
}

/** A value of a fix as the preview shows it: money in 元, a status in words. */
export function fixValue(field: string | null, value: string | number | null): string {
  if (value === null) return '-';
  if (field === 'status') return T.STATUS[String(value)] ?? String(value);
  return typeof value === 'number' ? `${value}${T.YUAN}` : value;
}

/** The findings of one source, in the server's order (most severe first). */
export const findingsOf = (findings: readonly DiagnosisFinding[], source: 'media' | 'desk') => findings.filter((f) => f.source === source);
