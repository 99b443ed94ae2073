import { describe, expect, it } from 'vitest';
import { actualTimes, draftProblems, emptyDraft, toSaveRequest, webhookProblem } from './report-push-rules';

const LOCAL = ['http://127.0.0.1:4310'];

describe('the webhook as typed', () => {
  it('refuses what the server\'s guard refuses without a lookup, and lets the local receivers through', () => {
    expect(webhookProblem('', LOCAL)).toBeNull();
    expect(webhookProblem('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abc', LOCAL)).toBeNull();
    expect(webhookProblem('http://qyapi.weixin.qq.com/x', LOCAL)).toBe('Webhook地址必须以https://开头');
    expect(webhookProblem('not a url', LOCAL)).toBe('Webhook地址必须以https://开头');
    expect(webhookProblem('https://user:pw@example.com/x', LOCAL)).toBe('Webhook地址不能包含用户名或密码');
    for (const url of ['https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://169.254.169.254/latest', 'https://[::ffff:127.0.0.1]/x', 'https://localhost/x', 'https://192.168.1.1/', 'https://[::1]/'])
      expect(webhookProblem(url, LOCAL), url).toBe('Webhook地址指向内网或本机地址，已拒绝');
    expect(webhookProblem('http://127.0.0.1:4310/wecom/toufang-demo', LOCAL)).toBeNull();
    expect(webhookProblem('http://127.0.0.1:4311/wecom/x', LOCAL)).toBe('Webhook地址必须以https://开头');
  });
});

describe('the draft', () => {
  it('needs a scope, a channel and well-formed times and addresses', () => {
    const problems = draftProblems({ ...emptyDraft(), time: '9点', emails: 'a@example.com x' });
    expect(problems).toMatchObject({ name: '请输入规则名称', accountIds: '请选择推送范围', time: '推送时间格式应为HH:mm', emails: '邮箱地址格式不正确：x' });
    expect(draftProblems({ ...emptyDraft(), name: 'a', accountIds: [1] })).toEqual({ '': '请至少填写一个推送渠道' });
  });

  it('becomes the save call, keeping the channels and secrets an edit did not touch', () => {
    const request = toSaveRequest({ ...emptyDraft(), name: ' 晨报 ', accountIds: [3], wecom: 'https://a.example.com/w', dingtalk: 'https://b.example.com/d', dingtalkSecret: '', emails: 'a@example.com; b@example.com' }, {
      id: 9,
      channels: [{ id: 4, kind: 'dingtalk', target: 'https://b.example.com/d', hasSecret: true }],
    } as never);
    expect(request).toMatchObject({ id: 9, name: '晨报', scope: { kind: 'accounts', ids: [3] }, send: { kind: 'daily', time: '09:00' } });
    expect(request.channels).toEqual([
      { kind: 'wecom', webhook: 'https://a.example.com/w' },
      { id: 4, kind: 'dingtalk', webhook: 'https://b.example.com/d' },
      { kind: 'email', recipients: ['a@example.com', 'b@example.com'] },
    ]);
  });

  it('shows the real send minute of a saved rule, never on :00 or :30', () => {
    expect(actualTimes({ sendKind: 'daily', time: '09:00', hours: [] }, null)).toBeNull();
    const [time] = actualTimes({ sendKind: 'daily', time: '09:00', hours: [] }, 42) ?? [];
    const minute = Number(time.slice(3));
    expect(time.startsWith('09:') && minute >= 2 && minute <= 13).toBe(true);
    expect(actualTimes({ sendKind: 'hours', time: '', hours: [8, 20] }, 42)).toHaveLength(2);
  });
});
