// 推送记录 (docs/design/tools.md §5.2): a rule's deliveries with every attempt, and the local receivers' inbox
// (本机接收端), answered only when the server is configured with them.
import type { components } from '@toufang/api/contract';
import { formatChinaTime } from '@toufang/domain';
import type { OutsideChannels } from '@toufang/server-context';
import { sqlOn, type NotifyDeliveriesTable, type Queryable } from '@toufang/server-db';
import type { Selectable } from 'kysely';
import { notFound, REPORT_PUSH_TEXTS as T } from './texts';

type Schemas = components['schemas'];
type PushDelivery = Schemas['PushDelivery'];

export function deliveryView(row: Selectable<NotifyDeliveriesTable>): PushDelivery {
  return {
    id: row.id,
    ruleId: row.origin_kind === 'push' ? row.origin_id : null,
    channelId: row.channel_id,
    channel: row.channel,
    target: row.target,
    slot: row.slot ? formatChinaTime(row.slot) : null,
    test: row.test,
    state: row.state,
    attempts: row.attempts,
    message: row.message,
    httpStatus: row.http_status,
    code: row.answer_code,
    answer: row.answer,
    createTime: formatChinaTime(row.created_at),
    sentTime: row.sent_at ? formatChinaTime(row.sent_at) : null,
    tries: (row.tries ?? []).map((t) => ({ at: t.at, state: t.state, message: t.message, httpStatus: t.httpStatus, code: t.code, answer: t.answer })),
  };
}

/** The newest delivery of each rule. */
export async function lastDeliveries(db: Queryable, ruleIds: readonly number[]): Promise<Map<number, PushDelivery>> {
  if (ruleIds.length === 0) return new Map();
  const rows = await sqlOn(db)
    .selectFrom('notify_deliveries')
    .selectAll()
    .where('origin_kind', '=', 'push')
    .where('origin_id', 'in', [...ruleIds])
    .distinctOn('origin_id')
    .orderBy('origin_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.origin_id ?? 0, deliveryView(r)]));
}

export async function listDeliveries(db: Queryable, ruleId: number, current: number, size: number): Promise<Schemas['PushDeliveryPage']> {
  const base = sqlOn(db).selectFrom('notify_deliveries').where('origin_kind', '=', 'push').where('origin_id', '=', ruleId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(size).offset((current - 1) * size).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(deliveryView), total: Number(total.n), current, size };
}

const BODY_SHOWN = 4096;

/** What arrived, in a line: a robot message's title, a mail's subject. */
function titleOf(channel: string, body: unknown, subject: string | undefined): string {
  if (subject !== undefined) return subject;
  if (!body || typeof body !== 'object') return '';
  // A path into the body as received (nothing about its shape is trusted).
  const at = (...path: string[]): string => {
    let value: unknown = body;
    for (const key of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' ? value : '';
  };
  if (channel === 'wecom') return (at('markdown', 'content') || at('text', 'content')).split('\n')[0].replace(/^#+\s*|\*\*/g, '');
  if (channel === 'feishu') return at('card', 'header', 'title', 'content') || at('content', 'text');
  if (channel === 'dingtalk') return at('markdown', 'title') || at('text', 'content');
  return '';
}

interface ReceivedEntry {
  id: string;
  at: string;
  channel: 'wecom' | 'feishu' | 'dingtalk' | 'email';
  accepted: boolean;
  key?: string;
  status?: number;
  body?: unknown;
  mail?: { to: string[]; subject: string; attachments: { filename: string }[] };
}

/** The local receivers' inbox, newest first; 404 when the server has none. */
export async function readInbox(outside: OutsideChannels, channel: Schemas['PushChannelKind'] | undefined): Promise<Schemas['PushInbox']> {
  if (outside.receiversUrl === null) throw notFound(T.NO_RECEIVERS);
  let answer: { items: ReceivedEntry[] };
  try {
    const response = await fetch(`${outside.receiversUrl}/inbox${channel ? `?channel=${channel}` : ''}`, { signal: AbortSignal.timeout(5_000) });
    answer = (await response.json()) as { items: ReceivedEntry[] };
  } catch {
    throw notFound(T.RECEIVERS_UNREACHABLE);
  }
  return {
    items: (answer.items ?? []).slice(0, 100).map((e) => {
      const bodyText = e.body === undefined ? null : typeof e.body === 'string' ? e.body : JSON.stringify(e.body);
      return {
        id: e.id,
        at: formatChinaTime(e.at),
        channel: e.channel,
        accepted: e.accepted,
        key: e.key ?? null,
        status: e.status ?? null,
        title: titleOf(e.channel, e.body, e.mail?.subject),
        body: bodyText === null ? null : bodyText.slice(0, BODY_SHOWN),
        to: e.mail?.to ?? [],
        attachments: (e.mail?.attachments ?? []).map((a) => a.filename),
      };
    }),
  };
}
