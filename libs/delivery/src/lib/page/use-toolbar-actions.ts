// 刷新 and 导出 of a delivery table: a sync of the shown rows' accounts, and an export of the filtered set
// (a small one downloaded at once, a large one followed as a job until its file is written).
import { useMutation } from '@tanstack/react-query';
import type { MediaCode } from '@toufang/domain';
import { Toast, type DataTableSort } from '@toufang/ui';
import { useState } from 'react';
import type { DeliveryColumn } from '../config/delivery-config';
import type { DeliveryCalls } from '../queries/delivery-calls';
import type { DeliveryRow } from '../queries/delivery-types';
import { toDeliveryFilter, toExportColumns, toSort, type DeliveryScope } from '../rules/list-request';
import { DELIVERY_TEXTS as T } from '../texts';

/** Starts a download of a single-use link: a plain navigation, since the link carries its own token. */
export function download(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

export interface ToolbarActionsInput {
  media: MediaCode;
  calls: DeliveryCalls;
  scope: DeliveryScope;
  sort: DataTableSort | null;
  shown: DeliveryColumn[];
  records: DeliveryRow[];
  refreshList: () => void;
}

export function useToolbarActions({ media, calls, scope, sort, shown, records, refreshList }: ToolbarActionsInput) {
  const exporter = useMutation(calls.export);
  // A large export's job, followed in a dialog until its file is written.
  const [exportJob, setExportJob] = useState<string | null>(null);
  const refresher = useMutation(calls.refresh);

  const exportRows = () => {
    const sorted = toSort(sort);
    exporter.mutate(
      { ...toDeliveryFilter(scope), columns: toExportColumns(shown), ...(sorted ? { sort: sorted } : {}) },
      {
        onSuccess: (result) => {
          if (!result) return;
          if (result.state === 'ready' && result.url) {
            download(result.url);
            Toast.success(T.EXPORT_READY);
          } else if (result.state === 'failed') Toast.error(result.reason ?? T.EDIT_FAILED);
          else {
            Toast.info({ content: `${T.EXPORT_QUEUED}：${T.EXPORT_QUEUED_DETAIL}`, duration: 6 });
            if (result.jobId) setExportJob(result.jobId);
          }
        },
      },
    );
  };

  const refresh = () => {
    const accountIds = [...new Set(records.map((r) => r.accountId))];
    if (accountIds.length === 0) {
      Toast.info(T.REFRESH_NOTHING);
      return;
    }
    refresher.mutate(
      { media, accountIds },
      {
        onSuccess: (result) => {
          if (!result) return;
          if (result.queued.length > 0) Toast.success(T.refreshQueued(result.queued.length));
          if (result.skipped.length > 0) {
            const reasons = [...new Set(result.skipped.map((s) => s.reason))].join('；');
            Toast.warning(`${T.refreshSkipped(result.skipped.length)}：${reasons}`);
          }
          refreshList();
        },
      },
    );
  };

  return {
    exportRows,
    exporting: exporter.isPending,
    exportJob,
    closeExportJob: () => setExportJob(null),
    refresh,
    refreshing: refresher.isPending,
  };
}
