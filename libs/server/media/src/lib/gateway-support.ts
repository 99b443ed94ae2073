// The gateway's parts that hold no state: its own figures and timeout, the media's rules checked on planned
// edits before any call, and the helpers its calls share (gateway.ts).
import { MediaError, type EditField, type FieldValue, type MediaPort, type ObjectLevel, type ObjectOutcome } from './port';
import { checkBid, checkBudgetEdit, checkName, deskMessage, refusal, type Refusal, type SandboxRule } from './rules';

/** The gateway's own figures (chosen for the desk; the media's figures live in each adapter's limits). */
export const GATEWAY = {
  /** Calls per attempt of one request: the first and up to this many retries. */
  maxAttempts: 5,
  /** Back-off after a refusal without retry-after: 500 ms, 1 s, 2 s … capped. No jitter, so runs repeat. */
  backoffBaseMs: 500,
  backoffMaxMs: 30_000,
  /** Pace to this share of the media's per-minute limit, leaving room for calls made outside the desk. */
  minuteShare: 0.9,
  /** A call the media has not answered by then is given up (real time, whatever clock the gateway keeps). */
  callTimeoutMs: 15_000,
} as const;

/** The media code of the gateway's own refusal when a media does not answer in time. */
export const GATEWAY_TIMEOUT_CODE = 'gateway-timeout';

/** A media that does not answer: the call is given up, and its result, for a write, is unknown. */
function timeoutError(ms: number): MediaError {
  return new MediaError({
    kind: 'unavailable',
    message: `媒体接口 ${Math.round(ms / 1000)} 秒未响应，本次操作结果未知，请稍后同步核对`,
    mediaCode: GATEWAY_TIMEOUT_CODE,
    mediaMessage: `no answer within ${ms} ms`,
    outcomeUnknown: true,
  });
}

/** The call, or a timeout refusal once `ms` pass on the real clock (the timer never keeps the process up). */
export async function withTimeout<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError(ms)), ms);
    timer.unref?.();
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A planned edit, checked against the media's rules before any call. */
export interface PlannedEdit<F extends EditField = EditField> {
  key: string;
  /** 'account' for the account's daily budget (field 'budget'). */
  scope: 'account' | ObjectLevel;
  field: F;
  current: FieldValue[F] | null;
  next: FieldValue[F];
  /** Budget edits already made today on this account or object (from the audit trail). */
  editsToday?: number;
  /** 元 spent today (from the latest report). */
  todayCost?: number;
}

export type EditCheck = { key: string; ok: true } | { key: string; ok: false; rule: SandboxRule; reason: string };

/** Which planned edits the media would refuse, with a Chinese reason naming the rule. */
export function checkPlannedEdits(port: MediaPort, edits: readonly PlannedEdit[]): EditCheck[] {
  const limits = port.limits;
  const label = (scope: PlannedEdit['scope']) =>
    scope === 'account' ? '账户' : (port.levels.find((l) => l.level === scope)?.label ?? scope);
  const names = new Map<string, number>();
  return edits.map((edit) => {
    let problem: Refusal | null = null;
    if (edit.field === 'budget') {
      problem = checkBudgetEdit({
        limits,
        scope: edit.scope,
        label: label(edit.scope),
        current: typeof edit.current === 'number' ? edit.current : null,
        next: typeof edit.next === 'number' ? edit.next : null,
        editsToday: edit.editsToday ?? 0,
        todayCost: edit.todayCost ?? 0,
      });
    } else if (edit.field === 'bid') {
      problem = typeof edit.next === 'number' ? checkBid(limits, edit.next) : refusal('invalid_value', { detail: '出价须为数字' });
    } else if (edit.field === 'name') {
      const name = String(edit.next);
      problem = checkName(limits, name);
      const seen = `${edit.scope}\u0000${name}`;
      const repeats = port.levels.find((l) => l.level === edit.scope)?.namesRepeat === true;
      if (!problem && !repeats && names.has(seen)) problem = refusal('name_duplicate', { value: name, label: label(edit.scope) });
      names.set(seen, 1);
    }
    return problem ? { key: edit.key, ok: false as const, rule: problem.rule, reason: deskMessage(port.media, problem) } : { key: edit.key, ok: true as const };
  });
}

/** A refused call's answer for one of its items. */
export function refused(key: string, error: MediaError): ObjectOutcome<never> {
  return error.outcomeUnknown
    ? { key, ok: false, mediaCode: error.mediaCode, reason: error.message, outcomeUnknown: true }
    : { key, ok: false, mediaCode: error.mediaCode, reason: error.message };
}

/** Items in runs of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
