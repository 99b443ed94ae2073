import { useQuery } from '@tanstack/react-query';
import { ListEmpty } from '@toufang/list-kit';
import { DataTable, DeskDrawer, Tag, Typography, type DataTableColumn } from '@toufang/ui';
import { pushInboxQuery, type PushInboxEntry } from '../../queries/report-push';
import { REPORT_PUSH_TEXTS as T } from '../../texts';

/** 本机接收端: what the local receivers of this machine received, newest first; never a real chat or mailbox. */
export function InboxDrawer({ onClose }: { onClose(): void }) {
  const inbox = useQuery(pushInboxQuery());
  const columns: DataTableColumn<PushInboxEntry>[] = [
    { key: 'at', title: T.D_TIME, width: 170 },
    { key: 'channel', title: T.D_CHANNEL, width: 90, render: (_v, e) => T.CHANNEL_LABELS[e.channel] },
    { key: 'accepted', title: T.D_STATE, width: 90, render: (_v, e) => <Tag color={e.accepted ? 'green' : 'red'}>{e.accepted ? T.I_ACCEPTED : T.I_REFUSED}</Tag> },
    {
      key: 'title',
      title: T.I_TITLE,
      width: 520,
      ellipsis: false,
      render: (_v, e) => (
        <div>
          <div>{e.title || T.NONE}</div>
          {e.to?.length ? (
            <Typography.Text type="tertiary" size="small">
              {`${T.I_TO}：${e.to.join('、')}${e.attachments?.length ? `；${e.attachments.join('、')}` : ''}`}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <DeskDrawer visible width={960} title={T.INBOX_TITLE} onCancel={onClose}>
      <Typography.Paragraph type="tertiary" size="small">
        {T.INBOX_HINT}
      </Typography.Paragraph>
      <DataTable<PushInboxEntry>
        aria-label={T.INBOX_LIST}
        columns={columns}
        rows={inbox.data?.items ?? []}
        rowKey="id"
        loading={inbox.isPending}
        emptyText={<ListEmpty list={inbox} failed={T.INBOX_FAILED} empty={T.INBOX_EMPTY} emptyFiltered={T.INBOX_EMPTY} filtered={false} />}
      />
    </DeskDrawer>
  );
}
