// 退货日志 (shell spec §2.3 账户工具; issue 23; docs/design/tools.md §8): the refunded and returned orders of the
// qianchuan and kuaishou accounts the caller sees, by day, account, product, plan and state, with totals over
// every match, 同步订单 (the media's answer now) and the list kit's export. Filters, page and size live in the URL.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilterTemplates } from '@toufang/api';
import { MEDIA_DISPLAY_NAMES, SANDBOX_TEXTS } from '@toufang/domain';
import { ListEmpty, ListExportButton, useListState } from '@toufang/list-kit';
import {
  Button,
  DataTable,
  DateRangePicker,
  FilterArea,
  PageFrame,
  SandboxTag,
  Space,
  TablePagination,
  Tag,
  Toast,
  Typography,
  type DataTableColumn,
  type FilterFieldConfig,
} from '@toufang/ui';
import { useMemo } from 'react';
import { isReturnOrdersQuery, returnOrderAccountsQuery, returnOrdersQuery, syncReturnOrdersMutation, type ReturnOrder, type ReturnOrderAccount, type ReturnOrderPage } from '../../queries/return-orders';
import { RETURN_GOODS_TEXTS as T } from '../../texts';
import { DEFAULT_DAYS, lastDays, toReturnQuery, toSyncRequest, yuan, type ReturnGoodsFilters } from './return-goods-log-rules';

/** Remembered page size (table_ keys survive a local-storage clear, shell spec §4). */
const PAGE_SIZE_KEY = 'table_return_goods_log_page_size';
const F = T.FILTERS;
const C = T.COLUMNS;

/** The filter's fields; an account a link names keeps an option (its id) until the accounts have loaded. */
function fields(accounts: readonly ReturnOrderAccount[], chosen: readonly number[]): FilterFieldConfig[] {
  const known = new Set(accounts.map((a) => a.id));
  const pending = chosen.filter((id) => !known.has(id)).map((id) => ({ value: id, label: String(id) }));
  return [
    {
      key: 'dates',
      label: F.DATES,
      type: 'custom',
      defaultValue: lastDays(DEFAULT_DAYS),
      render: ({ value, onChange, label }) => <DateRangePicker aria-label={label} value={(value as [string, string] | null) ?? undefined} onChange={onChange} />,
    },
    {
      key: 'accountIds',
      label: F.ACCOUNTS,
      type: 'list',
      multiple: true,
      options: [...accounts.map((a) => ({ value: a.id, label: a.name, subtitle: `${MEDIA_DISPLAY_NAMES[a.media]} ${a.advertiserId}${a.sandbox ? ` ${SANDBOX_TEXTS.TAG}` : ''}` })), ...pending],
    },
    { key: 'product', label: F.PRODUCT, type: 'input', placeholder: F.PRODUCT_PLACEHOLDER },
    { key: 'plan', label: F.PLAN, type: 'input', placeholder: F.PLAN_PLACEHOLDER },
    { key: 'state', label: F.STATE, type: 'list', options: (['refunded', 'returned'] as const).map((s) => ({ value: s, label: T.STATES[s] })) },
  ];
}

const COLUMNS: DataTableColumn<ReturnOrder>[] = [
  { key: 'orderId', title: C.ORDER, width: 190 },
  {
    key: 'product',
    title: C.PRODUCT,
    width: 200,
    render: (_v, row) => (
      <Space vertical align="start" spacing={2}>
        <span>{row.productName}</span>
        <Typography.Text size="small" type="tertiary">
          {row.productId}
        </Typography.Text>
      </Space>
    ),
  },
  {
    key: 'plan',
    title: C.PLAN,
    width: 200,
    render: (_v, row) => (
      <Space vertical align="start" spacing={2}>
        <span>{row.planName ?? T.NO_PLAN_NAME}</span>
        <Typography.Text size="small" type="tertiary">
          {row.planId}
        </Typography.Text>
      </Space>
    ),
  },
  {
    key: 'account',
    title: C.ACCOUNT,
    width: 220,
    render: (_v, row) => (
      <Space vertical align="start" spacing={2}>
        <Space spacing={4}>
          <span>{row.accountName}</span>
          {row.sandbox ? <SandboxTag /> : null}
        </Space>
        <Typography.Text size="small" type="tertiary">
          {`${MEDIA_DISPLAY_NAMES[row.media]} ${row.advertiserId}`}
        </Typography.Text>
      </Space>
    ),
  },
  { key: 'amount', title: C.AMOUNT, width: 110, align: 'right', render: (value) => yuan(value as number) },
  { key: 'orderedAt', title: C.ORDERED, width: 170 },
  { key: 'refundedAt', title: C.REFUNDED, width: 170 },
  { key: 'reason', title: C.REASON, width: 160 },
  {
    key: 'state',
    title: C.STATE,
    width: 80,
    render: (value) => (
      <Tag size="small" color={value === 'returned' ? 'orange' : 'blue'}>
        {T.STATES[value as ReturnOrder['state']]}
      </Tag>
    ),
  },
];

