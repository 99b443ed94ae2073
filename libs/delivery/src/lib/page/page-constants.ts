// The delivery page's own numbers. None is a spec number (spec §9 numbers live in libs/domain); each is the
// page's choice, said once here.
export const DELIVERY_PAGE = {
  /** How often a running edit's progress is asked for, ms. */
  EDIT_POLL_MS: 1000,
  /** Page sizes from this up draw their rows virtualised (architecture: lists over about 100 rows). */
  VIRTUAL_FROM_PAGE_SIZE: 100,
  /** The virtualised body's height, px: about nine rows in view. */
  VIRTUAL_HEIGHT: 600,
  /** The trend chart's height, px. */
  TREND_HEIGHT: 320,
  /** Failed rows listed in the progress dialog before it scrolls, px. */
  FAILURES_HEIGHT: 260,
  /** The column settings dialog's width, px. */
  COLUMNS_DIALOG_WIDTH: 960,
  /** The narrower dialogs (budget, progress), px. */
  SMALL_DIALOG_WIDTH: 560,
  /** The account picker's width, px. */
  ACCOUNT_PICKER_WIDTH: 260,
  /** The search field's select of name or id, px. */
  SEARCH_FIELD_WIDTH: 80,
} as const;
