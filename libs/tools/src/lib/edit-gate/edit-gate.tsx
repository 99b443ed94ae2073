// The tools editors' opening (a rule, a monitor, a push rule, an activity): the row named by the page's id is
// loaded before its editor mounts, so the form starts from the saved values rather than resetting under the
// person's hands; a new row (no id) opens at once.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { LoadFailed, Spin } from '@toufang/ui';

/** The id an editor's route or query names, or null for a new row (absent, not a positive whole number). */
export function editedId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

export interface EditGateProps<T> {
  id: number | null;
  detail: UseQueryResult<T>;
  /** What failed to load, when the server gives no reason; 重试 asks again. */
  failed: string;
  retry: string;
  /** The editor, given the saved row (null for a new one); keyed by the id so another row starts afresh. */
  children: (row: T | null) => ReactNode;
}

export function EditGate<T>({ id, detail, failed, retry, children }: EditGateProps<T>) {
  if (id === null) return children(null);
  if (detail.isPending) return <Spin />;
  if (detail.isError || !detail.data)
    return (
      <div role="alert">
        <LoadFailed message={isApiError(detail.error) ? detail.error.message : failed} retryText={retry} onRetry={() => void detail.refetch()} />
      </div>
    );
  return children(detail.data);
}
