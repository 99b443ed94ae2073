// 素材汇总 (assets section, 素材管理; issue 20): the figures of the materials the caller sees over a range of
// China days (default the last 7), by material (its MD5, across accounts and media) and by designer, the top
// materials by cost, a trend and an export (the list kit's export, a job when the list is long). Filters,
// page, size and sort live in the URL; the route needs isShowPerformance, and the server checks it too.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFilterTemplates } from '@toufang/api';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { ListEmpty, ListExportButton, useListState } from '@toufang/list-kit';
import { DataTable, FilterArea, PageFrame, TablePagination, Typography, type FilterFieldConfig } from '@toufang/ui';
import { useId, useMemo, useRef } from 'react';
import { materialPeopleQuery } from '../../queries/material-people';
import { materialSummaryQuery } from '../../queries/material-summary';
import { SUMMARY_TEXTS as S } from '../../summary-terms';
import { TITLE_TEXTS } from '../../title-terms';
import { dateField } from '../title/date-field';
import { count, lastSevenDays, money, percent } from '../../list-values/list-values';
import { MaterialCell, summaryDesignerColumns, summaryMaterialColumns } from './material-summary-columns';
import { summarySortValue, summaryTableSort, toSummaryExport, toSummaryQuery, type MaterialSummary, type MaterialSummaryRow, type SummaryFilters } from './material-summary-rules';
import { MaterialSummaryTrendPanel } from './material-summary-trend';
import './material-summary-page.css';

const PAGE_SIZE_KEY = 'table_material_summary_page_size';
const F = S.FILTERS;
const C = TITLE_TEXTS.COLUMNS;

function fields(designers: readonly { value: number; label: string }[]): FilterFieldConfig[] {
  return [
    // The picker shows its default (the last 7 days) when empty, and the page asks for the same.
    dateField('dates', F.DATES, lastSevenDays()),
    { key: 'mediaCodes', label: F.MEDIA, type: 'list', multiple: true, options: MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] })) },
    { key: 'designerIds', label: F.DESIGNER, type: 'list', multiple: true, options: [...designers] },
    { key: 'kind', label: F.KIND, type: 'list', options: (['image', 'video'] as const).map((k) => ({ value: k, label: S.KINDS[k] })) },
  ];
}

function Totals({ summary }: { summary: MaterialSummary | undefined }) {
  const t = summary?.totals;
  const items = [
    [C.COST, t ? money(t.cost) : '-'],
    [C.SHOW, t ? count(t.show) : '-'],
    [C.CLICK, t ? count(t.click) : '-'],
    [C.CTR, t ? percent(t.ctr) : '-'],
    [C.CONVERT, t ? count(t.convert) : '-'],
    [C.CONVERT_COST, t ? money(t.convertCost) : '-'],
    [S.ADS, t ? count(t.ads) : '-'],
  ];
  return (
    <dl className="tf-summary-totals" aria-label={S.TOTALS}>
      {items.map(([label, value]) => (
        <div key={label} className="tf-summary-totals__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopMaterials({ rows }: { rows: readonly MaterialSummaryRow[] }) {
  const titleId = useId();
  return (
    <section className="tf-summary-section" aria-labelledby={titleId}>
      <Typography.Title heading={6} id={titleId}>
        {S.TOP}
      </Typography.Title>
      {rows.length === 0 ? (
        <Typography.Text type="tertiary">{S.TOP_EMPTY}</Typography.Text>
      ) : (
        <ol className="tf-summary-top" aria-labelledby={titleId}>
          {rows.map((row, i) => (
            <li key={row.id} aria-label={`${S.RANK(i + 1)} ${row.name}`}>
              <span className="tf-summary-top__rank">{i + 1}</span>
              <MaterialCell row={row} />
              <span className="tf-summary-top__cost">{money(row.figures.cost)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export default function MaterialSummaryPage() {
  const list = useListState<SummaryFilters>({ pageSizeKey: PAGE_SIZE_KEY, defaultFilters: { dates: lastSevenDays() } });
  const query = toSummaryQuery(list.filters, { current: list.page, size: list.size });
  const summary = useQuery({ ...materialSummaryQuery({ body: query }), placeholderData: keepPreviousData });
  const people = useQuery(materialPeopleQuery({}));
  const templates = useFilterTemplates('material-summary');
  const designerOptions = useMemo(() => (people.data?.designers ?? []).map((d) => ({ value: d.id, label: d.name })), [people.data]);
  const filterFields = useMemo(() => fields(designerOptions), [designerOptions]);
  const materialColumns = useMemo(() => summaryMaterialColumns(), []);
  // The columns stay the same objects across renders (a new cell under the pointer would lose the click);
  // the designer's button calls the latest filters through a ref.
  const onlyDesigner = useRef<(designerId: number) => void>(() => undefined);
  onlyDesigner.current = (designerId) => list.filterProps(summary.refetch).onQuery?.({ ...list.filters, designerIds: [designerId] });
  const designerColumns = useMemo(() => summaryDesignerColumns((id) => onlyDesigner.current(id)), []);
  const data = summary.data ?? undefined;
  const designersId = useId();
  const materialsId = useId();
  const setSort = (value: string) => list.filterProps(summary.refetch).onQuery?.({ ...list.filters, sort: value });

  return (
    <PageFrame title={S.TITLE} extra={<ListExportButton listId="material.summary" query={toSummaryExport(list.filters)} disabled={!data || data.total === 0} />}>
      <FilterArea {...templates} fields={filterFields} querying={summary.isFetching} {...list.filterProps(summary.refetch)} />
      <Totals summary={data} />
      <MaterialSummaryTrendPanel filters={list.filters} />
      <div className="tf-summary-columns">
        <section className="tf-summary-section" aria-labelledby={designersId}>
          <Typography.Title heading={6} id={designersId}>
            {S.DESIGNERS}
          </Typography.Title>
          <DataTable
            aria-label={S.DESIGNERS_TABLE}
            columns={designerColumns}
            rows={data?.designers ?? []}
            rowKey={(row) => String(row.designer?.id ?? 0)}
            loading={summary.isPending}
            emptyText={<ListEmpty list={summary} failed={S.FAILED} empty={S.EMPTY} />}
          />
        </section>
        <TopMaterials rows={data?.top ?? []} />
      </div>
      <section className="tf-summary-section" aria-labelledby={materialsId}>
        <Typography.Title heading={6} id={materialsId}>
          {S.MATERIALS}
        </Typography.Title>
        <DataTable<MaterialSummaryRow>
          aria-label={S.MATERIALS_TABLE}
          columns={materialColumns}
          rows={data?.records ?? []}
          rowKey="id"
          sort={summaryTableSort(list.filters.sort)}
          onSortChange={(sort) => setSort(summarySortValue(sort))}
          loading={summary.isPending || (summary.isFetching && summary.isPlaceholderData)}
          emptyText={<ListEmpty list={summary} failed={S.FAILED} empty={S.EMPTY} />}
        />
        <TablePagination {...list.paginationProps(data?.total ?? 0)} />
      </section>
    </PageFrame>
  );
}
