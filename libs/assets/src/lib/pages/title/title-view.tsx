import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, useFilterTemplates } from '@toufang/api';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { ListEmpty, useListState } from '@toufang/list-kit';
import { Button, DataTable, defaultDateRange, FilterArea, FooterToolbar, PageFrame, Select, Space, TablePagination, Toast, type FilterFieldConfig, lazyDialog } from '@toufang/ui';
import { labelListQuery } from '../../queries/label-list';
import { titleExportMutation } from '../../queries/title-export';
import { titleGroupsQuery } from '../../queries/title-groups';
import { titleTemplateMutation } from '../../queries/title-template';
import { titlesQuery } from '../../queries/titles';
import { TITLE_TEXTS as T } from '../../title-terms';
import { dateField } from './date-field';
import { titleColumns } from './title-columns';
import type { Option } from './title-dialogs';
import { saveBase64File, sortValueOf, tableSortOf, toTitleFilter, toTitleQuery, TITLE_SORTS, type Title, type TitleFilters, type TitleSortChoice } from './title-rules';
import { lastSevenDays } from '../../list-values/list-values';
import './title-page.css';

// The dialogs load when one first opens, not with the list (npm run size).
const AddTitlesDialog = lazyDialog(() => import('./title-add-dialog'), 'AddTitlesDialog');
const AddToGroupDialog = lazyDialog(() => import('./title-dialogs'), 'AddToGroupDialog');
const EditTitleDialog = lazyDialog(() => import('./title-dialogs'), 'EditTitleDialog');
const RemoveTitlesDialog = lazyDialog(() => import('./title-dialogs'), 'RemoveTitlesDialog');
const TitleLabelsDialog = lazyDialog(() => import('./title-dialogs'), 'TitleLabelsDialog');
const TitleImportDialog = lazyDialog(() => import('./title-import-dialog'), 'TitleImportDialog');

const F = T.FILTERS;
const PAGE_SIZE_KEY = 'table_title_page_size';

type Dialog =
  | { kind: 'add' | 'import' }
  | { kind: 'edit'; title: Title }
  | { kind: 'labels' | 'group'; ids: number[] }
  | { kind: 'remove'; titles: Title[] };


function fields(creators: readonly Option[], labels: readonly Option[], groups: readonly Option[]): FilterFieldConfig[] {
  return [
    { key: 'keyword', label: F.KEYWORD, type: 'input' },
    { key: 'labelIds', label: F.LABELS, type: 'list', multiple: true, options: [...labels] },
    { key: 'creatorIds', label: F.CREATOR, type: 'list', multiple: true, options: [...creators] },
    { key: 'mediaCode', label: F.MEDIA, type: 'list', options: MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] })) },
    { key: 'groupId', label: F.GROUP, type: 'list', options: [...groups] },
    // The picker shows its own default (a year to today) when empty: the list uses the same.
    dateField('dates', F.DATES, defaultDateRange()),
    // The figures' range shows its default (the last 7 days) when empty, and the list uses the same.
    dateField('figureDates', F.FIGURE_DATES, lastSevenDays()),
  ];
}

/**
 * 标题 (assets section, 标题管理): the company's title library, filtered and sorted on the server with the
 * filters, page and size in the URL; each title with its figures over the range; batch add with the title
 * editor, import and export, and bulk labels, group and removal on the chosen ones.
 */
