// The home area's Chinese texts (issue 24, docs/design/live-home.md §4.6, §7).
export const HOME_SERVER_TEXTS = {
  /** board/save of a version another page has saved over (design §4.6). */
  BOARD_CONFLICT: '看板已在其他页面修改，请刷新后重试',
} as const;
