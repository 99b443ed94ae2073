// 企业微信 group robot (docs/design/tools.md §4.1, §4.4; O1). Facts from WeCom's public documentation of the
// group robot (developer.work.weixin.qq.com, 群机器人配置说明) and its global return codes, as quoted by
// integrations that handle them:
// - POST https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=<key>, JSON; markdown is
//   {"msgtype":"markdown","markdown":{"content":"…"}}, content at most 4096 bytes of UTF-8.
// - Answer: HTTP 200 and {"errcode":0,"errmsg":"ok"}; errors in the same body. 45009 "api freq out of limit"
//   (each robot may send at most 20 messages a minute); 93000 "invalid webhook url" (the key is wrong or the
//   robot was removed); 40058 (a field is invalid or too long, e.g. markdown.content beyond 4096 bytes);
//   -1 系统繁忙 (try again).
// - No signature: the key in the URL is the credential.
import type { NotifyContent } from '../types';
import { type RobotAnswer, numberField, parseAnswerObject, stringField } from './answer';
import { markdownOf } from './render';

export const WECOM = {
  MARKDOWN_MAX_BYTES: 4096,
  PER_MINUTE: 20,
  CODES: { OK: 0, BUSY: -1, RATE_LIMITED: 45009, INVALID_KEY: 93000, INVALID_FIELD: 40058, INVALID_MSGTYPE: 40008 },
} as const;

export interface WecomBody {
  msgtype: 'markdown';
  markdown: { content: string };
}

export function wecomBody(content: NotifyContent): WecomBody {
  return { msgtype: 'markdown', markdown: { content: markdownOf(content, WECOM.MARKDOWN_MAX_BYTES) } };
}

export function readWecomAnswer(text: string): RobotAnswer | null {
  const object = parseAnswerObject(text);
  if (!object) return null;
  const code = numberField(object, 'errcode');
  if (code === null) return null;
  const detail = stringField(object, 'errmsg');
  const kind =
    code === WECOM.CODES.OK ? 'ok'
    : code === WECOM.CODES.RATE_LIMITED ? 'rate-limited'
    : code === WECOM.CODES.INVALID_KEY ? 'invalid-key'
    : code === WECOM.CODES.BUSY ? 'busy'
    : 'refused';
  return { kind, code: String(code), detail };
}
