import { SIZES } from '@toufang/domain';

// The tooltip delay rule already lives with part 1's EllipsisText (1000 ms by default, never below 250 ms);
// the desk's tooltips share it rather than keep a second copy.
export { tooltipDelay } from '../ellipsis-text/ellipsis-text-rules';

/** Texts of the desk's overlays. Semi names its own close and footer buttons in English for screen readers. */
export const OVERLAY_TEXTS = {
  CLOSE: '关闭',
} as const;

/**
 * How long a tooltip stays after the pointer leaves its trigger, so the pointer can move onto the tooltip
 * itself (WCAG 1.4.13, hoverable). Not a spec number: a short grace period of the desk's own.
 */
export const TOOLTIP_LEAVE_GRACE_MS = 100;

/** The defaults every modal and drawer of the desk starts from (widgets spec §2, §9). */
export const OVERLAY_DEFAULTS = {
  maskClosable: false, // widgets spec §2: no close on a backdrop click
  modalWidth: SIZES.MODAL_WIDTH, // widgets spec §9: 1200
  drawerWidth: SIZES.DRAWER_WIDTH, // widgets spec §9: 1200
  tooltipMaxWidth: SIZES.TOOLTIP_MAX_WIDTH_WIDGETS, // widgets spec §9: 350
  tooltipOffset: SIZES.TOOLTIP_OFFSET, // widgets spec §9: tooltip offset 10
  tagMaxWidth: SIZES.TAG_MAX_WIDTH, // widgets spec §9: 88
} as const;
