// The columns a list of crowds shows (我的人群, 自定义人群's uploads).
import { MEDIA_REGISTRY } from '@toufang/domain';
import { Button, type DataTableColumn } from '@toufang/ui';
import type { Crowd } from '../queries/dmp';
import { CrowdStateTag } from './crowd-state-tag';
import { DMP_TEXTS as D } from './dmp-terms';

const count = (n: number | null) => (n === null ? '-' : n.toLocaleString('en-US'));

export function crowdColumns(actions: { onPush: (c: Crowd) => void; onDetail?: (c: Crowd) => void; onRemove?: (c: Crowd) => void }): DataTableColumn<Crowd>[] {
  const C = D.COLUMNS;
  return [
    { key: 'name', title: C.NAME, width: 200 },
    { key: 'source', title: C.SOURCE, width: 100, render: (_v, row) => D.SOURCE[row.source] },
    { key: 'state', title: C.STATE, width: 100, render: (_v, row) => <CrowdStateTag state={row.state} /> },
    { key: 'size', title: C.SIZE, width: 110, align: 'right', render: (_v, row) => count(row.size) },
    { key: 'media', title: C.MEDIA, width: 160, render: (_v, row) => (row.media.length === 0 ? '-' : row.media.map((m) => MEDIA_REGISTRY[m].displayName).join('、')) },
    { key: 'accounts', title: C.ACCOUNTS, width: 80, align: 'right' },
    { key: 'lastUsedAt', title: C.LAST_USED, width: 110, render: (_v, row) => row.lastUsedAt ?? '-' },
    { key: 'createdAt', title: C.CREATED, width: 160 },
    {
      key: 'actions',
      title: C.ACTIONS,
      width: 170,
      render: (_v, row) => (
        <>
          <Button theme="borderless" aria-label={`${D.PUSH} ${row.name}`} onClick={() => actions.onPush(row)}>
            {D.PUSH}
          </Button>
          {actions.onDetail ? (
            <Button theme="borderless" aria-label={`${D.DETAIL} ${row.name}`} onClick={() => actions.onDetail?.(row)}>
              {D.DETAIL}
            </Button>
          ) : null}
          {actions.onRemove ? (
            <Button theme="borderless" type="danger" aria-label={`${D.REMOVE} ${row.name}`} onClick={() => actions.onRemove?.(row)}>
              {D.REMOVE}
            </Button>
          ) : null}
        </>
      ),
    },
  ];
}
