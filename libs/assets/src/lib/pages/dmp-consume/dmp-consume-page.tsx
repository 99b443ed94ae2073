// 消耗明细 (数据平台 › consume, issue 21): the spend of the ads that used each crowd, by day, account or both, from
// the metrics store. An ad using two crowds counts for each (the page says so).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MEDIA_REGISTRY } from '@toufang/domain';
import type { Schemas } from '@toufang/api';
import { DataTable, DateRangePicker, PageFrame, Typography, type DataTableColumn, type DateRangeValue } from '@toufang/ui';
import { DmpSelect } from '../../dmp/dmp-select';
import { lastSevenDays } from '../../list-values/list-values';
import { CONSUME_TEXTS as T, DMP_TEXTS as D } from '../../dmp/dmp-terms';
import { crowdConsumeQuery, crowdsQuery } from '../../queries/dmp';
import '../../dmp/dmp.css';

type Row = Schemas['CrowdConsumeRow'];
type GroupBy = Schemas['CrowdConsumeQuery']['groupBy'];

export default function DmpConsumePage() {
  const [dates, setDates] = useState<DateRangeValue>(lastSevenDays() as DateRangeValue);
  const [crowdIds, setCrowdIds] = useState<number[]>([]);
  const [groupBy, setGroupBy] = useState<GroupBy>('day');
  const crowds = useQuery(crowdsQuery({ body: { current: 1, size: 100 } }));
  const body = { from: dates[0], to: dates[1], groupBy, ...(crowdIds.length > 0 ? { crowdIds } : {}) };
  const consume = useQuery({ ...crowdConsumeQuery({ body }), placeholderData: keepPreviousData });
  const columns: DataTableColumn<Row>[] = [
    { key: 'crowdName', title: T.CROWDS, width: 180 },
    ...(groupBy !== 'account' ? [{ key: 'day', title: T.DAY, width: 110 } as DataTableColumn<Row>] : []),
    ...(groupBy !== 'day'
      ? [{ key: 'accountName', title: D.COLUMNS.ACCOUNT, width: 200, render: (_v: unknown, row: Row) => (row.media ? `${MEDIA_REGISTRY[row.media].displayName} · ${row.accountName ?? ''}` : '-') } as DataTableColumn<Row>]
      : []),
    { key: 'cost', title: T.COST, width: 110, align: 'right', render: (_v, row) => row.cost.toFixed(2) },
    { key: 'show', title: T.SHOW, width: 100, align: 'right', render: (_v, row) => row.show.toLocaleString('en-US') },
    { key: 'click', title: T.CLICK, width: 100, align: 'right', render: (_v, row) => row.click.toLocaleString('en-US') },
    { key: 'convert', title: T.CONVERT, width: 100, align: 'right', render: (_v, row) => row.convert.toLocaleString('en-US') },
  ];
  return (
    <PageFrame title={T.TITLE}>
      <Typography.Paragraph className="dmp-statement">{T.NOTE}</Typography.Paragraph>
      <div className="dmp-upload" role="search">
        <DateRangePicker value={dates} onChange={setDates} />
        <DmpSelect
          label={T.CROWDS}
          multiple
          placeholder={T.ALL_CROWDS}
          value={crowdIds}
          optionList={(crowds.data?.rows ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => setCrowdIds((v as number[]) ?? [])}
          style={{ width: 280 }}
        />
        <DmpSelect label={T.GROUP_BY} value={groupBy} optionList={(Object.keys(T.GROUPS) as GroupBy[]).map((g) => ({ value: g, label: T.GROUPS[g] }))} onChange={(v) => setGroupBy(v as GroupBy)} style={{ width: 140 }} />
      </div>
      <DataTable<Row>
        aria-label={T.LIST}
        columns={columns}
        rows={consume.data?.rows ?? []}
        rowKey={(row) => `${row.crowdId}-${row.day ?? ''}-${row.accountId ?? ''}`}
        loading={consume.isPending}
        emptyText={T.EMPTY}
      />
    </PageFrame>
  );
}
