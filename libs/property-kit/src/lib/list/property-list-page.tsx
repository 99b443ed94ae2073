import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { ListEmpty, ListExportButton, useListState } from '@toufang/list-kit';
import { Button, DataTable, FilterArea, FooterToolbar, PageFrame, SandboxTag, TablePagination, Toast, lazyDialog, type FilterFieldConfig } from '@toufang/ui';
import type { PropertyTypeBase } from '../config/property-config';
import { PROPERTY_KEYS, propertyAccountsQuery, propertyListQuery, syncPropertiesMutation, type PropertyRow } from '../queries/property-calls';
import { PROPERTY_KIT_TEXTS as T } from '../texts';
import { accountText, propertyColumns, toExportQuery, toListQuery, type PropertyFilters } from './property-list-rules';

// The dialogs load when one first opens, not with the list (npm run size).
const PropertyFormDialog = lazyDialog(() => import('../form/property-form-dialog'), 'PropertyFormDialog');
const RemovePropertiesDialog = lazyDialog(() => import('../form/property-form-dialog'), 'RemovePropertiesDialog');
const PropertyPushDialog = lazyDialog(() => import('../push/push-dialog'), 'PropertyPushDialog');

export interface PropertyListPageProps {
  declaration: PropertyTypeBase;
  /** The page's title (the route's: 定向包, 自定义人群 …). */
  title: string;
  /** A child type's parent (the media's id, from the route's parameter); a new object is made under it. */
  parentId?: string;
  /** The types held under this one's objects (应用分包 under 应用管理): a row action opens each one's list. */
  childTypes?: readonly ChildTypeLink[];
}

/** A child type's list under one parent object: its title, and its route from the parent's media id. */
export interface ChildTypeLink {
  readonly title: string;
  readonly to: (mediaId: string) => string;
}

type Dialog = { kind: 'form'; row: PropertyRow | null } | { kind: 'remove'; rows: PropertyRow[] } | { kind: 'push'; rows: PropertyRow[] };

/**
 * One property type's list (docs/design/properties.md §2.4): its objects on the accounts the caller sees, with
 * the filters, page and sort in the URL; 新建 and 编辑 with the type's form, 同步 of the filtered accounts, 删除
 * and 推送到账户 of the chosen rows, each only where the media offers it (the type's limits); 导出 of the filtered
 * list (the list kit's export). ?push=<id> (the push's TASK message) opens that push's results.
 */
