// 钉钉 custom robot (docs/design/tools.md §4.1, §4.4; O1). Facts from DingTalk's public documentation of the
// custom robot (open.dingtalk.com, 自定义机器人接入 / 自定义机器人安全设置) and answers it is known to give:
// - POST https://oapi.dingtalk.com/robot/send?access_token=<token>, JSON; markdown is
//   {"msgtype":"markdown","markdown":{"title":"…","text":"…"}}.
// - 加签: string to sign `timestamp + "\n" + secret` (timestamp in milliseconds, within one hour of the server's
//   clock), HMAC-SHA256 keyed with the secret (the SEC… string), Base64, then URL-encoded; sent as the
//   `timestamp` and `sign` query parameters beside access_token.
// - Answer: HTTP 200 and {"errcode":0,"errmsg":"ok"}. 130101 "send too fast, exceed 20 times per minute" (and
//   410100, the newer list's 发送速度太快而限流): each robot sends at most 20 a minute, then is held 10 minutes;
//   310000 for a failed security setting ("sign not match", "keywords not in content", an IP not in the list);
//   300005 "token is not exist", 400101 access_token 不存在, 400102 机器人已停用, 400106 机器人不存在;
//   -1 系统繁忙.
import { createHmac } from 'node:crypto';
import type { NotifyContent } from '../types';
import { type RobotAnswer, numberField, parseAnswerObject, stringField } from './answer';
import { markdownOf } from './render';

export const DINGTALK = {
  PER_MINUTE: 20,
  /** The robot refuses a timestamp further than this from its clock. */
  SIGN_WINDOW_MS: 60 * 60 * 1000,
  CODES: {
    OK: 0,
    BUSY: -1,
    RATE_LIMITED: [130101, 410100],
    SECURITY: 310000,
    INVALID_KEY: [300005, 400101, 400102, 400106],
    MISSING_PARAMETER: 40035,
  },
} as const;

/** Base64 of HMAC-SHA256(key = secret, message = `${timestampMs}\n${secret}`); URL encoding is the query's. */
export function dingtalkSign(timestampMs: number, secret: string): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`, 'utf8').digest('base64');
}

export interface DingtalkBody {
  msgtype: 'markdown';
  markdown: { title: string; text: string };
}

export function dingtalkBody(content: NotifyContent): DingtalkBody {
  return { msgtype: 'markdown', markdown: { title: content.title, text: markdownOf(content) } };
}

/** The URL to post to: the robot's own, with `timestamp` and `sign` when it has a secret. */
export function dingtalkUrl(webhook: URL, secret: string | undefined, nowMs: number): URL {
  const url = new URL(webhook.href);
  if (secret) {
    url.searchParams.set('timestamp', String(nowMs));
    url.searchParams.set('sign', dingtalkSign(nowMs, secret));
  }
  return url;
}

export function readDingtalkAnswer(text: string): RobotAnswer | null {
  const object = parseAnswerObject(text);
  if (!object) return null;
  const code = numberField(object, 'errcode');
  if (code === null) return null;
  const detail = stringField(object, 'errmsg');
  const { CODES } = DINGTALK;
  const kind =
    code === CODES.OK ? 'ok'
    : (CODES.RATE_LIMITED as readonly number[]).includes(code) ? 'rate-limited'
    : (CODES.INVALID_KEY as readonly number[]).includes(code) ? 'invalid-key'
    : code === CODES.SECURITY ? 'signature'
    : code === CODES.BUSY ? 'busy'
    : 'refused';
  return { kind, code: String(code), detail };
}
