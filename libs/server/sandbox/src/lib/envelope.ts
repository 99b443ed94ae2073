// The shape of a media's answer to a refusal. Each media wraps its code and text its own way (a flat
// code/message/data, gdt's errors list, baidu's header of failures); each media's wire.ts writes and reads
// that shape, so the sandbox answers as the media would and its adapter reads the answer back.
import { createHash } from 'node:crypto';

/** A media's error code and text for one rule (a sandbox config's errors). */
export interface MediaErrorEntry {
  readonly code: string;
  readonly text: string;
}

/** A refusal as the media words it, with the figures it adds (retry-after, lock-out end, limits). */
export interface WireError extends MediaErrorEntry {
  detail: Readonly<Record<string, string | number>>;
}

export interface Envelope {
  /** The media's answer body to a refusal. */
  write(error: WireError): unknown;
  /** The refusal an answer body carries; undefined when it carries none. */
  read(body: unknown): WireError | undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The figures of an answer: its string and number fields. */
export function detailOf(value: unknown): Record<string, string | number> {
  if (!isRecord(value)) return {};
  const out: Record<string, string | number> = {};
  for (const [key, field] of Object.entries(value)) if (typeof field === 'string' || typeof field === 'number') out[key] = field;
  return out;
}

/**
 * The common shape: a numeric code (0 for success), a text field and the figures under `data`, plus any
 * fixed fields the media adds (a request id, a ttl).
 */
export function flatEnvelope(textField: string, extra: (error: WireError) => Record<string, unknown> = () => ({})): Envelope {
  return {
    write: (error) => ({ code: Number(error.code), [textField]: error.text, data: { ...error.detail }, ...extra(error) }),
    read(body) {
      if (!isRecord(body) || typeof body.code !== 'number' || body.code === 0) return undefined;
      const text = body[textField];
      return { code: String(body.code), text: typeof text === 'string' ? text : '', detail: detailOf(body.data) };
    },
  };
}

/**
 * 巨量引擎's shape, which its two media (toutiao and qianchuan) share: {code, message, request_id, data},
 * code 0 for success, the request id a hash of the refusal so the same refusal answers the same id.
 */
export const REQUEST_ID_ENVELOPE: Envelope = flatEnvelope('message', (error) => ({
  request_id: createHash('md5').update(`${error.code}|${JSON.stringify(error.detail)}`).digest('hex').slice(0, 24),
}));
