// What the page says about an edit's state, without the DOM.
import type { JobPersonState } from '@toufang/domain';
import type { DeliveryEdit, DeliveryEditResult } from '../queries/delivery-types';

/** An edit that will not change any more: done, failed, or cancelled in the task centre. */
export function isEditFinished(edit: Pick<DeliveryEdit, 'state'> | null | undefined): boolean {
  return edit?.state === 'done' || edit?.state === 'failed' || edit?.state === 'cancelled';
}

/** Rows the media refused, or that were never sent because the job gave up. */
export function failedResults(edit: DeliveryEdit): DeliveryEditResult[] {
  return edit.results.filter((r) => r.ok === false || (edit.state === 'failed' && r.ok === null));
}

/** 撤销 is offered while the window is open, once, and never for an undo. */
export function canUndo(edit: DeliveryEdit, now: number = Date.now()): boolean {
  if (edit.state !== 'done' || edit.undoneBy !== null || edit.undoOf !== null || !edit.undoUntil) return false;
  return new Date(edit.undoUntil).getTime() > now && edit.results.some((r) => r.ok === true);
}


/** The edit's state as the task centre names a job's (部分成功 when some rows were refused). */
export function editJobState(edit: Pick<DeliveryEdit, 'state' | 'failed'>): JobPersonState {
  if (edit.state === 'done') return edit.failed > 0 ? 'partial' : 'succeeded';
  return edit.state;
}
