// One attempt at a robot: the URL guard, the pinned POST (one per body; Feishu may need several), and the
// robot's answer read into a delivery outcome (docs/design/tools.md §4.1).
import type { DeliveryOutcome, NotifyContent, RobotKind } from '../types';
import { keepAnswer } from '../types';
import { NOTIFY_TEXTS } from '../texts';
import { type Lookup, type ResolvedAddress, checkWebhookUrl } from '../url-guard';
import { type PinnedAnswer, postPinned } from '../fetch-pinned';
import { type Failure, failsForGood } from '../fails-for-good';
import { msUntilNextMinute } from '../pacing';
import type { RobotAnswer } from './answer';
import { readWecomAnswer, wecomBody } from './wecom';
import { feishuBodies, readFeishuAnswer } from './feishu';
import { dingtalkBody, dingtalkUrl, readDingtalkAnswer } from './dingtalk';

export interface RobotTarget {
  kind: RobotKind;
  /** The webhook URL as the user saved it. */
  url: string;
  /** The robot's signing secret (Feishu, DingTalk), when it has one. */
  secret?: string;
}

export interface RobotSendOptions {
  /** Normalised origins exempt from the guard (TOUFANG_PUSH_ALLOW). */
  allow?: readonly string[];
  lookup?: Lookup;
  timeoutMs?: number;
  now?: () => number;
  /** Bodies already delivered by an earlier attempt (a Feishu message cut in several): start after them. */
  partsSent?: number;
  ca?: string | Buffer;
}

export interface RobotOutcome extends DeliveryOutcome {
  /** Bodies this message was cut into, and how many have been delivered so far. */
  parts: number;
  partsSent: number;
}

interface Prepared {
  url: URL;
  bodies: string[];
  read: (text: string) => RobotAnswer | null;
}

function prepare(target: RobotTarget, url: URL, content: NotifyContent, nowMs: number): Prepared {
  switch (target.kind) {
    case 'wecom':
      return { url, bodies: [JSON.stringify(wecomBody(content))], read: readWecomAnswer };
    case 'feishu':
      return { url, bodies: feishuBodies(content, target.secret, nowMs), read: readFeishuAnswer };
    case 'dingtalk':
      return { url: dingtalkUrl(url, target.secret, nowMs), bodies: [JSON.stringify(dingtalkBody(content))], read: readDingtalkAnswer };
  }
}

function failed(failure: Failure, fields: Omit<DeliveryOutcome, 'state' | 'retry'>, parts: number, partsSent: number, nowMs: number): RobotOutcome {
  const rateLimited = failure.kind === 'robot' && failure.answer === 'rate-limited';
  const retry = failsForGood(failure) ? 'no' : rateLimited ? 'window' : 'backoff';
  return { state: 'failed', retry, ...(rateLimited ? { retryAfterMs: msUntilNextMinute(nowMs) } : {}), ...fields, parts, partsSent };
}

function answerMessage(answer: RobotAnswer): string {
  switch (answer.kind) {
    case 'rate-limited':
      return NOTIFY_TEXTS.ROBOT_RATE_LIMITED;
    case 'invalid-key':
      return NOTIFY_TEXTS.ROBOT_INVALID_KEY;
    case 'signature':
      return NOTIFY_TEXTS.ROBOT_SIGNATURE;
    default:
      return NOTIFY_TEXTS.ROBOT_REFUSED(answer.code, answer.detail);
  }
}

/** Errors raised before a connection exists: the body cannot have been sent, so the next checked address may be tried. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** The checked addresses in the resolver's order, the next one only when the previous refused to connect. */
async function postToCheckedAddresses(url: URL, addresses: ResolvedAddress[], body: string, options: RobotSendOptions): Promise<PinnedAnswer> {
  let answer: PinnedAnswer = { kind: 'network', detail: 'no address' };
  for (const address of addresses) {
    answer = await postPinned({ url, address, body, timeoutMs: options.timeoutMs, ca: options.ca });
    if (answer.kind !== 'network' || !NOT_CONNECTED.has(answer.detail)) return answer;
  }
  return answer;
}

export async function sendToRobot(target: RobotTarget, content: NotifyContent, options: RobotSendOptions = {}): Promise<RobotOutcome> {
  const nowMs = (options.now ?? Date.now)();
  const guarded = await checkWebhookUrl(target.url, { allow: options.allow, lookup: options.lookup });
  if (!guarded.ok) return failed({ kind: 'guard' }, { message: guarded.message, code: `guard:${guarded.reason}` }, 0, 0, nowMs);
  const prepared = prepare(target, guarded.url, content, nowMs);
  const parts = prepared.bodies.length;
  let partsSent = Math.min(options.partsSent ?? 0, parts);
  let last: RobotOutcome | null = null;
  for (const body of prepared.bodies.slice(partsSent)) {
    const answer = await postToCheckedAddresses(prepared.url, guarded.addresses, body, options);
    if (answer.kind === 'timeout') return failed({ kind: 'timeout' }, { message: NOTIFY_TEXTS.TIMEOUT, code: 'timeout' }, parts, partsSent, nowMs);
    if (answer.kind === 'network') return failed({ kind: 'network' }, { message: NOTIFY_TEXTS.NETWORK(answer.detail), code: 'network' }, parts, partsSent, nowMs);
    const kept = keepAnswer(answer.body);
    if (answer.status < 200 || answer.status >= 300) {
      const message = answer.status >= 300 && answer.status < 400 ? NOTIFY_TEXTS.REDIRECT(answer.status) : NOTIFY_TEXTS.HTTP_STATUS(answer.status);
      return failed({ kind: 'http', status: answer.status }, { message, httpStatus: answer.status, answer: kept }, parts, partsSent, nowMs);
    }
    const read = prepared.read(answer.body);
    if (!read) return failed({ kind: 'robot', answer: 'unreadable' }, { message: NOTIFY_TEXTS.ANSWER_UNREADABLE, httpStatus: answer.status, answer: kept }, parts, partsSent, nowMs);
    if (read.kind !== 'ok') return failed({ kind: 'robot', answer: read.kind }, { message: answerMessage(read), httpStatus: answer.status, code: read.code, answer: kept }, parts, partsSent, nowMs);
    partsSent += 1;
    last = { state: 'sent', retry: 'no', message: NOTIFY_TEXTS.SENT, httpStatus: answer.status, code: read.code, answer: kept, parts, partsSent };
  }
  return last ?? { state: 'sent', retry: 'no', message: NOTIFY_TEXTS.SENT, parts, partsSent };
}
