import { MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { Tree, type TreeProps } from '../tree/tree';
import { labelFilter } from '../tree/tree-rules';
import './placement-tree.css';

/** Texts of the placement-location tree. */
export const PLACEMENT_TREE_TEXTS = {
  /** 版位: the ad placements a media offers (its apps and the slots inside them). */
  PLACEMENT: '版位',
} as const;

/** The tree's name: the media's Chinese name and 版位, e.g. 巨量引擎版位. */
export function placementTreeLabel(media: MediaCode): string {
  return `${MEDIA_DISPLAY_NAMES[media]}${PLACEMENT_TREE_TEXTS.PLACEMENT}`;
}

export interface PlacementTreeProps extends Omit<TreeProps, 'nodeKey' | 'filter'> {
  /** Whose placements these are; names the tree (巨量引擎版位…). */
  media: MediaCode;
  /** The key field of the placement nodes; 'value' by default. */
  nodeKey?: string;
  /** The comma filter (on by default; the label filter unless another method is given). */
  filter?: boolean;
  /** Shows the media's name and 版位 above the tree (on by default). */
  showTitle?: boolean;
}

/**
 * The placement-location tree: the tree applied to one media's ad placements (今日头条, 抖音, 穿山甲… for
 * 巨量引擎). The caller loads the placements; every rule (filter, maximum, expand-all, key errors) is the tree's.
 */
export function PlacementTree({
  media,
  nodeKey = 'value',
  multiple = true,
  filter = true,
  filterNodeMethod = labelFilter,
  showTitle = true,
  className,
  'aria-label': ariaLabel,
  ...rest
}: PlacementTreeProps) {
  const label = ariaLabel ?? placementTreeLabel(media);
  return (
    <section className={['tf-placement-tree', className ?? ''].filter(Boolean).join(' ')} aria-label={label} data-media={media}>
      {showTitle ? <div className="tf-placement-tree__title">{label}</div> : null}
      <Tree {...rest} nodeKey={nodeKey} multiple={multiple} filter={filter} filterNodeMethod={filterNodeMethod} aria-label={label} />
    </section>
  );
}
