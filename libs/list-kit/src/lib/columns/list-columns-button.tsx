// The 自定义列 button of any list. Its dialog (the column chooser and the selected-columns card) is loaded when
// it first opens: most visits to a list never open it, and it is a large share of a list route's code.
import { Button } from '@toufang/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { LIST_KIT_TEXTS as T } from '../texts';
import type { ListColumn } from './list-columns';

// Typed as the dialog itself: lazy() would drop its row type parameter.
const ListColumnsDialog = lazy(() => import('./list-columns-dialog').then((m) => ({ default: m.ListColumnsDialog }))) as unknown as typeof import('./list-columns-dialog').ListColumnsDialog;

export interface ListColumnsButtonProps<R> {
  columns: readonly ListColumn<R>[];
  /** useSavedColumns of the same list. */
  saved: { keys: readonly string[]; saving: boolean; save: (keys: readonly string[] | null) => Promise<void> };
}

/** The 自定义列 button of a list's toolbar, with its dialog; focus goes back to the button when it closes. */
export function ListColumnsButton<R>({ columns, saved }: ListColumnsButtonProps<R>) {
  const [open, setOpen] = useState(false);
  // Semi's Button gives no DOM ref: the element that had focus when it opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <Button
        onClick={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setOpen(true);
        }}
      >
        {T.COLUMNS}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ListColumnsDialog
            columns={columns}
            value={saved.keys}
            saving={saved.saving}
            onSave={saved.save}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
