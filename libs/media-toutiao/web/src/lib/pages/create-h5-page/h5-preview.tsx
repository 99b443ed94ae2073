// The mobile preview of 创建H5落地页: a 375 × 667 phone frame showing the bricks as the sandbox site renders
// them (an image or video as a frame naming its 素材, the form's fields without sending), texts as text.
import { TOUTIAO_SITE_FORM_FIELDS } from '@toufang/media-toutiao-limits';
import type { DraftBrick } from './h5-rules';
import { H5_TEXTS as T } from './texts';

const fieldLabel = (field: string) => TOUTIAO_SITE_FORM_FIELDS.find((f) => f.value === field)?.label ?? field;

function PreviewBrick({ brick }: { brick: DraftBrick }) {
  switch (brick.type) {
    case 'image':
    case 'video':
      return (
        <figure className="tf-h5-preview__brick">
          <div className="tf-h5-preview__material">{brick.material_id ? (brick.type === 'image' ? T.IMAGE_CHOSEN(brick.material_id) : T.VIDEO_CHOSEN(brick.material_id)) : brick.type === 'image' ? T.FIELDS.IMAGE : T.FIELDS.VIDEO}</div>
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
