import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilterTemplates } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { MEDIA_DISPLAY_NAMES, effectiveRole, seesWholeCompany, type MediaCode } from '@toufang/domain';
import { Button, DataTable, DeleteConfirmContent, DeskModal, Empty, FilterArea, LoadFailed, PageFrame, readStoredPageSize, Space, TablePagination, Toast, Typography, type DataTableRowKey, type FilterFieldConfig, type FilterValues } from '@toufang/ui';
import { MANAGE_PATHS } from '../../manage-paths';
import { ACCOUNT_GROUPS_KEY, accountGroupsQuery } from '../../queries/account-groups';
import { MEDIA_ACCOUNT_PAGE_KEY, mediaAccountPageQuery, type MediaAccountRecord } from '../../queries/media-account-page';
import { resetMediaAccountPasswordMutation } from '../../queries/media-account-password-reset';
import { removeMediaAccountsMutation } from '../../queries/media-account-remove';
import { syncMediaAccountsMutation } from '../../queries/media-account-sync';
import { AUTH_STATUS_OPTIONS, MEDIA_ACCOUNT_STATUS_OPTIONS, MEDIA_ACCOUNT_TEXTS as T } from '../../terms';
import { accountColumns } from './account-columns';
import { AccountEditModal } from './account-edit-modal';
import { AssignGroupModal, ManageGroupsModal } from './account-group-modals';
import { AccountMonitorModal, AccountPasswordModal } from './account-monitor-modal';
import { AccountUploadModal } from './account-upload-modal';
import { accountActions, mediaOfPath, nextSort, toPageQuery, type AccountFilters, type SortState } from './media-account-list-rules';
import './media-account-list-page.css';

/** Remembered page size of this list (table_ keys survive a local-storage clear, shell spec §4). */
const PAGE_SIZE_KEY = 'table_media_account_page_size';

type Dialog =
  | { kind: 'edit'; record: MediaAccountRecord }
  | { kind: 'remove'; records: MediaAccountRecord[] }
  | { kind: 'assign'; ids: number[] }
  | { kind: 'groups' }
  | { kind: 'monitor'; ids: number[] }
  | { kind: 'password'; accountName: string; password: string }
  | { kind: 'upload' };

/**
 * 媒体账户 of one media (shell spec §2.3 account section, §6 account operations): the company's accounts with
 * their balance, spend, budget and authorisation, filtered, sorted and paged on the server. Every action is
 * shown only to the roles that have it; the server refuses the same calls to everyone else.
 */
export default function MediaAccountListPage() {
  const { pathname } = useLocation();
  const media = mediaOfPath(pathname);
  if (!media) return <PageFrame title="媒体账户">{null}</PageFrame>;
  return <MediaAccountList key={media} media={media} pathname={pathname} />;
}

