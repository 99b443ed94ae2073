import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubApp } from '@toufang/api/sub-app';
import { LIST_PARAMS, ListEmpty, ListExportButton, useListState } from '@toufang/list-kit';
import { Button, DataTable, PageFrame, Space, Spin, TablePagination, Tag, Toast, Tree, Typography, type DataTableColumn } from '@toufang/ui';
import { DEPARTMENTS_KEY, departmentsQuery, type DepartmentRecord } from '../../queries/departments';
import { MANAGED_USERS_KEY, managedUsersQuery, type ManagedUserRecord } from '../../queries/managed-users';
import { DEPARTMENT_TEXTS as T, USER_MANAGE_TEXTS as U } from '../../terms';
import { statusOption } from '../user-manage/user-manage-rules';
import { DepartmentMoveModal, DepartmentNameModal, DepartmentRemoveModal } from './department-modals';
import { DEPARTMENT_PARAM, findDepartment, readDepartmentId, treeNodes } from './department-manage-rules';
import './department-manage-page.css';

/** Remembered page size of a department's users (table_ keys survive a local-storage clear, shell spec §4). */
const PAGE_SIZE_KEY = 'table_department_user_page_size';
/** The list's id for its export (the department tree with its user counts). */
const DEPARTMENT_LIST_ID = 'org.departments';

type Dialog =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'rename'; department: DepartmentRecord }
  | { kind: 'move'; department: DepartmentRecord }
  | { kind: 'remove'; department: DepartmentRecord };

const USER_COLUMNS: DataTableColumn<ManagedUserRecord>[] = [
  { key: 'username', title: U.USERNAME, width: 140 },
  { key: 'name', title: U.NAME, width: 110 },
  { key: 'roleName', title: U.ROLE, width: 110 },
  { key: 'departmentName', title: U.DEPARTMENT, width: 120, render: (v) => (v as string | null) ?? '-' },
  {
    key: 'status',
    title: U.STATUS,
    width: 90,
    ellipsis: false,
    render: (_v, row) => {
      const option = statusOption(row.status);
      return <Tag color={option.color}>{option.label}</Tag>;
    },
  },
];

/** The users of one department and of every department below it, paged (the page and size in the URL). */
function DepartmentUsers({ department }: { department: DepartmentRecord }) {
  const view = useListState({ pageSizeKey: PAGE_SIZE_KEY });
  const users = useQuery({ ...managedUsersQuery({ current: view.page, size: view.size, departmentId: department.id }), placeholderData: keepPreviousData });
  return (
    <>
      <DataTable<ManagedUserRecord>
        aria-label={T.USERS_OF(department.name)}
        columns={USER_COLUMNS}
        rows={users.data?.records ?? []}
        rowKey="id"
        loading={users.isPending || (users.isFetching && users.isPlaceholderData)}
        emptyText={<ListEmpty list={users} failed={T.USERS_LOAD_FAILED} empty={T.USERS_EMPTY} />}
      />
      <TablePagination {...view.paginationProps(users.data?.total ?? 0)} />
    </>
  );
}

/**
 * 部门管理 (manage section): the company's department tree with each department's users; ADMIN and MANAGER
 * create, rename, move and delete (only an empty one). The server's refusals are shown in the dialogs.
 */
export default function DepartmentManagePage() {
  const { user } = useSubApp();
  const editable = user.role === 'ADMIN' || user.role === 'MANAGER';
  const queryClient = useQueryClient();
  const departments = useQuery(departmentsQuery());
  // The chosen department is in the URL (?departmentId=), beside its users' page: a copied link opens it.
  const [params, setParams] = useSearchParams();
  const selectedId = readDepartmentId(params);
  const setSelectedId = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(DEPARTMENT_PARAM);
        else next.set(DEPARTMENT_PARAM, String(id));
        next.delete(LIST_PARAMS.PAGE); // another department's users start on their first page
        return next;
      },
      { replace: true },
    );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const tree = useMemo(() => departments.data ?? [], [departments.data]);
  const nodes = useMemo(() => treeNodes(tree), [tree]);
  const selected = findDepartment(tree, selectedId);

  const changed = (message: string, removed = false) => {
    Toast.success(message);
    setDialog(null);
    if (removed) setSelectedId(null);
    void queryClient.invalidateQueries({ queryKey: DEPARTMENTS_KEY });
    void queryClient.invalidateQueries({ queryKey: MANAGED_USERS_KEY });
  };

  let treeArea;
  if (departments.isPending) treeArea = <Spin />;
  else if (departments.isError || tree.length === 0) treeArea = <ListEmpty list={departments} failed={T.LOAD_FAILED} empty={T.EMPTY} />;
  else
    treeArea = (
      <Tree
        aria-label={T.TREE}
        treeData={nodes}
        nodeKey="value"
        value={selectedId === null ? [] : [selectedId]}
        onChange={(value) => setSelectedId(typeof value[0] === 'number' ? value[0] : null)}
        tall
      />
    );

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        <Space>
          <ListExportButton listId={DEPARTMENT_LIST_ID} query={{}} disabled={tree.length === 0} />
          {editable ? (
            <Button theme="solid" onClick={() => setDialog({ kind: 'create', parentId: selectedId })}>
              {T.CREATE}
            </Button>
          ) : null}
        </Space>
      }
    >
      <div className="tf-department-page">
        <div className="tf-department-page__tree">{treeArea}</div>
        <div className="tf-department-page__detail">
          {selected ? (
            <>
              <div className="tf-department-page__toolbar" role="toolbar" aria-label={selected.name}>
                <Typography.Title heading={6}>
                  {selected.name}（{T.USER_COUNT(selected.userCount)}）
                </Typography.Title>
                {editable ? (
                  <Space>
                    <Button onClick={() => setDialog({ kind: 'rename', department: selected })}>{T.RENAME}</Button>
                    <Button onClick={() => setDialog({ kind: 'move', department: selected })}>{T.MOVE}</Button>
                    <Button type="danger" onClick={() => setDialog({ kind: 'remove', department: selected })}>
                      {T.REMOVE}
                    </Button>
                  </Space>
                ) : null}
              </div>
              <DepartmentUsers key={selected.id} department={selected} />
            </>
          ) : (
            <Typography.Text type="tertiary">{T.PICK_HINT}</Typography.Text>
          )}
        </div>
      </div>
      {dialog?.kind === 'create' ? (
        <DepartmentNameModal department={null} parentId={dialog.parentId} tree={tree} onClose={() => setDialog(null)} onSaved={() => changed(T.SAVED)} />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <DepartmentNameModal department={dialog.department} parentId={null} tree={tree} onClose={() => setDialog(null)} onSaved={() => changed(T.SAVED)} />
      ) : null}
      {dialog?.kind === 'move' ? <DepartmentMoveModal department={dialog.department} tree={tree} onClose={() => setDialog(null)} onMoved={() => changed(T.MOVED)} /> : null}
      {dialog?.kind === 'remove' ? <DepartmentRemoveModal department={dialog.department} onClose={() => setDialog(null)} onRemoved={() => changed(T.REMOVED, true)} /> : null}
    </PageFrame>
  );
}
