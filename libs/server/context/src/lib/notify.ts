// The one way the server sends a person a message: a row in `messages` and one copy per recipient in
// `user_messages` (the message centre reads those). Mail and chat robots will be channels of the same call.
import { sqlOn, type MessagesTable, type Queryable } from '@toufang/server-db';
import type { components } from '@toufang/api/contract';

export interface UserMessage {
  title: string;
  type: MessagesTable['type'];
  /** HTML the message centre shows; the caller escapes what it did not write itself. */
  content: string;
  /** A desk route the message opens. */
  link?: string | null;
  /** A button of the message (撤销, 下载), as the contract's MessageAction. */
  action?: components['schemas']['MessageAction'] | null;
}

/**
 * Sends one message to some users (each gets their own unread copy); answers the message's id. Pass the
 * transaction of the writes the message reports, so both commit together.
 */
export async function notifyUser(target: Queryable, recipients: number | readonly number[], message: UserMessage): Promise<number> {
  const q = sqlOn(target);
  const { id } = await q
    .insertInto('messages')
    .values({
      title: message.title,
      type: message.type,
      content: message.content,
      link: message.link ?? null,
      action: message.action ? JSON.stringify(message.action) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const users = [...new Set(typeof recipients === 'number' ? [recipients] : recipients)];
  if (users.length > 0) {
    await q
      .insertInto('user_messages')
      .values(users.map((user_id) => ({ user_id, message_id: id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return id;
}

/** The context's notifier: today the message centre only. */
export interface Notifier {
  notifyUser: typeof notifyUser;
}

export const messageCentre: Notifier = { notifyUser };

/** The message of a finished export (a delivery table's or a list's): its file, behind a 下载 button. */
export function exportReadyMessage(exportId: number, fileName: string, rows: number, { list = false }: { list?: boolean } = {}): UserMessage {
  return {
    title: `导出完成：${fileName}（${rows}行）`,
    type: 'TASK',
    content: `<p>${fileName.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)} 已生成，可在7天内下载。</p>`,
    link: null,
    // A list's export is downloaded through getListExport (the message centre reads `list`).
    action: list ? { kind: 'download', exportId, list: true } : { kind: 'download', exportId },
  };
}
