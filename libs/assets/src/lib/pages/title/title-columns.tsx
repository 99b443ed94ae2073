// 标题's table: one row per title with its media, length, labels, groups, figures over the range and maker.
import { MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { Button, Space, Tag, type DataTableColumn } from '@toufang/ui';
import { TITLE_TEXTS as T } from '../../title-terms';
import { oneLine, type Title, type TitleFigures } from './title-rules';
import { count, money, percent } from '../../list-values/list-values';

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

/** The figures of a title or a group over the range, each sortable (the server sorts). */
export function figureColumns<R extends { figures: TitleFigures }>(): DataTableColumn<R>[] {
  const C = T.COLUMNS;
  return [
    { key: 'cost', sortable: true, title: C.COST, width: 100, align: 'right', render: (_v, row) => money(row.figures.cost) },
    { key: 'show', sortable: true, title: C.SHOW, width: 96, align: 'right', render: (_v, row) => count(row.figures.show) },
    { key: 'click', sortable: true, title: C.CLICK, width: 84, align: 'right', render: (_v, row) => count(row.figures.click) },
    { key: 'ctr', sortable: true, title: C.CTR, width: 76, align: 'right', render: (_v, row) => percent(row.figures.ctr) },
    { key: 'convert', sortable: true, title: C.CONVERT, width: 76, align: 'right', render: (_v, row) => count(row.figures.convert) },
    { key: 'convertCost', sortable: true, title: C.CONVERT_COST, width: 108, align: 'right', render: (_v, row) => money(row.figures.convertCost) },
  ];
}

/** 编辑 and 删除 of a row, named by `name` for screen readers. */
export function actionsColumn<R>(name: (row: R) => string, onEdit: (row: R) => void, onRemove: (row: R) => void): DataTableColumn<R> {
  return {
    key: 'actions',
    title: T.COLUMNS.ACTIONS,
    width: 120,
    fixed: 'right',
    ellipsis: false,
    render: (_v, row) => (
      <Space spacing={4}>
        <Button theme="borderless" size="small" onClick={() => onEdit(row)} aria-label={`${T.EDIT} ${name(row)}`}>
          {T.EDIT}
        </Button>
        <Button theme="borderless" size="small" onClick={() => onRemove(row)} aria-label={`${T.REMOVE} ${name(row)}`}>
          {T.REMOVE}
        </Button>
      </Space>
    ),
  };
}

export function titleColumns({ onEdit, onRemove }: TitleColumnActions): DataTableColumn<Title>[] {
  const C = T.COLUMNS;
  return [
    { key: 'text', title: C.TEXT, width: 300, render: (_v, row) => oneLine(row.text) },
    { key: 'mediaCode', title: C.MEDIA, width: 96, render: (_v, row) => (row.mediaCode ? MEDIA_DISPLAY_NAMES[row.mediaCode] : '通用') },
    { key: 'length', title: C.LENGTH, width: 70, align: 'right' },
    { key: 'labels', title: C.LABELS, width: 160, ellipsis: false, render: (_v, row) => tags(row.labels) },
    { key: 'groups', title: C.GROUPS, width: 150, ellipsis: false, render: (_v, row) => tags(row.groups) },
    ...figureColumns<Title>(),
    { key: 'ads', title: C.ADS, width: 70, align: 'right', render: (_v, row) => count(row.figures.ads) },
    { key: 'creator', title: C.CREATOR, width: 90, render: (_v, row) => row.creator?.name ?? '-' },
    { key: 'createTime', sortable: true, title: C.CREATE_TIME, width: 160 },
    actionsColumn<Title>((row) => row.text, onEdit, onRemove),
  ];
}
