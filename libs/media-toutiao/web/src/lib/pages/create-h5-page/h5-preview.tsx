// The mobile preview of 创建H5落地页: a 375 × 667 phone frame showing the bricks as the sandbox site renders
// them (the form's fields without sending), texts as text. An image or video brick naming a desk 素材 shows
// the 素材库's thumbnail (a video its poster); one naming the media's own id (a page whose material left the
// library) shows it from the sandbox media's address, same-origin as the desk's img-src allows; the grey frame
// naming the 素材 stands while the library answers or when it cannot be shown.
import { useQuery } from '@tanstack/react-query';
import { defineQuery } from '@toufang/api';
import { TOUTIAO_SITE_FORM_FIELDS, toutiaoSandboxMaterialUrl } from '@toufang/media-toutiao-limits';
import type { DraftBrick } from './h5-rules';
import { H5_TEXTS as T } from './texts';

const fieldLabel = (field: string) => TOUTIAO_SITE_FORM_FIELDS.find((f) => f.value === field)?.label ?? field;

/** A brick's material looked up in the 素材库 (the list's keyword matches an id exactly; the picker asks the same). */
const brickMaterialQuery = (id: string, kind: 'image' | 'video') =>
  defineQuery('post', '/api/material/list', { body: { current: 1, size: 1, kind, keyword: id, sort: 'uploadTime' as const, order: 'desc' as const } });

function PreviewMaterial({ id, kind, caption }: { id: string; kind: 'image' | 'video'; caption: string }) {
  const lookup = useQuery({ ...brickMaterialQuery(id, kind), staleTime: Infinity });
  const frame = <div className="tf-h5-preview__material">{kind === 'image' ? T.IMAGE_CHOSEN(id) : T.VIDEO_CHOSEN(id)}</div>;
  if (!lookup.isSuccess) return frame;
  const alt = caption || (kind === 'image' ? T.IMAGE_CHOSEN(id) : T.VIDEO_CHOSEN(id));
  const desk = lookup.data.records.find((r) => String(r.id) === id);
  if (desk) return <img className="tf-h5-preview__picture" src={kind === 'video' ? (desk.posterUrl ?? desk.thumbnailUrl) : desk.thumbnailUrl} alt={alt} />;
  // Not in the library the caller sees: the account's own material, as the published page shows it.
  const src = toutiaoSandboxMaterialUrl(id);
  return kind === 'image' ? <img className="tf-h5-preview__picture" src={src} alt={alt} /> : <video className="tf-h5-preview__picture" src={src} preload="metadata" muted playsInline aria-label={alt} />;
}

function PreviewBrick({ brick }: { brick: DraftBrick }) {
  switch (brick.type) {
    case 'image':
    case 'video':
      return (
        <figure className="tf-h5-preview__brick">
          {brick.material_id ? <PreviewMaterial id={brick.material_id} kind={brick.type} caption={brick.text ?? ''} /> : <div className="tf-h5-preview__material">{brick.type === 'image' ? T.FIELDS.IMAGE : T.FIELDS.VIDEO}</div>}
          {brick.text ? <figcaption>{brick.text}</figcaption> : null}
        </figure>
      );
    case 'text':
      return <p className="tf-h5-preview__brick tf-h5-preview__text">{brick.text}</p>;
    case 'button':
      return (
        <div className="tf-h5-preview__brick">
          <span className="tf-h5-preview__button">{brick.text}</span>
        </div>
      );
    case 'form':
      return (
        <div className="tf-h5-preview__brick tf-h5-preview__form">
          <strong>{brick.text}</strong>
          {(brick.fields ?? []).map((field) => (
            <span key={field} className="tf-h5-preview__input">
              {fieldLabel(field)}
            </span>
          ))}
          <span className="tf-h5-preview__button">{brick.submit_text}</span>
        </div>
      );
    default:
      return null;
  }
}

export function H5Preview({ name, bricks }: { name: string; bricks: readonly DraftBrick[] }) {
  return (
    <figure className="tf-h5-preview" aria-label={T.PREVIEW}>
      <div className="tf-h5-preview__screen" data-testid="h5-preview">
        <div className="tf-h5-preview__title">{name || T.TITLE}</div>
        <div className="tf-h5-preview__sandbox">{T.SANDBOX}</div>
        {bricks.length === 0 ? <p className="tf-h5-preview__empty">{T.PREVIEW_EMPTY}</p> : bricks.map((brick) => <PreviewBrick key={brick.key} brick={brick} />)}
      </div>
      <figcaption className="tf-h5__sr-only">{T.PREVIEW}</figcaption>
    </figure>
  );
}
