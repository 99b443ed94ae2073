// The edits of a delivery table and the dialog it shows: a row's edit is followed quietly (EditWatcher), a
// bulk edit opens its progress or its refusal, and focus goes back to the opener when a dialog closes.
import { useMutation } from '@tanstack/react-query';
import type { MediaCode } from '@toufang/domain';
import { Toast, useReturnFocus } from '@toufang/ui';
import { useMemo, useRef, useState } from 'react';
import type { DeliveryLevelConfig } from '../config/delivery-config';
import type { DeliveryCalls } from '../queries/delivery-calls';
import type { DeliveryEdit, DeliveryEditField, DeliveryEditItem, DeliveryEditStart, DeliveryRow } from '../queries/delivery-types';
import { DELIVERY_TEXTS as T } from '../texts';
import type { RowEditHandlers } from './delivery-columns';
import { failedResults } from './edit-rules';

export type DeliveryDialog =
  | { kind: 'columns' }
  | { kind: 'bid' }
  | { kind: 'budget' }
  | { kind: 'progress'; editId: number }
  | { kind: 'refused'; start: DeliveryEditStart };

/** A single-row edit followed without a dialog. */
export interface WatchedEdit {
  editId: number;
  row: Pick<DeliveryRow, 'id' | 'name'>;
}

export interface DeliveryEditsInput {
  media: MediaCode;
  level: DeliveryLevelConfig;
  calls: DeliveryCalls;
  /** Asks for the rows again once a row's edit has ended. */
  refreshList: () => void;
}

export function useDeliveryEdits({ media, level, calls, refreshList }: DeliveryEditsInput) {
  const focus = useReturnFocus();
  const [dialog, setDialog] = useState<DeliveryDialog | null>(null);
  const [watched, setWatched] = useState<WatchedEdit[]>([]);
  const startEdit = useMutation(calls.startEdit);
  const pending = useMemo(() => new Set(watched.map((w) => w.row.id)), [watched]);

  const openDialog = (next: DeliveryDialog) => {
    focus.remember();
    setDialog(next);
  };
  const closeDialog = () => {
    setDialog(null);
    focus.restore();
  };

  /**
   * Starts an edit. A row's edit is followed quietly; a bulk edit opens its progress (or its refusal). A call
   * that fails rejects after libs/api has already told the user why, so callers only swallow it.
   */
  const runEdit = async (field: DeliveryEditField, items: DeliveryEditItem[], row?: Pick<DeliveryRow, 'id' | 'name'>) => {
    const start = await startEdit.mutateAsync({ media, level: level.level, field, items });
    if (!start) throw new Error(T.EDIT_FAILED);
    if (start.state === 'refused' || start.editId === null) {
      const reason = start.refusals[0]?.reason ?? start.message ?? T.EDIT_REFUSED;
      if (row) {
        Toast.error(reason);
        throw new Error(reason);
      }
      // A dialog opened from the toolbar gives focus back to its button when it closes; one that follows
      // another dialog (the bid or budget dialog) keeps that dialog's opener.
      if (!dialog) focus.remember();
      setDialog({ kind: 'refused', start });
      return;
    }
    const id = start.editId;
    if (row) setWatched((current) => [...current, { editId: id, row }]);
    else {
      if (!dialog) focus.remember();
      setDialog({ kind: 'progress', editId: id });
    }
  };

  const onRowEditFinished = (watch: WatchedEdit, edit: DeliveryEdit) => {
    setWatched((current) => current.filter((w) => w.editId !== watch.editId));
    const failure = failedResults(edit)[0];
    if (failure) Toast.error(T.rowFailed(watch.row.name, failure.reason ?? T.EDIT_FAILED));
    else Toast.success(T.rowSaved(watch.row.name));
    refreshList();
  };

  const handlers: RowEditHandlers = {
    pending,
    onStatus: (row, enabled) => void runEdit('status', [{ id: row.id, value: enabled ? 'enabled' : 'paused' }], row).catch(() => undefined),
    onBid: (row, value) => runEdit('bid', [{ id: row.id, value }], row),
    onBudget: (row, value) => runEdit('budget', [{ id: row.id, value }], row),
    onRename: (row, name) => runEdit('name', [{ id: row.id, value: name }], row),
  };
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  // Stable until the running edits change, so the columns built on them are not rebuilt on every render.
  const rowHandlers = useMemo<RowEditHandlers>(
    () => ({
      pending,
      onStatus: (row, enabled) => handlersRef.current.onStatus(row, enabled),
      onBid: (row, value) => handlersRef.current.onBid(row, value),
      onBudget: (row, value) => handlersRef.current.onBudget(row, value),
      onRename: (row, name) => handlersRef.current.onRename(row, name),
    }),
    [pending],
  );

  return { dialog, setDialog, openDialog, closeDialog, watched, onRowEditFinished, runEdit, rowHandlers, editing: startEdit.isPending };
}
