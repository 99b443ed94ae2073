// The one way the server sends a person a message: a row in `messages` and one copy per recipient in
// `user_messages` (the message centre reads those). Mail and chat robots will be channels of the same call.
import { sqlOn, type MessagesTable, type Queryable } from '@toufang/server-db';
import type { components } from '@toufang/api/contract';
import { notifyConfigFromEnv, type NotifyConfig } from '@toufang/server-notify';

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

/**
 * The outside channels' settings, read once per server: the URL guard's allow list and the outgoing mail server
 * (libs/server/notify), and where the local receivers answer their inbox (本机接收端), when the server has them.
 */
export interface OutsideChannels {
  config: NotifyConfig;
  /** TOUFANG_RECEIVERS_URL, e.g. http://127.0.0.1:4310 (null: no local receivers; push/inbox answers 404). */
  receiversUrl: string | null;
}

/**
 * The context's notifier: the message centre, and the settings of the outside channels. Deliveries to those
 * (a durable notify.deliver job per delivery) are `deliver` of @toufang/server-notify-jobs: enqueueing a job is
 * the jobs area's, which this foundation may not import (docs/decisions.md, Issue 23: 定时报表推送).
 */
export interface Notifier {
  notifyUser: typeof notifyUser;
  outside: OutsideChannels;
}

/** The settings of the outside channels from the environment (TOUFANG_PUSH_ALLOW, TOUFANG_SMTP_URL, TOUFANG_RECEIVERS_URL). */
export function outsideChannelsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): OutsideChannels {
  const receiversUrl = env.TOUFANG_RECEIVERS_URL?.trim().replace(/\/+$/, '') || null;
  return { config: notifyConfigFromEnv(env as NodeJS.ProcessEnv), receiversUrl };
}

/** The message centre, with no outside channel configured (mail says 未配置邮件服务; only public webhooks pass). */
export const messageCentre: Notifier = { notifyUser, outside: { config: { allow: [], smtp: null }, receiversUrl: null } };

/** The notifier over the given settings of the outside channels. */
export function notifierWith(outside: OutsideChannels): Notifier {
  return { notifyUser, outside };
}

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
