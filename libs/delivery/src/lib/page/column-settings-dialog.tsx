// 自定义列: the column chooser and the selected-columns card side by side; 保存 keeps the choice on the server
// for this user, media and level, so it follows them to any browser. 恢复默认 saves null (the defaults).
import { Button, ColumnChooser, DeskModal, SelectedColumnsCard, Space } from '@toufang/ui';
import { useMemo, useState } from 'react';
import type { DeliveryLevelConfig } from '../config/delivery-config';
import { chooserOptions, selectedItems, visibleColumns } from '../rules/columns';
import { DELIVERY_TEXTS as T } from '../texts';
import { DELIVERY_PAGE } from './page-constants';

export interface ColumnSettingsDialogProps {
  level: DeliveryLevelConfig;
  /** The columns shown now. */
  value: readonly string[];
  saving?: boolean;
  /** Saves the keys in order (the defaults: null). */
  onSave: (keys: string[] | null) => void;
  onCancel: () => void;
}

export function ColumnSettingsDialog({ level, value, saving, onSave, onCancel }: ColumnSettingsDialogProps) {
  const [keys, setKeys] = useState<string[]>(() => visibleColumns(level, value).map((c) => c.key));
  const options = useMemo(() => chooserOptions(level), [level]);
  const items = selectedItems(level, keys);
  return (
    <DeskModal
      visible
      title={T.COLUMNS_TITLE}
      width={DELIVERY_PAGE.COLUMNS_DIALOG_WIDTH}
      onCancel={onCancel}
      footer={
        <Space>
          <Button disabled={saving} onClick={() => onSave(null)}>
            {T.COLUMNS_RESET}
          </Button>
          <Button disabled={saving} onClick={onCancel}>
            {T.COLUMNS_CANCEL}
          </Button>
          <Button theme="solid" type="primary" loading={saving} onClick={() => onSave(keys)}>
            {T.COLUMNS_SAVE}
          </Button>
        </Space>
      }
    >
      <div className="tf-delivery-columns" data-testid="column-settings">
        <ColumnChooser className="tf-delivery-columns__chooser" options={options} value={keys} onChange={(next) => setKeys(visibleColumns(level, next).map((c) => c.key))} />
        <SelectedColumnsCard className="tf-delivery-columns__selected" items={items} onChange={(next) => setKeys(next.map((item) => item.key))} />
      </div>
    </DeskModal>
  );
}
