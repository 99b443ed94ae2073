// Contract tests of 定时报表推送 (docs/design/tools.md §4, §5.2, §10) over the real server and the local receivers
// started beside it: the five internal roles read and write rules inside their account scope; the URL guard
// refuses private and loopback webhooks at save with its Chinese messages; a test send arrives at the local WeCom
// receiver; a receiver answering 500 ends failed after its retries, each attempt recorded; a refused mail fails
// for good at once; the schedule sends a rule once at its minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { chinaDate, chinaDay, DAY_MS, ZERO_SUMS } from '@toufang/domain';
import { manualClock, type ManualClock } from '@toufang/server-context';
import { raiseMonitorAlerts } from '@toufang/server-accounts';
import { sqlOn } from '@toufang/server-db';
import { createWorker } from '@toufang/server-jobs';
import { channelKey, notifyDeliverJob, reserveSend } from '@toufang/server-notify-jobs';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { enqueueDueSends, pushSendJob } from './schedule';

type PushRule = components['schemas']['PushRule'];
type Page = components['schemas']['PushRulePage'];
type DeliveryPage = components['schemas']['PushDeliveryPage'];
type Sent = components['schemas']['PushTestSent'];
type Inbox = components['schemas']['PushInbox'];

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
let mine: { id: number; account_name: string };
let notMine: number;
let clock: ManualClock;

