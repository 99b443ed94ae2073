// 上传素材's list: one row per picked file with its facts, its state in words (and a progress bar while its
// MD5 is computed or its bytes go up), the reason of a refusal or failure, a link to the material once it is
// one (or to the material it already was: 重复素材), and 取消, 重试 and 移除.
import { Link } from 'react-router';
import { Button } from '@toufang/ui';
import { factsLine } from '../../upload/file-facts';
import type { Material } from '../../upload/material-upload';
import { MATERIAL_UPLOAD_TEXTS as T } from '../../terms';
import { materialLink, type ItemView, type UploadItem } from './upload-rules';

export interface UploadRow {
  item: UploadItem;
  view: ItemView;
}

interface UploadListProps {
  rows: readonly UploadRow[];
  libraryPath: string;
  onCancel: (id: number) => void;
  onRetry: (id: number) => void;
  onRemove: (id: number) => void;
}

/** The facts a row shows: the server's once the file is a material (what it read from the content), the browser's before. */
function rowFacts({ item }: UploadRow): string {
  const m: Material | undefined = item.material;
  if (m) return factsLine({ width: m.width, height: m.height, size: m.size, duration: m.durationMs === null ? null : m.durationMs / 1000 });
  return item.facts ? factsLine(item.facts) : factsLine({ width: null, height: null, size: item.file.size, duration: null });
}

export function UploadList({ rows, libraryPath, onCancel, onRetry, onRemove }: UploadListProps) {
  if (rows.length === 0) return <p className="tf-upload-list__empty">{T.EMPTY}</p>;
  return (
    <ul className="tf-upload-list" aria-label={T.LIST}>
      {rows.map((row) => {
        const { item, view } = row;
        const name = item.file.name;
        return (
          <li key={item.id} className="tf-upload-row" aria-label={name} data-status={view.status}>
            <div className="tf-upload-row__main">
              <span className="tf-upload-row__name" title={name}>
                {name}
              </span>
              <span className="tf-upload-row__facts">{rowFacts(row)}</span>
            </div>
            <div className="tf-upload-row__state">
              <span className={`tf-upload-row__status tf-upload-row__status--${view.status}`}>{view.label}</span>
              {view.percent !== undefined ? <progress className="tf-upload-row__progress" max={100} value={view.percent} aria-label={`${name} ${view.label}`} /> : null}
              {view.reason ? <span className="tf-upload-row__reason">{view.reason}</span> : null}
              {view.status === 'duplicate' && item.material ? (
                <span className="tf-upload-row__reason">{T.DUPLICATE_OF(item.material.name, item.material.uploader?.name ?? '—')}</span>
              ) : null}
            </div>
            <div className="tf-upload-row__actions">
              {item.material ? <Link to={materialLink(libraryPath, item.material)}>{view.status === 'duplicate' ? T.VIEW_EXISTING : T.VIEW}</Link> : null}
              {view.canCancel ? (
                <Button size="small" aria-label={`${T.CANCEL} ${name}`} onClick={() => onCancel(item.id)}>
                  {T.CANCEL}
                </Button>
              ) : null}
              {view.canRetry ? (
                <Button size="small" aria-label={`${T.RETRY} ${name}`} onClick={() => onRetry(item.id)}>
                  {T.RETRY}
                </Button>
              ) : null}
              <Button size="small" type="tertiary" aria-label={`${T.REMOVE} ${name}`} onClick={() => onRemove(item.id)}>
                {T.REMOVE}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
