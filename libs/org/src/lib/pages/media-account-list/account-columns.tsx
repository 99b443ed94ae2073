import type { ReactNode } from 'react';
import { Button, SandboxTag, Space, Tag, type DataTableColumn } from '@toufang/ui';
import type { MediaAccountRecord } from '../../queries/media-account-page';
import { MEDIA_ACCOUNT_TEXTS as T } from '../../terms';
import { formatTime, formatYuan, needsReauthorization, type AccountActions, type SortField, type SortState } from './media-account-list-rules';

export interface RowHandlers {
  onEdit(record: MediaAccountRecord): void;
  onSync(record: MediaAccountRecord): void;
  onResetPassword(record: MediaAccountRecord): void;
  onReauthorize(record: MediaAccountRecord): void;
  onRemove(record: MediaAccountRecord): void;
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

export function accountColumns(
  actions: AccountActions,
  sort: SortState | null,
  onSort: (field: SortField) => void,
  handlers: RowHandlers,
  syncingIds: ReadonlySet<number>,
): DataTableColumn<MediaAccountRecord>[] {
  const sortable = (title: string, field: SortField) => <SortableTitle title={title} field={field} sort={sort} onSort={onSort} />;
  const money = (value: unknown): ReactNode => formatYuan(value as number | null);
  return [
    {
      key: 'accountName',
      title: sortable(T.ACCOUNT_NAME, 'accountName'),
      width: 280,
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
    { key: 'accountId', title: T.ACCOUNT_ID, width: 170 },
    {
      key: 'status',
      title: T.STATUS,
      width: 100,
      ellipsis: false,
      render: (_value, record) => (
        <Tag color={STATUS_COLOR[record.status]} size="small">
          {record.statusText}
        </Tag>
      ),
    },
    { key: 'balance', title: sortable(T.BALANCE, 'balance'), width: 130, align: 'right', render: money },
    { key: 'todayCost', title: sortable(T.TODAY_COST, 'todayCost'), width: 130, align: 'right', render: money },
    { key: 'dailyBudget', title: sortable(T.DAILY_BUDGET, 'dailyBudget'), width: 130, align: 'right', render: money },
    { key: 'groupName', title: T.GROUP, width: 120, render: (value) => (value as string | null) ?? T.NO_GROUP },
    { key: 'projectName', title: T.PROJECT, width: 120, render: (value) => (value as string | null) ?? '-' },
    {
      key: 'operators',
      title: T.OPERATORS,
      width: 140,
      render: (_value, record) => record.operators.map((operator) => operator.name).join('、') || '-',
    },
    {
      key: 'authStatus',
      title: T.AUTH_STATUS,
      width: 150,
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
    { key: 'authExpiresAt', title: T.AUTH_EXPIRES, width: 150, render: (value) => formatTime(value as string | null) },
    {
      key: 'lastSyncedAt',
      title: sortable(T.LAST_SYNC, 'lastSyncedAt'),
      width: 170,
      ellipsis: false,
      render: (_value, record) => (
        <span className="tf-account-list__sync">
          {formatTime(record.lastSyncedAt, T.NEVER_SYNCED)}
          {record.lastSyncError ? <span className="tf-account-list__sync-error">{record.lastSyncError}</span> : null}
        </span>
      ),
    },
    { key: 'remark', title: T.REMARK, width: 140, render: (value) => (value as string) || '-' },
    {
      key: 'actions',
      title: T.ACTIONS,
      width: 290,
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
