import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { Button, DataTable, DeskModal, Empty, FilterArea, LoadFailed, PageFrame, PlainTreeSelect, readStoredPageSize, RefusalText, Space, TablePagination, Tag, Toast, Typography, type DataTableColumn, type FilterFieldConfig, type FilterValues } from '@toufang/ui';
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

  const [filters, setFilters] = useState<FilterValues>({});
  const [applied, setApplied] = useState<UserFilters>({});
  const [page, setPage] = useState(() => ({ current: 1, size: readStoredPageSize(PAGE_SIZE_KEY) ?? USER_PAGE_SIZE }));
  const [dialog, setDialog] = useState<Dialog | null>(() => (opensForm ? { kind: 'form', user: null } : null));
  const [refusal, setRefusal] = useState<string | null>(null);

  const list = useQuery({ ...managedUsersQuery(toUserQuery(applied, page)), placeholderData: keepPreviousData });
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

  const columns: DataTableColumn<ManagedUserRecord>[] = [
    { key: 'username', title: T.USERNAME, width: 140 },
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
    {
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
    },
  ];

  const filtered = Object.values(applied).some((v) => v !== undefined && v !== null && v !== '' && !(typeof v === 'object' && !(v as { value?: string }).value));
  const emptyText = list.isError ? (
    <LoadFailed message={T.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void list.refetch()} />
  ) : (
    <Empty description={filtered ? T.EMPTY_FILTERED : T.EMPTY} />
  );

  const saved = (message: string) => {
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
      <FilterArea
        fields={fields}
        value={filters}
        onChange={setFilters}
        querying={list.isFetching}
        onQuery={(values) => {
          setApplied(values as UserFilters);
          setPage((p) => ({ ...p, current: 1 }));
          void list.refetch();
        }}
        onReset={(values) => {
          setApplied(values as UserFilters);
          setPage((p) => ({ ...p, current: 1 }));
        }}
      />
      <DataTable<ManagedUserRecord>
        aria-label={T.LIST}
        columns={columns}
        rows={list.data?.records ?? []}
        rowKey="id"
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        emptyText={emptyText}
      />
      <TablePagination total={list.data?.total ?? 0} current={page.current} size={page.size} storageKey={PAGE_SIZE_KEY} onChange={setPage} />

      {dialog?.kind === 'form' ? (
        <UserFormModal
          user={dialog.user}
          caller={caller}
          roles={roles.data ?? []}
          departments={departments.data ?? []}
          onClose={close}
          onUpdated={() => saved(T.SAVED)}
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
              { onSuccess: () => saved(dialog.enable ? T.ENABLED_DONE : T.DISABLED_DONE), onError: refused },
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
      {dialog?.kind === 'accounts' ? <UserAccountsModal user={dialog.user} onClose={() => setDialog(null)} onSaved={() => saved(T.SAVED)} /> : null}
      {dialog?.kind === 'projects' ? <UserProjectsModal user={dialog.user} onClose={() => setDialog(null)} onSaved={() => saved(T.SAVED)} /> : null}
    </PageFrame>
  );
}
