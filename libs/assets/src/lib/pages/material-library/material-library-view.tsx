import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilterTemplates, useSessionStore } from '@toufang/api';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { ListEmpty, useListState } from '@toufang/list-kit';
import {
  Button,
  Checkbox,
  DataTable,
  DateRangePicker,
  FilterArea,
  FooterToolbar,
  MediaPreviewer,
  PageFrame,
  Select,
  Space,
  TablePagination,
  Toast,
  defaultDateRange,
  type FilterFieldConfig,
} from '@toufang/ui';
import { labelListQuery } from '../../queries/label-list';
import { materialFavoriteMutation } from '../../queries/material-favorite';
import { materialPeopleQuery } from '../../queries/material-people';
import { materialsQuery } from '../../queries/materials';
import { MATERIAL_TEXTS as T } from '../../terms';
import { materialColumns } from './material-columns';
import { MaterialGrid } from './material-grid';
import { PUSH_TEXTS } from './push/push-rules';
import { DURATION_BUCKETS, sortChoices, toMaterialQuery, type Material, type MaterialFilters } from './material-library-rules';
import './material-library-page.css';

// The bulk dialogs (and the form kit they stand on) load when one first opens, not with the list.
const dialogs = () => import('./material-dialogs');
const LabelsDialog = lazy(() => dialogs().then((m) => ({ default: m.LabelsDialog })));
const DesignerDialog = lazy(() => dialogs().then((m) => ({ default: m.DesignerDialog })));
const RemoveDialog = lazy(() => dialogs().then((m) => ({ default: m.RemoveDialog })));
// 推送 and 推送记录 likewise (the account picker and the results table come with them).
const PushDialog = lazy(() => import('./push/push-dialog').then((m) => ({ default: m.PushDialog })));
const PushRecordsDialog = lazy(() => import('./push/push-records').then((m) => ({ default: m.PushRecordsDialog })));

const F = T.FILTERS;
const VIEW_KEY = 'material_library_view';
const PAGE_SIZE_KEY = 'table_material_library_page_size';
/** 上传素材 beside this page (the same section), opened on images (its route's uploadType). */
export const uploadPathFrom = (pathname: string) => pathname.replace(/material-(?:library-all|favorite)\/?$/, 'material-library-upload-all/image');

type Dialog =
  | { kind: 'labels' | 'designer' | 'push'; ids: number[] }
  | { kind: 'remove'; ids: number[]; names: string }
  | { kind: 'records'; material: Material };

const options = <K extends string>(texts: Record<K, string>) => (Object.keys(texts) as K[]).map((value) => ({ value, label: texts[value] }));

function fields(people: { designers: { id: number; name: string }[]; uploaders: { id: number; name: string }[] }, labels: { value: number; label: string }[], performance: boolean): FilterFieldConfig[] {
  const persons = (list: { id: number; name: string }[]) => list.map((p) => ({ value: p.id, label: p.name }));
  return [
    { key: 'keyword', label: F.KEYWORD, type: 'input' },
    { key: 'kind', label: F.KIND, type: 'list', options: options(T.KINDS) },
    { key: 'orientation', label: F.ORIENTATION, type: 'list', options: options(T.ORIENTATIONS) },
    { key: 'duration', label: F.DURATION, type: 'list', options: (Object.keys(DURATION_BUCKETS) as (keyof typeof DURATION_BUCKETS)[]).map((value) => ({ value, label: DURATION_BUCKETS[value].label })) },
    { key: 'designerIds', label: F.DESIGNER, type: 'list', multiple: true, options: persons(people.designers) },
    { key: 'uploaderIds', label: F.UPLOADER, type: 'list', multiple: true, options: persons(people.uploaders) },
    { key: 'labelIds', label: F.LABELS, type: 'list', multiple: true, options: labels },
    { key: 'source', label: F.SOURCE, type: 'list', options: options(T.SOURCES) },
    {
      key: 'dates',
      label: F.DATES,
      type: 'custom',
      // The picker shows its own default range (a year to today) when empty: the search uses the same, so
      // what the field shows is what is applied.
      defaultValue: defaultDateRange(),
      render: ({ value, onChange, label }) => <DateRangePicker aria-label={label} value={(value as [string, string] | null) ?? undefined} onChange={onChange} />,
    },
    { key: 'mediaCode', label: F.MEDIA, type: 'list', options: MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] })) },
    { key: 'reviewState', label: F.REVIEW, type: 'list', options: [{ value: 'reviewing', label: '审核中' }, { value: 'approved', label: '审核通过' }, { value: 'rejected', label: '审核拒绝' }] },
    { key: 'pushed', label: F.PUSHED, type: 'list', options: options(T.PUSHED) },
    // 有数据: figures over the last 7 days, for people who may see figures (as 素材汇总).
    ...(performance ? [{ key: 'hasFigures', label: F.HAS_FIGURES, type: 'list' as const, options: options(T.HAS_FIGURES) }] : []),
  ];
}

