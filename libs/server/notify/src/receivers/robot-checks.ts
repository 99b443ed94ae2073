// How each local robot judges a post: the robot's own body format and signature, answered with the robot's own
// success and error bodies (the codes of ../lib/robots/*.ts, taken from the platforms' documentation, O1).
// The key of the path decides the robot's behaviour, so a test or a seeded channel can ask for each case:
//   signed-…    a robot with a secret; its secret is the key itself (a wrong or missing signature is refused)
//   ratelimit…  the robot's rate-limit answer        invalid…  the robot's invalid-key answer
//   fail500…    HTTP 500                               timeout…  no answer at all
//   anything else: a robot without a secret that takes a well-formed message.
import { timingSafeEqual } from 'node:crypto';
import { DINGTALK, dingtalkSign } from '../lib/robots/dingtalk';
import { FEISHU, feishuSign } from '../lib/robots/feishu';
import { WECOM } from '../lib/robots/wecom';
import type { RobotKind } from '../lib/types';

export type RobotReply = { kind: 'answer'; status: number; body: unknown; accepted: boolean } | { kind: 'no-answer' };

export const RECEIVER_KEYS = { SIGNED: 'signed-', RATE_LIMIT: 'ratelimit', INVALID: 'invalid', FAIL_500: 'fail500', TIMEOUT: 'timeout' } as const;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const ok = (body: unknown): RobotReply => ({ kind: 'answer', status: 200, body, accepted: true });
const refused = (body: unknown): RobotReply => ({ kind: 'answer', status: 200, body, accepted: false });

function wecomError(errcode: number, errmsg: string): RobotReply {
  return refused({ errcode, errmsg });
}
function feishuError(code: number, msg: string): RobotReply {
  return refused({ code, data: {}, msg });
}
function dingtalkError(errcode: number, errmsg: string): RobotReply {
  return refused({ errcode, errmsg });
}

function checkWecom(body: unknown): RobotReply {
  const { CODES, MARKDOWN_MAX_BYTES } = WECOM;
  if (!isObject(body)) return wecomError(CODES.INVALID_FIELD, 'invalid json');
  if (body.msgtype === 'markdown') {
    const content = isObject(body.markdown) ? body.markdown.content : undefined;
    if (typeof content !== 'string' || content === '') return wecomError(CODES.INVALID_FIELD, 'missing markdown.content');
    if (Buffer.byteLength(content, 'utf8') > MARKDOWN_MAX_BYTES) return wecomError(CODES.INVALID_FIELD, `markdown.content exceed max length ${MARKDOWN_MAX_BYTES}`);
    return ok({ errcode: 0, errmsg: 'ok' });
  }
  if (body.msgtype === 'text') {
    return isObject(body.text) && typeof body.text.content === 'string' ? ok({ errcode: 0, errmsg: 'ok' }) : wecomError(CODES.INVALID_FIELD, 'missing text.content');
  }
  return wecomError(CODES.INVALID_MSGTYPE, 'invalid message type');
}

function checkFeishu(body: unknown, rawBytes: number, secret: string | null, nowMs: number): RobotReply {
  const { CODES } = FEISHU;
  if (rawBytes > FEISHU.BODY_MAX_BYTES) return feishuError(CODES.BAD_REQUEST, 'Bad Request: request body too large');
  if (!isObject(body)) return feishuError(CODES.BAD_REQUEST, 'Bad Request');
  if (secret !== null) {
    const timestamp = typeof body.timestamp === 'string' ? Number(body.timestamp) : NaN;
    const fresh = Number.isInteger(timestamp) && Math.abs(nowMs - timestamp * 1000) <= FEISHU.SIGN_WINDOW_MS;
    if (!fresh || typeof body.sign !== 'string' || !sameText(body.sign, feishuSign(timestamp, secret))) {
      return feishuError(CODES.SIGN_MISMATCH, 'sign match fail or timestamp is not within one hour from current time');
    }
  }
  const wellFormed =
    body.msg_type === 'interactive' ? isObject(body.card) && Array.isArray(body.card.elements)
    : body.msg_type === 'text' ? isObject(body.content) && typeof body.content.text === 'string'
    : false;
  if (!wellFormed) return feishuError(CODES.BAD_REQUEST, 'Bad Request');
  return ok({ StatusCode: 0, StatusMessage: 'success', code: 0, data: {}, msg: 'success' });
}

function checkDingtalk(body: unknown, query: URLSearchParams, secret: string | null, nowMs: number): RobotReply {
  const { CODES } = DINGTALK;
  if (secret !== null) {
    const timestamp = Number(query.get('timestamp'));
    const sign = query.get('sign') ?? '';
    const fresh = Number.isInteger(timestamp) && Math.abs(nowMs - timestamp) <= DINGTALK.SIGN_WINDOW_MS;
    if (!fresh || !sameText(sign, dingtalkSign(timestamp, secret))) return dingtalkError(CODES.SECURITY, 'sign not match');
  }
  if (!isObject(body)) return dingtalkError(CODES.MISSING_PARAMETER, '缺少参数 json');
  const wellFormed =
    body.msgtype === 'markdown' ? isObject(body.markdown) && typeof body.markdown.title === 'string' && typeof body.markdown.text === 'string'
    : body.msgtype === 'text' ? isObject(body.text) && typeof body.text.content === 'string'
    : false;
  if (!wellFormed) return dingtalkError(CODES.MISSING_PARAMETER, '缺少参数 json');
  return ok({ errcode: 0, errmsg: 'ok' });
}

/** The robot's reply to one post. `rawBody` is the text received, `query` the URL's query string. */
export function robotReply(robot: RobotKind, key: string, rawBody: string, query: URLSearchParams, nowMs: number): RobotReply {
  if (key.startsWith(RECEIVER_KEYS.TIMEOUT)) return { kind: 'no-answer' };
  if (key.startsWith(RECEIVER_KEYS.FAIL_500)) return { kind: 'answer', status: 500, body: 'Internal Server Error', accepted: false };
  if (key.startsWith(RECEIVER_KEYS.INVALID)) {
    if (robot === 'wecom') return wecomError(WECOM.CODES.INVALID_KEY, 'invalid webhook url');
    if (robot === 'feishu') return feishuError(FEISHU.CODES.INVALID_KEY, 'param invalid: incoming webhook access token invalid');
    return dingtalkError(DINGTALK.CODES.INVALID_KEY[0], 'token is not exist');
  }
  if (key.startsWith(RECEIVER_KEYS.RATE_LIMIT)) {
    if (robot === 'wecom') return wecomError(WECOM.CODES.RATE_LIMITED, 'api freq out of limit');
    if (robot === 'feishu') return feishuError(FEISHU.CODES.RATE_LIMITED, 'frequency limited psm[lark.oapi.app_platform_runtime]');
    return dingtalkError(DINGTALK.CODES.RATE_LIMITED[0], 'send too fast, exceed 20 times per minute');
  }
  let body: unknown = null;
  try {
    body = JSON.parse(rawBody);
  } catch {
    body = null;
  }
  const secret = key.startsWith(RECEIVER_KEYS.SIGNED) ? key : null;
  switch (robot) {
    case 'wecom':
      return checkWecom(body);
    case 'feishu':
      return checkFeishu(body, Buffer.byteLength(rawBody, 'utf8'), secret, nowMs);
    case 'dingtalk':
      return checkDingtalk(body, query, secret, nowMs);
  }
}
