// The sandbox's wire: a refusal leaves the media as its own answer (its code and text in its own envelope,
// as the real API would answer), and the adapter reads that answer back into a MediaError with the desk's
// Chinese message. Only this file, the media's config and its envelope know the codes.
import { MediaError } from '@toufang/server-media';
import { deskMessage, RULE_KIND, SANDBOX_RULES, type Refusal, type SandboxRule } from '@toufang/server-media';
import type { MediaErrorEntry, SandboxMediaConfig } from './config';

/** Thrown inside the sandbox engine; the adapter boundary turns it into a MediaError. */
export class SandboxRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.rule);
    this.name = 'SandboxRefusal';
  }
}

export function refuse(rule: SandboxRule, params: Record<string, string | number> = {}): never {
  throw new SandboxRefusal({ rule, params });
}

/** The media's answer body to a refusal. */
export function encode(config: SandboxMediaConfig, refusal: Refusal): unknown {
  return config.envelope.write({ ...config.errors[refusal.rule], detail: refusal.params });
}

/** The rule of a media answer: codes are shared by several rules on some media, so the text decides. */
export function ruleOf(config: SandboxMediaConfig, wire: MediaErrorEntry): SandboxRule | undefined {
  return SANDBOX_RULES.find((rule) => config.errors[rule].code === wire.code && config.errors[rule].text === wire.text);
}

/** The MediaError of a media's answer body; an answer the adapter cannot read counts as the media being busy. */
export function decode(config: SandboxMediaConfig, body: unknown): MediaError {
  const wire = config.envelope.read(body) ?? { code: 'unreadable', text: JSON.stringify(body), detail: {} };
  const rule = ruleOf(config, wire) ?? 'system_busy';
  const params = wire.detail;
  return new MediaError({
    kind: RULE_KIND[rule],
    message: deskMessage(config.media, { rule, params }),
    mediaCode: wire.code,
    mediaMessage: wire.text,
    retryAfterMs: rule === 'rate_limited' ? Number(params.retryAfterMs) : undefined,
    until: rule === 'locked_out' ? Number(params.until) : undefined,
  });
}

/** A per-object refusal of a batch, as the outcome the port answers. */
export function objectRefusal(config: SandboxMediaConfig, key: string, refusal: Refusal) {
  const error = decode(config, encode(config, refusal));
  return { key, ok: false as const, mediaCode: error.mediaCode, reason: error.message };
}
