// The empty text of a list's table in its three states (issue 19, list kit): failed with the reason and
// 重试, empty because of the filters, and empty.
import { Empty, LoadFailed } from '@toufang/ui';
import { LIST_KIT_TEXTS } from '../texts';

export interface ListEmptyProps {
  /** The list's query: its error and refetch. */
  list: { isError: boolean; error: unknown; refetch: () => unknown };
  /** What failed to load, e.g. 操作日志加载失败. */
  failed: string;
  /** The empty list's words; none shows the bare empty picture. */
  empty?: string;
  /** Shown when the applied filters narrow the list; the empty text otherwise. */
  emptyFiltered?: string;
  filtered?: boolean;
}

export function ListEmpty({ list, failed, empty, emptyFiltered, filtered }: ListEmptyProps) {
  if (list.isError) {
    return (
      <div role="alert">
        <LoadFailed message={failed} retryText={LIST_KIT_TEXTS.RETRY} onRetry={() => void list.refetch()} />
      </div>
    );
  }
  return <Empty description={filtered && emptyFiltered ? emptyFiltered : empty} />;
}
