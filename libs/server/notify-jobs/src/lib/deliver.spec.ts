import { describe, expect, it } from 'vitest';
import { channelKey } from './deliver';

describe('channelKey', () => {
  it('counts one robot once whatever signature its URL carries, and two robots apart', () => {
    const a = channelKey('dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=abc&timestamp=1&sign=x');
    expect(channelKey('dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=abc&timestamp=2&sign=y')).toBe(a);
    expect(channelKey('dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=other')).not.toBe(a);
    expect(channelKey('wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k1')).not.toBe(channelKey('wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k2'));
    expect(channelKey('feishu', 'not a url')).toBe('feishu:not a url');
  });
});
