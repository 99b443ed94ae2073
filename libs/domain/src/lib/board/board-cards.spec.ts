import { describe, expect, it } from 'vitest';
import { BOARD_CARD_KINDS, boardCardAvailable, checkBoardLayout, DEFAULT_BOARD, type BoardLayout } from './board-cards';

const QIANCHUAN = { SHOW_QIANCHUAN_BUTTON: true };
const board = (over: Partial<BoardLayout> & Record<string, unknown> = {}) => ({ ...DEFAULT_BOARD, ...over });
const messages = (layout: unknown, flags = {}) => checkBoardLayout(layout, flags).map((p) => p.message);

describe('board cards (design §2 board/board-cards.ts)', () => {
  it('the kinds and their titles', () => {
    expect(Object.entries(BOARD_CARD_KINDS).map(([kind, def]) => [kind, def.title])).toEqual([
      ['compare', '今日对比'],
      ['trend', '消耗趋势'],
      ['mediaShare', '媒体分布'],
      ['topAccounts', '账户排行'],
      ['topPlans', '计划排行'],
      ['lowBalance', '余额不足账户'],
      ['recentTasks', '最近创建任务'],
      ['recentRuleActions', '最近规则动作'],
      ['messages', '消息'],
      ['liveRooms', '直播中的直播间'],
    ]);
  });

  it('直播中的直播间 needs SHOW_QIANCHUAN_BUTTON, the others nothing', () => {
    expect(boardCardAvailable('liveRooms', {})).toBe(false);
    expect(boardCardAvailable('liveRooms', QIANCHUAN)).toBe(true);
    expect(boardCardAvailable('trend', {})).toBe(true);
  });

  it('the default board passes for anyone with the board', () => {
    expect(checkBoardLayout(DEFAULT_BOARD, {})).toEqual([]);
    expect(DEFAULT_BOARD.slots.flat()).toHaveLength(6);
    expect(Object.isFrozen(DEFAULT_BOARD.slots[0]) && Object.isFrozen(DEFAULT_BOARD.cards.trend.settings)).toBe(true);
  });

  it('a board of every kind, with settings, in custom columns passes', () => {
    const ids = Object.keys(BOARD_CARD_KINDS);
    const layout = {
      slots: [ids.slice(0, 2), ids.slice(2, 4), ids.slice(4, 6), ids.slice(6, 8), ids.slice(8, 10)],
      widthType: 'customScale',
      scales: [2, 1, 1, 1, 1],
      cards: { ...Object.fromEntries(ids.map((kind) => [kind, { kind, settings: {} }])), trend: { kind: 'trend', settings: { range: 'last30', media: 'qianchuan' } } },
    };
    expect(checkBoardLayout(layout, QIANCHUAN)).toEqual([]);
  });
});

describe('checkBoardLayout', () => {
  it('refuses with the widgets’ layout messages first (widgets spec §5)', () => {
    expect(messages(null)).toEqual(['看板布局必须是对象']);
    expect(messages(board({ slots: [] }))).toEqual(['插槽列表必须是非空数组']);
    expect(messages(board({ slots: [['compare'], []] }))).toEqual(['第2列必须是非空数组']);
    expect(messages(board({ slots: [['compare', 'compare']] }))).toEqual(['插槽 id「compare」重复']);
    expect(messages(board({ widthType: 'auto' as 'equalDivision' }))).toEqual(['宽度方式只能是 equalDivision 或 customScale']);
  });

  it('at most 2 cards a column and 12 on the board', () => {
    const cards = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`c${i}`, { kind: 'messages', settings: {} }]));
    const columns = (per: number, n: number) => Array.from({ length: Math.ceil(n / per) }, (_, c) => Array.from({ length: Math.min(per, n - c * per) }, (_, i) => `c${c * per + i}`));
    expect(messages({ slots: columns(2, 12), widthType: 'equalDivision', cards: Object.fromEntries(Object.entries(cards).slice(0, 12)) })).toEqual([]);
    expect(messages({ slots: columns(2, 13), widthType: 'equalDivision', cards })).toEqual(['看板最多放置12张卡片']);
    expect(checkBoardLayout({ slots: [['c0', 'c1', 'c2']], widthType: 'equalDivision', cards }, {})[0]).toEqual({ code: 'columnTooTall', message: '第1列最多放置2张卡片', column: 0 });
  });

  it('a known card the person may have in every slot, none outside them', () => {
    const { compare: _compare, ...withoutCompare } = DEFAULT_BOARD.cards;
    expect(messages(board({ cards: withoutCompare }))).toEqual(['第1列第1个插槽没有选择卡片']);
    expect(messages(board({ cards: 'x' as unknown as BoardLayout['cards'] }))).toEqual(['卡片设置必须是对象']);
    expect(messages(board({ cards: { ...DEFAULT_BOARD.cards, trend: { kind: 'weather', settings: {} } as unknown as BoardLayout['cards'][string] } }))).toEqual([
      '第1列第2个插槽的卡片类型未知',
    ]);
    const live = board({ cards: { ...DEFAULT_BOARD.cards, messages: { kind: 'liveRooms', settings: {} } } });
    expect(checkBoardLayout(live, {})).toEqual([{ code: 'kindUnavailable', message: '未开通「直播中的直播间」卡片', column: 2, index: 1 }]);
    expect(checkBoardLayout(live, QIANCHUAN)).toEqual([]);
    expect(messages(board({ cards: { ...DEFAULT_BOARD.cards, old: { kind: 'trend', settings: {} } } }))).toEqual(['卡片「old」不在任何插槽中']);
  });

  it('only the settings a kind reads, with known values', () => {
    const set = (id: string, settings: unknown) => messages(board({ cards: { ...DEFAULT_BOARD.cards, [id]: { ...DEFAULT_BOARD.cards[id], settings } as BoardLayout['cards'][string] } }));
    expect(set('trend', { range: 'yesterday', media: 'gdt' })).toEqual([]);
    expect(set('trend', { range: 'last90' })).toEqual(['「消耗趋势」的时间范围无效']);
    expect(set('topPlans', { media: 'weibo' })).toEqual(['「计划排行」的媒体无效']);
    expect(set('messages', { range: 'today' })).toEqual(['「消息」不支持设置「range」']);
    expect(set('compare', { range: 'today' })).toEqual(['「今日对比」不支持设置「range」']);
    expect(set('trend', 'today')).toEqual(['「消耗趋势」的设置必须是对象']);
  });
});
