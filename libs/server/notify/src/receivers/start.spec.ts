import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendToRobot } from '../lib/robots/send';
import { parseAllowList } from '../lib/url-guard';
import { feishuSign } from '../lib/robots/feishu';
import { type Receivers, startReceivers } from './start';

// The robots' real wire format against the local robots, through the same guard and pinned POST a delivery
// job uses; the receivers' origin is allowed as TOUFANG_PUSH_ALLOW would name it.
let dir: string;
let receivers: Receivers;
let allow: string[];
const content = { title: '沙箱日报', text: '昨日汇总', table: { columns: ['账户', '消耗（元）'], rows: [['沙箱账户A', 1234.5]] } };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'toufang-receivers-'));
  receivers = await startReceivers({ dir });
  allow = parseAllowList(receivers.env.TOUFANG_PUSH_ALLOW);
});
afterAll(async () => {
  await receivers.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the local robots', () => {
  it('take each robot’s message and answer as the robot does', async () => {
    for (const kind of ['wecom', 'feishu', 'dingtalk'] as const) {
      const outcome = await sendToRobot({ kind, url: `${receivers.httpUrl}/${kind}/k-${kind}` }, content, { allow });
      expect(outcome).toMatchObject({ state: 'sent', httpStatus: 200, code: '0', parts: 1, partsSent: 1 });
      const [entry] = await receivers.inbox(kind);
      expect(entry).toMatchObject({ channel: kind, key: `k-${kind}`, accepted: true, status: 200 });
    }
    const [wecom] = await receivers.inbox('wecom');
    expect(wecom.body).toEqual({ msgtype: 'markdown', markdown: { content: '## 沙箱日报\n昨日汇总\n\n**账户** | **消耗（元）**\n沙箱账户A | 1234.5' } });
  });

  it('check the signature of a robot with a secret (the key is its secret)', async () => {
    for (const kind of ['feishu', 'dingtalk'] as const) {
      const url = `${receivers.httpUrl}/${kind}/signed-${kind}`;
      expect(await sendToRobot({ kind, url, secret: `signed-${kind}` }, content, { allow })).toMatchObject({ state: 'sent' });
      const wrong = await sendToRobot({ kind, url, secret: 'SECwrong' }, content, { allow });
      expect(wrong).toMatchObject({ state: 'failed', retry: 'no', message: '机器人签名校验未通过，请检查加签密钥', code: kind === 'feishu' ? '19021' : '310000' });
    }
    const [dingtalk] = await receivers.inbox('dingtalk');
    expect(dingtalk.query).toMatch(/^timestamp=\d+&sign=/);
  });

  it('refuse a Feishu signature older than an hour', async () => {
    const old = Date.now() - 2 * 60 * 60 * 1000;
    const outcome = await sendToRobot({ kind: 'feishu', url: `${receivers.httpUrl}/feishu/signed-x`, secret: 'signed-x' }, content, { allow, now: () => old });
    expect(outcome).toMatchObject({ state: 'failed', code: '19021' });
    expect(feishuSign(Math.floor(old / 1000), 'signed-x')).toBeTruthy();
  });

  it('answer 500 for a fail500 key: a failure the back-off retries', async () => {
    const outcome = await sendToRobot({ kind: 'wecom', url: `${receivers.httpUrl}/wecom/fail500-a` }, content, { allow });
    expect(outcome).toMatchObject({ state: 'failed', retry: 'backoff', httpStatus: 500, message: '推送失败（HTTP 500）' });
  });

  it('answer nothing for a timeout key (a short limit here; 10 s in service)', async () => {
    const outcome = await sendToRobot({ kind: 'dingtalk', url: `${receivers.httpUrl}/dingtalk/timeout-a` }, content, { allow, timeoutMs: 300 });
    expect(outcome).toMatchObject({ state: 'failed', retry: 'backoff', message: '推送超时（10秒未响应）' });
  });

  it('give the robots’ own rate-limit and invalid-key answers', async () => {
    const limited = await sendToRobot({ kind: 'wecom', url: `${receivers.httpUrl}/wecom/ratelimit-a` }, content, { allow });
    expect(limited).toMatchObject({ state: 'failed', retry: 'window', code: '45009' });
    expect(limited.retryAfterMs).toBeGreaterThan(0);
    expect(limited.retryAfterMs).toBeLessThanOrEqual(60_000);
    const invalid = await sendToRobot({ kind: 'feishu', url: `${receivers.httpUrl}/feishu/invalid-a` }, content, { allow });
    expect(invalid).toMatchObject({ state: 'failed', retry: 'no', code: '19001', message: 'Webhook地址无效（机器人不存在、已停用或已被移出群）' });
  });

  it('are refused by the guard when their origin is not allowed', async () => {
    const outcome = await sendToRobot({ kind: 'wecom', url: `${receivers.httpUrl}/wecom/k1` }, content, { allow: [] });
    expect(outcome).toMatchObject({ state: 'failed', retry: 'no', code: 'guard:not-https', message: 'Webhook地址必须以https://开头' });
  });

  it('are reached at the next checked address when the first refuses to connect', async () => {
    const { port } = new URL(receivers.httpUrl);
    const lookup = async () => [
      { address: '127.0.0.2', family: 4 as const },
      { address: '127.0.0.1', family: 4 as const },
    ];
    const outcome = await sendToRobot({ kind: 'wecom', url: `http://robot.local:${port}/wecom/k-next` }, content, { allow: [`http://robot.local:${port}`], lookup });
    expect(outcome).toMatchObject({ state: 'sent' });
  });

  it('answer the inbox over HTTP, newest first', async () => {
    await sendToRobot({ kind: 'wecom', url: `${receivers.httpUrl}/wecom/k-inbox` }, content, { allow });
    const response = await fetch(`${receivers.httpUrl}/inbox?channel=wecom`);
    const { items } = (await response.json()) as { items: Array<{ channel: string; key: string }> };
    expect(items.every((item) => item.channel === 'wecom')).toBe(true);
    expect(items[0].key).toBe('k-inbox');
    expect(items.length).toBeGreaterThan(3);
  });
});
