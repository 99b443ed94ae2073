import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { ACTION_NAMES, permissionCatalogue, ROLE_NAMES, selectionFromMenuTree, type AppRoute } from '@toufang/domain';
import { ListColumnsButton, ListEmpty, ListExportButton, useSavedColumns, type ListColumn } from '@toufang/list-kit';
import { Banner, Button, DataTable, DeleteConfirmContent, DeskModal, PageFrame, RefusalText, Space, Toast, Typography, type DataTableColumn } from '@toufang/ui';
import { removeRoleMutation } from '../../queries/role-remove';
import { ROLES_KEY, rolesQuery, type RoleRecord } from '../../queries/roles';
import { RoleEditorModal } from './role-editor-modal';
import { ROLE_TEXTS as T } from './role-texts';
import './role-manage-page.css';

/** The list's id for its saved columns (the custom roles' table) and its export. */
const ROLE_LIST_ID = 'org.roles';

type Dialog = { kind: 'edit'; role: RoleRecord | null } | { kind: 'remove'; role: RoleRecord };

/** 删除角色: a confirmation; the server's refusal (users still hold it) is shown in the dialog. */
function RemoveRoleModal({ role, onClose, onRemoved }: { role: RoleRecord; onClose(): void; onRemoved(): void }) {
  const remove = useMutation(removeRoleMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <DeskModal
      visible
      width={480}
      title={T.REMOVE_TITLE}
      okText={T.REMOVE}
      confirmLoading={remove.isPending}
      onCancel={onClose}
      onOk={() =>
        role.id !== null &&
        remove.mutate({ id: role.id }, { onSuccess: onRemoved, onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)) })
      }
    >
      <DeleteConfirmContent name={role.name} explanation={T.REMOVE_EXPLANATION} />
      <RefusalText message={refusal} />
    </DeskModal>
  );
}

/**
 * 角色管理 (manage section): the seven built-in roles, read-only with what each means and how many users
 * hold it, and the company's custom roles of the 2.0 model, which an ADMIN creates, edits and deletes in
 * the permission editor over the desk's whole menu.
 */
export default function RoleManagePage() {
  const { user, routes } = useSubApp();
  const queryClient = useQueryClient();
  const roles = useQuery(rolesQuery());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const canEdit = user.role === 'ADMIN';
  const catalogue = useMemo(() => permissionCatalogue(routes as readonly AppRoute[]), [routes]);

  const all = roles.data ?? [];
  const builtins = all.filter((role) => role.builtin);
  const customs = all.filter((role) => !role.builtin);

  const changed = (message: string) => {
    setDialog(null);
    Toast.success(message);
    void queryClient.invalidateQueries({ queryKey: ROLES_KEY });
  };


  const builtinColumns: DataTableColumn<RoleRecord>[] = [
    { key: 'name', title: T.COLUMN_NAME, width: 120 },
    { key: 'code', title: T.COLUMN_CODE, width: 150 },
    { key: 'description', title: T.COLUMN_DESCRIPTION, width: 560, ellipsis: false },
    { key: 'userCount', title: T.COLUMN_USERS, width: 90, align: 'right', render: (value) => String(value) },
  ];

  const customColumns: ListColumn<RoleRecord>[] = [
    { key: 'name', title: T.COLUMN_NAME, width: 140, locked: true },
    { key: 'baseRole', title: T.COLUMN_BASE, width: 110, render: (_v, row) => ROLE_NAMES[row.baseRole] },
    { key: 'description', title: T.COLUMN_DESCRIPTION, width: 220, render: (value) => (value as string) || '-' },
    {
      key: 'pages',
      title: T.COLUMN_PAGES,
      width: 110,
      align: 'right',
      render: (_v, row) => String(selectionFromMenuTree(catalogue, row.menuTree).checked.size),
    },
    { key: 'actions', title: T.COLUMN_ACTIONS, width: 220, render: (_v, row) => row.actions.map((code) => ACTION_NAMES[code]).join('、') || '-' },
    { key: 'userCount', title: T.COLUMN_USERS, width: 80, align: 'right', render: (value) => String(value) },
  ];
  // The operations always show, last; the other columns are the user's choice (自定义列).
  const operationsColumns: DataTableColumn<RoleRecord>[] = canEdit
      ? [
          {
            key: 'operations',
            title: T.COLUMN_OPERATIONS,
            width: 140,
            ellipsis: false,
            render: (_v: unknown, row: RoleRecord) => (
              <Space spacing={2}>
                <Button size="small" theme="borderless" onClick={() => setDialog({ kind: 'edit', role: row })}>
                  {T.EDIT}
                </Button>
                <Button size="small" theme="borderless" type="danger" onClick={() => setDialog({ kind: 'remove', role: row })}>
                  {T.REMOVE}
                </Button>
              </Space>
            ),
          },
        ]
      : [];
  const saved = useSavedColumns(ROLE_LIST_ID, customColumns);

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        canEdit ? (
          <Button theme="solid" onClick={() => setDialog({ kind: 'edit', role: null })}>
            {T.CREATE}
          </Button>
        ) : null
      }
    >
      <div className="tf-role-manage">
        {canEdit ? null : <Banner type="info" fullMode={false} description={T.READ_ONLY} closeIcon={null} />}
        <section className="tf-role-manage__section">
          <div className="tf-role-manage__heading">
            <Typography.Title heading={5} id="tf-role-manage-custom">
              {T.CUSTOM}
            </Typography.Title>
            <Space>
              <ListColumnsButton columns={customColumns} saved={saved} />
              <ListExportButton listId={ROLE_LIST_ID} query={{}} disabled={!roles.data || roles.data.length === 0} />
            </Space>
          </div>
          <DataTable<RoleRecord>
            aria-label={T.CUSTOM}
            columns={[...saved.shown, ...operationsColumns]}
            rows={customs}
            rowKey="code"
            loading={roles.isPending}
            emptyText={<ListEmpty list={roles} failed={T.LOAD_FAILED} {...(canEdit ? { empty: T.CUSTOM_EMPTY } : {})} />}
          />
        </section>
        <section className="tf-role-manage__section">
          <Typography.Title heading={5} id="tf-role-manage-builtin">
            {T.BUILTIN}
          </Typography.Title>
          <Typography.Text type="tertiary">{T.BUILTIN_HINT}</Typography.Text>
          <DataTable<RoleRecord>
            aria-label={T.BUILTIN}
            columns={builtinColumns}
            rows={builtins}
            rowKey="code"
            loading={roles.isPending}
            emptyText={<ListEmpty list={roles} failed={T.LOAD_FAILED} />}
          />
        </section>
      </div>
      {dialog?.kind === 'edit' ? (
        <RoleEditorModal role={dialog.role} catalogue={catalogue} onClose={() => setDialog(null)} onSaved={() => changed(T.SAVED)} />
      ) : null}
      {dialog?.kind === 'remove' ? <RemoveRoleModal role={dialog.role} onClose={() => setDialog(null)} onRemoved={() => changed(T.REMOVED)} /> : null}
    </PageFrame>
  );
}
