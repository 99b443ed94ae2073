// Image group (widgets spec §2, §9): up to 6 pictures laid out for 1, 2, 3, 4 or 6 (5 use the 6 layout
// with one empty cell; more than 6 show the first 6 with +N on the last). A click opens the preview
// carousel on that picture.
import { type CSSProperties, useState } from 'react';
import { DEFAULT_TEXTS, IMAGE_GROUP } from '@toufang/domain';
import { LazyImage } from '../image/image';
import { type ImageItem, imageAlt } from '../image/image-rules';
import { imageGroupLayout, moreLabel, previewLabel } from './image-group-rules';
import { ImagePreviewModal } from './image-preview-modal';
import './image-group.css';

export interface ImageGroupProps {
  images: ImageItem[];
  /** Opens the preview on a click; on by default. */
  preview?: boolean;
  /** Edge of one cell in px; the one-picture layout is twice as wide. 80 by default. */
  cellSize?: number;
  /** Preview auto-advance interval, ms; IMAGE_GROUP.CAROUSEL_INTERVAL_MS (2500) by default. */
  interval?: number;
  /** Preview modal width; the modal default (1200) by default. */
  previewWidth?: number;
  /** The preview opened on a picture. */
  onPreviewOpen?: (index: number) => void;
  onPreviewClose?: () => void;
  /** The preview moved to another picture. */
  onPreviewIndexChange?: (index: number) => void;
  /** A picture failed to load (in the grid or the preview); the fallback shows. */
  onImageError?: (item: ImageItem, index: number) => void;
  className?: string;
}

type GroupStyle = CSSProperties & { '--tf-image-group-columns'?: number; '--tf-image-group-cell'?: string };

export function ImageGroup({
  images,
  preview = true,
  cellSize = 80,
  interval = IMAGE_GROUP.CAROUSEL_INTERVAL_MS,
  previewWidth,
  onPreviewOpen,
  onPreviewClose,
  onPreviewIndexChange,
  onImageError,
  className,
}: ImageGroupProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const layout = imageGroupLayout(images.length);
  if (layout.size === 0) return <span className={['tf-image-group', 'tf-image-group--empty', className].filter(Boolean).join(' ')}>{DEFAULT_TEXTS.EMPTY_DATA}</span>;

  const open = (index: number) => {
    setOpenAt(index);
    onPreviewOpen?.(index);
  };
  const style: GroupStyle = { '--tf-image-group-columns': layout.columns, '--tf-image-group-cell': `${cellSize}px` };
  const shown = images.slice(0, layout.shown);
  return (
    <>
      <ul
        className={['tf-image-group', `tf-image-group--size-${layout.size}`, className].filter(Boolean).join(' ')}
        style={style}
        data-layout={layout.size}
      >
        {shown.map((item, index) => {
          const alt = imageAlt(undefined, item.fileName);
          const more = index === layout.shown - 1 && layout.hidden > 0 ? moreLabel(layout.hidden) : null;
          const picture = (
            <>
              <LazyImage {...item} alt={alt} width="100%" height="100%" onError={() => onImageError?.(item, index)} />
              {more ? (
                <span className="tf-image-group__more" aria-hidden="true">
                  {more}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={`${index}-${item.src}`} className="tf-image-group__cell">
              {preview ? (
                <button type="button" className="tf-image-group__button" aria-label={`${previewLabel(alt)}${more ? `（${more}）` : ''}`} onClick={() => open(index)}>
                  {picture}
                </button>
              ) : (
                picture
              )}
            </li>
          );
        })}
        {Array.from({ length: layout.empty }, (_, index) => (
          <li key={`empty-${index}`} className="tf-image-group__cell tf-image-group__cell--empty" aria-hidden="true" />
        ))}
      </ul>
      {preview ? (
        <ImagePreviewModal
          visible={openAt !== null}
          images={images}
          initialIndex={openAt ?? 0}
          interval={interval}
          width={previewWidth}
          onIndexChange={onPreviewIndexChange}
          onImageError={onImageError}
          onClose={() => {
            setOpenAt(null);
            onPreviewClose?.();
          }}
        />
      ) : null}
    </>
  );
}