/**
 * 素材库 and 素材收藏 (assets section, 素材管理): the materials the person sees, in a grid of cards or a list,
 * filtered on the server with the filters, page and size in the URL; preview, favourites, and bulk labels,
 * designer, download and removal on the chosen ones.
 */
export function MaterialLibraryView({ favoriteOnly = false }: { favoriteOnly?: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const list = useListState<MaterialFilters>({ pageSizeKey: PAGE_SIZE_KEY, defaultFilters: { dates: defaultDateRange() } });
  const page = { current: list.page, size: list.size };
  const performance = useSessionStore((state) => state.userInfo?.isShowPerformance === 1);
  const sorts = sortChoices(performance);
  const query = toMaterialQuery(list.filters, page, favoriteOnly, performance);
  const materials = useQuery({ ...materialsQuery({ body: query }), placeholderData: keepPreviousData });
  const people = useQuery(materialPeopleQuery({}));
  const labelGroups = useQuery(labelListQuery());
  const templates = useFilterTemplates(favoriteOnly ? 'material-favorite' : 'material-library');
  const labelOptions = useMemo(() => (labelGroups.data ?? []).flatMap((g) => g.labels.map((l) => ({ value: l.id, label: `${g.name} / ${l.name}` }))), [labelGroups.data]);
  const designerOptions = useMemo(() => (people.data?.designers ?? []).map((p) => ({ value: p.id, label: p.name })), [people.data]);
  const filterFields = useMemo(() => fields(people.data ?? { designers: [], uploaders: [] }, labelOptions, performance), [people.data, labelOptions, performance]);

  const [view, setView] = useState<'grid' | 'list'>(() => (localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid'));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [preview, setPreview] = useState<Material | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A push's results, opened from its TASK message (素材库?push=<id>).
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedPush = Number(searchParams.get('push')) || null;
  const closeLinkedPush = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('push');
        return next;
      },
      { replace: true },
    );
  const favorite = useMutation(materialFavoriteMutation);
  const rows = materials.data?.records ?? [];
  const chosen = rows.filter((m) => selected.has(m.id));

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/material/list'] });
  const done = (text: string) => {
    Toast.success(text);
    setDialog(null);
    setSelected(new Set());
    void refresh();
  };
  const setFavorite = (ids: number[], on: boolean) =>
    favorite.mutate({ ids, favorite: on }, { onSuccess: () => (Toast.success(on ? T.FAVORITED(ids.length) : T.UNFAVORITED(ids.length)), void refresh()) });
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const chooseView = (next: 'grid' | 'list') => {
    localStorage.setItem(VIEW_KEY, next);
    setView(next);
  };
  const download = (items: readonly Material[]) => {
    for (const item of items) {
      const link = document.createElement('a');
      link.href = item.fileUrl;
      link.download = item.name;
      link.rel = 'noreferrer';
      document.body.append(link);
      link.click();
      link.remove();
    }
  };
  const allOnPage = rows.length > 0 && rows.every((m) => selected.has(m.id));
  const empty = <ListEmpty list={materials} failed={T.FAILED} empty={favoriteOnly ? T.FAVORITE_EMPTY : T.EMPTY} />;

  return (
    <PageFrame
      title={favoriteOnly ? T.FAVORITE_TITLE : T.TITLE}
      extra={
        <Button theme="solid" type="primary" onClick={() => navigate(uploadPathFrom(pathname))}>
          {T.UPLOAD}
        </Button>
      }
    >
      <FilterArea {...templates} fields={filterFields} querying={materials.isFetching} {...list.filterProps(materials.refetch)} />
      <div className="tf-material-toolbar">
        <Checkbox
          checked={allOnPage}
          indeterminate={!allOnPage && chosen.length > 0}
          disabled={rows.length === 0}
          onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((m) => m.id)) : new Set())}
        >
          {T.SELECT_PAGE}
        </Checkbox>
        <Space>
          <Select
            aria-label={T.SORT}
            style={{ width: 180 }}
            value={typeof list.filters.sort === 'string' && list.filters.sort in sorts ? list.filters.sort : 'uploadTime.desc'}
            optionList={Object.keys(sorts).map((value) => ({ value, label: sorts[value] }))}
            onChange={(value) => list.filterProps(materials.refetch).onQuery?.({ ...list.filters, sort: String(value) })}
          />
          <div className="tf-material-toolbar__views" role="group" aria-label={T.VIEW}>
            <Button theme={view === 'grid' ? 'solid' : 'light'} aria-pressed={view === 'grid'} onClick={() => chooseView('grid')}>
              {T.VIEW_GRID}
            </Button>
            <Button theme={view === 'list' ? 'solid' : 'light'} aria-pressed={view === 'list'} onClick={() => chooseView('list')}>
              {T.VIEW_LIST}
            </Button>
          </div>
        </Space>
      </div>
      {view === 'grid' ? (
        rows.length === 0 ? (
          <div className="tf-material-grid__empty">{empty}</div>
        ) : (
          <MaterialGrid
            materials={rows}
            selected={selected}
            onSelect={select}
            onPreview={setPreview}
            onFavorite={(m) => setFavorite([m.id], !m.favorite)}
            onPushes={(m) => setDialog({ kind: 'records', material: m })}
          />
        )
      ) : (
        <DataTable<Material>
          aria-label={T.TABLE}
          columns={materialColumns({
            figures: materials.data?.figures,
            onPreview: setPreview,
            onFavorite: (m) => setFavorite([m.id], !m.favorite),
            onDownload: (m) => download([m]),
            onPush: (m) => setDialog({ kind: 'push', ids: [m.id] }),
            onPushes: (m) => setDialog({ kind: 'records', material: m }),
            onRemove: (m) => setDialog({ kind: 'remove', ids: [m.id], names: m.name }),
          })}
          rows={rows}
          rowKey="id"
          rowHeight={72}
          selectedRowKeys={[...selected]}
          onSelectionChange={(keys) => setSelected(new Set(keys.map(Number)))}
          selectionLabel={(row) => `${T.SELECT} ${row.name}`}
          loading={materials.isPending || (materials.isFetching && materials.isPlaceholderData)}
          emptyText={empty}
        />
      )}
      <TablePagination {...list.paginationProps(materials.data?.total ?? 0)} />
      {chosen.length > 0 ? (
        <FooterToolbar extra={T.SELECTED(chosen.length)}>
          <Space>
            <Button onClick={() => setDialog({ kind: 'push', ids: chosen.map((m) => m.id) })}>{PUSH_TEXTS.ACTION}</Button>
            <Button onClick={() => setDialog({ kind: 'labels', ids: chosen.map((m) => m.id) })}>{T.SET_LABELS}</Button>
            <Button onClick={() => setDialog({ kind: 'designer', ids: chosen.map((m) => m.id) })}>{T.SET_DESIGNER}</Button>
            <Button onClick={() => setFavorite(chosen.map((m) => m.id), true)}>{T.FAVORITE}</Button>
            <Button onClick={() => setFavorite(chosen.map((m) => m.id), false)}>{T.UNFAVORITE}</Button>
            <Button onClick={() => download(chosen)}>{T.DOWNLOAD}</Button>
            <Button onClick={() => setDialog({ kind: 'remove', ids: chosen.map((m) => m.id), names: chosen.map((m) => m.name).join('、') })}>
              {T.REMOVE}
            </Button>
          </Space>
        </FooterToolbar>
      ) : null}
      {preview ? (
        <MediaPreviewer
          type={preview.kind === 'video' ? 'VIDEO' : 'IMAGE'}
          item={{ uuid: String(preview.id), previewUrl: preview.fileUrl, thumbnailUrl: preview.thumbnailUrl, fileName: preview.name, poster: preview.posterUrl ?? undefined }}
          visible
          showTrigger={false}
          onVisibleChange={(open) => (open ? undefined : setPreview(null))}
        />
      ) : null}
      <Suspense fallback={null}>
        {dialog?.kind === 'labels' ? <LabelsDialog ids={dialog.ids} labels={labelOptions} onClose={() => setDialog(null)} onSaved={(n) => done(T.LABELS_SAVED(n))} /> : null}
        {dialog?.kind === 'designer' ? <DesignerDialog ids={dialog.ids} designers={designerOptions} onClose={() => setDialog(null)} onSaved={(n) => done(T.DESIGNER_SAVED(n))} /> : null}
        {dialog?.kind === 'push' ? <PushDialog materialIds={dialog.ids} onClose={() => (setDialog(null), void refresh())} onStarted={() => setSelected(new Set())} /> : null}
        {dialog?.kind === 'records' ? <PushRecordsDialog material={dialog.material} onClose={() => setDialog(null)} /> : null}
        {linkedPush !== null && dialog === null ? <PushDialog materialIds={[]} pushId={linkedPush} onClose={() => (closeLinkedPush(), void refresh())} /> : null}
        {dialog?.kind === 'remove' ? <RemoveDialog ids={dialog.ids} names={dialog.names} onClose={() => setDialog(null)} onRemoved={(n) => done(T.REMOVED(n))} /> : null}
      </Suspense>
    </PageFrame>
  );
}
