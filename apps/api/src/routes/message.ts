// System messages and the message centre. A user sees only their own copies (user_messages); moves
// follow the spec's states: unread → readed (has_read), readed → trash (remove_readed), trash → readed
// (restore). A move from any other state changes nothing and says why.
import type { components } from '@toufang/api/contract';
import { formatChinaTime } from '@toufang/domain';
import { CODES, Refusal, TEXTS, fetchPage, type HandlersFor, sessionUserId, type RouteDeps } from '@toufang/server-http';
import { sqlOn } from '@toufang/server-db';

type Schemas = components['schemas'];
type MessageState = Schemas['MessageState'];

export const WRONG_STATE_TEXTS = {
  hasRead: '只有未读消息可以标记为已读',
  removeReaded: '只有已读消息可以移入回收站',
  restore: '只有回收站中的消息可以恢复',
} as const;

interface MessageRow {
  id: number;
  title: string;
  type: Schemas['MessageType'];
  created_at: Date;
  state: MessageState;
  link: string | null;
  action: Schemas['MessageAction'] | null;
}

const summary = (row: MessageRow): Schemas['MessageSummary'] => ({
  msg_id: row.id,
  title: row.title,
  type: row.type,
  create_time: formatChinaTime(row.created_at),
  link: row.link,
  action: row.action,
});

export type MessageOperation =
  | 'searchSystemMessages'
  | 'getSystemMessage'
  | 'getMessageContent'
  | 'initMessages'
  | 'markMessageRead'
  | 'removeReadMessage'
  | 'restoreMessage';

export function messageHandlers({ db }: RouteDeps): HandlersFor<MessageOperation> {
  /** The user's copies of messages, newest first. */
  const copiesOf = (userId: number) =>
    sqlOn(db)
      .selectFrom('user_messages as um')
      .innerJoin('messages as m', 'm.id', 'um.message_id')
      .select(['m.id', 'm.title', 'm.type', 'm.created_at', 'um.state', 'm.link', 'm.action'])
      .where('um.user_id', '=', userId)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc');

  async function detail(userId: number, msgId: number): Promise<Schemas['MessageDetail']> {
    const row = await copiesOf(userId).select('m.content').where('um.message_id', '=', msgId).executeTakeFirst();
    if (!row) throw new Refusal(CODES.NOT_FOUND, TEXTS.MESSAGE_NOT_FOUND);
    return { ...summary(row), content: row.content, state: row.state };
  }

  async function move(userId: number, msgId: number, from: MessageState, to: MessageState, wrongState: string) {
    const moved = await sqlOn(db)
      .updateTable('user_messages')
      .set({ state: to })
      .where('user_id', '=', userId)
      .where('message_id', '=', msgId)
      .where('state', '=', from)
      .executeTakeFirst();
    if (moved.numUpdatedRows > 0n) return null;
    const exists = await sqlOn(db)
      .selectFrom('user_messages')
      .select('message_id')
      .where('user_id', '=', userId)
      .where('message_id', '=', msgId)
      .executeTakeFirst();
    throw new Refusal(CODES.NOT_FOUND, exists ? wrongState : TEXTS.MESSAGE_NOT_FOUND);
  }

  return {
    async searchSystemMessages(ctx) {
      const { type, size, current } = ctx.body;
      let query = copiesOf(sessionUserId(ctx));
      if (type) query = query.where('m.type', '=', type);
      const { rows, total } = await fetchPage(query, { current, size });
      return { records: rows.map((row) => ({ ...summary(row), state: row.state })), total, current, size } satisfies Schemas['MessagePage'];
    },

    async getSystemMessage(ctx) {
      return detail(sessionUserId(ctx), ctx.body.msg_id);
    },

    async getMessageContent(ctx) {
      return detail(sessionUserId(ctx), ctx.query.msg_id);
    },

    async initMessages(ctx) {
      const rows = await copiesOf(sessionUserId(ctx)).execute();
      const of = (state: MessageState) => rows.filter((row) => row.state === state).map(summary);
      return { unread: of('unread'), readed: of('readed'), trash: of('trash') } satisfies Schemas['MessageLists'];
    },

    async markMessageRead(ctx) {
      return move(sessionUserId(ctx), ctx.body.msg_id, 'unread', 'readed', WRONG_STATE_TEXTS.hasRead);
    },

    async removeReadMessage(ctx) {
      return move(sessionUserId(ctx), ctx.body.msg_id, 'readed', 'trash', WRONG_STATE_TEXTS.removeReaded);
    },

    async restoreMessage(ctx) {
      return move(sessionUserId(ctx), ctx.body.msg_id, 'trash', 'readed', WRONG_STATE_TEXTS.restore);
    },
  };
}
