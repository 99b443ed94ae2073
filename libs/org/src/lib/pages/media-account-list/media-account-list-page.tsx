import { lazy, Suspense, useMemo, useState } from 'react';
import { ListColumnsButton, ListEmpty, ListExportButton, useListState, useSavedColumns, withoutPage } from '@toufang/list-kit';
import { useLocation, useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilterTemplates } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { MEDIA_DISPLAY_NAMES, effectiveRole, seesWholeCompany, type MediaCode } from '@toufang/domain';
import { Button, DataTable, DeleteConfirmContent, DeskModal, FilterArea, PageFrame, Space, TablePagination, Toast, Typography, type DataTableRowKey, type FilterFieldConfig, type PageChange } from '@toufang/ui';
import { MANAGE_PATHS } from '../../manage-paths';
import { ACCOUNT_GROUPS_KEY, accountGroupsQuery } from '../../queries/account-groups';
import { MEDIA_ACCOUNT_PAGE_KEY, mediaAccountPageQuery, type MediaAccountRecord } from '../../queries/media-account-page';
import { resetMediaAccountPasswordMutation } from '../../queries/media-account-password-reset';
import { removeMediaAccountsMutation } from '../../queries/media-account-remove';
import { syncMediaAccountsMutation } from '../../queries/media-account-sync';
import { AUTH_STATUS_OPTIONS, MEDIA_ACCOUNT_STATUS_OPTIONS, MEDIA_ACCOUNT_TEXTS as T } from '../../terms';
import { ACTIONS_KEY, accountColumns } from './account-columns';
import { GadgetAccountList } from './gadget-account-list';
import { accountActions, addPathOf, mediaOfPath, nextSort, toPageQuery, toSortState, type AccountFilters } from './media-account-list-rules';
import './media-account-list-page.css';

// The dialogs (and the form kit and drag and drop they stand on) load when one first opens, not with the list.
const AccountEditModal = lazy(() => import('./account-edit-modal').then((m) => ({ default: m.AccountEditModal })));
const AssignGroupModal = lazy(() => import('./account-group-modals').then((m) => ({ default: m.AssignGroupModal })));
const ManageGroupsModal = lazy(() => import('./account-group-modals').then((m) => ({ default: m.ManageGroupsModal })));
const AccountMonitorModal = lazy(() => import('./account-monitor-modal').then((m) => ({ default: m.AccountMonitorModal })));
const AccountPasswordModal = lazy(() => import('./account-monitor-modal').then((m) => ({ default: m.AccountPasswordModal })));
const AccountUploadModal = lazy(() => import('./account-upload-modal').then((m) => ({ default: m.AccountUploadModal })));

/** Remembered page size of this list (table_ keys survive a local-storage clear, shell spec §4). */
const PAGE_SIZE_KEY = 'table_media_account_page_size';
/** The list's id for its saved columns and its export (one choice for every media's account list). */
const ACCOUNT_LIST_ID = 'org.media-accounts';

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
  const { app } = useSubApp();
  const media = mediaOfPath(pathname);
  if (!media) return <PageFrame title="媒体账户">{null}</PageFrame>;
  // The embedded gadget (shell spec §2.4, §6): the same accounts, read-only, asking only what the gadget may call.
  if (app.gadget) return <GadgetAccountList key={media} media={media} />;
  return <MediaAccountList key={media} media={media} pathname={pathname} />;
}

function MediaAccountList({ media, pathname }: { media: MediaCode; pathname: string }) {
  const navigate = useNavigate();
  const { user } = useSubApp();
  const role = effectiveRole(user.role, user.isDesignManager);
  const actions = accountActions(role);
  const queryClient = useQueryClient();

  // Filters, page, size and sort in the URL (the list kit): a copied link shows the same accounts.
  const view = useListState<AccountFilters>({ pageSizeKey: PAGE_SIZE_KEY });
  const page = { current: view.page, size: view.size };
  const sort = toSortState(view.sort);
  const [selected, setSelected] = useState<DataTableRowKey[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [syncing, setSyncing] = useState<ReadonlySet<number>>(new Set());

  const pageQuery = toPageQuery(media, view.filters, page, sort);
  const list = useQuery({ ...mediaAccountPageQuery(pageQuery), placeholderData: keepPreviousData });
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
      const next = nextSort(sort, field);
      view.setSort({ key: next.field, order: next.order });
      setSelected([]);
    },
    {
      onEdit: (record) => setDialog({ kind: 'edit', record }),
      onSync: (record) => runSync([record.id]),
      onResetPassword: (record) =>
        resetPassword.mutate({ id: record.id }, { onSuccess: (result) => result && setDialog({ kind: 'password', accountName: record.accountName, password: result.password }) }),
      onReauthorize: () => navigate(addPathOf(pathname, media)),
      onRemove: (record) => setDialog({ kind: 'remove', records: [record] }),
    },
    syncing,
  );

  // The 操作 column always shows, last; the others are the user's choice (自定义列), the name always first.
  const chosen = columns.filter((c) => c.key !== ACTIONS_KEY);
  const actionsColumn = columns.filter((c) => c.key === ACTIONS_KEY);
  const saved = useSavedColumns(ACCOUNT_LIST_ID, chosen);
  const filterProps = view.filterProps(list.refetch);
  const changePage = (change: PageChange) => {
    view.setPage(change);
    setSelected([]);
  };

  const title = `${MEDIA_DISPLAY_NAMES[media]}账户`;
  return (
    <PageFrame
      title={title}
      extra={
        <Space>
          {actions.add ? (
            <Button theme="solid" onClick={() => navigate(addPathOf(pathname, media))}>
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
      {/* 查询 with the filters already shown asks the server again: figures change with every sync. */}
      <FilterArea
        {...templates}
        fields={fields}
        querying={list.isFetching}
        {...filterProps}
        onQuery={(values) => {
          filterProps.onQuery(values);
          setSelected([]);
        }}
        onReset={(values) => {
          filterProps.onReset(values);
          setSelected([]);
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
        <Space className="tf-account-list__tools">
          <ListColumnsButton columns={chosen} saved={saved} />
          <ListExportButton listId={ACCOUNT_LIST_ID} query={withoutPage(pageQuery)} disabled={!list.data || list.data.total === 0} />
        </Space>
      </div>
      <DataTable<MediaAccountRecord>
        aria-label={`${title}列表`}
        columns={[...saved.shown, ...actionsColumn]}
        rows={records}
        rowKey="id"
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        emptyText={
          <ListEmpty list={list} failed={T.LOAD_FAILED} empty={seesWholeCompany(role) ? T.EMPTY : T.EMPTY_ASSIGNED} emptyFiltered={T.EMPTY_FILTERED} filtered={view.filtered} />
        }
        selectedRowKeys={selected}
        onSelectionChange={(keys) => setSelected(keys)}
        selectionLabel={(row) => `选择 ${row.accountName}`}
      />
      <TablePagination {...view.paginationProps(list.data?.total ?? 0)} onChange={changePage} />

      <Suspense fallback={null}>
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
      </Suspense>
    </PageFrame>
  );
}
