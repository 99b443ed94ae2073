// 自定义列 of any list: the chooser and the selected-columns card side by side; 保存 keeps the choice on the
// server for this user and list, 恢复默认 goes back to the list's defaults.
import { Button, ColumnChooser, DeskModal, SelectedColumnsCard, Space, Toast } from '@toufang/ui';
import { useMemo, useState } from 'react';
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
