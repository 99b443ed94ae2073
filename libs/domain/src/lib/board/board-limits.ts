// The limits of 看板 (issue 24; docs/design/live-home.md §2 board/board-cards.ts "at most 12 cards"; widgets spec §9
// for a column's 2 rows). One place for the editor's palette, the server's save check and the contract's bounds.
import { LAYOUT_SIZES } from '../constants';

export const BOARD_LIMITS = {
  /** Cards on one board. */
  CARDS_MAX: 12,
  /** Cards stacked in one column: the layout's 2 rows (widgets spec §9), as the config editor allows. */
  CARDS_PER_COLUMN_MAX: LAYOUT_SIZES.LAYOUT_ROWS,
} as const;
