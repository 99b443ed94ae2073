// 自定义列 of any list: the chooser and the selected-columns card side by side; 保存 keeps the choice on the
// server for this user and list, 恢复默认 goes back to the list's defaults.
import { Button, ColumnChooser, DeskModal, SelectedColumnsCard, Space, Toast } from '@toufang/ui';
import { useMemo, useRef, useState } from 'react';
import { LIST_KIT_TEXTS as T } from '../texts';
import { columnOptions, selectedColumnItems, shownColumns, type ListColumn } from './list-columns';

export interface ListColumnsDialogProps<R> {
  columns: readonly ListColumn<R>[];
  /** The keys shown now. */
  value: readonly string[];
  saving?: boolean;
  onSave: (keys: readonly string[] | null) => Promise<void>;
  onClose: () => void;
}

export function ListColumnsDialog<R>({ columns, value, saving, onSave, onClose }: ListColumnsDialogProps<R>) {
  const [keys, setKeys] = useState<string[]>(() => [...value]);
  const options = useMemo(() => columnOptions(columns), [columns]);
  // Locked columns stay first whatever the chooser answers.
  const choose = (next: readonly string[]) => setKeys(shownColumns(columns, next).map((c) => c.key));
  const save = (next: readonly string[] | null) =>
    void onSave(next).then(
      () => {
        Toast.success(T.COLUMNS_SAVED);
        onClose();
      },
      () => undefined, // libs/api has told the user why
    );
  return (
    <DeskModal
      visible
      title={T.COLUMNS}
      width={760}
      onCancel={onClose}
      footer={
        <Space>
          <Button disabled={saving} onClick={() => save(null)}>
            {T.COLUMNS_RESET}
          </Button>
          <Button disabled={saving} onClick={onClose}>
            {T.CANCEL}
          </Button>
          <Button theme="solid" type="primary" loading={saving} onClick={() => save(keys)}>
            {T.SAVE}
          </Button>
        </Space>
      }
    >
      <div className="tf-list-columns" data-testid="list-columns">
        <ColumnChooser options={options} value={keys} onChange={choose} />
        <SelectedColumnsCard items={selectedColumnItems(columns, keys)} onChange={(next) => choose(next.map((item) => item.key))} />
      </div>
    </DeskModal>
  );
}

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
      ) : null}
    </>
  );
}
