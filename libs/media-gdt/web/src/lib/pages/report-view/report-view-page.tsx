// 报表查看 (reportView/gdt, shell spec §2.2, §2.4; docs/design/live-home.md §5.4): the gdt accounts the session
// sees, each with 消耗, 展示, 点击, 点击率, 转化 and 转化成本 over a range, a 合计 row and the daily trend under it.
// Nothing here acts on an account. In the gadget mode the server narrows the accounts to the auth code's;
// outside it the same page shows the user's gdt accounts.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSubApp } from '@toufang/api/sub-app';
import { chinaToday } from '@toufang/domain';
import { Banner, Button, DataTable, DateRangePicker, PageFrame, SandboxTag, TrendChart, Typography, type DataTableColumn } from '@toufang/ui';
import { reportViewQuery, type ReportViewAccount } from '../../queries/report-view';
import { REPORT_VIEW_TEXTS as T } from '../../terms';
import { defaultRange, figureCells, rangeBounds, TREND_METRICS, trendSeries } from './report-view-rules';
import './report-view-page.css';

const FIGURES = [
  ['cost', T.COST],
  ['show', T.SHOW],
  ['click', T.CLICK],
  ['ctr', T.CTR],
  ['convert', T.CONVERT],
  ['convertCost', T.CONVERT_COST],
] as const;

const COLUMNS: DataTableColumn<ReportViewAccount>[] = [
  {
    key: 'accountName',
    title: T.ACCOUNT,
    width: 240,
    render: (_v, row) => (
      <span className="tf-gdt-report-view__name">
        <span>{row.accountName}</span>
        {row.sandbox && <SandboxTag />}
      </span>
    ),
  },
  { key: 'advertiserId', title: T.ACCOUNT_ID, width: 140 },
  ...FIGURES.map(([key, title]): DataTableColumn<ReportViewAccount> => ({ key, title, width: 120, align: 'right', render: (_v, row) => figureCells(row.figures)[key] })),
];

export default function ReportViewPage() {
  const { app } = useSubApp();
  const [today] = useState(() => chinaToday());
  const [range, setRange] = useState(() => defaultRange(today));
  const bounds = rangeBounds(today);
  const report = useQuery(reportViewQuery({ from: range[0], to: range[1] }));
  const data = report.data;

  return (
    <PageFrame title={T.TITLE} extra={<DateRangePicker aria-label={T.RANGE} value={range} min={bounds.min} max={bounds.max} onChange={setRange} />}>
      {app.gadget ? <Banner type="info" description={T.GADGET_NOTICE} closeIcon={null} className="tf-gdt-report-view__notice" /> : null}
      {report.isError ? (
        <div role="alert" className="tf-gdt-report-view__failed">
          <Typography.Text type="danger">
            {T.FAILED}：{report.error.message}
          </Typography.Text>
          <Button onClick={() => void report.refetch()}>{T.RETRY}</Button>
        </div>
      ) : (
        <>
          <DataTable
            aria-label={T.TABLE}
            columns={COLUMNS}
            rows={data?.accounts ?? []}
            rowKey="id"
            loading={report.isFetching}
            emptyText={report.isPending ? T.LOADING : T.EMPTY}
            summary={data && data.accounts.length > 0 ? { label: T.TOTAL, values: figureCells(data.total) } : undefined}
          />
          {data && data.accounts.length > 0 ? (
            <section className="tf-gdt-report-view__trend" aria-label={T.TREND}>
              <Typography.Title heading={6}>{T.TREND}</Typography.Title>
              <TrendChart series={trendSeries(data.days)} metrics={TREND_METRICS} aria-label={T.TREND} />
            </section>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
