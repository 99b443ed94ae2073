// A material's 推送记录: every media account it was pushed to, the media's own material id, its review
// (审核中, 审核通过, 审核拒绝 with the reason) and quality labels in the media's words (首发, 同质, 低效 …).
// Read from the material's detail, which asks the media again when the stored verdicts are old.
import { useQuery } from '@tanstack/react-query';
import { Button, DataTable, DeskModal, LoadFailed, Space, Spin, Tag, Typography, type DataTableColumn } from '@toufang/ui';
import { materialQuery } from '../../../queries/material';
import { REVIEW_TEXTS, type Material } from '../material-library-rules';
import { PUSH_TEXTS as T, mediaName } from './push-rules';

type Push = Material['pushes'][number];

const REVIEW_COLORS: Record<Push['reviewState'], 'blue' | 'green' | 'red'> = { reviewing: 'blue', approved: 'green', rejected: 'red' };

const columns: DataTableColumn<Push & { key: string }>[] = [
  { key: 'mediaCode', title: T.COLUMNS.MEDIA, width: 90, render: (_v, row) => mediaName(row.mediaCode) },
  { key: 'accountName', title: T.COLUMNS.ACCOUNT, width: 170 },
  { key: 'mediaMaterialId', title: T.COLUMNS.MEDIA_ID, width: 160 },
  {
    key: 'reviewState',
    title: T.REVIEW,
    width: 190,
    ellipsis: false,
    render: (_v, row) => (
      <span>
        <Tag size="small" color={REVIEW_COLORS[row.reviewState]}>
          {REVIEW_TEXTS[row.reviewState]}
        </Tag>
        {row.rejectReason ? <Typography.Text type="danger"> {row.rejectReason}</Typography.Text> : null}
      </span>
    ),
  },
  {
    key: 'qualityLabels',
    title: T.QUALITY,
    width: 140,
    ellipsis: false,
    render: (_v, row) =>
      row.qualityLabels.length === 0 ? (
        '-'
      ) : (
        <Space spacing={4} wrap>
          {row.qualityLabels.map((label) => (
            <Tag key={label} size="small" color={/低效/.test(label) ? 'orange' : /首发/.test(label) ? 'green' : 'grey'}>
              {label}
            </Tag>
          ))}
        </Space>
      ),
  },
  { key: 'pushTime', title: T.PUSH_TIME, width: 160 },
];

export function PushRecordsDialog({ material, onClose }: { material: Pick<Material, 'id' | 'name'>; onClose(): void }) {
  const detail = useQuery(materialQuery({ body: { id: material.id } }));
  const pushes = detail.data?.pushes ?? [];
  return (
    <DeskModal visible width={1000} title={T.RECORDS_TITLE(material.name)} onCancel={onClose} footer={<Button onClick={onClose}>{T.CLOSE}</Button>}>
      {detail.isPending ? (
        <Spin />
      ) : detail.isError ? (
        <LoadFailed message={T.LOAD_FAILED} retryText={T.RETRY} onRetry={() => void detail.refetch()} />
      ) : (
        <DataTable aria-label={T.RECORDS} columns={columns} rows={pushes.map((p) => ({ ...p, key: `${p.mediaAccountId}` }))} rowKey="key" rowHeight={48} emptyText={T.RECORDS_EMPTY} />
      )}
    </DeskModal>
  );
}
