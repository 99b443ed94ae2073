// 导出 of any list (exportList): the page hands over the query it sends for its rows (without the page);
// the server re-runs the list as the user. A small list downloads at once through its single-use link; a
// larger one is a job whose file arrives in the message centre.
import { useMutation } from '@tanstack/react-query';
import { exportListMutation, runtimeEnv, type Schemas } from '@toufang/api';
import { Button, Toast } from '@toufang/ui';
import { LIST_KIT_TEXTS as T } from '../texts';

export type ListExportId = Schemas['ListExportId'];

/** Starts a download of a single-use link: a plain navigation, since the link carries its own token. */
function download(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url.startsWith('/') ? `${runtimeEnv().apiBasePath.replace(/\/$/, '')}${url}` : url;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

export interface ListExportButtonProps {
  listId: ListExportId;
  /** The list's request body without current and size. */
  query: Record<string, unknown>;
  disabled?: boolean;
}

export function ListExportButton({ listId, query, disabled }: ListExportButtonProps) {
  const exporter = useMutation(exportListMutation);
  const start = () =>
    exporter.mutate(
      { listId, query },
      {
        onSuccess: (result) => {
          if (!result) return;
          if (result.state === 'ready' && result.url) {
            download(result.url);
            Toast.success(T.EXPORT_READY);
          } else if (result.state === 'failed') Toast.error(result.reason ?? T.EXPORT_FAILED);
          else Toast.info({ content: `${T.EXPORT_QUEUED}：${T.EXPORT_QUEUED_DETAIL}`, duration: 6 });
        },
      },
    );
  return (
    <Button onClick={start} loading={exporter.isPending} disabled={disabled}>
      {T.EXPORT}
    </Button>
  );
}
