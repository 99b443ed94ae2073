import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { ListEmpty, useListState } from '@toufang/list-kit';
import { Button, DataTable, DateRangePicker, FilterArea, FooterToolbar, MediaPreviewer, PageFrame, Space, TablePagination, Tabs, Toast, type FilterFieldConfig, lazyDialog } from '@toufang/ui';
import { materialPeopleQuery } from '../../queries/material-people';
import { materialReviewDecideMutation } from '../../queries/material-review-decide';
import { materialReviewsQuery } from '../../queries/material-reviews';
import { REVIEW_STATES, REVIEW_TEXTS as T, type ReviewState } from '../../review-terms';
import { canDecide, reviewStateOf, toReviewQuery, type ReviewFilters, type ReviewItem } from './material-review-rules';
import { reviewColumns } from './review-columns';
import '../material-library/material-library-page.css';
import './material-review-page.css';

// The dialogs load when one first opens, not with the list (npm run size).
const DetailDialog = lazyDialog(() => import('./review-dialogs'), 'DetailDialog');
const RejectDialog = lazyDialog(() => import('./review-dialogs'), 'RejectDialog');
const ShareDialog = lazyDialog(() => import('./share-dialog'), 'ShareDialog');

const PAGE_SIZE_KEY = 'table_material_review_page_size';
const F = T.FILTERS;
const TABS: readonly ('all' | ReviewState)[] = ['pending', 'approved', 'rejected', 'all'];

type Dialog = { kind: 'reject'; ids: number[] } | { kind: 'detail'; id: number } | { kind: 'share'; ids: number[] };

function fields(designers: readonly { id: number; name: string }[]): FilterFieldConfig[] {
  return [
    { key: 'keyword', label: F.KEYWORD, type: 'input' },
    { key: 'designerIds', label: F.DESIGNER, type: 'list', multiple: true, options: designers.map((p) => ({ value: p.id, label: p.name })) },
    {
      key: 'dates',
      label: F.DATES,
      type: 'custom',
      render: ({ value, onChange, label }) => <DateRangePicker aria-label={label} value={(value as [string, string] | null) ?? undefined} onChange={onChange} />,
    },
  ];
}

/**
 * 素材审核 (assets section, 素材管理): the review queue by state (待审核 first), filtered by designer, upload
 * date and name; a material's preview, 详情 with comments and history; 通过 and 驳回 (with a reason) for
 * ADMIN, MANAGER and the design manager, one at a time or for the chosen ones; 分享 hands the chosen ones to
 * someone outside the desk through a link, and lists and revokes the caller's live links.
 */