export function TitleView() {
  const queryClient = useQueryClient();
  const list = useListState<TitleFilters>({ pageSizeKey: PAGE_SIZE_KEY, defaultFilters: { dates: defaultDateRange(), figureDates: lastSevenDays() } });
  const query = toTitleQuery(list.filters, { current: list.page, size: list.size });
  const titles = useQuery({ ...titlesQuery({ body: query }), placeholderData: keepPreviousData });
  const labelGroups = useQuery(labelListQuery());
  const groups = useQuery(titleGroupsQuery({ body: { current: 1, size: 200, sort: 'name', order: 'asc' } }));
  const templates = useFilterTemplates('title');
  const exporter = useMutation(titleExportMutation);
  const template = useMutation(titleTemplateMutation);
  const labelOptions = useMemo(() => (labelGroups.data ?? []).flatMap((g) => g.labels.map((l) => ({ value: l.id, label: `${g.name} / ${l.name}` }))), [labelGroups.data]);
  const groupOptions = useMemo(() => (groups.data?.records ?? []).map((g) => ({ value: g.id, label: g.name })), [groups.data]);
  const creatorOptions = useMemo(() => (titles.data?.creators ?? []).map((c) => ({ value: c.id, label: c.name })), [titles.data?.creators]);
  const filterFields = useMemo(() => fields(creatorOptions, labelOptions, groupOptions), [creatorOptions, labelOptions, groupOptions]);

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const rows = titles.data?.records ?? [];
  const chosen = rows.filter((t) => selected.has(t.id));

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['/api/material/title/list'] }), queryClient.invalidateQueries({ queryKey: ['/api/material/title-group/list'] })]);
  const done = (text: string) => {
    Toast.success(text);
    setDialog(null);
    setSelected(new Set());
    void refresh();
  };
  const setSort = (value: string) => list.filterProps(titles.refetch).onQuery?.({ ...list.filters, sort: value });
  const exportAll = () =>
    exporter.mutate(
      { ...toTitleFilter(list.filters), ...(chosen.length > 0 ? { ids: chosen.map((t) => t.id) } : {}) },
      { onSuccess: (file) => file && saveBase64File(file), onError: (e) => Toast.error(isApiError(e) ? e.message : String(e)) },
    );
  const sortValue = typeof list.filters.sort === 'string' ? list.filters.sort : 'createTime.desc';

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        <Space>
          <Button onClick={() => template.mutate(undefined, { onSuccess: (file) => file && saveBase64File(file) })}>{T.TEMPLATE}</Button>
          <Button onClick={() => setDialog({ kind: 'import' })}>{T.IMPORT}</Button>
          <Button loading={exporter.isPending} disabled={(titles.data?.total ?? 0) === 0} onClick={exportAll}>
            {T.EXPORT}
          </Button>
          <Button theme="solid" type="primary" onClick={() => setDialog({ kind: 'add' })}>
            {T.ADD}
          </Button>
        </Space>
      }
    >
      <FilterArea {...templates} fields={filterFields} querying={titles.isFetching} {...list.filterProps(titles.refetch)} />
      <div className="tf-title-toolbar">
        <Select
          aria-label={T.SORT}
          style={{ width: 180 }}
          value={sortValue in TITLE_SORTS ? sortValue : undefined}
          placeholder={T.SORT}
          optionList={(Object.keys(TITLE_SORTS) as TitleSortChoice[]).map((value) => ({ value, label: TITLE_SORTS[value] }))}
          onChange={(value) => setSort(String(value))}
        />
      </div>
      <DataTable<Title>
        aria-label={T.TABLE}
        columns={titleColumns({ onEdit: (title) => setDialog({ kind: 'edit', title }), onRemove: (title) => setDialog({ kind: 'remove', titles: [title] }) })}
        rows={rows}
        rowKey="id"
        sort={tableSortOf(list.filters.sort)}
        onSortChange={(sort) => setSort(sortValueOf(sort))}
        selectedRowKeys={[...selected]}
        onSelectionChange={(keys) => setSelected(new Set(keys.map(Number)))}
        selectionLabel={(row) => `${T.SELECT} ${row.text}`}
        loading={titles.isPending || (titles.isFetching && titles.isPlaceholderData)}
        emptyText={<ListEmpty list={titles} failed={T.FAILED} empty={T.EMPTY} />}
      />
      <TablePagination {...list.paginationProps(titles.data?.total ?? 0)} />
      {chosen.length > 0 ? (
        <FooterToolbar extra={T.SELECTED(chosen.length)}>
          <Space>
            <Button onClick={() => setDialog({ kind: 'labels', ids: chosen.map((t) => t.id) })}>{T.SET_LABELS}</Button>
            <Button onClick={() => setDialog({ kind: 'group', ids: chosen.map((t) => t.id) })}>{T.ADD_TO_GROUP}</Button>
            <Button onClick={exportAll}>{T.EXPORT}</Button>
            <Button onClick={() => setDialog({ kind: 'remove', titles: chosen })}>{T.REMOVE}</Button>
          </Space>
        </FooterToolbar>
      ) : null}
      {dialog?.kind === 'add' ? <AddTitlesDialog labels={labelOptions} groups={groupOptions} onClose={() => setDialog(null)} onAdded={(n) => (Toast.success(T.ADDED(n)), void refresh())} /> : null}
      {dialog?.kind === 'import' ? <TitleImportDialog onClose={() => setDialog(null)} onImported={() => void refresh()} /> : null}
      {dialog?.kind === 'edit' ? <EditTitleDialog title={dialog.title} onClose={() => setDialog(null)} onSaved={() => done(T.SAVED)} /> : null}
      {dialog?.kind === 'labels' ? <TitleLabelsDialog ids={dialog.ids} labels={labelOptions} onClose={() => setDialog(null)} onSaved={(n) => done(T.LABELS_SAVED(n))} /> : null}
      {dialog?.kind === 'group' ? <AddToGroupDialog ids={dialog.ids} groups={groupOptions} onClose={() => setDialog(null)} onSaved={(name) => done(T.ADDED_TO_GROUP(name))} /> : null}
      {dialog?.kind === 'remove' ? <RemoveTitlesDialog titles={dialog.titles} onClose={() => setDialog(null)} onRemoved={(n) => done(T.REMOVED(n))} /> : null}
    </PageFrame>
  );
}
