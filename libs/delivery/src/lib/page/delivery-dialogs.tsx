// The dialogs of a delivery table, each loaded on first use (lazy-parts.ts): 列设置, the bulk bid and budget
// dialogs, a bulk edit's progress or refusal, and a large export's progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaCode } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { Suspense } from 'react';
import type { DeliveryColumn, DeliveryLevelConfig } from '../config/delivery-config';
import type { DeliveryCalls } from '../queries/delivery-calls';
import type { DeliveryEditField, DeliveryEditItem, DeliveryRow } from '../queries/delivery-types';
import { bulkBidValues } from '../rules/bid-values';
import { columnsToSave } from '../rules/columns';
import { DELIVERY_TEXTS as T } from '../texts';
import { BudgetDialog, BulkBidDialog, ColumnSettingsDialog, EditProgressDialog, EditRefusedDialog, ExportProgressDialog } from './lazy-parts';
import type { DeliveryDialog } from './use-delivery-edits';
import { download } from './use-toolbar-actions';

export interface DeliveryDialogsProps {
  media: MediaCode;
  calls: DeliveryCalls;
  level: DeliveryLevelConfig;
  dialog: DeliveryDialog | null;
  setDialog: (dialog: DeliveryDialog) => void;
  closeDialog: () => void;
  shown: DeliveryColumn[];
  /** The selected rows a bulk edit changes (deleted ones left out). */
  editable: DeliveryRow[];
  runEdit: (field: DeliveryEditField, items: DeliveryEditItem[]) => Promise<void>;
  editing: boolean;
  /** A bulk edit's progress was closed: the selection goes and the rows are asked for again. */
  onEditClosed: () => void;
  exportJob: string | null;
  onExportClosed: () => void;
}

export function DeliveryDialogs({ media, calls, level, dialog, setDialog, closeDialog, shown, editable, runEdit, editing, onEditClosed, exportJob, onExportClosed }: DeliveryDialogsProps) {
  const queryClient = useQueryClient();
  const saveColumns = useMutation(calls.saveColumns);
  const { bid, budget } = level.actions;
  return (
    <Suspense fallback={null}>
      {dialog?.kind === 'columns' ? (
        <ColumnSettingsDialog
          level={level}
          value={shown.map((c) => c.key)}
          saving={saveColumns.isPending}
          onCancel={closeDialog}
          onSave={(keys) =>
            saveColumns.mutate(
              { media, level: level.level, columns: keys === null ? null : columnsToSave(level, keys) },
              {
                onSuccess: () => {
                  Toast.success(T.COLUMNS_SAVED);
                  void queryClient.invalidateQueries({ queryKey: calls.columns(level.level).queryKey });
                  closeDialog();
                },
              },
            )
          }
        />
      ) : null}
      {dialog?.kind === 'bid' && bid ? (
        <BulkBidDialog
          action={bid}
          confirmLoading={editing}
          onCancel={closeDialog}
          onConfirm={(result) => {
            const values = bulkBidValues(result, editable.map((r) => r.id));
            void runEdit('bid', values).catch(() => undefined);
          }}
        />
      ) : null}
      {dialog?.kind === 'budget' && budget ? (
        <BudgetDialog
          action={budget}
          rows={editable}
          confirmLoading={editing}
          onCancel={closeDialog}
          onConfirm={(value) => void runEdit('budget', editable.map((r) => ({ id: r.id, value }))).catch(() => undefined)}
        />
      ) : null}
      {dialog?.kind === 'progress' ? (
        <EditProgressDialog
          key={dialog.editId}
          calls={calls}
          editId={dialog.editId}
          onUndoStarted={(start) => start.editId !== null && setDialog({ kind: 'progress', editId: start.editId })}
          onClose={() => {
            closeDialog();
            onEditClosed();
          }}
        />
      ) : null}
      {dialog?.kind === 'refused' ? <EditRefusedDialog message={dialog.start.message} refusals={dialog.start.refusals} onClose={closeDialog} /> : null}
      {exportJob ? <ExportProgressDialog key={exportJob} jobId={exportJob} onDownload={download} onClose={onExportClosed} /> : null}
    </Suspense>
  );
}
