// The two toolbars of a delivery table: the page's (刷新, 导出, 列设置, 趋势 and the media's own entries)
// and the bulk one over the selected rows (开启, 暂停, the bid and budget dialogs).
import type { DeliveryLevel } from '@toufang/domain';
import { Button, Space, Typography } from '@toufang/ui';
import type { DeliveryLevelConfig } from '../config/delivery-config';
import type { DeliveryToolbarEntry } from '../config/delivery-slots';
import type { DeliveryRow } from '../queries/delivery-types';
import { DELIVERY_TEXTS as T } from '../texts';

export interface DeliveryToolbarProps {
  level: DeliveryLevel;
  selected: DeliveryRow[];
  entries: readonly DeliveryToolbarEntry[];
  onRefresh: () => void;
  refreshing: boolean;
  onExport: () => void;
  exporting: boolean;
  canExport: boolean;
  onColumns: () => void;
  trendOpen: boolean;
  onTrendToggle: () => void;
  /** 命名解析's group view; absent when no naming rule applies to the level. */
  nameGroup?: { open: boolean; onToggle: () => void };
}

export function DeliveryToolbar({ level, selected, entries, onRefresh, refreshing, onExport, exporting, canExport, onColumns, trendOpen, onTrendToggle, nameGroup }: DeliveryToolbarProps) {
  return (
    <Space>
      <Button onClick={onRefresh} loading={refreshing}>
        {T.REFRESH}
      </Button>
      <Button onClick={onExport} loading={exporting} disabled={!canExport}>
        {T.EXPORT}
      </Button>
      <Button onClick={onColumns}>{T.COLUMNS}</Button>
      <Button aria-expanded={trendOpen} onClick={onTrendToggle}>
        {T.TREND}
      </Button>
      {nameGroup ? (
        <Button aria-expanded={nameGroup.open} onClick={nameGroup.onToggle}>
          {T.NAME_GROUP}
        </Button>
      ) : null}
      {entries.map((entry) => (
        <span key={entry.key}>{entry.render({ level, selected })}</span>
      ))}
    </Space>
  );
}

export interface DeliveryBulkBarProps {
  actions: DeliveryLevelConfig['actions'];
  /** How many rows are selected. */
  selectedCount: number;
  /** Whether a selected row can be edited (deleted rows cannot). */
  canEdit: boolean;
  onStatus: (value: 'enabled' | 'paused') => void;
  onBid: () => void;
  onBudget: () => void;
}

export function DeliveryBulkBar({ actions, selectedCount, canEdit, onStatus, onBid, onBudget }: DeliveryBulkBarProps) {
  const { bid, budget } = actions;
  return (
    <div className="tf-delivery__bulk" role="toolbar" aria-label={T.BULK}>
      <Typography.Text type="tertiary" aria-live="polite">
        {T.SELECTED(selectedCount)}
      </Typography.Text>
      {actions.status ? (
        <>
          <Button size="small" disabled={!canEdit} onClick={() => onStatus('enabled')}>
            {T.BULK_ENABLE}
          </Button>
          <Button size="small" disabled={!canEdit} onClick={() => onStatus('paused')}>
            {T.BULK_PAUSE}
          </Button>
        </>
      ) : null}
      {bid ? (
        <Button size="small" disabled={!canEdit} onClick={onBid}>
          {T.bulkBidTitle(bid.label)}
        </Button>
      ) : null}
      {budget ? (
        <Button size="small" disabled={!canEdit} onClick={onBudget}>
          {T.bulkBudgetTitle(budget.label)}
        </Button>
      ) : null}
    </div>
  );
}
