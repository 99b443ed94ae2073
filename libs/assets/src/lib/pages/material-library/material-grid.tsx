// 素材库's grid view: a card per material, rows of cards on a virtual list (TanStack Virtual), so a page of
// 200 materials keeps only the rows in sight in the DOM. The number of cards a row holds follows the
// container's width.
import { useEffect, useRef, useState } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox, Tag, Typography } from '@toufang/ui';
import { MATERIAL_TEXTS as T } from '../../terms';
import { durationText, fileSizeText, orientationText, pushSummary, type Material } from './material-library-rules';
import { PUSH_TEXTS } from './push/push-rules';

/** A card's width and height with its gap (px): a 160 px thumbnail square and two lines under it. */
const CARD = { WIDTH: 188, HEIGHT: 262, GAP: 16 } as const;
/** Before the container is measured (and in tests): a desk's usual content area. */
const INITIAL_RECT = { width: 1200, height: 720 };

export interface MaterialGridProps {
  materials: readonly Material[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onPreview: (material: Material) => void;
  onFavorite: (material: Material) => void;
  /** 推送记录 of a pushed material (its status tag opens it). */
  onPushes?: (material: Material) => void;
}

export function MaterialGrid({ materials, selected, onSelect, onPreview, onFavorite, onPushes }: MaterialGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(INITIAL_RECT.width);
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const perRow = Math.max(1, Math.floor((width + CARD.GAP) / (CARD.WIDTH + CARD.GAP)));
  const rows = Math.ceil(materials.length / perRow);
  const virtual = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD.HEIGHT + CARD.GAP,
    overscan: 2,
    initialRect: INITIAL_RECT,
    // A container without a size yet (hidden, or a test's DOM) lays out as the usual content area.
    observeElementRect: (instance, report) => observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : INITIAL_RECT)),
  });

  return (
    <div ref={scroller} className="tf-material-grid" role="list" aria-label={T.GRID}>
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((row) => (
          <div key={row.key} className="tf-material-grid__row" style={{ transform: `translateY(${row.start}px)`, gap: CARD.GAP }}>
            {materials.slice(row.index * perRow, (row.index + 1) * perRow).map((material) => (
              <MaterialCard
                key={material.id}
                material={material}
                checked={selected.has(material.id)}
                onSelect={onSelect}
                onPreview={onPreview}
                onFavorite={onFavorite}
                onPushes={onPushes}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

interface MaterialCardProps extends Pick<MaterialGridProps, 'onSelect' | 'onPreview' | 'onFavorite' | 'onPushes'> {
  material: Material;
  checked: boolean;
}

function MaterialCard({ material, checked, onSelect, onPreview, onFavorite, onPushes }: MaterialCardProps) {
  const isVideo = material.kind === 'video';
  return (
    <article className={`tf-material-card${checked ? ' tf-material-card--checked' : ''}`} role="listitem" aria-label={material.name} style={{ width: CARD.WIDTH }}>
      <button type="button" className="tf-material-card__thumb" onClick={() => onPreview(material)} aria-label={`${T.PREVIEW} ${material.name}`}>
        <img src={material.thumbnailUrl} alt="" loading="lazy" draggable={false} />
        {isVideo ? <span className="tf-material-card__duration">▶ {durationText(material.durationMs)}</span> : null}
      </button>
      <Checkbox className="tf-material-card__check" checked={checked} onChange={(e) => onSelect(material.id, Boolean(e.target.checked))} aria-label={`${T.SELECT} ${material.name}`} />
      <button
        type="button"
        className={`tf-material-card__favorite${material.favorite ? ' tf-material-card__favorite--on' : ''}`}
        aria-pressed={material.favorite}
        aria-label={material.favorite ? `${T.UNFAVORITE} ${material.name}` : `${T.FAVORITE} ${material.name}`}
        title={material.favorite ? T.UNFAVORITE : T.FAVORITE}
        onClick={() => onFavorite(material)}
      >
        {material.favorite ? '★' : '☆'}
      </button>
      <Typography.Text className="tf-material-card__name" ellipsis={{ showTooltip: true }}>
        {material.name}
      </Typography.Text>
      <div className="tf-material-card__meta">
        {material.width}×{material.height} · {orientationText(material.width, material.height)} · {fileSizeText(material.size)}
      </div>
      <div className="tf-material-card__meta">
        <span>{material.designer?.name ?? T.NO_DESIGNER}</span>
        {material.pushes.length > 0 && onPushes ? (
          <button type="button" className="tf-material-card__pushes" onClick={() => onPushes(material)} aria-label={`${PUSH_TEXTS.RECORDS} ${material.name}`}>
            <Tag size="small" color={material.pushes.some((p) => p.reviewState === 'rejected') ? 'red' : 'green'}>
              {pushSummary(material)}
            </Tag>
          </button>
        ) : (
          <Tag size="small" color={material.pushes.length === 0 ? 'grey' : material.pushes.some((p) => p.reviewState === 'rejected') ? 'red' : 'green'}>
            {pushSummary(material)}
          </Tag>
        )}
      </div>
    </article>
  );
}