function MediaAccountList({ media, pathname }: { media: MediaCode; pathname: string }) {
  const navigate = useNavigate();
  const { user } = useSubApp();
  const role = effectiveRole(user.role, user.isDesignManager);
  const actions = accountActions(role);
  const queryClient = useQueryClient();

  const [filters, setFilters] = useState<FilterValues>({});
  const [applied, setApplied] = useState<AccountFilters>({});
  const [page, setPage] = useState(() => ({ current: 1, size: readStoredPageSize(PAGE_SIZE_KEY) ?? 50 }));
  const [sort, setSort] = useState<SortState | null>(null);
  const [selected, setSelected] = useState<DataTableRowKey[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [syncing, setSyncing] = useState<ReadonlySet<number>>(new Set());

  const list = useQuery({ ...mediaAccountPageQuery(toPageQuery(media, applied, page, sort)), placeholderData: keepPreviousData });
  // Saved filters follow the user to any browser, one set per media's account list.
  const templates = useFilterTemplates(`media-account.${media}`);
  const groups = useQuery(accountGroupsQuery());
  const groupOptions = useMemo(() => (groups.data ?? []).map(({ groupId, groupName }) => ({ groupId, groupName })), [groups.data]);
  const records = list.data?.records ?? [];
  const selectedRecords = records.filter((r) => selected.includes(r.id));
  const selectedIds = selectedRecords.map((r) => r.id);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: MEDIA_ACCOUNT_PAGE_KEY });
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_GROUPS_KEY });
  };

  const remove = useMutation(removeMediaAccountsMutation);
  const resetPassword = useMutation(resetMediaAccountPasswordMutation);
  const sync = useMutation(syncMediaAccountsMutation);

  const runSync = (ids: number[]) => {
    setSyncing((current) => new Set([...current, ...ids]));
    sync.mutate(
      { ids },
      {
        onSuccess: () => {
          Toast.success(T.SYNCED);
          refresh();
        },
        onSettled: () => setSyncing((current) => new Set([...current].filter((id) => !ids.includes(id)))),
      },
    );
  };

  const fields: FilterFieldConfig[] = [
    { key: 'keyword', label: T.KEYWORD, type: 'input' },
    { key: 'status', label: T.STATUS, type: 'list', options: [...MEDIA_ACCOUNT_STATUS_OPTIONS] },
    { key: 'authStatus', label: T.AUTH_STATUS, type: 'list', options: [...AUTH_STATUS_OPTIONS] },
    { key: 'groupId', label: T.GROUP, type: 'list', options: groupOptions.map((g) => ({ value: g.groupId, label: g.groupName })) },
  ];

  const columns = accountColumns(
    actions,
    sort,
    (field) => {
      setSort((current) => nextSort(current, field));
      setPage((p) => ({ ...p, current: 1 }));
    },
    {
      onEdit: (record) => setDialog({ kind: 'edit', record }),
      onSync: (record) => runSync([record.id]),
      onResetPassword: (record) =>
        resetPassword.mutate({ id: record.id }, { onSuccess: (result) => result && setDialog({ kind: 'password', accountName: record.accountName, password: result.password }) }),
      onReauthorize: () => navigate(`${pathname}/add`),
      onRemove: (record) => setDialog({ kind: 'remove', records: [record] }),
    },
    syncing,
  );

  const filtered = Object.values(applied).some((v) => v !== undefined && v !== null && v !== '' && !(typeof v === 'object' && !(v as { value?: string }).value));
  const emptyText = list.isError ? (
    <LoadFailed message={T.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void list.refetch()} />
  ) : (
    <Empty description={filtered ? T.EMPTY_FILTERED : seesWholeCompany(role) ? T.EMPTY : T.EMPTY_ASSIGNED} />
  );

  const title = `${MEDIA_DISPLAY_NAMES[media]}账户`;
  return (
    <PageFrame
      title={title}
      extra={
        <Space>
          {actions.add ? (
            <Button theme="solid" onClick={() => navigate(`${pathname}/add`)}>
              {T.ADD}
            </Button>
          ) : null}
          {actions.upload ? <Button onClick={() => setDialog({ kind: 'upload' })}>{T.UPLOAD}</Button> : null}
          {actions.groups ? <Button onClick={() => setDialog({ kind: 'groups' })}>{T.MANAGE_GROUPS}</Button> : null}
          {/* A first-level agent's second-level agents live on 用户管理, which no legacy menu shows (shell spec §6). */}
          {role === 'AGENT_FIRST' ? <Button onClick={() => navigate(`/${MANAGE_PATHS.userManage}`)}>{T.SECOND_AGENTS}</Button> : null}
        </Space>
      }
    >
      <FilterArea
        {...templates}
        fields={fields}
        value={filters}
        onChange={setFilters}
        querying={list.isFetching}
        onQuery={(values) => {
          // 查询 with unchanged filters on page 1 asks the server again: figures change with every sync.
          const next = values as AccountFilters;
          if (page.current === 1 && JSON.stringify(toPageQuery(media, next, page, sort)) === JSON.stringify(toPageQuery(media, applied, page, sort))) void list.refetch();
          setApplied(next);
          setPage((p) => ({ ...p, current: 1 }));
          setSelected([]);
        }}
        onReset={(values) => {
          setApplied(values as AccountFilters);
          setPage((p) => ({ ...p, current: 1 }));
        }}
      />
      <div className="tf-account-list__bulk" role="toolbar" aria-label="批量操作">
        <Typography.Text type="tertiary">{T.SELECTED(selectedIds.length)}</Typography.Text>
        <Button size="small" disabled={selectedIds.length === 0} loading={sync.isPending} onClick={() => runSync(selectedIds)}>
          {T.SYNC_SELECTED}
        </Button>
        {actions.groups ? (
          <Button size="small" disabled={selectedIds.length === 0} onClick={() => setDialog({ kind: 'assign', ids: selectedIds })}>
            {T.ASSIGN_GROUP}
          </Button>
        ) : null}
        {actions.monitor ? (
          <Button size="small" disabled={selectedIds.length === 0} onClick={() => setDialog({ kind: 'monitor', ids: selectedIds })}>
            {T.MONITOR}
          </Button>
        ) : null}
        {actions.remove ? (
          <Button size="small" disabled={selectedIds.length === 0} onClick={() => setDialog({ kind: 'remove', records: selectedRecords })}>
            {T.REMOVE_SELECTED}
          </Button>
        ) : null}
      </div>
      <DataTable<MediaAccountRecord>
        aria-label={`${title}列表`}
        columns={columns}
        rows={records}
        rowKey="id"
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        emptyText={emptyText}
        selectedRowKeys={selected}
        onSelectionChange={(keys) => setSelected(keys)}
        selectionLabel={(row) => `选择 ${row.accountName}`}
      />
      <TablePagination
        total={list.data?.total ?? 0}
        current={page.current}
        size={page.size}
        storageKey={PAGE_SIZE_KEY}
        onChange={(change) => {
          setPage(change);
          setSelected([]);
        }}
      />

      {dialog?.kind === 'edit' ? (
        <AccountEditModal
          record={dialog.record}
          actions={actions}
          groups={groupOptions}
          onClose={() => setDialog(null)}
          onSaved={() => {
            Toast.success(T.SAVED);
            setDialog(null);
            refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <DeskModal
          visible
          width={480}
          title={T.REMOVE_CONFIRM_TITLE}
          okText={T.REMOVE}
          confirmLoading={remove.isPending}
          onCancel={() => setDialog(null)}
          onOk={() =>
            remove.mutate(
              { ids: dialog.records.map((r) => r.id) },
              {
                onSuccess: (result) => {
                  Toast.success(T.REMOVED(result?.count ?? dialog.records.length));
                  setDialog(null);
                  setSelected([]);
                  refresh();
                },
              },
            )
          }
        >
          <DeleteConfirmContent name={dialog.records.map((r) => r.accountName).join('、')} explanation={T.REMOVE_EXPLAIN} />
        </DeskModal>
      ) : null}
      {dialog?.kind === 'assign' ? (
        <AssignGroupModal
          accountIds={dialog.ids}
          groups={groupOptions}
          onClose={() => setDialog(null)}
          onSaved={(count) => {
            Toast.success(T.ASSIGNED(count));
            setDialog(null);
            refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'groups' ? <ManageGroupsModal groups={groupOptions} onClose={() => setDialog(null)} onChanged={refresh} /> : null}
      {dialog?.kind === 'monitor' ? (
        <AccountMonitorModal
          ids={dialog.ids}
          onClose={() => setDialog(null)}
          onSaved={() => {
            Toast.success(T.SAVED);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'password' ? <AccountPasswordModal accountName={dialog.accountName} password={dialog.password} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'upload' ? <AccountUploadModal mediaCode={media} onClose={() => setDialog(null)} onImported={refresh} /> : null}
    </PageFrame>
  );
}