export default function MaterialReviewPage() {
  const { user } = useSubApp();
  const decide = canDecide(user);
  const queryClient = useQueryClient();
  const list = useListState<ReviewFilters>({ pageSizeKey: PAGE_SIZE_KEY, defaultFilters: { state: 'pending' } });
  const state = list.filters.state === 'all' ? 'all' : (reviewStateOf(list.filters.state) ?? 'pending');
  const query = toReviewQuery({ ...list.filters, state }, { current: list.page, size: list.size });
  const reviews = useQuery({ ...materialReviewsQuery({ body: query }), placeholderData: keepPreviousData });
  const people = useQuery(materialPeopleQuery({}));
  const filterFields = useMemo(() => fields(people.data?.designers ?? []), [people.data]);
  const verdict = useMutation(materialReviewDecideMutation);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [preview, setPreview] = useState<ReviewItem | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const rows = reviews.data?.records ?? [];
  const counts = reviews.data?.counts;
  const chosen = rows.filter((r) => selected.has(r.material.id));

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/material/review/list'] });
  const decided = (text: string) => {
    Toast.success(text);
    setDialog(null);
    setSelected(new Set());
    void refresh();
  };
  const approveIds = (ids: number[]) =>
    verdict.mutate({ materialIds: ids, verdict: 'approved' }, { onSuccess: (r) => decided(T.APPROVED(r?.updated ?? ids.length)), onError: (e) => Toast.error(isApiError(e) ? e.message : String(e)) });
  const tabLabel = (tab: 'all' | ReviewState) => {
    const n = counts ? (tab === 'all' ? counts.pending + counts.approved + counts.rejected : counts[tab]) : null;
    return `${tab === 'all' ? T.ALL : REVIEW_STATES[tab]}${n === null ? '' : `（${n}）`}`;
  };
  const empty = <ListEmpty list={reviews} failed={T.FAILED} empty={list.filtered ? T.EMPTY_FILTERED : T.EMPTY} />;

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        decide ? (
          <Button onClick={() => setDialog({ kind: 'share', ids: [] })} aria-label={`${T.SHARE}：${T.LIVE_LINKS}`}>
            {T.LIVE_LINKS}
          </Button>
        ) : undefined
      }
    >
      <FilterArea fields={filterFields} querying={reviews.isFetching} {...list.filterProps(reviews.refetch)} />
      <Tabs activeKey={state} onChange={(key) => (setSelected(new Set()), list.apply({ ...list.filters, state: key }))}>
        {TABS.map((tab) => (
          <Tabs.TabPane key={tab} itemKey={tab} tab={tabLabel(tab)} />
        ))}
      </Tabs>
      <DataTable<ReviewItem>
        aria-label={T.TABLE}
        columns={reviewColumns({
          decide,
          onPreview: setPreview,
          onDetail: (row) => setDialog({ kind: 'detail', id: row.material.id }),
          onApprove: (row) => approveIds([row.material.id]),
          onReject: (row) => setDialog({ kind: 'reject', ids: [row.material.id] }),
        })}
        rows={rows}
        rowKey={(row) => String(row.material.id)}
        rowHeight={72}
        {...(decide
          ? {
              selectedRowKeys: [...selected].map(String),
              onSelectionChange: (keys: readonly (string | number)[]) => setSelected(new Set(keys.map(Number))),
              selectionLabel: (row: ReviewItem) => `${T.SELECT} ${row.material.name}`,
            }
          : {})}
        loading={reviews.isPending || (reviews.isFetching && reviews.isPlaceholderData)}
        emptyText={empty}
      />
      <TablePagination {...list.paginationProps(reviews.data?.total ?? 0)} />
      {decide && chosen.length > 0 ? (
        <FooterToolbar extra={T.SELECTED(chosen.length)}>
          <Space>
            <Button theme="solid" loading={verdict.isPending} onClick={() => approveIds(chosen.map((r) => r.material.id))}>
              {T.APPROVE}
            </Button>
            <Button type="danger" onClick={() => setDialog({ kind: 'reject', ids: chosen.map((r) => r.material.id) })}>
              {T.REJECT}
            </Button>
            <Button onClick={() => setDialog({ kind: 'share', ids: chosen.map((r) => r.material.id) })}>{T.SHARE}</Button>
          </Space>
        </FooterToolbar>
      ) : null}
      {preview ? (
        <MediaPreviewer
          type={preview.material.kind === 'video' ? 'VIDEO' : 'IMAGE'}
          item={{ uuid: String(preview.material.id), previewUrl: preview.material.fileUrl, thumbnailUrl: preview.material.thumbnailUrl, fileName: preview.material.name, poster: preview.material.posterUrl ?? undefined }}
          visible
          showTrigger={false}
          onVisibleChange={(open) => (open ? undefined : setPreview(null))}
        />
      ) : null}
      {dialog?.kind === 'detail' ? (
        <DetailDialog materialId={dialog.id} decide={decide} onClose={() => setDialog(null)} onReject={() => setDialog({ kind: 'reject', ids: [dialog.id] })} onChanged={() => void refresh()} />
      ) : null}
      {dialog?.kind === 'reject' ? (
        <RejectDialog
          count={dialog.ids.length}
          onClose={() => setDialog(null)}
          send={(reason) => verdict.mutateAsync({ materialIds: dialog.ids, verdict: 'rejected', reason }).then((r) => decided(T.REJECTED(r?.updated ?? dialog.ids.length)))}
        />
      ) : null}
      {dialog?.kind === 'share' ? <ShareDialog ids={dialog.ids} onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}