function Totals({ page }: { page: ReturnOrderPage | undefined }) {
  const t = page?.totals;
  const items: [string, string][] = [
    [T.TOTAL_ORDERS, t ? String(t.orders) : '-'],
    [T.TOTAL_AMOUNT, t ? yuan(t.amount) : '-'],
    [T.TOTAL_REFUNDED, t ? String(t.refunded) : '-'],
    [T.TOTAL_RETURNED, t ? String(t.returned) : '-'],
  ];
  return (
    <div role="group" aria-label={T.TOTALS}>
      <Space spacing={24}>
        {items.map(([label, value]) => (
          <span key={label}>
            <Typography.Text type="tertiary">{label}：</Typography.Text>
            <Typography.Text strong>{value}</Typography.Text>
          </span>
        ))}
        <Typography.Text type="tertiary" size="small">
          {page ? (page.syncedAt ? T.SYNCED_AT(page.syncedAt) : T.NEVER_SYNCED) : ''}
        </Typography.Text>
      </Space>
    </div>
  );
}

export default function ReturnGoodsLogPage() {
  const list = useListState<ReturnGoodsFilters>({ pageSizeKey: PAGE_SIZE_KEY, defaultFilters: { dates: lastDays(DEFAULT_DAYS) } });
  const query = toReturnQuery(list.filters);
  const orders = useQuery({ ...returnOrdersQuery({ ...query, current: list.page, size: list.size }), placeholderData: keepPreviousData });
  const accounts = useQuery(returnOrderAccountsQuery());
  const templates = useFilterTemplates('return-goods-log');
  // The ids as a key: the query is made anew each render.
  const chosen = (query.accountIds ?? []).join(',');
  const shownFields = useMemo(() => fields(accounts.data ?? [], chosen ? chosen.split(',').map(Number) : []), [accounts.data, chosen]);
  const client = useQueryClient();
  const sync = useMutation(syncReturnOrdersMutation);

  const syncNow = () => {
    const { clipped, ...request } = toSyncRequest(query);
    sync.mutate(request, {
      onSuccess: (result) => {
        if (!result) return;
        Toast.success(T.SYNCED(result.accounts, result.orders) + (clipped ? T.SYNC_CLIPPED : ''));
        if (result.failed.length > 0) Toast.warning(T.SYNC_FAILED(result.failed.length, result.failed[0].reason));
        void client.invalidateQueries({ predicate: isReturnOrdersQuery });
      },
    });
  };

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        <Space>
          <Button onClick={syncNow} loading={sync.isPending}>
            {T.SYNC}
          </Button>
          <ListExportButton listId="tools.return-orders" query={query} disabled={!orders.data || orders.data.total === 0} />
        </Space>
      }
    >
      <Typography.Paragraph type="tertiary" size="small">
        {T.HINT}
      </Typography.Paragraph>
      <FilterArea {...templates} fields={shownFields} querying={orders.isFetching} {...list.filterProps(orders.refetch)} />
      <Totals page={orders.data ?? undefined} />
      <DataTable<ReturnOrder>
        aria-label={T.LIST}
        columns={COLUMNS}
        rows={orders.data?.records ?? []}
        rowKey="orderId"
        loading={orders.isPending || (orders.isFetching && orders.isPlaceholderData)}
        emptyText={<ListEmpty list={orders} failed={T.LOAD_FAILED} empty={T.EMPTY} />}
      />
      <TablePagination {...list.paginationProps(orders.data?.total ?? 0)} />
    </PageFrame>
  );
}
