import Tag, { type TagProps } from '@douyinfe/semi-ui-19/lib/es/tag';
import { EllipsisText } from '../ellipsis-text/ellipsis-text';
import { OVERLAY_DEFAULTS } from './overlay-defaults-rules';
import './overlay-defaults.css';

export interface DeskTagProps extends Omit<TagProps, 'children' | 'aria-label'> {
  /** The tag's full text. */
  children: string;
  /** Max width in px: 88 by default (widgets spec §9). */
  maxWidth?: number;
  /** Hover delay before the full text shows: 1000 ms by default, never below 250 ms (widgets spec §9). */
  tooltipDelay?: number;
}

/**
 * Semi Tag with the desk's defaults (widgets spec §9): at most 88 px wide, a longer text ends in an ellipsis
 * and shows whole in a tooltip. The text is part 1's EllipsisText, so the cut is CSS only and screen readers
 * read the whole text.
 */
export function DeskTag({ children, maxWidth = OVERLAY_DEFAULTS.tagMaxWidth, tooltipDelay, style, className, ...rest }: DeskTagProps) {
  return (
    <Tag
      {...rest}
      className={['tf-desk-tag', className ?? ''].filter(Boolean).join(' ')}
      style={{ maxWidth, ...style }}
    >
      <EllipsisText tooltipDelay={tooltipDelay}>{children}</EllipsisText>
    </Tag>
  );
}
