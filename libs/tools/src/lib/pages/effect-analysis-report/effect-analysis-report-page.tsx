// 效果分析报告 (shell spec §2.3 tools section, guarded by showPerformance; issue 23; docs/design/tools.md §8): pick
// dimensions and metrics, a date range and filters; 查询 shows the pivot with its 合计 row (rates from the summed sums,
// the server's), a trend chart over days loaded only when opened, each person's saved reports and the xlsx export.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, runtimeEnv } from '@toufang/api';
import { checkEffectReportBody, chinaToday, MEDIA_DISPLAY_NAMES, type EffectReportBody, type MetricKey } from '@toufang/domain';
import { ListEmpty } from '@toufang/list-kit';
import { Button, DataTable, PageFrame, SandboxTag, Space, Toast, TrendChart, Typography, type DataTableColumn } from '@toufang/ui';
import { useMemo, useState } from 'react';
import {
  effectReportOptionsQuery,
  effectReportQuery,
  exportEffectReportMutation,
  isSavedEffectReportsQuery,
  saveEffectReportMutation,
  type EffectReportAnswer,
  type EffectReportRow,
  type EffectReportSaved,
} from '../../queries/effect-report';
import { EFFECT_REPORT_PAGE_TEXTS as T } from '../../texts';
import { EffectReportPickers } from './effect-report-pickers';
import { CHART_MAX_SERIES, chartModel, defaultBody, dimensionText, dimensionTitle, metricText, metricTitle, rowKeyOf } from './effect-report-rules';
import { SaveAsDialog, SavedReports } from './saved-reports';
import './effect-analysis-report-page.css';

