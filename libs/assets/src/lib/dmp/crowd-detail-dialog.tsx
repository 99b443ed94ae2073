// One crowd's copies: each account's pack with the media's state, size and last use, or why its push was refused.
import { useQuery } from '@tanstack/react-query';
import { MEDIA_REGISTRY } from '@toufang/domain';
import { DataTable, DeskModal, type DataTableColumn } from '@toufang/ui';
import { crowdQuery, type CrowdDetail } from '../queries/dmp';
import { isMoving, REFETCH_MS } from './crowd-state-tag';
import { DMP_TEXTS as D } from './dmp-terms';

type Copy = CrowdDetail['copies'][number];

const columns: DataTableColumn<Copy>[] = [
  { key: 'accountName', title: D.COLUMNS.ACCOUNT, width: 200, render: (_v, row) => `${MEDIA_REGISTRY[row.media].displayName} · ${row.accountName}` },
  { key: 'stateText', title: D.COLUMNS.STATE, width: 90 },
  { key: 'size', title: D.COLUMNS.SIZE, width: 110, align: 'right', render: (_v, row) => (row.size === null ? '-' : row.size.toLocaleString('en-US')) },
  { key: 'lastUsedAt', title: D.COLUMNS.LAST_USED, width: 110, render: (_v, row) => row.lastUsedAt ?? '-' },
  { key: 'reason', title: D.COLUMNS.REASON, width: 260, render: (_v, row) => row.reason ?? '' },
];

export function CrowdDetailDialog({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const crowd = useQuery({ ...crowdQuery(id), refetchInterval: (q) => (q.state.data && isMoving(q.state.data.state) ? REFETCH_MS : false) });
  return (
    <DeskModal visible title={`${name} · ${D.COPIES}`} footer={null} width={820} onCancel={onClose}>
      <DataTable<Copy> aria-label={D.COPIES} columns={columns} rows={crowd.data?.copies ?? []} rowKey="accountId" loading={crowd.isPending} emptyText={D.STATE.none} />
    </DeskModal>
  );
}
