// 看板 (issue 24 "arrangeable cards over the same figures using the layout module widgets, saved per person";
// docs/design/live-home.md §2 board/board-cards.ts, §4.6, §5.2): the kinds of card, a person's layout and its save
// check. The layout is the widgets' LayoutConfig (widgets spec §3) with a card in every slot, checked by the widgets'
// own slot validation (widgets spec §5, layout-config.ts) first, so the editor and the server refuse with the same words.
import type { ButtonConfigFlag } from '../button-config';
import { validateLayoutConfig, type LayoutConfig, type LayoutErrorCode } from '../layout-config';
import { isMediaCode, type MediaCode } from '../media';
import { BOARD_LIMITS } from './board-limits';
import { BOARD_MESSAGES } from './texts';

/** What a card may be set to: the span of its figures and one media, where the kind reads them (design §4.6). */
export const BOARD_RANGES = [
  { value: 'today', label: '今天' },
  { value: 'yesterday', label: '昨天' },
  { value: 'last7', label: '过去7天' },
  { value: 'last30', label: '过去30天' },
] as const;
export type BoardRange = (typeof BOARD_RANGES)[number]['value'];

export type BoardCardSetting = 'range' | 'media';

export interface BoardCardKindDef {
  readonly title: string;
  /** The settings the card reads; any other is refused. */
  readonly settings: readonly BoardCardSetting[];
  /** A buttonConfig flag without which the card is not offered nor saved. */
  readonly requires?: ButtonConfigFlag;
}

/** The cards, in the palette's order (design §2). */
export const BOARD_CARD_KINDS = {
  compare: { title: '今日对比', settings: ['media'] },
  trend: { title: '消耗趋势', settings: ['range', 'media'] },
  mediaShare: { title: '媒体分布', settings: ['range'] },
  topAccounts: { title: '账户排行', settings: ['range', 'media'] },
  topPlans: { title: '计划排行', settings: ['range', 'media'] },
  lowBalance: { title: '余额不足账户', settings: ['media'] },
  recentTasks: { title: '最近创建任务', settings: ['media'] },
  recentRuleActions: { title: '最近规则动作', settings: [] },
  messages: { title: '消息', settings: [] },
  liveRooms: { title: '直播中的直播间', settings: [], requires: 'SHOW_QIANCHUAN_BUTTON' },
} as const satisfies Record<string, BoardCardKindDef>;

export type BoardCardKind = keyof typeof BOARD_CARD_KINDS;
export const BOARD_CARD_KIND_KEYS = Object.keys(BOARD_CARD_KINDS) as BoardCardKind[];

export function isBoardCardKind(x: unknown): x is BoardCardKind {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(BOARD_CARD_KINDS, x);
}

/** Unset: today, every media. */
export interface BoardCardSettings {
  range?: BoardRange;
  media?: MediaCode;
}

export interface BoardCard {
  kind: BoardCardKind;
  settings: BoardCardSettings;
}

/** A person's board: the widgets' layout, and the card each slot id shows. */
export interface BoardLayout extends LayoutConfig {
  cards: Record<string, BoardCard>;
}

/** Whether a person with these flags may have a card of this kind. */
export function boardCardAvailable(kind: BoardCardKind, buttonConfig: Partial<Record<ButtonConfigFlag, boolean>>): boolean {
  const def: BoardCardKindDef = BOARD_CARD_KINDS[kind];
  return def.requires === undefined || buttonConfig[def.requires] === true;
}

export type BoardErrorCode =
  | LayoutErrorCode
  | 'notObject'
  | 'cardsNotObject'
  | 'tooManyCards'
  | 'columnTooTall'
  | 'cardMissing'
  | 'cardOrphan'
  | 'kindUnknown'
  | 'kindUnavailable'
  | 'settingInvalid';

