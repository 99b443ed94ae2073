import { describe, expect, it } from 'vitest';
import {
  bellLabel,
  latestMessages,
  MESSAGE_STATE_LABELS,
  MESSAGE_TYPE_LABELS,
  messageListLabel,
  messageStateOf,
  moveMessage,
  newestFirst,
  type MessageListsOf,
} from './messages';

const m = (msg_id: number, create_time: string) => ({ msg_id, create_time, title: `消息${msg_id}` });

const lists = (): MessageListsOf<ReturnType<typeof m>> => ({
  unread: [m(9, '2026-01-09 10:00:00'), m(5, '2026-01-05 10:00:00')],
  readed: [m(8, '2026-01-08 10:00:00'), m(4, '2026-01-04 10:00:00')],
  trash: [m(7, '2026-01-07 10:00:00')],
});

describe('message vocabulary', () => {
  it('names the lists and types in Chinese', () => {
    expect(MESSAGE_STATE_LABELS).toEqual({ unread: '未读', readed: '已读', trash: '回收站' });
    expect(MESSAGE_TYPE_LABELS).toEqual({ SYSTEM: '系统通知', TASK: '任务消息', ACCOUNT: '账户消息' });
    expect(messageListLabel('unread', 3)).toBe('未读(3)');
  });

  it('the bell says 消息 and, for screen readers, how many are unread', () => {
    expect(bellLabel(0)).toBe('消息');
    expect(bellLabel(4)).toBe('消息（4条未读）');
  });
});

describe('latestMessages', () => {
  it('takes the newest across unread and readed, never the trash, at most 5 by default', () => {
    const many = {
      unread: [m(1, '2026-01-01 00:00:00'), m(3, '2026-01-03 00:00:00'), m(5, '2026-01-05 00:00:00')],
      readed: [m(2, '2026-01-02 00:00:00'), m(4, '2026-01-04 00:00:00'), m(6, '2026-01-06 00:00:00')],
    };
    expect(latestMessages(many).map((x) => x.msg_id)).toEqual([6, 5, 4, 3, 2]);
    expect(latestMessages(lists()).map((x) => x.msg_id)).toEqual([9, 8, 5, 4]);
    expect(latestMessages(many, 2).map((x) => x.msg_id)).toEqual([6, 5]);
  });

  it('orders equal times by the larger id first', () => {
    expect([m(1, '2026-01-01 00:00:00'), m(2, '2026-01-01 00:00:00')].sort(newestFirst).map((x) => x.msg_id)).toEqual([2, 1]);
  });
});

describe('moveMessage (shell spec §4)', () => {
  it('mark read moves unread to readed, newest first', () => {
    const next = moveMessage(lists(), 5, 'markRead');
    expect(next.unread.map((x) => x.msg_id)).toEqual([9]);
    expect(next.readed.map((x) => x.msg_id)).toEqual([8, 5, 4]);
    expect(next.trash.map((x) => x.msg_id)).toEqual([7]);
  });

  it('remove moves readed to the trash and restore moves it back', () => {
    const removed = moveMessage(lists(), 8, 'remove');
    expect(removed.readed.map((x) => x.msg_id)).toEqual([4]);
    expect(removed.trash.map((x) => x.msg_id)).toEqual([8, 7]);
    const restored = moveMessage(removed, 7, 'restore');
    expect(restored.trash.map((x) => x.msg_id)).toEqual([8]);
    expect(restored.readed.map((x) => x.msg_id)).toEqual([7, 4]);
  });

  it('leaves the lists alone when the message is not in the source list', () => {
    const before = lists();
    expect(moveMessage(before, 8, 'markRead')).toBe(before);
    expect(moveMessage(before, 99, 'restore')).toBe(before);
  });

  it('finds which list holds a message', () => {
    expect(messageStateOf(lists(), 9)).toBe('unread');
    expect(messageStateOf(lists(), 4)).toBe('readed');
    expect(messageStateOf(lists(), 7)).toBe('trash');
    expect(messageStateOf(lists(), 99)).toBeNull();
  });
});
