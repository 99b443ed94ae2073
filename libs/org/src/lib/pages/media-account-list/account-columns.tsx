import type { ReactNode } from 'react';
import type { ListColumn } from '@toufang/list-kit';
import { Button, SandboxTag, Space, Tag } from '@toufang/ui';
import type { MediaAccountRecord } from '../../queries/media-account-page';
import { MEDIA_ACCOUNT_TEXTS as T } from '../../terms';
import { formatTime, formatBudget, needsReauthorization, type AccountActions, type SortField, type SortState } from './media-account-list-rules';

export interface RowHandlers {
  onEdit(record: MediaAccountRecord): void;
  onSync(record: MediaAccountRecord): void;
  onResetPassword(record: MediaAccountRecord): void;
  onReauthorize(record: MediaAccountRecord): void;
  onRemove(record: MediaAccountRecord): void;
}

/**
 * Column widths, px. At 1440 px with the side menu open the table shows ACCOUNT_TABLE_VIEW_WIDTH of them:
 * the name, id, status and the figures fit there beside the fixed 操作 column, which is only as wide as the
 * caller's buttons (issue 19: at a fixed 290 px it covered 今日消耗 for a manager); the rest scroll in from
 * under it. A role with all four buttons sees 余额 and 今日消耗 whole, 日预算 after a scroll.
 */
export const ACCOUNT_COLUMN_WIDTHS = {
  accountName: 240,
  accountId: 140,
  status: 90,
  balance: 120,
  todayCost: 120,
  dailyBudget: 120,
  groupName: 120,
  projectName: 120,
  operators: 140,
  authStatus: 150,
  authExpiresAt: 150,
  lastSyncedAt: 170,
  remark: 140,
} as const;
/** The table's visible width at a 1440 × 900 window with the side menu open (measured in the built desk). */
export const ACCOUNT_TABLE_VIEW_WIDTH = 1111;
/** A small borderless button of a two- or four-character label, and the cell's padding. */
const ACTION_BUTTON_WIDTH = { perChar: 14, padding: 24, gap: 2 } as const;
const CELL_PADDING = 32;

/** The 操作 column as wide as the buttons the caller has, not wider (so it covers no figure). */
export function actionsColumnWidth(actions: AccountActions): number {
  const labels: string[] = [...(actions.edit ? [T.EDIT] : []), T.SYNC, ...(actions.resetPassword ? [T.RESET_PASSWORD] : []), ...(actions.remove ? [T.REMOVE] : [])];
  return CELL_PADDING + labels.reduce((sum, label) => sum + label.length * ACTION_BUTTON_WIDTH.perChar + ACTION_BUTTON_WIDTH.padding + ACTION_BUTTON_WIDTH.gap, 0);
}

const STATUS_COLOR: Record<MediaAccountRecord['status'], 'green' | 'red' | 'blue'> = { active: 'green', frozen: 'red', pending: 'blue' };