export function PropertyListPage({ declaration, title, parentId, childTypes = [] }: PropertyListPageProps) {
  const { media, type, limits } = declaration;
  const ops = limits.OPERATIONS;
  const queryClient = useQueryClient();
  const list = useListState<PropertyFilters>({ pageSizeKey: `table_property_${media}_${type}_page_size`, defaultFilters: {} });
  const listQuery = toListQuery(media, type, list, parentId);
  const rowsQuery = useQuery({ ...propertyListQuery(listQuery), placeholderData: keepPreviousData });
  const accounts = useQuery(propertyAccountsQuery(media));
  const sync = useMutation(syncPropertiesMutation);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  // ?create=1 (a media's create page, 新建定向包, lands here) opens 新建 once.
  const [dialog, setDialog] = useState<Dialog | null>(() => (ops.create && searchParams.get('create') === '1' ? { kind: 'form', row: null } : null));
  const linkedPush = Number(searchParams.get('push')) || null;
  useEffect(() => {
    if (searchParams.get('create') === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('create');
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  const closeLinkedPush = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('push');
        return next;
      },
      { replace: true },
    );
  // The media's accounts the caller sees say which are sandbox accounts: their rows say 沙箱 after the account.
  const sandboxAccounts = useMemo(() => new Set((accounts.data ?? []).filter((a) => a.sandbox).map((a) => a.id)), [accounts.data]);
  const accountOptions = useMemo(() => (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name}（${a.advertiserId}）` })), [accounts.data]);
  const fields = useMemo<FilterFieldConfig[]>(
    () => [
      { key: 'keyword', label: T.FILTERS.KEYWORD, type: 'input' },
      { key: 'accountIds', label: T.FILTERS.ACCOUNTS, type: 'list', multiple: true, options: accountOptions },
      { key: 'state', label: T.FILTERS.STATE, type: 'list', options: [{ value: 'enabled', label: T.STATES.enabled }, { value: 'disabled', label: T.STATES.disabled }] },
    ],
    [accountOptions],
  );
  const rows = rowsQuery.data?.rows ?? [];
  const chosen = rows.filter((r) => selected.has(r.id));
  const changed = (text: string) => {
    Toast.success(text);
    setDialog(null);
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: PROPERTY_KEYS.LIST });
  };
  const startSync = () => {
    const chosenAccounts = toListQuery(media, type, list).accountIds ?? accountOptions.map((a) => a.value);
    if (chosenAccounts.length === 0) {
      Toast.warning(T.SYNC_NEEDS_ACCOUNTS);
      return;
    }
    sync.mutate(
      { media, type, accountIds: chosenAccounts.slice(0, 500) },
      { onSuccess: () => Toast.success(T.SYNC_STARTED), onError: (e) => Toast.error(isApiError(e) ? e.message : String(e)) },
    );
  };
  const columns = [
    ...propertyColumns(declaration.columns, (row) => (
      <>
        {accountText(row)} {sandboxAccounts.has(row.accountId) ? <SandboxTag /> : null}
      </>
    )),
    ...(ops.edit || childTypes.length > 0
      ? [{ key: 'actions', title: T.ACTIONS, width: 90 + 90 * childTypes.length, render: (_v: unknown, row: PropertyRow) => (
          <>
            {ops.edit ? (
              <Button
                size="small"
                theme="borderless"
                aria-label={`${T.EDIT} ${row.name}`}
                onClick={() => (declaration.ownPage?.edits(row) ? void navigate(`${declaration.ownPage.path}?id=${row.id}`, { relative: 'path' }) : setDialog({ kind: 'form', row }))}
              >
                {T.EDIT}
              </Button>
            ) : null}
            {childTypes.map((child) => (
              <Button key={child.title} size="small" theme="borderless" aria-label={`${child.title} ${row.name}`} onClick={() => void navigate(child.to(row.mediaId))}>
                {child.title}
              </Button>
            ))}
          </>
        ) }]
      : []),
  ];

  return (
    <PageFrame
      title={title}
      extra={
        <>
          <ListExportButton listId="property" query={toExportQuery(listQuery)} disabled={(rowsQuery.data?.total ?? 0) === 0} />
          {ops.sync ? (
            <Button onClick={startSync} loading={sync.isPending}>
              {T.SYNC}
            </Button>
          ) : null}
          {ops.create && declaration.ownPage ? <Button onClick={() => void navigate(declaration.ownPage?.path ?? '.', { relative: 'path' })}>{declaration.ownPage.label}</Button> : null}
          {ops.create ? (
            <Button theme="solid" type="primary" onClick={() => setDialog({ kind: 'form', row: null })}>
              {T.CREATE}
            </Button>
          ) : null}
        </>
      }
    >
      <FilterArea fields={fields} querying={rowsQuery.isFetching} {...list.filterProps(rowsQuery.refetch)} />
      <DataTable<PropertyRow>
        aria-label={T.TABLE(title)}
        columns={columns}
        rows={rows}
        rowKey="id"
        sort={list.sort}
        onSortChange={list.setSort}
        {...(ops.delete || ops.push
          ? { selectedRowKeys: [...selected], onSelectionChange: (keys: readonly (string | number)[]) => setSelected(new Set(keys.map(Number))), selectionLabel: (row: PropertyRow) => `${T.SELECT} ${row.name}` }
          : {})}
        loading={rowsQuery.isPending || (rowsQuery.isFetching && rowsQuery.isPlaceholderData)}
        emptyText={<ListEmpty list={rowsQuery} failed={T.FAILED(title)} empty={T.EMPTY(title)} />}
      />
      <TablePagination {...list.paginationProps(rowsQuery.data?.total ?? 0)} />
      {chosen.length > 0 ? (
        <FooterToolbar extra={T.SELECTED(chosen.length)}>
          {ops.push ? <Button onClick={() => setDialog({ kind: 'push', rows: chosen })}>{T.PUSH.ACTION}</Button> : null}
          {ops.delete ? <Button onClick={() => setDialog({ kind: 'remove', rows: chosen })}>{T.REMOVE}</Button> : null}
        </FooterToolbar>
      ) : null}
      {dialog?.kind === 'form' ? (
        <PropertyFormDialog declaration={declaration} title={title} row={dialog.row} accounts={accountOptions} {...(parentId ? { parentId } : {})} onClose={() => setDialog(null)} onSaved={(text) => changed(text)} />
      ) : null}
      {dialog?.kind === 'push' ? (
        <PropertyPushDialog
          declaration={declaration}
          title={title}
          rows={dialog.rows}
          onClose={() => (setDialog(null), void queryClient.invalidateQueries({ queryKey: PROPERTY_KEYS.LIST }))}
          onStarted={() => setSelected(new Set())}
        />
      ) : null}
      {linkedPush !== null && dialog === null ? (
        <PropertyPushDialog declaration={declaration} title={title} rows={[]} pushId={linkedPush} onClose={() => (closeLinkedPush(), void queryClient.invalidateQueries({ queryKey: PROPERTY_KEYS.LIST }))} />
      ) : null}
      {dialog?.kind === 'remove' ? <RemovePropertiesDialog declaration={declaration} title={title} rows={dialog.rows} onClose={() => setDialog(null)} onRemoved={(text) => changed(text)} /> : null}
    </PageFrame>
  );
}
