// 评论管理 (docs/design/properties.md §1.2, §2.4, §2.7): the comments the media's users left on the account's ads,
// synced like any property type. Filters (评论内容/ID, 账户, 广告ID, 已隐藏/已置顶) and page in the URL; per
// comment the actions the media offers (the declaration's rowActions) that fit its state — 回复 in a dialog with
// a length counter, 隐藏 and 屏蔽 after a confirmation, 置顶/取消置顶 at once — and 批量隐藏 of the chosen rows.
// Every action answers per comment.
import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { ListEmpty, useListState } from '@toufang/list-kit';
import { Button, DataTable, EllipsisText, FilterArea, FooterToolbar, PageFrame, Space, TablePagination, Toast, lazyDialog, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import type { PropertyActionSpec, PropertyTypeBase } from '../config/property-config';
import { actOnPropertiesMutation, PROPERTY_KEYS, propertyAccountsQuery, propertyListQuery, syncPropertiesMutation, type PropertyRow } from '../queries/property-calls';
import { PROPERTY_KIT_TEXTS } from '../texts';
import { actionsFor, toCommentQuery, type CommentFilters } from './comment-rules';

const K = PROPERTY_KIT_TEXTS;
const T = PROPERTY_KIT_TEXTS.COMMENTS;

const CommentReplyDialog = lazyDialog(() => import('./comment-dialogs'), 'CommentReplyDialog');
const CommentConfirmDialog = lazyDialog(() => import('./comment-dialogs'), 'CommentConfirmDialog');

export interface CommentPageProps {
  declaration: PropertyTypeBase;
  title: string;
}

type Dialog = { spec: PropertyActionSpec; rows: PropertyRow[] };

export function CommentPage({ declaration, title }: CommentPageProps) {
  const { media, type } = declaration;
  const declared = declaration.rowActions ?? [];
  const hide = declared.find((a) => a.action === 'hide');
  const queryClient = useQueryClient();
  const list = useListState<CommentFilters>({ pageSizeKey: `table_property_${media}_${type}_page_size`, defaultFilters: {} });
  const rowsQuery = useQuery({ ...propertyListQuery(toCommentQuery(media, type, list)), placeholderData: keepPreviousData });
  const accounts = useQuery(propertyAccountsQuery(media));
  const sync = useMutation(syncPropertiesMutation);
  const direct = useMutation(actOnPropertiesMutation);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const accountOptions = useMemo(() => (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name}（${a.advertiserId}）` })), [accounts.data]);
  const fields = useMemo<FilterFieldConfig[]>(
    () => [
      { key: 'keyword', label: T.FILTERS.KEYWORD, type: 'input' },
      { key: 'accountIds', label: K.FILTERS.ACCOUNTS, type: 'list', multiple: true, options: accountOptions },
      { key: 'adId', label: T.FILTERS.AD, type: 'input' },
      { key: 'flag', label: T.FILTERS.FLAG, type: 'list', options: [{ value: 'hidden', label: T.FLAGS.hidden }, { value: 'pinned', label: T.FLAGS.pinned }] },
    ],
    [accountOptions],
  );
  const rows = rowsQuery.data?.rows ?? [];
  const chosen = rows.filter((r) => selected.has(r.id));
  const done = (text: string) => {
    Toast.success(text);
    setDialog(null);
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: PROPERTY_KEYS.LIST });
  };
  const startSync = () => {
    const chosenAccounts = toCommentQuery(media, type, list).accountIds ?? accountOptions.map((a) => a.value);
    if (chosenAccounts.length === 0) {
      Toast.warning(K.SYNC_NEEDS_ACCOUNTS);
      return;
    }
    sync.mutate({ media, type, accountIds: chosenAccounts.slice(0, 500) }, { onSuccess: () => Toast.success(K.SYNC_STARTED), onError: (e) => Toast.error(isApiError(e) ? e.message : String(e)) });
  };
  /** 置顶 and 取消置顶 need no confirmation: sent at once, the comment's answer shown. */
  const runDirect = (spec: PropertyActionSpec, row: PropertyRow) =>
    direct.mutate(
      { media, type, action: spec.action, ids: [row.id] },
      {
        onSuccess: (answer) => {
          const refused = (answer?.outcomes ?? []).find((o) => !o.ok);
          if (refused) Toast.error(`「${refused.name}」：${refused.reason ?? ''}`);
          else done(T.DONE(spec.label, 1, 0));
        },
        onError: (e) => Toast.error(isApiError(e) ? e.message : String(e)),
      },
    );
  const open = (spec: PropertyActionSpec, row: PropertyRow) => (spec.action === 'pin' || spec.action === 'unpin' ? runDirect(spec, row) : setDialog({ spec, rows: [row] }));

  const columns: DataTableColumn<PropertyRow>[] = [
    { key: 'ad', title: T.COLUMNS.ad, width: 200, render: (_v, row) => <EllipsisText tableCell>{`${row.summary['广告'] ?? ''}（${row.summary['广告ID'] ?? ''}）`}</EllipsisText> },
    { key: 'account', title: K.COLUMNS.account, width: 180, render: (_v, row) => `${row.accountName}（${row.advertiserId}）` },
    { key: 'nickname', title: T.COLUMNS.nickname, width: 120, render: (_v, row) => row.summary['评论人'] ?? '' },
    { key: 'name', title: T.COLUMNS.text, width: 260, render: (_v, row) => <EllipsisText tableCell>{row.name}</EllipsisText> },
    { key: 'time', title: T.COLUMNS.time, width: 150, render: (_v, row) => row.summary['评论时间'] ?? '' },
    { key: 'reply', title: T.COLUMNS.reply, width: 200, render: (_v, row) => <EllipsisText tableCell>{row.summary['回复'] || '-'}</EllipsisText> },
    { key: 'statusText', title: T.COLUMNS.status, width: 90 },
    {
      key: 'actions',
      title: K.ACTIONS,
      width: 220,
      render: (_v, row) => (
        <Space spacing={4}>
          {actionsFor(row, declared).map((spec) => (
            <Button key={spec.action} size="small" theme="borderless" aria-label={`${spec.label} ${row.name}`} onClick={() => open(spec, row)}>
              {spec.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title={title}
      extra={
        declaration.limits.OPERATIONS.sync ? (
          <Button onClick={startSync} loading={sync.isPending}>
            {K.SYNC}
          </Button>
        ) : null
      }
    >
      <FilterArea fields={fields} querying={rowsQuery.isFetching} {...list.filterProps(rowsQuery.refetch)} />
      <DataTable<PropertyRow>
        aria-label={K.TABLE(title)}
        columns={columns}
        rows={rows}
        rowKey="id"
        {...(hide ? { selectedRowKeys: [...selected], onSelectionChange: (keys: readonly (string | number)[]) => setSelected(new Set(keys.map(Number))), selectionLabel: (row: PropertyRow) => `${K.SELECT} ${row.name}` } : {})}
        loading={rowsQuery.isPending || (rowsQuery.isFetching && rowsQuery.isPlaceholderData)}
        emptyText={<ListEmpty list={rowsQuery} failed={K.FAILED(title)} empty={T.EMPTY} />}
      />
      <TablePagination {...list.paginationProps(rowsQuery.data?.total ?? 0)} />
      {hide && chosen.length > 0 ? (
        <FooterToolbar extra={K.SELECTED(chosen.length)}>
          <Button onClick={() => setDialog({ spec: hide, rows: chosen })}>{T.BULK_HIDE}</Button>
        </FooterToolbar>
      ) : null}
      {dialog?.spec.action === 'reply' ? (
        <CommentReplyDialog declaration={declaration} action="reply" label={dialog.spec.label} rows={dialog.rows} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog && dialog.spec.action !== 'reply' ? (
        <CommentConfirmDialog declaration={declaration} action={dialog.spec.action} label={dialog.spec.label} rows={dialog.rows} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
    </PageFrame>
  );
}