/** A header that sorts on the server: a button, so the keyboard reaches it, saying which way it sorts. */
function SortableTitle({ title, field, sort, onSort }: { title: string; field: SortField; sort: SortState | null; onSort: (field: SortField) => void }) {
  const active = sort?.field === field;
  const arrow = active ? (sort.order === 'descend' ? '↓' : '↑') : '';
  const state = active ? (sort.order === 'descend' ? T.SORT_DESC : T.SORT_ASC) : '';
  return (
    <button type="button" className="tf-account-list__sort" onClick={() => onSort(field)} aria-label={`${title}${state ? `，${state}` : ''}`}>
      {title}
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

/** The key of the 操作 column: always shown, last, never among the chosen columns. */
export const ACTIONS_KEY = 'actions';

export function accountColumns(
  actions: AccountActions,
  sort: SortState | null,
  onSort: (field: SortField) => void,
  handlers: RowHandlers,
  syncingIds: ReadonlySet<number>,
): ListColumn<MediaAccountRecord>[] {
  const sortable = (title: string, field: SortField) => <SortableTitle title={title} field={field} sort={sort} onSort={onSort} />;
  const money = (value: unknown): ReactNode => formatBudget(value as number | null);
  return [
    {
      key: 'accountName',
      title: sortable(T.ACCOUNT_NAME, 'accountName'),
      titleText: T.ACCOUNT_NAME,
      locked: true,
      width: ACCOUNT_COLUMN_WIDTHS.accountName,
      fixed: 'left',
      ellipsis: false,
      render: (_value, record) => (
        <span className="tf-account-list__name">
          <span className="tf-account-list__name-text" title={record.accountName}>
            {record.accountName}
          </span>
          {record.sandbox ? <SandboxTag /> : null}
        </span>
      ),
    },
    { key: 'accountId', title: T.ACCOUNT_ID, width: ACCOUNT_COLUMN_WIDTHS.accountId },
    {
      key: 'status',
      title: T.STATUS,
      width: ACCOUNT_COLUMN_WIDTHS.status,
      ellipsis: false,
      render: (_value, record) => (
        <Tag color={STATUS_COLOR[record.status]} size="small">
          {record.statusText}
        </Tag>
      ),
    },
    { key: 'balance', title: sortable(T.BALANCE, 'balance'), titleText: T.BALANCE, width: ACCOUNT_COLUMN_WIDTHS.balance, align: 'right', render: money },
    { key: 'todayCost', title: sortable(T.TODAY_COST, 'todayCost'), titleText: T.TODAY_COST, width: ACCOUNT_COLUMN_WIDTHS.todayCost, align: 'right', render: money },
    { key: 'dailyBudget', title: sortable(T.DAILY_BUDGET, 'dailyBudget'), titleText: T.DAILY_BUDGET, width: ACCOUNT_COLUMN_WIDTHS.dailyBudget, align: 'right', render: money },
    { key: 'groupName', title: T.GROUP, width: ACCOUNT_COLUMN_WIDTHS.groupName, render: (value) => (value as string | null) ?? T.NO_GROUP },
    { key: 'projectName', title: T.PROJECT, width: ACCOUNT_COLUMN_WIDTHS.projectName, render: (value) => (value as string | null) ?? '-' },
    {
      key: 'operators',
      title: T.OPERATORS,
      width: ACCOUNT_COLUMN_WIDTHS.operators,
      render: (_value, record) => record.operators.map((operator) => operator.name).join('、') || '-',
    },
    {
      key: 'authStatus',
      title: T.AUTH_STATUS,
      width: ACCOUNT_COLUMN_WIDTHS.authStatus,
      ellipsis: false,
      render: (_value, record) =>
        record.authStatus === null ? (
          '-'
        ) : needsReauthorization(record) ? (
          <Space spacing={4}>
            <Tag color="red" size="small">
              {record.authStatusText}
            </Tag>
            {actions.add ? (
              <Button size="small" theme="borderless" onClick={() => handlers.onReauthorize(record)}>
                {T.REAUTHORIZE}
              </Button>
            ) : null}
          </Space>
        ) : (
          <Tag color="green" size="small">
            {record.authStatusText}
          </Tag>
        ),
    },
    { key: 'authExpiresAt', title: T.AUTH_EXPIRES, width: ACCOUNT_COLUMN_WIDTHS.authExpiresAt, render: (value) => formatTime(value as string | null) },
    {
      key: 'lastSyncedAt',
      title: sortable(T.LAST_SYNC, 'lastSyncedAt'),
      titleText: T.LAST_SYNC,
      width: ACCOUNT_COLUMN_WIDTHS.lastSyncedAt,
      ellipsis: false,
      render: (_value, record) => (
        <span className="tf-account-list__sync">
          {formatTime(record.lastSyncedAt, T.NEVER_SYNCED)}
          {record.lastSyncError ? <span className="tf-account-list__sync-error">{record.lastSyncError}</span> : null}
        </span>
      ),
    },
    { key: 'remark', title: T.REMARK, width: ACCOUNT_COLUMN_WIDTHS.remark, render: (value) => (value as string) || '-' },
    {
      key: ACTIONS_KEY,
      title: T.ACTIONS,
      width: actionsColumnWidth(actions),
      fixed: 'right',
      ellipsis: false,
      render: (_value, record) => (
        <Space spacing={2}>
          {actions.edit ? (
            <Button size="small" theme="borderless" onClick={() => handlers.onEdit(record)} aria-label={`${T.EDIT} ${record.accountName}`}>
              {T.EDIT}
            </Button>
          ) : null}
          <Button
            size="small"
            theme="borderless"
            loading={syncingIds.has(record.id)}
            onClick={() => handlers.onSync(record)}
            aria-label={`${T.SYNC} ${record.accountName}`}
          >
            {T.SYNC}
          </Button>
          {actions.resetPassword ? (
            <Button size="small" theme="borderless" onClick={() => handlers.onResetPassword(record)} aria-label={`${T.RESET_PASSWORD} ${record.accountName}`}>
              {T.RESET_PASSWORD}
            </Button>
          ) : null}
          {actions.remove ? (
            <Button size="small" theme="borderless" onClick={() => handlers.onRemove(record)} aria-label={`${T.REMOVE} ${record.accountName}`}>
              {T.REMOVE}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}
