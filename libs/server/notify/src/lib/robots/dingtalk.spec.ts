import { describe, expect, it } from 'vitest';
import { dingtalkBody, dingtalkSign, dingtalkUrl, readDingtalkAnswer } from './dingtalk';

describe('DingTalk robot', () => {
  it('signs as the documented sample does: HMAC-SHA256 keyed with the secret over timestamp + "\\n" + secret', () => {
    // DingTalk's own Python sample (加签), run with its secret "this is secret" and the timestamp 1577262236757,
    // gives this value before URL encoding (hmPWwU%2B7lVdm3ZZz0r9tSfx0L4Q26jWOZr9%2BGs6EZQM%3D after).
    expect(dingtalkSign(1577262236757, 'this is secret')).toBe('hmPWwU+7lVdm3ZZz0r9tSfx0L4Q26jWOZr9+Gs6EZQM=');
  });

  it('puts timestamp and sign in the query beside access_token when the robot has a secret', () => {
    const webhook = new URL('https://oapi.dingtalk.com/robot/send?access_token=abc');
    const signed = dingtalkUrl(webhook, 'this is secret', 1577262236757);
    expect(signed.href).toBe('https://oapi.dingtalk.com/robot/send?access_token=abc&timestamp=1577262236757&sign=hmPWwU%2B7lVdm3ZZz0r9tSfx0L4Q26jWOZr9%2BGs6EZQM%3D');
    expect(dingtalkUrl(webhook, undefined, 1577262236757).href).toBe(webhook.href);
  });

  it('writes the documented markdown body', () => {
    expect(dingtalkBody({ title: '日报', table: { columns: ['账户'], rows: [['沙箱账户A']] } })).toEqual({
      msgtype: 'markdown',
      markdown: { title: '日报', text: '## 日报\n\n**账户**\n沙箱账户A' },
    });
  });

  it('reads its answers: success, rate limit, invalid token, security setting, others', () => {
    expect(readDingtalkAnswer('{"errcode":0,"errmsg":"ok"}')).toEqual({ kind: 'ok', code: '0', detail: 'ok' });
    expect(readDingtalkAnswer('{"errcode":130101,"errmsg":"send too fast, exceed 20 times per minute"}')).toMatchObject({ kind: 'rate-limited' });
    expect(readDingtalkAnswer('{"errcode":410100,"errmsg":"发送速度太快而限流"}')).toMatchObject({ kind: 'rate-limited' });
    expect(readDingtalkAnswer('{"errcode":300005,"errmsg":"token is not exist"}')).toMatchObject({ kind: 'invalid-key' });
    expect(readDingtalkAnswer('{"errcode":310000,"errmsg":"sign not match"}')).toMatchObject({ kind: 'signature' });
    expect(readDingtalkAnswer('{"errcode":40035,"errmsg":"缺少参数 json"}')).toMatchObject({ kind: 'refused' });
    expect(readDingtalkAnswer('{}')).toBeNull();
  });
});
