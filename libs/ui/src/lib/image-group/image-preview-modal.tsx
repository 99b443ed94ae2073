// The image group's preview (widgets spec §2, §9): a modal carousel that steps every 2500 ms, pauses while
// the pointer or focus is on the picture (or the user pressed pause), steps with the left and right arrow
// keys, and closes with Escape or its close button, not on a backdrop click (widgets spec §2).
// Semi's ImagePreview is not used: it cannot pause on hover or focus, and its toolbar (zoom, rotate,
// download) is more than the spec asks for.
import { useEffect } from 'react';
import Modal from '@douyinfe/semi-ui-19/lib/es/modal';
import { CAROUSEL_PREVIEWER, IMAGE_GROUP, SIZES } from '@toufang/domain';
import type { ImageItem } from '../image/image-rules';
import { useScrollLock } from '../scroll-lock/scroll-lock';
import { CarouselStage } from './carousel-stage';
import { IMAGE_GROUP_TEXTS, carouselKeyAction } from './image-group-rules';
import { useCarousel } from './use-carousel';
import './image-group.css';

export interface ImagePreviewModalProps {
  visible: boolean;
  images: ImageItem[];
  /** The picture the preview opens on. */
  initialIndex?: number;
  onClose: () => void;
  /** The picture shown changed (a step by hand, key or timer). */
  onIndexChange?: (index: number) => void;
  /** A picture failed to load in the preview; the fallback shows. */
  onImageError?: (item: ImageItem, index: number) => void;
  /** Auto-advance interval, ms; IMAGE_GROUP.CAROUSEL_INTERVAL_MS (2500) by default. */
  interval?: number;
  /** Starts playing; on by default. */
  autoPlay?: boolean;
  /** Modal width; the modal default SIZES.MODAL_WIDTH (1200) by default. */
  width?: number;
  title?: string;
  /** Close on a backdrop click; off by default (widgets spec §2). */
  maskClosable?: boolean;
}

type CarouselProps = Required<Pick<ImagePreviewModalProps, 'images' | 'initialIndex' | 'interval' | 'autoPlay'>> &
  Pick<ImagePreviewModalProps, 'onIndexChange' | 'onImageError'>;

/** Mounted only while the modal is open, so each opening starts playing afresh. */
function PreviewCarousel({ images, initialIndex, interval, autoPlay, onIndexChange, onImageError }: CarouselProps) {
  const count = images.length;
  const carousel = useCarousel({ count, interval, defaultIndex: initialIndex, onIndexChange, autoPlay });
  const { prev, next } = carousel;

  useEffect(() => {
    if (count < 2) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = carouselKeyAction(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'prev') prev();
      else next();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count, prev, next]);

  return (
    <div className="tf-image-preview">
      <CarouselStage items={images} carousel={carousel} height={CAROUSEL_PREVIEWER.HEIGHT} onImageError={onImageError} />
    </div>
  );
}

export function ImagePreviewModal({
  visible,
  images,
  initialIndex = 0,
  onClose,
  onIndexChange,
  onImageError,
  interval = IMAGE_GROUP.CAROUSEL_INTERVAL_MS,
  autoPlay = true,
  width = SIZES.MODAL_WIDTH,
  title = IMAGE_GROUP_TEXTS.PREVIEW_TITLE,
  maskClosable = false,
}: ImagePreviewModalProps) {
  useScrollLock(visible);
  return (
    <Modal
      visible={visible}
      title={title}
      width={width}
      footer={null}
      maskClosable={maskClosable}
      closeOnEsc
      onCancel={onClose}
      className="tf-image-preview-modal"
    >
      {visible ? (
        <PreviewCarousel
          images={images}
          initialIndex={initialIndex}
          interval={interval}
          autoPlay={autoPlay}
          onIndexChange={onIndexChange}
          onImageError={onImageError}
        />
      ) : null}
    </Modal>
  );
}
