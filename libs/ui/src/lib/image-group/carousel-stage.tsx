// The picture, its arrows and its caption bar, shared by the image group's preview modal and the carousel
// previewer: both step through the same items with the same carousel controls.
import type { CSSProperties, KeyboardEvent } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { IconChevronLeft, IconChevronRight, IconPause, IconPlay } from '@douyinfe/semi-icons';
import { LazyImage } from '../image/image';
import { type ImageItem, previewSource } from '../image/image-rules';
import { IMAGE_GROUP_TEXTS, carouselCounter } from './image-group-rules';
import type { CarouselControls } from './use-carousel';
import './carousel-stage.css';

export interface CarouselStageProps {
  items: readonly ImageItem[];
  carousel: CarouselControls;
  height: CSSProperties['height'];
  onImageError?: (item: ImageItem, index: number) => void;
  /** Given, the stage takes focus and handles keys itself (the previewer); the modal listens on the document. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

export function CarouselStage({ items, carousel, height, onImageError, onKeyDown }: CarouselStageProps) {
  const count = items.length;
  const item = items[carousel.index];
  if (!item) return null;
  const counter = carouselCounter(carousel.index, count);
  return (
    <>
      <div
        className="tf-carousel-stage__main"
        role="region"
        aria-roledescription="carousel"
        aria-label={IMAGE_GROUP_TEXTS.CAROUSEL}
        tabIndex={onKeyDown ? 0 : undefined}
        style={{ height }}
        data-paused={carousel.paused}
        onKeyDown={onKeyDown}
        {...carousel.pauseHandlers}
      >
        <div className="tf-carousel-stage__slide" role="group" aria-roledescription="slide" aria-label={counter} aria-live={carousel.paused ? 'polite' : 'off'}>
          <LazyImage
            src={previewSource(item)}
            fileName={item.fileName}
            lowQuality={item.lowQuality}
            lazy={false}
            fit="contain"
            width="100%"
            height="100%"
            onError={() => onImageError?.(item, carousel.index)}
          />
        </div>
        {count > 1 ? (
          <>
            <button type="button" className="tf-carousel-stage__arrow tf-carousel-stage__arrow--prev" aria-label={IMAGE_GROUP_TEXTS.PREV} onClick={carousel.prev}>
              <IconChevronLeft size="large" aria-hidden />
            </button>
            <button type="button" className="tf-carousel-stage__arrow tf-carousel-stage__arrow--next" aria-label={IMAGE_GROUP_TEXTS.NEXT} onClick={carousel.next}>
              <IconChevronRight size="large" aria-hidden />
            </button>
          </>
        ) : null}
      </div>
      <div className="tf-carousel-stage__bar">
        <span className="tf-carousel-stage__counter">{counter}</span>
        <span className="tf-carousel-stage__caption">
          {item.fileName ? <span className="tf-carousel-stage__name">{item.fileName}</span> : null}
          {item.previewTip ? <span className="tf-carousel-stage__tip">{item.previewTip}</span> : null}
        </span>
        {count > 1 ? (
          <Button size="small" theme="borderless" icon={carousel.playing ? <IconPause aria-hidden /> : <IconPlay aria-hidden />} onClick={() => carousel.setPlaying(!carousel.playing)}>
            {carousel.playing ? IMAGE_GROUP_TEXTS.PAUSE : IMAGE_GROUP_TEXTS.PLAY}
          </Button>
        ) : null}
      </div>
    </>
  );
}
