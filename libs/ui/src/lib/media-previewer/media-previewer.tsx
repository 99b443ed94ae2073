// Media previewer (widgets spec §2, §3, §8): a thumbnail that opens a modal playing the picture or video.
// A video plays with its controls; when it fails an error picture shows and onVideoError fires. A picture
// that fails shows the lazy image's fallback. Like every modal of the desk it does not close on a backdrop
// click (widgets spec §2); Escape and the close button close it.
import { useState } from 'react';
import Modal from '@douyinfe/semi-ui-19/lib/es/modal';
import { IconPlay } from '@douyinfe/semi-icons';
import { SIZES } from '@toufang/domain';
import { LazyImage } from '../image/image';
import { useScrollLock } from '../scroll-lock/scroll-lock';
import { MEDIA_PREVIEW_TEXTS, MEDIA_TYPE, type MediaPreviewItem, type MediaType, mediaKey, mediaName, mediaTitle, thumbnailSource, triggerLabel, videoPoster } from './media-previewer-rules';
import { VIDEO_ERROR_SRC } from './video-error-image';
import './media-previewer.css';

export interface MediaPreviewerProps {
  type: MediaType;
  item: MediaPreviewItem;
  /** Controlled open state; leave out to let the trigger open and close it. */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Shows the thumbnail that opens the preview; on by default. Off renders the modal alone. */
  showTrigger?: boolean;
  /** Edge of the thumbnail in px; 80 by default. */
  triggerSize?: number;
  /** Modal width; the modal default SIZES.MODAL_WIDTH (1200) by default. */
  width?: number;
  /** Close on a backdrop click; off by default (widgets spec §2). */
  maskClosable?: boolean;
  /** The video failed to load (widgets spec §8); the error picture shows. */
  onVideoError?: (item: MediaPreviewItem) => void;
  /** The picture failed to load; the fallback picture shows. */
  onImageError?: (item: MediaPreviewItem) => void;
  className?: string;
}

/** Mounted only while the modal is open, so a failed video is tried again on the next opening. */
function MediaBody({ type, item, onVideoError, onImageError }: Pick<MediaPreviewerProps, 'type' | 'item' | 'onVideoError' | 'onImageError'>) {
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const name = mediaName(type, item);
  const failed = failedKey === mediaKey(item);
  return (
    <figure className="tf-media-previewer__body">
      <div className="tf-media-previewer__media">
        {type === MEDIA_TYPE.VIDEO ? (
          failed ? (
            <img className="tf-media-previewer__video-error" src={VIDEO_ERROR_SRC} alt={MEDIA_PREVIEW_TEXTS.VIDEO_FAILED} title={name} />
          ) : (
            <video
              key={mediaKey(item)}
              className="tf-media-previewer__video"
              src={item.previewUrl}
              poster={videoPoster(item)}
              controls
              preload="metadata"
              aria-label={name}
              onError={() => {
                setFailedKey(mediaKey(item));
                onVideoError?.(item);
              }}
            />
          )
        ) : (
          <LazyImage
            className="tf-media-previewer__image"
            src={item.previewUrl}
            alt={name}
            poster={item.thumbnailUrl}
            lazy={false}
            fit="contain"
            onError={() => onImageError?.(item)}
          />
        )}
      </div>
      {item.fileName ? <figcaption className="tf-media-previewer__caption">{item.fileName}</figcaption> : null}
    </figure>
  );
}

export function MediaPreviewer({
  type,
  item,
  visible,
  defaultVisible = false,
  onVisibleChange,
  showTrigger = true,
  triggerSize = 80,
  width = SIZES.MODAL_WIDTH,
  maskClosable = false,
  onVideoError,
  onImageError,
  className,
}: MediaPreviewerProps) {
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const open = visible ?? ownVisible;
  const setOpen = (next: boolean) => {
    setOwnVisible(next);
    onVisibleChange?.(next);
  };
  useScrollLock(open);
  const thumbnail = thumbnailSource(type, item);
  return (
    <>
      {showTrigger ? (
        <button
          type="button"
          className={['tf-media-previewer__trigger', `tf-media-previewer__trigger--${type.toLowerCase()}`, className].filter(Boolean).join(' ')}
          style={{ width: triggerSize, height: triggerSize }}
          aria-label={triggerLabel(type, item)}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {thumbnail ? <LazyImage src={thumbnail} alt={mediaName(type, item)} width="100%" height="100%" /> : null}
          {type === MEDIA_TYPE.VIDEO ? (
            <span className="tf-media-previewer__play" aria-hidden="true">
              <IconPlay size="large" aria-hidden />
            </span>
          ) : null}
        </button>
      ) : null}
      <Modal
        visible={open}
        title={mediaTitle(type)}
        width={width}
        footer={null}
        maskClosable={maskClosable}
        closeOnEsc
        onCancel={() => setOpen(false)}
        className="tf-media-previewer"
      >
        {open ? <MediaBody type={type} item={item} onVideoError={onVideoError} onImageError={onImageError} /> : null}
      </Modal>
    </>
  );
}
