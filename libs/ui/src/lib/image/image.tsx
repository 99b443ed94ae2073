// Lazy image (widgets spec §4, §8): waits until it scrolls into view, shows a skeleton (or the item's
// poster) while loading, the picture once loaded, and a fallback picture when loading fails.
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import Skeleton from '@douyinfe/semi-ui-19/lib/es/skeleton';
import { IMAGE_FALLBACK_SRC } from './image-fallback';
import { IMAGE_TEXTS, type ImageItem, type ImageStatus, imageAlt, statusFor } from './image-rules';
import './image.css';

export interface LazyImageProps extends ImageItem {
  /** Alt text; the file name by default, else 图片. */
  alt?: string;
  width?: number | string;
  height?: number | string;
  /** How the picture fills its box; cover by default. */
  fit?: 'cover' | 'contain';
  /** Load only once in view; on by default. Off loads at once (e.g. inside an open preview). */
  lazy?: boolean;
  /** IntersectionObserver rootMargin, to start loading a little before the picture shows. */
  rootMargin?: string;
  className?: string;
  style?: CSSProperties;
  onLoad?: (src: string) => void;
  /** The picture failed to load; the fallback picture shows instead. */
  onError?: (src: string) => void;
}

type LoadResult = { src: string; status: Exclude<ImageStatus, 'loading'> };

/**
 * True once the element has been in view. Without IntersectionObserver (old browsers) it is true at once
 * and the browser's own loading="lazy" defers the download instead.
 */
function useSeen(ref: RefObject<HTMLElement | null>, enabled: boolean, rootMargin: string | undefined): boolean {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(false);
  const watching = enabled && observable && !seen;
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching, rootMargin]);
  return seen || !enabled || !observable;
}

export function LazyImage({
  src,
  fileName,
  poster,
  lowQuality = false,
  alt,
  width,
  height,
  fit = 'cover',
  lazy = true,
  rootMargin,
  className,
  style,
  onLoad,
  onError,
}: LazyImageProps) {
  const hostRef = useRef<HTMLSpanElement>(null);
  const inView = useSeen(hostRef, lazy, rootMargin);
  const [result, setResult] = useState<LoadResult | null>(null);
  const status = statusFor(src, result);
  const label = imageAlt(alt, fileName);
  const classes = ['tf-image', `tf-image--${status}`, `tf-image--${fit}`, className].filter(Boolean).join(' ');
  return (
    <span ref={hostRef} className={classes} style={{ width, height, ...style }} data-status={status} aria-busy={status === 'loading'}>
      {status === 'error' ? (
        <img className="tf-image__img" src={IMAGE_FALLBACK_SRC} alt={IMAGE_TEXTS.LOAD_FAILED} title={label} />
      ) : inView ? (
        <img
          // A new src is a new element, so a late event of the old picture cannot land on the new one.
          key={src}
          className="tf-image__img"
          src={src}
          alt={label}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          onLoad={() => {
            setResult({ src, status: 'loaded' });
            onLoad?.(src);
          }}
          onError={() => {
            setResult({ src, status: 'error' });
            onError?.(src);
          }}
        />
      ) : null}
      {status === 'loading' ? (
        <span className="tf-image__placeholder" aria-hidden="true">
          {poster ? <img className="tf-image__poster" src={poster} alt="" /> : <Skeleton active loading className="tf-image__skeleton" placeholder={<Skeleton.Image className="tf-image__skeleton-image" />} />}
        </span>
      ) : null}
      {lowQuality ? <span className="tf-image__mark">{IMAGE_TEXTS.LOW_QUALITY}</span> : null}
    </span>
  );
}