beforeAll(async () => {
  server = await startTestServer({}, { receivers: true });
  for (const username of ['admin', 'manager', 'operator', 'designer', 'agent1', 'yuanhang']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  const operatorId = (await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow()).id;
  const accounts = await q.selectFrom('media_accounts').select(['id', 'account_name']).where('customer_id', '=', 1).where('media_code', '=', 'toutiao').orderBy('id', 'desc').limit(2).execute();
  [mine, { id: notMine }] = accounts as [typeof mine, typeof mine];
  await q.deleteFrom('media_account_operators').where('account_id', '=', notMine).where('user_id', '=', operatorId).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', notMine).execute();
  const exists = await q.selectFrom('media_account_operators').select('account_id').where('account_id', '=', mine.id).where('user_id', '=', operatorId).executeTakeFirst();
  if (!exists) await q.insertInto('media_account_operators').values({ account_id: mine.id, user_id: operatorId }).execute();
  // Hour 00 of today and of yesterday for the account: the table's first row (both days read from 00:00).
  const now = Date.now();
  const today = chinaDate(chinaDay(now));
  const yesterday = chinaDate(chinaDay(now - DAY_MS));
  const row = (date: string, cost: number) => ({ media: 'toutiao' as const, level: 'account', objectId: String(mine.id), customerId: 1, accountId: mine.id, time: `${date} 00:00`, sums: { ...ZERO_SUMS, cost, show: 1000, click: 20 } });
  const store = server.app.toufang.metrics;
  await store.upsertObjects([{ media: 'toutiao', level: 'account', objectId: String(mine.id), customerId: 1, accountId: mine.id, parentId: null, name: mine.account_name, status: 'enabled', budgetFen: null, bidFen: null, createdAt: 0 }]);
  await store.writeHourly([row(today, 120), row(yesterday, 100)]);
  clock = manualClock(now);
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(`/api/tools/${urlPath}`, { body, token: tokens[username] });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
const wecom = (key: string) => `${server.receivers?.httpUrl}/wecom/${key}`;
const rule = (extra: Record<string, unknown> = {}) => ({
  name: '晨报',
  enabled: true,
  scope: { kind: 'accounts', ids: [mine.id] },
  metrics: ['cost', 'ctr'],
  dimensions: ['account'],
  compare: true,
  send: { kind: 'daily', time: '09:00' },
  channels: [{ kind: 'wecom', webhook: wecom('team') }],
  ...extra,
});

/** Runs the notifier's due jobs on the test's clock until none is due. */
async function runDeliveries(): Promise<void> {
  // Jobs enqueued by a call are due at the server's time; the test's clock never runs behind it.
  if (clock.now() < Date.now()) clock.set(Date.now());
  const worker = createWorker(server.app.toufang, { jobs: [notifyDeliverJob, pushSendJob], schedules: [], clock, heartbeatMs: false });
  while ((await worker.runOnce()) > 0);
}

let saved: PushRule;

describe('rules and who may touch them', () => {
  it('lets an optimiser save a rule on their accounts, shows its send minute, and keeps the others to their scope', async () => {
    saved = expectOk(await post<PushRule>('push-rule/save', 'operator', rule()));
    expect(saved).toMatchObject({ name: '晨报', enabled: true, scope: { kind: 'accounts', ids: [mine.id] }, compare: true, channels: [{ kind: 'wecom', hasSecret: false, local: true }], lastDelivery: null });
    // 09:00 asked, sent 2–13 minutes later and never on :00 or :30 (D6).
    expect(saved.sendTimes).toHaveLength(1);
    const minute = Number(saved.sendTimes[0].slice(3));
    expect(saved.sendTimes[0].startsWith('09:')).toBe(true);
    expect(minute >= 2 && minute <= 13).toBe(true);
    for (const reader of ['designer', 'manager', 'admin']) expect((await post('push-rule/list', reader, { current: 1, size: 50 })).status, reader).toBe(200);
    expect(expectOk(await post<Page>('push-rule/list', 'manager', { current: 1, size: 50 })).records.map((r) => r.id)).toContain(saved.id);
    expect((await post('push-rule/list', 'agent1', { current: 1, size: 10 })).status).toBe(403);
    expect((await post('push-rule/save', 'agent1', rule())).status).toBe(403);
    // Another company's user and an account the optimiser does not see.
    expect((await post('push-rule/get', 'yuanhang', { id: saved.id })).body.code).toBe(404);
    expect(await (await post('push-rule/save', 'operator', rule({ scope: { kind: 'accounts', ids: [notMine] } }))).body).toMatchObject({ code: 400, message: '推送范围中有无权查看的账户或项目' });
    // A rule on an account the optimiser does not see is not theirs to read.
    const hidden = expectOk(await post<PushRule>('push-rule/save', 'manager', rule({ name: '主管的规则', scope: { kind: 'accounts', ids: [notMine] } })));
    expect((await post('push-rule/get', 'operator', { id: hidden.id })).body.code).toBe(404);
    expect(expectOk(await post<Page>('push-rule/list', 'operator', { current: 1, size: 50 })).records.map((r) => r.id)).not.toContain(hidden.id);
    const off = expectOk(await post<PushRule>('push-rule/toggle', 'operator', { id: saved.id, enabled: false }));
    expect(off.enabled).toBe(false);
    expect(expectOk(await post('push-rule/remove', 'manager', { id: hidden.id }))).toBeNull();
    expect((await post('push-rule/get', 'manager', { id: hidden.id })).body.code).toBe(404);
  });

  it('refuses webhooks that are not https or reach private, loopback or link-local addresses, with the guard\'s words', async () => {
    const refused = async (webhook: string) => (await post('push-rule/save', 'operator', rule({ channels: [{ kind: 'wecom', webhook }] }))).body;
    const PRIVATE = 'Webhook地址指向内网或本机地址，已拒绝';
    expect(await refused('https://127.0.0.1/cgi-bin/webhook/send?key=x')).toMatchObject({ code: 400, message: PRIVATE });
    expect(await refused('https://10.20.30.40/hook')).toMatchObject({ code: 400, message: PRIVATE });
    expect(await refused('https://169.254.169.254/latest/meta-data')).toMatchObject({ code: 400, message: PRIVATE });
    expect(await refused('https://[::ffff:127.0.0.1]/hook')).toMatchObject({ code: 400, message: PRIVATE });
    // A name that resolves to loopback is refused like the address.
    expect(await refused('https://localhost/hook')).toMatchObject({ code: 400, message: PRIVATE });
    expect(await refused('http://example.com/hook')).toMatchObject({ code: 400, message: 'Webhook地址必须以https://开头' });
    expect(await refused('https://name.invalid/hook')).toMatchObject({ code: 400, message: 'Webhook地址无法解析' });
  });
});

describe('a fresh desk', () => {
  it('opens on the daily summary sent at 09:07 and the hourly DingTalk one, with the log of two days and one failed send', async () => {
    const page = expectOk(await post<Page>('push-rule/list', 'manager', { current: 1, size: 50 }));
    expect(page.receivers).toBe(true);
    const daily = page.records.find((r) => r.name === '每日账户汇总');
    expect(daily).toMatchObject({ sendTimes: ['09:07'], channels: [{ kind: 'wecom' }, { kind: 'feishu' }, { kind: 'email' }] });
    expect(page.records.find((r) => r.name === '巨量引擎整点播报')?.channels).toMatchObject([{ kind: 'dingtalk' }]);
    const log = expectOk(await post<DeliveryPage>('push-rule/deliveries', 'manager', { ruleId: daily?.id, current: 1, size: 50 }));
    expect(log.total).toBe(6);
    expect(log.records.filter((d) => d.state === 'failed')).toMatchObject([{ channel: 'feishu', attempts: 5, httpStatus: 500, answer: 'Internal Server Error' }]);
  });
});

describe('sending', () => {
  it('delivers a test send to the local WeCom receiver, marked 测试, once a minute per rule', async () => {
    const sent = expectOk(await post<Sent>('push-rule/test-send', 'operator', { id: saved.id }));
    expect(sent.deliveries).toMatchObject([{ channel: 'wecom', test: true, state: 'queued', slot: null }]);
    expect((await post('push-rule/test-send', 'operator', { id: saved.id })).body).toMatchObject({ code: 429, message: '测试发送过于频繁，请1分钟后再试' });
    await runDeliveries();
    const log = expectOk(await post<DeliveryPage>('push-rule/deliveries', 'operator', { ruleId: saved.id, current: 1, size: 10 }));
    expect(log.records[0]).toMatchObject({ state: 'sent', attempts: 1, httpStatus: 200, code: '0', test: true });
    expect(log.records[0].tries).toHaveLength(1);
    const inbox = expectOk(await post<Inbox>('push/inbox', 'designer', { channel: 'wecom' }));
    const arrived = inbox.items.find((item) => item.key === 'team');
    expect(arrived).toMatchObject({ accepted: true, channel: 'wecom' });
    expect(arrived?.title).toContain('【测试】【定时报表】晨报');
    // The table: the account's row today against yesterday (120 元 vs 100 元, +20.0 %).
    expect(arrived?.body).toContain(mine.account_name);
    expect(arrived?.body).toContain('+20.0%');
    expect(expectOk(await post<PushRule>('push-rule/get', 'operator', { id: saved.id })).lastDelivery).toMatchObject({ state: 'sent' });
  });

  it('records a receiver answering 500 as failed after its five attempts, each with the answer', async () => {
    const failing = expectOk(await post<PushRule>('push-rule/save', 'operator', rule({ name: '失败的机器人', channels: [{ kind: 'wecom', webhook: wecom('fail500-a') }] })));
    expectOk(await post('push-rule/test-send', 'operator', { id: failing.id }));
    for (let round = 0; round < 6; round++) {
      await runDeliveries();
      clock.advance(60 * 60_000);
    }
    const [delivery] = expectOk(await post<DeliveryPage>('push-rule/deliveries', 'operator', { ruleId: failing.id, current: 1, size: 10 })).records;
    expect(delivery).toMatchObject({ state: 'failed', attempts: 5, httpStatus: 500 });
    expect(delivery.tries).toHaveLength(5);
    for (const attempt of delivery.tries) expect(attempt).toMatchObject({ state: 'failed', httpStatus: 500, message: '推送失败（HTTP 500）' });
    expect(delivery.answer).toBeTruthy();
  });

  it('fails a mail the server refuses at once, with the server\'s reply', async () => {
    const mail = expectOk(await post<PushRule>('push-rule/save', 'operator', rule({ name: '邮件', channels: [{ kind: 'email', recipients: ['boss@refuse.example.com'] }] })));
    expect(mail.channels[0]).toMatchObject({ kind: 'email', local: true });
    expectOk(await post('push-rule/test-send', 'operator', { id: mail.id }));
    await runDeliveries();
    const [delivery] = expectOk(await post<DeliveryPage>('push-rule/deliveries', 'operator', { ruleId: mail.id, current: 1, size: 10 })).records;
    expect(delivery).toMatchObject({ state: 'failed', attempts: 1, code: '550' });
    expect(delivery.message).toContain('550');
  });

  it('sends a rule once at its minute when the schedule ticks twice', async () => {
    const hourly = expectOk(await post<PushRule>('push-rule/save', 'operator', rule({ name: '整点', send: { kind: 'hours', hours: [...Array(24).keys()] } })));
    const next = await sqlOn(db()).selectFrom('push_rules').select('next_send_at').where('id', '=', hourly.id).executeTakeFirstOrThrow();
    const at = (next.next_send_at as Date).getTime();
    clock.set(at - 60_000);
    expect(await enqueueDueSends(db(), new Date(clock.now()))).toBeGreaterThanOrEqual(1);
    // A second tick of the same period (another process) finds the rule moved on: nothing twice.
    await sqlOn(db()).updateTable('push_rules').set({ next_send_at: new Date(at) }).where('id', '=', hourly.id).execute();
    await enqueueDueSends(db(), new Date(clock.now()));
    clock.set(at);
    await runDeliveries();
    const log = expectOk(await post<DeliveryPage>('push-rule/deliveries', 'operator', { ruleId: hourly.id, current: 1, size: 10 }));
    expect(log.records).toHaveLength(1);
    expect(log.records[0]).toMatchObject({ test: false, state: 'sent' });
    expect(log.records[0].slot).not.toBeNull();
  });

  it('mails a monitor alert to the monitor\'s addresses and keeps the delivery on the alert', async () => {
    const q = sqlOn(db());
    await q.deleteFrom('media_account_alerts').where('account_id', '=', mine.id).execute();
    await q
      .insertInto('media_account_monitors')
      .values({ account_id: mine.id, balance_below_fen: 1_000_000, cost_above_fen: null, enabled: true, recipients: JSON.stringify({ userIds: [], emails: ['alerts@example.com'] }) })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ balance_below_fen: 1_000_000, enabled: true, recipients: JSON.stringify({ userIds: [], emails: ['alerts@example.com'] }) }))
      .execute();
    await q.updateTable('media_accounts').set({ balance_fen: 100, last_synced_at: new Date() }).where('id', '=', mine.id).execute();
    expect(await raiseMonitorAlerts(db(), [mine.id], new Date())).toBeGreaterThanOrEqual(1);
    const alert = await q.selectFrom('media_account_alerts').select('mail_delivery_id').where('account_id', '=', mine.id).where('kind', '=', 'balance').executeTakeFirstOrThrow();
    expect(alert.mail_delivery_id).not.toBeNull();
    await runDeliveries();
    const delivery = await q.selectFrom('notify_deliveries').select(['state', 'origin_kind', 'channel']).where('id', '=', alert.mail_delivery_id ?? 0).executeTakeFirstOrThrow();
    expect(delivery).toEqual({ state: 'sent', origin_kind: 'monitor', channel: 'email' });
    const mail = (await server.receivers?.inbox('email'))?.find((m) => m.mail?.to.includes('alerts@example.com'));
    expect(mail?.mail?.subject).toBe(`账户余额不足：${mine.account_name}`);
  });

  it('keeps a robot to its minute\'s 20 sends (Feishu also to 5 a second), counted in the database', async () => {
    const minuteStart = Math.floor(Date.now() / 60_000) * 60_000 + 60_000 * 60 * 24 * 400;
    const wecomKey = channelKey('wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=pace');
    for (let i = 0; i < 20; i++) expect(await reserveSend(db(), 'wecom', wecomKey, minuteStart + i * 100)).toEqual({ send: true });
    expect(await reserveSend(db(), 'wecom', wecomKey, minuteStart + 30_000)).toEqual({ send: false, notBefore: minuteStart + 60_000 });
    expect(await reserveSend(db(), 'wecom', wecomKey, minuteStart + 60_000)).toEqual({ send: true });
    const feishuKey = channelKey('feishu', 'https://open.feishu.cn/open-apis/bot/v2/hook/pace');
    for (let i = 0; i < 5; i++) expect(await reserveSend(db(), 'feishu', feishuKey, minuteStart + 10)).toEqual({ send: true });
    expect(await reserveSend(db(), 'feishu', feishuKey, minuteStart + 10)).toEqual({ send: false, notBefore: minuteStart + 1_000 });
  });
});
