// A round's messages in two statements rather than two each (notifyUser's rows, written for many at once): a round
// of 500 rules sends a couple of hundred TASK messages, and each statement costs more than its row on PGlite.
import type { UserMessage } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { sql } from 'kysely';

/** One message to its recipients (as notifyUser's arguments). */
export interface RoundMessage {
  recipients: readonly number[];
  message: Pick<UserMessage, 'title' | 'type' | 'content' | 'link'>;
}

/**
 * notifyUser for each message in order, in `tx`: the ids are taken from the table's sequence first, so they follow
 * the list's order as one call each would give them, then the messages and the recipients' copies are written.
 */
export async function notifyUsers(tx: Queryable, list: readonly RoundMessage[]): Promise<void> {
  if (list.length === 0) return;
  const q = sqlOn(tx);
  const { rows: ids } = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence('messages', 'id'))::int AS id FROM generate_series(1, ${list.length}::int) ORDER BY 1`.execute(q);
  await sql`
    INSERT INTO messages (id, title, type, content, link)
    SELECT * FROM unnest(${ids.map((r) => r.id)}::int[], ${list.map((m) => m.message.title)}::text[], ${list.map((m) => m.message.type)}::text[],
      ${list.map((m) => m.message.content)}::text[], ${list.map((m) => m.message.link ?? null)}::text[])`.execute(q);
  const users: number[] = [];
  const messages: number[] = [];
  for (const [i, m] of list.entries()) {
    for (const user of new Set(m.recipients)) {
      users.push(user);
      messages.push(ids[i].id);
    }
  }
  if (users.length === 0) return;
  await sql`
    INSERT INTO user_messages (user_id, message_id) SELECT * FROM unnest(${users}::int[], ${messages}::int[]) ON CONFLICT DO NOTHING`.execute(q);
}
