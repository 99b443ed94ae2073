import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@toufang/api';
import { WIDGET_DEBOUNCE, type NameRuleBody } from '@toufang/domain';
import { DataTable, Spin, Typography, type DataTableColumn } from '@toufang/ui';
import { NAMING_TEXTS as T } from '../../naming-terms';
import { nameRulePreviewQuery } from '../../queries/name-rules';

type PreviewRow = Schemas['NameRulePreview']['rows'][number];
type Unmatched = Schemas['NameRulePreview']['unmatched'][number];
type PreviewRequest = Schemas['NameRulePreviewRequest'];

/** The value 500 ms after it last changed (widgets spec §9, the search debounce). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * 实时预览: the body as it stands, parsed by the server over the names the person sees, 500 ms after the last
 * change: 匹配N条 / 共M条, parsed samples in the rule's columns, and the names that do not match with why.
 */
export function NameRulePreview({ request }: { request: PreviewRequest }) {
  const key = JSON.stringify(request);
  const settled = useSettled(key, WIDGET_DEBOUNCE.SEARCH_MS);
  const preview = useQuery({ ...nameRulePreviewQuery({ body: JSON.parse(settled) as PreviewRequest }), placeholderData: keepPreviousData });
  const body: NameRuleBody = request.body;
  const columns: DataTableColumn<PreviewRow>[] = [
    { key: 'name', title: T.NAME_COLUMN, width: 240 },
    ...body.fields.map(
      (f): DataTableColumn<PreviewRow> => ({
        key: `field:${f.key}`,
        title: f.label || f.key,
        width: 110,
        render: (_v, row) => {
          const value = row.values[f.key];
          return value ? (value.label === value.code ? value.code : `${value.label}（${value.code}）`) : '-';
        },
      }),
    ),
  ];
  const unmatchedColumns: DataTableColumn<Unmatched>[] = [
    { key: 'name', title: T.NAME_COLUMN, width: 260 },
    { key: 'reason', title: T.UNMATCHED_REASON, width: 220 },
  ];
  const data = preview.data;
  return (
    <section className="tf-name-preview" aria-label={T.PREVIEW}>
      <header className="tf-name-preview__header">
        <Typography.Title heading={6}>{T.PREVIEW}</Typography.Title>
        <Typography.Text type="tertiary">{T.PREVIEW_HINT}</Typography.Text>
      </header>
      {preview.isPending ? (
        <Spin tip={T.PREVIEW_LOADING} />
      ) : preview.isError || !data ? (
        <Typography.Text type="danger">{T.PREVIEW_FAILED}</Typography.Text>
      ) : (
        <>
          <p className="tf-name-preview__counts" role="status">
            <Typography.Text strong>{T.PREVIEW_COUNTS(data.matched, data.total)}</Typography.Text>
            {data.sampled ? <Typography.Text type="tertiary">（{T.PREVIEW_SAMPLED}）</Typography.Text> : null}
          </p>
          <Typography.Text strong>{T.SAMPLE_ROWS}</Typography.Text>
          <DataTable<PreviewRow> aria-label={T.SAMPLE_ROWS} columns={columns} rows={data.rows} rowKey="name" emptyText={T.NONE} />
          <Typography.Text strong>{T.UNMATCHED}</Typography.Text>
          <DataTable<Unmatched> aria-label={T.UNMATCHED} columns={unmatchedColumns} rows={data.unmatched} rowKey="name" emptyText={T.NONE} />
        </>
      )}
    </section>
  );
}
