// 飞书 custom robot (docs/design/tools.md §4.1, §4.4; O1). Facts from Feishu's public documentation of the
// custom robot (open.feishu.cn, 自定义机器人使用指南) and answers it is known to give:
// - POST https://open.feishu.cn/open-apis/bot/v2/hook/<token>, JSON; a card is
//   {"msg_type":"interactive","card":{…}}; a request body at most 20 KB; 100 requests a minute and 5 a second
//   per robot.
// - 签名校验: string to sign `timestamp + "\n" + secret` (timestamp in seconds, within one hour), used as the KEY
//   of HMAC-SHA256 over an empty message (unlike DingTalk, which keys with the secret), Base64; sent in the body
//   as "timestamp" (a string) and "sign".
// - Answer: HTTP 200 and {"code":0,"msg":"success","data":{}} (older robots add "StatusCode":0,
//   "StatusMessage":"success"). 11232 "frequency limited psm[…]" (rate limit); 19001 "param invalid: incoming
//   webhook access token invalid"; 19021 "sign match fail or timestamp is not within one hour from current
//   time"; 19022 IP not allowed; 19024 keywords not found; 9499 "Bad Request" (a body it cannot read).
import { createHmac } from 'node:crypto';
import type { NotifyContent } from '../types';
import { CHANNEL_LIMITS, splitForLimit } from '../pacing';
import { type RobotAnswer, numberField, parseAnswerObject, stringField } from './answer';
import { utf8Bytes } from './render';

export const FEISHU = {
  BODY_MAX_BYTES: CHANNEL_LIMITS.feishu.bodyBytes ?? 20_000,
  SIGN_WINDOW_MS: 60 * 60 * 1000,
  CODES: { OK: 0, RATE_LIMITED: 11232, INVALID_KEY: 19001, SIGN_MISMATCH: 19021, IP_NOT_ALLOWED: 19022, KEYWORDS: 19024, BAD_REQUEST: 9499 },
} as const;

/** Base64 of HMAC-SHA256(key = `${timestampS}\n${secret}`, message = empty). */
export function feishuSign(timestampSeconds: number, secret: string): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

function cellText(value: string | number): string {
  return String(value).replace(/[\r\n]+/g, ' ');
}

/** A card 1.0: the title in the header, the text as lark_md, the table as one column per field. */
export function feishuCard(content: NotifyContent): Record<string, unknown> {
  const elements: Array<Record<string, unknown>> = [];
  if (content.text) elements.push({ tag: 'div', text: { tag: 'lark_md', content: content.text } });
  const table = content.table;
  if (table) {
    elements.push({
      tag: 'column_set',
      flex_mode: 'none',
      background_style: 'default',
      columns: table.columns.map((column, index) => ({
        tag: 'column',
        width: 'weighted',
        weight: 1,
        vertical_align: 'top',
        elements: [{ tag: 'markdown', content: [`**${cellText(column)}**`, ...table.rows.map((row) => cellText(row[index] ?? ''))].join('\n') }],
      })),
    });
  }
  return { config: { wide_screen_mode: true }, header: { title: { tag: 'plain_text', content: content.title }, template: 'blue' }, elements };
}

export interface FeishuBody {
  msg_type: 'interactive';
  card: Record<string, unknown>;
  timestamp?: string;
  sign?: string;
}

export function feishuBody(content: NotifyContent, secret: string | undefined, nowMs: number): FeishuBody {
  const body: FeishuBody = { msg_type: 'interactive', card: feishuCard(content) };
  if (secret) {
    const timestamp = Math.floor(nowMs / 1000);
    body.timestamp = String(timestamp);
    body.sign = feishuSign(timestamp, secret);
  }
  return body;
}

/** The bodies to post, in order: one, or several when the table makes the body pass 20 KB. */
export function feishuBodies(content: NotifyContent, secret: string | undefined, nowMs: number): string[] {
  const measure = (part: NotifyContent) => utf8Bytes(JSON.stringify(feishuBody(part, secret, nowMs)));
  return splitForLimit(content, FEISHU.BODY_MAX_BYTES, measure).map((part) => JSON.stringify(feishuBody(part, secret, nowMs)));
}

export function readFeishuAnswer(text: string): RobotAnswer | null {
  const object = parseAnswerObject(text);
  if (!object) return null;
  const code = numberField(object, 'code', 'StatusCode');
  if (code === null) return null;
  const detail = stringField(object, 'msg', 'StatusMessage');
  const { CODES } = FEISHU;
  const kind =
    code === CODES.OK ? 'ok'
    : code === CODES.RATE_LIMITED ? 'rate-limited'
    : code === CODES.INVALID_KEY ? 'invalid-key'
    : code === CODES.SIGN_MISMATCH ? 'signature'
    : 'refused';
  return { kind, code: String(code), detail };
}
