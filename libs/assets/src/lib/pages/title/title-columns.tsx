// 标题's table: one row per title with its media, length, labels, groups, figures over the range and maker.
import { MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { Button, Space, Tag, type DataTableColumn } from '@toufang/ui';
import { TITLE_TEXTS as T } from '../../title-terms';
import { count, money, oneLine, percent, type Title } from './title-rules';

export interface TitleColumnActions {
  onEdit(title: Title): void;
  onRemove(title: Title): void;
}

const tags = (refs: readonly { id: number; name: string }[]) =>
  refs.length === 0 ? (
    '-'
  ) : (
    <Space wrap spacing={4}>
      {refs.map((r) => (
        <Tag key={r.id} size="small">
          {r.name}
        </Tag>
      ))}
    </Space>
  );

export function titleColumns({ onEdit, onRemove }: TitleColumnActions): DataTableColumn<Title>[] {
  const C = T.COLUMNS;
  return [
    { key: 'text', title: C.TEXT, width: 300, render: (_v, row) => oneLine(row.text) },
    { key: 'mediaCode', title: C.MEDIA, width: 96, render: (_v, row) => (row.mediaCode ? MEDIA_DISPLAY_NAMES[row.mediaCode] : '通用') },
    { key: 'length', title: C.LENGTH, width: 70, align: 'right' },
    { key: 'labels', title: C.LABELS, width: 160, ellipsis: false, render: (_v, row) => tags(row.labels) },
    { key: 'groups', title: C.GROUPS, width: 150, ellipsis: false, render: (_v, row) => tags(row.groups) },
    { key: 'cost', sortable: true, title: C.COST, width: 100, align: 'right', render: (_v, row) => money(row.figures.cost) },
    { key: 'show', sortable: true, title: C.SHOW, width: 96, align: 'right', render: (_v, row) => count(row.figures.show) },
    { key: 'click', sortable: true, title: C.CLICK, width: 84, align: 'right', render: (_v, row) => count(row.figures.click) },
    { key: 'ctr', sortable: true, title: C.CTR, width: 76, align: 'right', render: (_v, row) => percent(row.figures.ctr) },
    { key: 'convert', sortable: true, title: C.CONVERT, width: 76, align: 'right', render: (_v, row) => count(row.figures.convert) },
    { key: 'convertCost', sortable: true, title: C.CONVERT_COST, width: 108, align: 'right', render: (_v, row) => money(row.figures.convertCost) },
    { key: 'ads', title: C.ADS, width: 70, align: 'right', render: (_v, row) => count(row.figures.ads) },
    { key: 'creator', title: C.CREATOR, width: 90, render: (_v, row) => row.creator?.name ?? '-' },
    { key: 'createTime', sortable: true, title: C.CREATE_TIME, width: 160 },
    {
      key: 'actions',
      title: C.ACTIONS,
      width: 120,
      fixed: 'right',
      ellipsis: false,
      render: (_v, row) => (
        <Space spacing={4}>
          <Button theme="borderless" size="small" onClick={() => onEdit(row)} aria-label={`${T.EDIT} ${row.text}`}>
            {T.EDIT}
          </Button>
          <Button theme="borderless" size="small" onClick={() => onRemove(row)} aria-label={`${T.REMOVE} ${row.text}`}>
            {T.REMOVE}
          </Button>
        </Space>
      ),
    },
  ];
}
