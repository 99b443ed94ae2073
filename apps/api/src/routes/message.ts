// System messages and the message centre. A user sees only their own copies (user_messages); moves
// follow the spec's states: unread → readed (has_read), readed → trash (remove_readed), trash → readed
// (restore). A move from any other state changes nothing and says why.
import type { components } from '@toufang/api/contract';
import { CODES, Refusal, TEXTS } from '../contract/envelope';
import { formatChinaTime } from '../time';
import { pageOffset } from './sql';
import { sessionUserId, type Handlers, type RouteDeps } from './deps';

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
  content?: string;
}

const summary = (row: MessageRow): Schemas['MessageSummary'] => ({
  msg_id: row.id,
  title: row.title,
  type: row.type,
  create_time: formatChinaTime(row.created_at),
});

const NEWEST_FIRST = 'ORDER BY m.created_at DESC, m.id DESC';

export function messageHandlers({ db }: RouteDeps): Handlers {
  async function detail(userId: number, msgId: number): Promise<Schemas['MessageDetail']> {
    const rows = await db.query<MessageRow>(
      `SELECT m.id, m.title, m.type, m.created_at, m.content, um.state
       FROM user_messages um JOIN messages m ON m.id = um.message_id WHERE um.user_id = $1 AND um.message_id = $2`,
      [userId, msgId],
    );
    const row = rows[0];
    if (!row) throw new Refusal(CODES.NOT_FOUND, TEXTS.MESSAGE_NOT_FOUND);
    return { ...summary(row), content: row.content ?? '', state: row.state };
  }

  async function move(userId: number, msgId: number, from: MessageState, to: MessageState, wrongState: string) {
    const moved = await db.query(
      'UPDATE user_messages SET state = $4 WHERE user_id = $1 AND message_id = $2 AND state = $3 RETURNING message_id',
      [userId, msgId, from, to],
    );
    if (moved.length > 0) return null;
    const exists = await db.query('SELECT 1 FROM user_messages WHERE user_id = $1 AND message_id = $2', [userId, msgId]);
    throw new Refusal(CODES.NOT_FOUND, exists.length > 0 ? wrongState : TEXTS.MESSAGE_NOT_FOUND);
  }

  return {
    async searchSystemMessages(ctx) {
      const { type, size, current } = ctx.body as { type?: Schemas['MessageType']; size: number; current: number };
      const userId = sessionUserId(ctx);
      const params: unknown[] = [userId, type ?? null];
      const where = 'um.user_id = $1 AND ($2::text IS NULL OR m.type = $2)';
      // One round trip: the window count rides along with the page (only an empty page needs its own count).
      const rows = await db.query<MessageRow & { total: number }>(
        `SELECT m.id, m.title, m.type, m.created_at, um.state, (count(*) OVER ())::int AS total
         FROM user_messages um JOIN messages m ON m.id = um.message_id
         WHERE ${where} ${NEWEST_FIRST} LIMIT $3 OFFSET $4`,
        [...params, size, pageOffset(current, size)],
      );
      const total =
        rows[0]?.total ??
        (
          await db.query<{ total: number }>(
            `SELECT count(*)::int AS total FROM user_messages um JOIN messages m ON m.id = um.message_id WHERE ${where}`,
            params,
          )
        )[0].total;
      return { records: rows.map((row) => ({ ...summary(row), state: row.state })), total, current, size } satisfies Schemas['MessagePage'];
    },

    async getSystemMessage(ctx) {
      return detail(sessionUserId(ctx), (ctx.body as Schemas['MessageIdRequest']).msg_id);
    },

    async getMessageContent(ctx) {
      return detail(sessionUserId(ctx), (ctx.query as { msg_id: number }).msg_id);
    },

    async initMessages(ctx) {
      const rows = await db.query<MessageRow>(
        `SELECT m.id, m.title, m.type, m.created_at, um.state FROM user_messages um JOIN messages m ON m.id = um.message_id
         WHERE um.user_id = $1 ${NEWEST_FIRST}`,
        [sessionUserId(ctx)],
      );
      const of = (state: MessageState) => rows.filter((row) => row.state === state).map(summary);
      return { unread: of('unread'), readed: of('readed'), trash: of('trash') } satisfies Schemas['MessageLists'];
    },

    async markMessageRead(ctx) {
      return move(sessionUserId(ctx), (ctx.body as Schemas['MessageIdRequest']).msg_id, 'unread', 'readed', WRONG_STATE_TEXTS.hasRead);
    },

    async removeReadMessage(ctx) {
      return move(sessionUserId(ctx), (ctx.body as Schemas['MessageIdRequest']).msg_id, 'readed', 'trash', WRONG_STATE_TEXTS.removeReaded);
    },

    async restoreMessage(ctx) {
      return move(sessionUserId(ctx), (ctx.body as Schemas['MessageIdRequest']).msg_id, 'trash', 'readed', WRONG_STATE_TEXTS.restore);
    },
  };
}
