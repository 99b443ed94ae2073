import type { components } from '../generated/schema';

export type Envelope = components['schemas']['Envelope'];

/** The success code of the envelope (contract: `code` 200). */
export const SUCCESS_CODE = 200;

/**
 * The server's refusal of every call but the password change, the user info and logout while the session
 * holds a one-time password (contract code table). The shell's 请修改初始密码 dialog is already up then.
 */
export const PASSWORD_CHANGE_REQUIRED_CODE = 1010;

/** Schema paths whose answers are not envelopes (the version file is a plain `{ version }`). */
export const NON_ENVELOPE_PATHS: ReadonlySet<string> = new Set(['/version.json']);

export function isEnvelope(body: unknown): body is Envelope {
  if (!body || typeof body !== 'object') return false;
  const record = body as Record<string, unknown>;
  return typeof record.code === 'number' && typeof record.message === 'string';
}

/** Shell spec section 7: on code 200 the data is returned, or content when data is null. */
export function unwrapEnvelope(envelope: Envelope): unknown {
  return envelope.data ?? envelope.content;
}

/** The data type of an envelope: non-null, or void for envelopes whose data is always null. */
export type EnvelopeData<E> = E extends { data?: infer D }
  ? [NonNullable<D>] extends [never]
    ? void
    : NonNullable<D>
  : void;

/** What `call` resolves to: the envelope's data, or the body itself for non-envelope answers. */
export type Unwrapped<T> = T extends { code: number; message: string } ? EnvelopeData<T> : T;
