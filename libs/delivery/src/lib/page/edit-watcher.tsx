import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { DeliveryCalls } from '../queries/delivery-calls';
import type { DeliveryEdit } from '../queries/delivery-types';
import { isEditFinished } from './edit-rules';
import { DELIVERY_PAGE } from './page-constants';

/**
 * Follows one edit of a single row (a switch, an inline bid) until it ends, without a dialog: it asks for the
 * edit's progress every EDIT_POLL_MS and calls onFinished once. Renders nothing.
 */
export function EditWatcher({ calls, editId, onFinished }: { calls: DeliveryCalls; editId: number; onFinished: (edit: DeliveryEdit) => void }) {
  const edit = useQuery({
    ...calls.edit(editId),
    refetchInterval: (query) => (isEditFinished(query.state.data) ? false : DELIVERY_PAGE.EDIT_POLL_MS),
  });
  const reported = useRef(false);
  const latest = useRef(onFinished);
  latest.current = onFinished;
  useEffect(() => {
    if (reported.current || !edit.data || !isEditFinished(edit.data)) return;
    reported.current = true;
    latest.current(edit.data);
  }, [edit.data]);
  return null;
}
