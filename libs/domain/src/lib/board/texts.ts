// The Chinese texts of 看板's save check (issue 24; docs/design/live-home.md §2 board/board-cards.ts, §7 "board layout
// malformed": 400 with the widgets' messages, then these). The layout's own messages are the widgets' (LAYOUT_MESSAGES,
// widgets spec §5); the cards' titles are in BOARD_CARD_KINDS.
import { BOARD_LIMITS } from './board-limits';

export const BOARD_MESSAGES = {
  notObject: '看板布局必须是对象',
  cardsNotObject: '卡片设置必须是对象',
  tooManyCards: `看板最多放置${BOARD_LIMITS.CARDS_MAX}张卡片`,
  columnTooTall: (column: number) => `第${column}列最多放置${BOARD_LIMITS.CARDS_PER_COLUMN_MAX}张卡片`,
  cardMissing: (column: number, index: number) => `第${column}列第${index}个插槽没有选择卡片`,
  cardOrphan: (id: string) => `卡片「${id}」不在任何插槽中`,
  kindUnknown: (column: number, index: number) => `第${column}列第${index}个插槽的卡片类型未知`,
  kindUnavailable: (title: string) => `未开通「${title}」卡片`,
  settingUnknown: (title: string, key: string) => `「${title}」不支持设置「${key}」`,
  rangeInvalid: (title: string) => `「${title}」的时间范围无效`,
  mediaInvalid: (title: string) => `「${title}」的媒体无效`,
  settingsNotObject: (title: string) => `「${title}」的设置必须是对象`,
} as const;

