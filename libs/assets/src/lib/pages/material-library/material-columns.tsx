// 素材库's list view: one row per material with its facts, people, labels and where it went.
import { Button, Space, Tag, type DataTableColumn } from '@toufang/ui';
import { MATERIAL_TEXTS as T } from '../../terms';
import { durationText, fileSizeText, orientationText, pushSummary, type Material } from './material-library-rules';
import { PUSH_TEXTS } from './push/push-rules';
import { money } from '../../list-values/list-values';

export interface MaterialColumnActions {
  onPreview(material: Material): void;
  onFavorite(material: Material): void;
  onDownload(material: Material): void;
  onRemove(material: Material): void;
  /** 推送 this one material. */
  onPush(material: Material): void;
  /** 推送记录: where it was pushed and what each media said. */
  onPushes(material: Material): void;
  /** With a figure sort or 有数据: the page's figures by material id (the list's answer), shown as a column. */
  figures?: Readonly<Record<string, { cost: number }>>;
}

export function materialColumns({ onPreview, onFavorite, onDownload, onRemove, onPush, onPushes, figures }: MaterialColumnActions): DataTableColumn<Material>[] {
  const C = T.COLUMNS;
  const figureColumn: DataTableColumn<Material>[] = figures
    ? [{ key: 'figureCost', title: T.FIGURE_COST, width: 120, align: 'right', render: (_v, row) => money(figures[String(row.id)]?.cost ?? 0) }]
    : [];
  return [
    {
      key: 'thumbnailUrl',
      title: C.PREVIEW,
      width: 88,
      ellipsis: false,
      render: (_v, row) => (
        <button type="button" className="tf-material-thumb" onClick={() => onPreview(row)} aria-label={`${T.PREVIEW} ${row.name}`}>
          <img src={row.thumbnailUrl} alt="" loading="lazy" />
        </button>
      ),
    },
    { key: 'name', title: C.NAME, width: 220 },
    { key: 'kind', title: C.KIND, width: 70, render: (_v, row) => T.KINDS[row.kind] },
    { key: 'size_px', title: C.SIZE_PX, width: 140, render: (_v, row) => `${row.width}×${row.height}（${orientationText(row.width, row.height)}）` },
    { key: 'durationMs', title: C.DURATION, width: 80, render: (_v, row) => durationText(row.durationMs) },
    { key: 'size', title: C.FILE_SIZE, width: 90, render: (_v, row) => fileSizeText(row.size) },
    { key: 'designer', title: C.DESIGNER, width: 100, render: (_v, row) => row.designer?.name ?? '-' },
    ...figureColumn,
    { key: 'uploader', title: C.UPLOADER, width: 100, render: (_v, row) => row.uploader?.name ?? '-' },
    {
      key: 'labels',
      title: C.LABELS,
      width: 180,
      ellipsis: false,
      render: (_v, row) =>
        row.labels.length === 0 ? (
          '-'
        ) : (
          <Space wrap spacing={4}>
            {row.labels.map((label) => (
              <Tag key={label.id} size="small">
                {label.name}
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      key: 'pushes',
      title: C.PUSHES,
      width: 150,
      render: (_v, row) =>
        row.pushes.length === 0 ? (
          pushSummary(row)
        ) : (
          <Button theme="borderless" size="small" onClick={() => onPushes(row)} aria-label={`${PUSH_TEXTS.RECORDS} ${row.name}`}>
            {pushSummary(row)}
          </Button>
        ),
    },
    { key: 'uploadTime', title: C.UPLOAD_TIME, width: 170 },
    {
      key: 'actions',
      title: C.ACTIONS,
      width: 290,
      fixed: 'right',
      ellipsis: false,
      render: (_v, row) => (
        <Space spacing={4}>
          <Button theme="borderless" size="small" onClick={() => onPreview(row)}>
            {T.PREVIEW}
          </Button>
          <Button theme="borderless" size="small" aria-pressed={row.favorite} onClick={() => onFavorite(row)}>
            {row.favorite ? T.UNFAVORITE : T.FAVORITE}
          </Button>
          <Button theme="borderless" size="small" onClick={() => onPush(row)} aria-label={`${PUSH_TEXTS.ACTION} ${row.name}`}>
            {PUSH_TEXTS.ACTION}
          </Button>
          <Button theme="borderless" size="small" onClick={() => onDownload(row)}>
            {T.DOWNLOAD}
          </Button>
          {/* Not red: Semi's danger text on white falls short of 4.5:1 at this size; the dialog asks first. */}
          <Button theme="borderless" size="small" onClick={() => onRemove(row)}>
            {T.REMOVE}
          </Button>
        </Space>
      ),
    },
  ];
}
