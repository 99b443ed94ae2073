// A list's saved columns (getListColumns / saveListColumns): the choice is the user's, on the server, so it
// follows them to any browser.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listColumnsQuery, saveListColumnsMutation } from '@toufang/api';
import { useMemo } from 'react';
import { columnsToSave, shownColumns, type ListColumn } from './list-columns';

export function useSavedColumns<T>(listId: string, columns: readonly ListColumn<T>[]) {
  const client = useQueryClient();
  const saved = useQuery(listColumnsQuery(listId));
  const save = useMutation(saveListColumnsMutation);
  const shown = useMemo(() => shownColumns(columns, saved.data?.columns), [columns, saved.data]);
  return {
    /** The columns to draw, in order (the defaults until the choice has loaded). */
    shown,
    keys: shown.map((c) => c.key),
    saving: save.isPending,
    /** Saves the keys in order (null: back to the defaults); resolves once the list shows them. */
    save: async (keys: readonly string[] | null) => {
      await save.mutateAsync({ listId, columns: keys === null ? null : columnsToSave(columns, keys) });
      await client.invalidateQueries({ queryKey: listColumnsQuery(listId).queryKey });
    },
  };
}