/** Starts a download of a single-use link: a plain navigation, since the link carries its own token. */
function download(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url.startsWith('/') ? `${runtimeEnv().apiBasePath.replace(/\/$/, '')}${url}` : url;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

function columnsOf(answer: EffectReportAnswer): DataTableColumn<EffectReportRow>[] {
  return [
    ...answer.dimensions.map((d) => ({
      key: `dim:${d}`,
      title: dimensionTitle(d, answer.namePartLabel),
      width: d === 'date' || d === 'media' ? 130 : 220,
      render: (_v: unknown, row: EffectReportRow) =>
        d === 'account' && row.key.account ? (
          <Space vertical align="start" spacing={2}>
            <Space spacing={4}>
              <span>{row.key.account.name}</span>
              {row.key.account.sandbox ? <SandboxTag /> : null}
            </Space>
            <Typography.Text size="small" type="tertiary">{row.key.account.advertiserId}</Typography.Text>
          </Space>
        ) : d === 'plan' && row.key.plan ? (
          <Space vertical align="start" spacing={2}>
            <span>{row.key.plan.name}</span>
            <Typography.Text size="small" type="tertiary">{`${MEDIA_DISPLAY_NAMES[row.key.plan.media]} ${row.key.plan.levelLabel} ${row.key.plan.objectId}`}</Typography.Text>
          </Space>
        ) : (
          dimensionText(d, row)
        ),
    })),
    ...(answer.metrics as MetricKey[]).map((m) => ({
      key: `m:${m}`,
      title: metricTitle(m),
      width: 130,
      align: 'right' as const,
      render: (_v: unknown, row: EffectReportRow) => metricText(m, row.values[m]),
    })),
  ];
}

export default function EffectAnalysisReportPage() {
  const [draft, setDraft] = useState<EffectReportBody>(() => defaultBody());
  const [applied, setApplied] = useState<EffectReportBody>(draft);
  const [current, setCurrent] = useState<EffectReportSaved | null>(null);
  const [saving, setSaving] = useState(false);
  const [chartOpen, setChartOpen] = useState(false);
  const report = useQuery({ ...effectReportQuery(applied), placeholderData: keepPreviousData, retry: false });
  const options = useQuery(effectReportOptionsQuery());
  const exporter = useMutation(exportEffectReportMutation);
  const overwrite = useMutation(saveEffectReportMutation);
  const client = useQueryClient();
  const errors = checkEffectReportBody(draft, chinaToday());
  const answer = report.data ?? null;
  const columns = useMemo(() => (answer ? columnsOf(answer) : []), [answer]);
  const chart = useMemo(() => (answer && chartOpen ? chartModel(answer) : null), [answer, chartOpen]);
  const failed = report.error instanceof ApiError && report.error.kind === 'business' ? report.error.message : T.LOAD_FAILED;

  const open = (saved: EffectReportSaved) => {
    const body = saved.body as EffectReportBody;
    setCurrent(saved);
    setDraft(body);
    setApplied(body);
    Toast.info(T.OPENED(saved.name));
  };
  const saveCurrent = () =>
    current &&
    overwrite.mutate(
      { id: current.id, name: current.name, body: draft },
      {
        onSuccess: (saved) => {
          if (!saved) return;
          setCurrent(saved);
          Toast.success(T.SAVED_OK);
          void client.invalidateQueries({ predicate: isSavedEffectReportsQuery });
        },
      },
    );
  const exportNow = () =>
    exporter.mutate(applied, {
      onSuccess: (file) => {
        if (file?.state === 'ready' && file.url) {
          download(file.url);
          Toast.success(T.EXPORT_READY);
        } else Toast.error(file?.reason ?? T.EXPORT_FAILED);
      },
    });

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        <Space>
          <Button onClick={saveCurrent} disabled={!current || errors.length > 0} loading={overwrite.isPending}>
            {T.SAVE}
          </Button>
          <Button onClick={() => setSaving(true)} disabled={errors.length > 0}>
            {T.SAVE_AS}
          </Button>
          <Button onClick={exportNow} loading={exporter.isPending} disabled={!answer || answer.rows.length === 0}>
            {T.EXPORT}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="tertiary" size="small">
        {T.HINT}
      </Typography.Paragraph>
      {current ? <Typography.Text>{T.CURRENT(current.name)}</Typography.Text> : null}
      <SavedReports current={current} onOpen={open} onRemoved={(id) => current?.id === id && setCurrent(null)} />
      <EffectReportPickers value={draft} onChange={setDraft} options={options.data ?? undefined} />
      <Space className="tf-effect-report__actions">
        <Button type="primary" theme="solid" disabled={errors.length > 0} onClick={() => setApplied(draft)} loading={report.isFetching}>
          {T.QUERY}
        </Button>
        <Button
          onClick={() => {
            const body = defaultBody();
            setCurrent(null);
            setDraft(body);
            setApplied(body);
          }}
        >
          {T.RESET}
        </Button>
        {errors.length > 0 ? (
          <Typography.Text type="danger" role="alert">
            {errors[0].message}
          </Typography.Text>
        ) : null}
        <Button theme="borderless" onClick={() => setChartOpen(!chartOpen)} disabled={!answer}>
          {chartOpen ? T.CHART_HIDE : T.CHART_SHOW}
        </Button>
      </Space>
      {chartOpen && answer ? (
        chart ? (
          <>
            {chart.clipped ? <Typography.Text type="tertiary" size="small">{T.CHART_TOP(CHART_MAX_SERIES)}</Typography.Text> : null}
            <TrendChart aria-label={T.CHART} series={chart.series} metrics={chart.metrics} />
          </>
        ) : (
          <Typography.Paragraph type="tertiary">{T.CHART_NEEDS_DATE}</Typography.Paragraph>
        )
      ) : null}
      <DataTable<EffectReportRow>
        aria-label={T.TABLE}
        columns={columns}
        rows={report.isError ? [] : (answer?.rows ?? [])}
        rowKey={rowKeyOf}
        loading={report.isPending || (report.isFetching && report.isPlaceholderData)}
        summary={
          answer && answer.rows.length > 0 && !report.isError
            ? { values: Object.fromEntries((answer.metrics as MetricKey[]).map((m) => [`m:${m}`, metricText(m, answer.totals[m])])), label: T.TOTAL }
            : undefined
        }
        emptyText={<ListEmpty list={report} failed={failed} empty={T.EMPTY} />}
      />
      <SaveAsDialog
        visible={saving}
        body={draft}
        onClose={() => setSaving(false)}
        onSaved={(saved) => {
          setSaving(false);
          setCurrent(saved);
        }}
      />
    </PageFrame>
  );
}
