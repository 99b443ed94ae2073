// 定时报表推送 of a fresh desk (docs/design/tools.md §9): the manager's daily account summary at 09:07 to the local
// WeCom and Feishu receivers and to mail, and the operator's hourly one to the local DingTalk receiver, with the
// deliveries of the two days before as the notifier would have left them: sent, and one Feishu send failed after
// its five attempts with the receiver's 500 answer. The webhooks are the local receivers' that `npm start` runs
// (127.0.0.1:4310); the table the past messages carried is not kept (the log keeps the answers). Deterministic
// for one `now`; a few dozen rows inside the seed's transaction.
import { chinaDayStart, chinaDay, formatChinaTime, minuteText, sendMinuteOf } from '@toufang/domain';
import { sqlOn, type NotifyTry, type Queryable } from '@toufang/server-db';

/** The receivers `npm start` starts (scripts/start.sh, apps/receivers defaults). */
const RECEIVERS = 'http://127.0.0.1:4310';
const DAILY_SEND = 9 * 60 + 7;
const HOURLY = [10, 12, 14, 16, 18, 20];

interface Spec {
  owner: 'MANAGER' | 'OPERATE';
  name: string;
  daily: boolean;
  metrics: string[];
  dimensions: string[];
  channels: { kind: 'wecom' | 'feishu' | 'dingtalk' | 'email'; target: string }[];
}

/** The requested minute (08:54–09:05) whose real send minute is 09:07 for this rule's id. */
function requestedFor(ruleId: number, real: number): number {
  for (let requested = real - 13; requested <= real - 2; requested++) if (sendMinuteOf(ruleId, requested) === real) return requested;
  return real - 7;
}

export async function seedReportPush(tx: Queryable, now: Date): Promise<number> {
  const q = sqlOn(tx);
  const users = await q.selectFrom('users').select(['id', 'role', 'email']).where('customer_id', '=', 1).where('role', 'in', ['MANAGER', 'OPERATE']).orderBy('id').execute();
  const manager = users.find((u) => u.role === 'MANAGER');
  const operator = users.find((u) => u.role === 'OPERATE');
  if (!manager || !operator) return 0;
  const operatorAccounts = await q
    .selectFrom('media_account_operators as o')
    .innerJoin('media_accounts as a', 'a.id', 'o.account_id')
    .select('a.id')
    .where('o.user_id', '=', operator.id)
    .where('a.media_code', '=', 'toutiao')
    .orderBy('a.id')
    .limit(3)
    .execute();
  const allAccounts = await q.selectFrom('media_accounts').select('id').where('customer_id', '=', 1).orderBy('id').limit(12).execute();
  const mail = [manager.email ?? 'manager@example.com', 'ops-team@example.com'].filter((v, i, a) => a.indexOf(v) === i);
  const specs: Spec[] = [
    {
      owner: 'MANAGER',
      name: '每日账户汇总',
      daily: true,
      metrics: ['cost', 'show', 'click', 'ctr', 'convert', 'convertCost'],
      dimensions: ['media', 'account'],
      channels: [
        { kind: 'wecom', target: `${RECEIVERS}/wecom/toufang-demo` },
        { kind: 'feishu', target: `${RECEIVERS}/feishu/toufang-demo` },
        { kind: 'email', target: mail.join(',') },
      ],
    },
    {
      owner: 'OPERATE',
      name: '巨量引擎整点播报',
      daily: false,
      metrics: ['cost', 'click', 'convert', 'convertCost'],
      dimensions: ['account'],
      channels: [{ kind: 'dingtalk', target: `${RECEIVERS}/dingtalk/toufang-demo` }],
    },
  ];
  const today = chinaDay(now.getTime());
  let deliveries = 0;
  for (const spec of specs) {
    const owner = spec.owner === 'MANAGER' ? manager : operator;
    const accountIds = (spec.owner === 'MANAGER' ? allAccounts : operatorAccounts).map((a) => a.id);
    if (accountIds.length === 0) continue;
    const { id } = await q
      .insertInto('push_rules')
      .values({ company_id: 1, owner_id: owner.id, name: spec.name, body: '{}', created_at: new Date(chinaDayStart(today - 7)), updated_at: new Date(chinaDayStart(today - 7)) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const send = spec.daily ? { kind: 'daily' as const, time: minuteText(requestedFor(id, DAILY_SEND)) } : { kind: 'hours' as const, hours: HOURLY };
    const body = { scope: { kind: 'accounts', accountIds }, metrics: spec.metrics, dimensions: spec.dimensions, compare: 'today_so_far_vs_yesterday_same_hour', send };
    const sends = (spec.daily ? [DAILY_SEND] : HOURLY.map((h) => sendMinuteOf(id, h * 60))).sort((a, b) => a - b);
    // The next real send after now (today's or tomorrow's first).
    const upcoming = [today, today + 1].flatMap((day) => sends.map((m) => chinaDayStart(day) + m * 60_000)).find((at) => at > now.getTime());
    await q.updateTable('push_rules').set({ body: JSON.stringify(body), next_send_at: upcoming ? new Date(upcoming) : null }).where('id', '=', id).execute();
    const channels = [];
    for (const [position, channel] of spec.channels.entries()) {
      channels.push(await q.insertInto('push_channels').values({ rule_id: id, kind: channel.kind, target: channel.target, position }).returning(['id', 'kind', 'target']).executeTakeFirstOrThrow());
    }
    const rows = [];
    for (const daysAgo of [2, 1]) {
      for (const minute of sends) {
        const slot = new Date(chinaDayStart(today - daysAgo) + minute * 60_000);
        for (const channel of channels) {
          // The Feishu send of two days ago met the receiver answering 500, five times.
          const failed = channel.kind === 'feishu' && daysAgo === 2;
          const sentAt = new Date(slot.getTime() + 1_200);
          const tries: NotifyTry[] = failed
            ? [0, 10, 30, 70, 150].map((s) => ({ at: formatChinaTime(slot.getTime() + s * 1000 + 800), state: 'failed', message: '推送失败（HTTP 500）', httpStatus: 500, code: null, answer: 'Internal Server Error' }))
            : [{ at: formatChinaTime(sentAt), state: 'sent', message: '已发送', httpStatus: channel.kind === 'email' ? null : 200, code: channel.kind === 'email' ? '250' : '0', answer: channel.kind === 'email' ? '250 OK: message queued' : channel.kind === 'feishu' ? '{"code":0,"msg":"success","data":{}}' : '{"errcode":0,"errmsg":"ok"}' }];
          const last = tries[tries.length - 1];
          rows.push({
            company_id: 1,
            origin_kind: 'push' as const,
            origin_id: id,
            channel: channel.kind,
            channel_id: channel.id,
            target: channel.target,
            slot,
            content: JSON.stringify({ title: `【定时报表】${spec.name}` }),
            state: failed ? ('failed' as const) : ('sent' as const),
            attempts: tries.length,
            http_status: last.httpStatus,
            answer_code: last.code,
            answer: last.answer,
            message: last.message,
            tries: JSON.stringify(tries),
            created_at: slot,
            sent_at: failed ? null : sentAt,
          });
        }
      }
    }
    await q.insertInto('notify_deliveries').values(rows).execute();
    deliveries += rows.length;
  }
  return deliveries;
}