export interface BoardLayoutProblem {
  code: BoardErrorCode;
  message: string;
  /** 0-based column and slot, when the problem is about one. */
  column?: number;
  index?: number;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function settingsProblems(kind: BoardCardKind, settings: unknown, at: { column: number; index: number }): BoardLayoutProblem[] {
  const def: BoardCardKindDef = BOARD_CARD_KINDS[kind];
  const problem = (message: string): BoardLayoutProblem => ({ code: 'settingInvalid', message, ...at });
  if (settings === undefined) return [];
  if (!isPlainObject(settings)) return [problem(BOARD_MESSAGES.settingsNotObject(def.title))];
  const problems: BoardLayoutProblem[] = [];
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    if (!(def.settings as readonly string[]).includes(key)) problems.push(problem(BOARD_MESSAGES.settingUnknown(def.title, key)));
    else if (key === 'range' && !BOARD_RANGES.some((r) => r.value === value)) problems.push(problem(BOARD_MESSAGES.rangeInvalid(def.title)));
    else if (key === 'media' && !isMediaCode(value)) problems.push(problem(BOARD_MESSAGES.mediaInvalid(def.title)));
  }
  return problems;
}

/**
 * Every problem of a board before it is saved (empty when none): the widgets' layout checks (slots, widthType,
 * scales), then at most 2 cards a column and 12 on the board, a card of a known kind the person may have in every
 * slot with settings its kind reads, and no card outside the slots.
 */
export function checkBoardLayout(layout: unknown, buttonConfig: Partial<Record<ButtonConfigFlag, boolean>>): BoardLayoutProblem[] {
  if (!isPlainObject(layout)) return [{ code: 'notObject', message: BOARD_MESSAGES.notObject }];
  const problems: BoardLayoutProblem[] = validateLayoutConfig(layout);
  if (problems.length > 0) return problems;
  const slots = (layout as unknown as LayoutConfig).slots;

  slots.forEach((column, c) => {
    if (column.length > BOARD_LIMITS.CARDS_PER_COLUMN_MAX) problems.push({ code: 'columnTooTall', message: BOARD_MESSAGES.columnTooTall(c + 1), column: c });
  });
  if (slots.flat().length > BOARD_LIMITS.CARDS_MAX) problems.push({ code: 'tooManyCards', message: BOARD_MESSAGES.tooManyCards });

  const cards = layout['cards'];
  if (!isPlainObject(cards)) return [...problems, { code: 'cardsNotObject', message: BOARD_MESSAGES.cardsNotObject }];
  slots.forEach((column, c) =>
    column.forEach((id, i) => {
      const at = { column: c, index: i };
      const card = Object.prototype.hasOwnProperty.call(cards, id) ? cards[id] : undefined;
      if (!isPlainObject(card)) return problems.push({ code: 'cardMissing', message: BOARD_MESSAGES.cardMissing(c + 1, i + 1), ...at });
      if (!isBoardCardKind(card['kind'])) return problems.push({ code: 'kindUnknown', message: BOARD_MESSAGES.kindUnknown(c + 1, i + 1), ...at });
      const kind = card['kind'];
      if (!boardCardAvailable(kind, buttonConfig)) problems.push({ code: 'kindUnavailable', message: BOARD_MESSAGES.kindUnavailable(BOARD_CARD_KINDS[kind].title), ...at });
      return problems.push(...settingsProblems(kind, card['settings'], at));
    }),
  );
  const placed = new Set(slots.flat());
  for (const id of Object.keys(cards)) {
    if (!placed.has(id)) problems.push({ code: 'cardOrphan', message: BOARD_MESSAGES.cardOrphan(id) });
  }
  return problems;
}

const card = (kind: BoardCardKind): BoardCard => ({ kind, settings: {} });

/** Frozen all the way down: the server hands the same default to every person, so no caller may change it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/**
 * The board of a person who has saved none (board/get): six cards every person with the board may have, in three
 * equal columns of two rows: the day at a glance on the left, the rankings in the middle, money and news on the right.
 */
export const DEFAULT_BOARD: BoardLayout = deepFreeze({
  slots: [
    ['compare', 'trend'],
    ['topAccounts', 'topPlans'],
    ['lowBalance', 'messages'],
  ],
  widthType: 'equalDivision',
  cards: {
    compare: card('compare'),
    trend: card('trend'),
    topAccounts: card('topAccounts'),
    topPlans: card('topPlans'),
    lowBalance: card('lowBalance'),
    messages: card('messages'),
  },
});
