import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilterTemplates } from '@toufang/api';
import { ListEmpty, useListState } from '@toufang/list-kit';
import { Button, DataTable, defaultDateRange, FilterArea, FooterToolbar, PageFrame, TablePagination, Toast, type DataTableColumn, type FilterFieldConfig, lazyDialog } from '@toufang/ui';
import { titleGroupsQuery } from '../../queries/title-groups';
import { TITLE_GROUP_TEXTS as G, TITLE_TEXTS as T } from '../../title-terms';
import { dateField } from '../title/date-field';
import { actionsColumn, figureColumns } from '../title/title-columns';
import { sortValueOf, tableSortOf } from '../title/title-rules';
import { lastSevenDays } from '../../list-values/list-values';
import { titlesPreview, toGroupQuery, type TitleGroup, type TitleGroupFilters } from './title-group-rules';
import '../title/title-page.css';
import './title-group-page.css';

// The dialogs load when one first opens, not with the list (npm run size).
const RemoveGroupsDialog = lazyDialog(() => import('./title-group-dialogs'), 'RemoveGroupsDialog');
const TitleGroupDialog = lazyDialog(() => import('./title-group-dialogs'), 'TitleGroupDialog');

const PAGE_SIZE_KEY = 'table_title_group_page_size';

type Dialog = { kind: 'edit'; group: TitleGroup | null } | { kind: 'remove'; groups: TitleGroup[] };


function columns(onEdit: (g: TitleGroup) => void, onRemove: (g: TitleGroup) => void): DataTableColumn<TitleGroup>[] {
  const C = G.COLUMNS;
  return [
    { key: 'name', title: C.NAME, width: 160, sortable: true },
    { key: 'titleCount', title: C.COUNT, width: 80, align: 'right', sortable: true },
    { key: 'titles', title: C.FIRST, width: 340, render: (_v, row) => titlesPreview(row.titles) },
    ...figureColumns<TitleGroup>(),
    { key: 'creator', title: C.CREATOR, width: 90, render: (_v, row) => row.creator?.name ?? '-' },
    { key: 'updateTime', title: C.UPDATE_TIME, width: 160 },
    actionsColumn<TitleGroup>((row) => row.name, onEdit, onRemove),
  ];
}

/**
 * 标题组 (assets section, 标题管理): the company's named groups of titles in order, each with the summed
 * figures of its titles over the range; create, edit (name and ordered titles) and remove.
 */
export default function TitleGroupPage() {
  const queryClient = useQueryClient();
  const list = useListState<TitleGroupFilters>({ pageSizeKey: PAGE_SIZE_KEY, defaultFilters: { dates: defaultDateRange(), figureDates: lastSevenDays() } });
  const groups = useQuery({ ...titleGroupsQuery({ body: toGroupQuery(list.filters, { current: list.page, size: list.size }) }), placeholderData: keepPreviousData });
  const templates = useFilterTemplates('title-group');
  const creators = useMemo(() => (groups.data?.creators ?? []).map((c) => ({ value: c.id, label: c.name })), [groups.data?.creators]);
  const fields = useMemo<FilterFieldConfig[]>(
    () => [
      { key: 'keyword', label: G.FILTERS.KEYWORD, type: 'input' },
      { key: 'creatorIds', label: G.FILTERS.CREATOR, type: 'list', multiple: true, options: creators },
      dateField('dates', G.FILTERS.DATES, defaultDateRange()),
      dateField('figureDates', G.FILTERS.FIGURE_DATES, lastSevenDays()),
    ],
    [creators],
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const rows = groups.data?.records ?? [];
  const chosen = rows.filter((g) => selected.has(g.id));
  const done = (text: string) => {
    Toast.success(text);
    setDialog(null);
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: ['/api/material/title-group/list'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/material/title/list'] });
  };

  return (
    <PageFrame
      title={G.TITLE}
      extra={
        <Button theme="solid" type="primary" onClick={() => setDialog({ kind: 'edit', group: null })}>
          {G.CREATE}
        </Button>
      }
    >
      <FilterArea {...templates} fields={fields} querying={groups.isFetching} {...list.filterProps(groups.refetch)} />
      <DataTable<TitleGroup>
        aria-label={G.TABLE}
        columns={columns((group) => setDialog({ kind: 'edit', group }), (group) => setDialog({ kind: 'remove', groups: [group] }))}
        rows={rows}
        rowKey="id"
        sort={tableSortOf(list.filters.sort)}
        onSortChange={(sort) => list.filterProps(groups.refetch).onQuery?.({ ...list.filters, sort: sortValueOf(sort) })}
        selectedRowKeys={[...selected]}
        onSelectionChange={(keys) => setSelected(new Set(keys.map(Number)))}
        selectionLabel={(row) => `${T.SELECT} ${row.name}`}
        loading={groups.isPending || (groups.isFetching && groups.isPlaceholderData)}
        emptyText={<ListEmpty list={groups} failed={G.FAILED} empty={G.EMPTY} />}
      />
      <TablePagination {...list.paginationProps(groups.data?.total ?? 0)} />
      {chosen.length > 0 ? (
        <FooterToolbar extra={G.SELECTED(chosen.length)}>
          <Button onClick={() => setDialog({ kind: 'remove', groups: chosen })}>{G.REMOVE}</Button>
        </FooterToolbar>
      ) : null}
      {dialog?.kind === 'edit' ? <TitleGroupDialog group={dialog.group} onClose={() => setDialog(null)} onSaved={() => done(G.SAVED)} /> : null}
      {dialog?.kind === 'remove' ? <RemoveGroupsDialog groups={dialog.groups} onClose={() => setDialog(null)} onRemoved={(n) => done(G.REMOVED(n))} /> : null}
    </PageFrame>
  );
}
