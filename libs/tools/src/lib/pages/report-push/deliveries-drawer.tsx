import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListEmpty } from '@toufang/list-kit';
import { DataTable, DeskDrawer, TablePagination, Tag, Typography, type DataTableColumn } from '@toufang/ui';
import { pushDeliveriesQuery, type PushDelivery, type PushRule } from '../../queries/report-push';
import { REPORT_PUSH_TEXTS as T } from '../../texts';

const PAGE_SIZE = 20;

/** 推送记录: a rule's deliveries, newest first, each with its state, the last answer and every attempt. */
export function DeliveriesDrawer({ rule, onClose }: { rule: Pick<PushRule, 'id' | 'name'>; onClose(): void }) {
  const [page, setPage] = useState(1);
  const deliveries = useQuery({ ...pushDeliveriesQuery(rule.id, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const columns: DataTableColumn<PushDelivery>[] = [
    { key: 'time', title: T.D_TIME, width: 170, render: (_v, d) => d.slot ?? d.createTime },
    {
      key: 'channel',
      title: T.D_CHANNEL,
      width: 120,
      ellipsis: false,
      render: (_v, d) => (
        <span>
          {T.CHANNEL_LABELS[d.channel]} {d.test ? <Tag size="small">{T.TEST_TAG}</Tag> : null}
        </span>
      ),
    },
    { key: 'state', title: T.D_STATE, width: 90, render: (_v, d) => <Tag color={d.state === 'sent' ? 'green' : d.state === 'failed' ? 'red' : 'grey'}>{T.STATE_LABELS[d.state]}</Tag> },
    { key: 'attempts', title: T.D_ATTEMPTS, width: 90 },
    {
      key: 'answer',
      title: T.D_TRIES,
      width: 460,
      ellipsis: false,
      render: (_v, d) => (
        <div>
          {d.tries.map((t, i) => (
            <div key={i}>{T.D_TRY(t.at, t.message, t.httpStatus ?? null, t.code ?? null)}</div>
          ))}
          {d.answer ? (
            <Typography.Text type="tertiary" size="small">
              {`${T.D_ANSWER}：${d.answer.slice(0, 300)}`}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <DeskDrawer visible width={1000} title={T.DELIVERIES_TITLE(rule.name)} onCancel={onClose}>
      <DataTable<PushDelivery>
        aria-label={T.DELIVERIES_LIST}
        columns={columns}
        rows={deliveries.data?.records ?? []}
        rowKey="id"
        loading={deliveries.isPending}
        emptyText={<ListEmpty list={deliveries} failed={T.LOAD_FAILED} empty={T.DELIVERIES_EMPTY} emptyFiltered={T.DELIVERIES_EMPTY} filtered={false} />}
      />
      <TablePagination current={page} size={PAGE_SIZE} sizeOptions={[PAGE_SIZE]} total={deliveries.data?.total ?? 0} onChange={(change) => setPage(change.current)} />
    </DeskDrawer>
  );
}
