// The message centre's vocabulary and its state rules (shell spec §2.5, §3, §4). The header's bell and
// the message centre page both read these, so a message moves and is counted the same way in both.
import { MESSAGES } from './constants';

/** The three lists of GET message/init. */
export type MessageState = 'unread' | 'readed' | 'trash';

/** The message types of the contract (openapi MessageType) and their Chinese names. */
export type MessageType = 'SYSTEM' | 'TASK' | 'ACCOUNT';

export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  SYSTEM: '系统通知',
  TASK: '任务消息',
  ACCOUNT: '账户消息',
};

export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  unread: '未读',
  readed: '已读',
  trash: '回收站',
};

/** Texts of the bell and the message centre. */
export const MESSAGE_TEXTS = {
  BELL: '消息',
  CENTRE: '消息中心',
  SYSTEM_MESSAGES: '系统消息',
  EMPTY: '暂无消息',
  VIEW_ALL: '查看全部',
  LATEST: '最新消息',
  REMOVE: '删除',
  RESTORE: '恢复',
  REMOVED: '已删除',
  RESTORED: '已恢复',
  LOAD_FAILED: '消息加载失败',
  RETRY: '重试',
  PICK_ONE: '请选择一条消息查看',
  CONTENT: '消息内容',
} as const;

/** The bell's screen-reader name: 消息, plus how many are unread when there are any. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `${MESSAGE_TEXTS.BELL}（${unread}条未读）` : MESSAGE_TEXTS.BELL;
}

/** A list's tab label with its count, e.g. 未读(3). */
export function messageListLabel(state: MessageState, count: number): string {
  return `${MESSAGE_STATE_LABELS[state]}(${count})`;
}

/** How a message's time reads in lists and in the bell (dayjs format). */
export const MESSAGE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** What the rules below need of a message: its id and `create_time` as 'YYYY-MM-DD HH:mm:ss'. */
export interface MessageListItem {
  msg_id: number;
  create_time: string;
}

export type MessageListsOf<T extends MessageListItem> = Record<MessageState, T[]>;

/** Newest first, as the server orders: by time, then the larger id (the later one) first. */
export function newestFirst(a: MessageListItem, b: MessageListItem): number {
  // 'YYYY-MM-DD HH:mm:ss' sorts as text in time order.
  if (a.create_time !== b.create_time) return a.create_time < b.create_time ? 1 : -1;
  return b.msg_id - a.msg_id;
}

/**
 * The bell's messages: the newest across unread and readed (the trash is what the user threw away),
 * at most MESSAGES.DROPDOWN_SIZE (shell spec §2.5, §9).
 */
export function latestMessages<T extends MessageListItem>(lists: Pick<MessageListsOf<T>, 'unread' | 'readed'>, count: number = MESSAGES.DROPDOWN_SIZE): T[] {
  return [...lists.unread, ...lists.readed].sort(newestFirst).slice(0, Math.max(0, count));
}

/** The moves a user may make (shell spec §4): mark read, remove to the trash, restore from it. */
export const MESSAGE_MOVES = {
  markRead: { from: 'unread', to: 'readed' },
  remove: { from: 'readed', to: 'trash' },
  restore: { from: 'trash', to: 'readed' },
} as const satisfies Record<string, { from: MessageState; to: MessageState }>;

export type MessageMove = keyof typeof MESSAGE_MOVES;

/** Which list holds a message, or null. */
export function messageStateOf<T extends MessageListItem>(lists: MessageListsOf<T>, msgId: number): MessageState | null {
  for (const state of ['unread', 'readed', 'trash'] as const) {
    if (lists[state].some((m) => m.msg_id === msgId)) return state;
  }
  return null;
}

/**
 * The lists after `move` of one message, newest first in its new list. A message that is not in the
 * move's source list leaves the lists unchanged (the same object), as the server refuses that move.
 */
export function moveMessage<T extends MessageListItem>(lists: MessageListsOf<T>, msgId: number, move: MessageMove): MessageListsOf<T> {
  const { from, to } = MESSAGE_MOVES[move];
  const message = lists[from].find((m) => m.msg_id === msgId);
  if (!message) return lists;
  return {
    ...lists,
    [from]: lists[from].filter((m) => m.msg_id !== msgId),
    [to]: [...lists[to], message].sort(newestFirst),
  };
}
