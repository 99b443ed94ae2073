import { useMemo, useState } from 'react';
import { ListColumnsButton, ListEmpty, ListExportButton, useListState, useSavedColumns, withoutPage, type ListColumn } from '@toufang/list-kit';
import { useLocation, useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { Button, DataTable, DeskModal, FilterArea, PageFrame, PlainTreeSelect, RefusalText, Space, TablePagination, Tag, Toast, Typography, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { MANAGE_PATHS } from '../../manage-paths';
import { departmentsQuery } from '../../queries/departments';
import { resetManagedUserPasswordMutation } from '../../queries/managed-user-password-reset';
import { setManagedUserStatusMutation } from '../../queries/managed-user-status';
import { MANAGED_USERS_KEY, managedUsersQuery, type ManagedUserRecord } from '../../queries/managed-users';
import { rolesQuery } from '../../queries/roles';
import { USER_MANAGE_TEXTS as T, USER_PAGE_SIZE, USER_STATUS_OPTIONS } from '../../terms';
import { OneTimePasswordModal } from './one-time-password-modal';
import { UserAccountsModal } from './user-accounts-modal';
import { UserFormModal } from './user-form-modal';
import {
  canCreateUsers,
  departmentNodes,
  expiryText,
  indexPathOf,
  isNewUserPath,
  statusOption,
  toUserQuery,
  userRowActions,
  type UserFilters,
} from './user-manage-rules';
import { UserProjectsModal } from './user-projects-modal';
import './user-manage-page.css';

/** Remembered page size of this list (table_ keys survive a local-storage clear, shell spec §4). */
const PAGE_SIZE_KEY = 'table_managed_user_page_size';
/** The list's id for its saved columns and its export. */
const USER_LIST_ID = 'org.users';

type Dialog =
  | { kind: 'form'; user: ManagedUserRecord | null }
  | { kind: 'status'; user: ManagedUserRecord; enable: boolean }
  | { kind: 'reset'; user: ManagedUserRecord }
  | { kind: 'password'; title: string; username: string; password: string }
  | { kind: 'accounts'; user: ManagedUserRecord }
  | { kind: 'projects'; user: ManagedUserRecord };

/**
 * 用户管理 (manage section) and 用户账户 (account section, index and new): one page of the users the caller
 * may see (docs/decisions.md). users-account/new opens it with 新建用户 open and goes back to the index when
 * the form closes. Rows the caller may not change (editable false) show no actions.
 */
export default function UserManagePage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user: me } = useSubApp();
  const caller = { role: me.role, userId: me.userId };
  const queryClient = useQueryClient();
  const opensForm = isNewUserPath(pathname) && canCreateUsers(me.role);

  // Filters, page and size in the URL (the list kit): a copied link shows the same users.
  const view = useListState<UserFilters>({ pageSizeKey: PAGE_SIZE_KEY, defaultSize: USER_PAGE_SIZE });
  const page = { current: view.page, size: view.size };
  const [dialog, setDialog] = useState<Dialog | null>(() => (opensForm ? { kind: 'form', user: null } : null));
  const [refusal, setRefusal] = useState<string | null>(null);

  const list = useQuery({ ...managedUsersQuery(toUserQuery(view.filters, page)), placeholderData: keepPreviousData });
  const departments = useQuery(departmentsQuery());
  const roles = useQuery(rolesQuery());
  const treeData = useMemo(() => departmentNodes(departments.data ?? []), [departments.data]);
  const setStatus = useMutation(setManagedUserStatusMutation);
  const resetPassword = useMutation(resetManagedUserPasswordMutation);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: MANAGED_USERS_KEY });
  const open = (next: Dialog) => {
    setRefusal(null);
    setDialog(next);
  };
  /** Closing the form or the password it led to: users-account/new goes back to the index. */
  const close = () => {
    setDialog(null);
    setRefusal(null);
    if (isNewUserPath(pathname)) navigate(indexPathOf(pathname), { replace: true });
  };
  const refused = (e: unknown) => setRefusal(isApiError(e) ? e.message : String(e));

  const fields: FilterFieldConfig[] = [
    { key: 'keyword', label: T.KEYWORD, type: 'input' },
    {
      key: 'departmentId',
      label: T.DEPARTMENT,
      type: 'custom',
      render: ({ value, onChange, labelId }) => (
        <PlainTreeSelect
          aria-labelledby={labelId}
          treeData={treeData}
          value={typeof value === 'number' ? value : undefined}
          placeholder="请选择"
          showClear
          filterTreeNode
          expandAll
          style={{ width: 200 }}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      ),
    },
    { key: 'roleCode', label: T.ROLE, type: 'list', options: (roles.data ?? []).map((r) => ({ value: r.code, label: r.name })) },
    { key: 'status', label: T.STATUS, type: 'list', options: USER_STATUS_OPTIONS.map(({ value, label }) => ({ value, label })) },
  ];

  const columns: ListColumn<ManagedUserRecord>[] = [
    { key: 'username', title: T.USERNAME, width: 140, locked: true },
    { key: 'name', title: T.NAME, width: 110 },
    { key: 'roleName', title: T.ROLE, width: 110 },
    { key: 'departmentName', title: T.DEPARTMENT, width: 120, render: (v) => (v as string | null) ?? '-' },
    {
      key: 'status',
      title: T.STATUS,
      width: 90,
      ellipsis: false,
      render: (_v, row) => {
        const option = statusOption(row.status);
        return <Tag color={option.color}>{option.label}</Tag>;
      },
    },
    { key: 'expireTime', title: T.EXPIRE_TIME, width: 230, render: (_v, row) => expiryText(row) },
    { key: 'email', title: T.EMAIL, width: 180, render: (v) => (v as string | null) || '-' },
    { key: 'phone', title: T.PHONE, width: 130, render: (v) => (v as string | null) || '-' },
    { key: 'accountCount', title: T.ACCOUNT_COUNT, width: 80, align: 'right', render: (_v, row) => String(row.accountIds.length) },
    { key: 'projectCount', title: T.PROJECT_COUNT, width: 80, align: 'right', render: (_v, row) => String(row.projectIds.length) },
    { key: 'lastLoginTime', title: T.LAST_LOGIN, width: 170, render: (v) => (v as string | null) ?? T.NEVER_LOGGED_IN },
  ];
  // The row actions always show, last; the other columns are the user's choice (自定义列).
  const actionsColumn: DataTableColumn<ManagedUserRecord> = {
      key: 'actions',
      title: T.ACTIONS,
      width: 360,
      ellipsis: false,
      render: (_v, row) => {
        const can = userRowActions(row, caller);
        const enabled = row.status !== 'disabled';
        return (
          <Space spacing={2} wrap>
            {can.edit ? (
              <Button size="small" theme="borderless" onClick={() => open({ kind: 'form', user: row })}>
                {T.EDIT}
              </Button>
            ) : null}
            {can.toggleStatus ? (
              <Button size="small" theme="borderless" onClick={() => open({ kind: 'status', user: row, enable: !enabled })}>
                {enabled ? T.DISABLE : T.ENABLE}
              </Button>
            ) : null}
            {can.resetPassword ? (
              <Button size="small" theme="borderless" onClick={() => open({ kind: 'reset', user: row })}>
                {T.RESET_PASSWORD}
              </Button>
            ) : null}
            {can.assignAccounts ? (
              <Button size="small" theme="borderless" onClick={() => open({ kind: 'accounts', user: row })}>
                {T.ASSIGN_ACCOUNTS}
              </Button>
            ) : null}
            {can.assignProjects ? (
              <Button size="small" theme="borderless" onClick={() => open({ kind: 'projects', user: row })}>
                {T.ASSIGN_PROJECTS}
              </Button>
            ) : null}
          </Space>
        );
      },
  };
  const saved = useSavedColumns(USER_LIST_ID, columns);

  const done = (message: string) => {
    Toast.success(message);
    setDialog(null);
    refresh();
  };
  const title = pathname.includes('/users-account') ? '用户账户' : T.TITLE;

  return (
    <PageFrame
      title={title}
      extra={
        <>
          {/* The manage entry never shows in the legacy menu (shell spec §6): its sibling pages are reached from here. */}
          <Button theme="borderless" onClick={() => navigate(`/${MANAGE_PATHS.departmentManage}`)}>
            {T.DEPARTMENTS_LINK}
          </Button>
          <Button theme="borderless" onClick={() => navigate(`/${MANAGE_PATHS.roleManage}`)}>
            {T.ROLES_LINK}
          </Button>
          {canCreateUsers(me.role) ? (
            <Button theme="solid" onClick={() => open({ kind: 'form', user: null })}>
              {T.CREATE}
            </Button>
          ) : null}
        </>
      }
    >
      <FilterArea fields={fields} querying={list.isFetching} {...view.filterProps(list.refetch)} />
      <Space className="tf-user-manage__tools">
        <ListColumnsButton columns={columns} saved={saved} />
        <ListExportButton listId={USER_LIST_ID} query={withoutPage(toUserQuery(view.filters, page))} disabled={!list.data || list.data.total === 0} />
      </Space>
      <DataTable<ManagedUserRecord>
        aria-label={T.LIST}
        columns={[...saved.shown, actionsColumn]}
        rows={list.data?.records ?? []}
        rowKey="id"
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        emptyText={<ListEmpty list={list} failed={T.LOAD_FAILED} empty={T.EMPTY} emptyFiltered={T.EMPTY_FILTERED} filtered={view.filtered} />}
      />
      <TablePagination {...view.paginationProps(list.data?.total ?? 0)} />

      {dialog?.kind === 'form' ? (
        <UserFormModal
          user={dialog.user}
          caller={caller}
          roles={roles.data ?? []}
          departments={departments.data ?? []}
          onClose={close}
          onUpdated={() => done(T.SAVED)}
          onCreated={(created, oneTimePassword) => {
            refresh();
            if (oneTimePassword) setDialog({ kind: 'password', title: T.PASSWORD_TITLE, username: created.username, password: oneTimePassword });
            else {
              Toast.success(T.PASSWORD_GIVEN);
              close();
            }
          }}
        />
      ) : null}
      {dialog?.kind === 'password' ? <OneTimePasswordModal title={dialog.title} username={dialog.username} password={dialog.password} onClose={close} /> : null}
      {dialog?.kind === 'status' ? (
        <DeskModal
          visible
          width={440}
          title={`${dialog.enable ? T.ENABLE : T.DISABLE}用户`}
          confirmLoading={setStatus.isPending}
          onCancel={() => setDialog(null)}
          onOk={() =>
            setStatus.mutate(
              { id: dialog.user.id, enabled: dialog.enable },
              { onSuccess: () => done(dialog.enable ? T.ENABLED_DONE : T.DISABLED_DONE), onError: refused },
            )
          }
        >
          <Typography.Paragraph>{dialog.enable ? T.ENABLE_CONFIRM(dialog.user.name) : T.DISABLE_CONFIRM(dialog.user.name)}</Typography.Paragraph>
          <RefusalText message={refusal} />
        </DeskModal>
      ) : null}
      {dialog?.kind === 'reset' ? (
        <DeskModal
          visible
          width={440}
          title={T.RESET_PASSWORD}
          confirmLoading={resetPassword.isPending}
          onCancel={() => setDialog(null)}
          onOk={() =>
            resetPassword.mutate(
              { id: dialog.user.id },
              {
                onSuccess: (result) => {
                  refresh();
                  if (result) setDialog({ kind: 'password', title: T.PASSWORD_RESET_TITLE, username: dialog.user.username, password: result.oneTimePassword });
                },
                onError: refused,
              },
            )
          }
        >
          <Typography.Paragraph>{T.RESET_CONFIRM(dialog.user.name)}</Typography.Paragraph>
          <RefusalText message={refusal} />
        </DeskModal>
      ) : null}
      {dialog?.kind === 'accounts' ? <UserAccountsModal user={dialog.user} onClose={() => setDialog(null)} onSaved={() => done(T.SAVED)} /> : null}
      {dialog?.kind === 'projects' ? <UserProjectsModal user={dialog.user} onClose={() => setDialog(null)} onSaved={() => done(T.SAVED)} /> : null}
    </PageFrame>
  );
}
