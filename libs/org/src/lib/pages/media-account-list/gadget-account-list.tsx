// 腾讯广告账户 in the embedded gadget mode (accountManagement/gdt, shell spec §2.2, §2.4, §6; docs/design/live-home.md
// §5.4): the accounts the auth code named, with their figures, read-only. The gadget session may call only the
// operations marked gadget (x-access), so this list asks nothing but the account page: no saved filters or
// columns, no groups, no export, and none of add, remove, upload, group, sync, edit or monitor.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListEmpty, useListState } from '@toufang/list-kit';
import { MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { DataTable, FilterArea, PageFrame, TablePagination, type FilterFieldConfig } from '@toufang/ui';
import { mediaAccountPageQuery, type MediaAccountRecord } from '../../queries/media-account-page';
import { AUTH_STATUS_OPTIONS, MEDIA_ACCOUNT_STATUS_OPTIONS, MEDIA_ACCOUNT_TEXTS as T } from '../../terms';
import { ACTIONS_KEY, accountColumns } from './account-columns';
import { nextSort, toPageQuery, toSortState, type AccountActions, type AccountFilters } from './media-account-list-rules';
import './media-account-list-page.css';

const PAGE_SIZE_KEY = 'table_media_account_page_size';
/** Nothing to do: every action of the list is off in the gadget mode. */
const NO_ACTIONS: AccountActions = { add: false, upload: false, edit: false, editName: false, editProduct: false, groups: false, remove: false, monitor: false, resetPassword: false };
const IGNORE = () => undefined;

export function GadgetAccountList({ media }: { media: MediaCode }) {
  const view = useListState<AccountFilters>({ pageSizeKey: PAGE_SIZE_KEY });
  const sort = toSortState(view.sort);
  const pageQuery = toPageQuery(media, view.filters, { current: view.page, size: view.size }, sort);
  const list = useQuery({ ...mediaAccountPageQuery(pageQuery), placeholderData: keepPreviousData });
  const fields: FilterFieldConfig[] = [
    { key: 'keyword', label: T.KEYWORD, type: 'input' },
    { key: 'status', label: T.STATUS, type: 'list', options: [...MEDIA_ACCOUNT_STATUS_OPTIONS] },
    { key: 'authStatus', label: T.AUTH_STATUS, type: 'list', options: [...AUTH_STATUS_OPTIONS] },
  ];
  const columns = accountColumns(
    NO_ACTIONS,
    sort,
    (field) => {
      const next = nextSort(sort, field);
      view.setSort({ key: next.field, order: next.order });
    },
    { onEdit: IGNORE, onSync: IGNORE, onResetPassword: IGNORE, onReauthorize: IGNORE, onRemove: IGNORE },
    new Set(),
  ).filter((column) => column.key !== ACTIONS_KEY);
  const title = `${MEDIA_DISPLAY_NAMES[media]}账户`;
  return (
    <PageFrame title={title}>
      <FilterArea fields={fields} querying={list.isFetching} {...view.filterProps(list.refetch)} />
      <DataTable<MediaAccountRecord>
        aria-label={`${title}列表`}
        columns={columns}
        rows={list.data?.records ?? []}
        rowKey="id"
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        emptyText={<ListEmpty list={list} failed={T.LOAD_FAILED} empty={T.EMPTY_GADGET} emptyFiltered={T.EMPTY_FILTERED} filtered={view.filtered} />}
      />
      <TablePagination {...view.paginationProps(list.data?.total ?? 0)} onChange={view.setPage} />
    </PageFrame>
  );
}
