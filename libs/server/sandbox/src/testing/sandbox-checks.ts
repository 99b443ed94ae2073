// What every media's sandbox configuration must hold, checked in that media's own specs
// (libs/media-<code>/server): a code of its own for every rule, read back to the desk's Chinese, and an id
// shape for every level.
import { MEDIA_REGISTRY } from '@toufang/domain';
import { refusal, SANDBOX_RULES } from '@toufang/server-media';
import { expect } from 'vitest';
import type { SandboxMediaConfig } from '../lib/config';
import { decode, encode, ruleOf } from '../lib/wire';

/** Every rule leaves in the media's envelope with its own code and comes back as the same rule and figures. */
export function expectWireRoundTrip(config: SandboxMediaConfig): void {
  for (const rule of SANDBOX_RULES) {
    const body = encode(config, refusal(rule, { limit: 10, value: 12, until: 0, retryAfterMs: 800, label: '单元' }));
    const wire = config.envelope.read(body);
    expect(wire && ruleOf(config, wire)).toBe(rule);
    expect(wire?.detail).toEqual({ limit: 10, value: 12, until: 0, retryAfterMs: 800, label: '单元' });
    const error = decode(config, body);
    expect(error.mediaCode).toBe(config.errors[rule].code);
    expect(error.message).toMatch(/^[^a-zA-Z]*[\u4e00-\u9fa5]/);
    expect(error.message.startsWith(`${MEDIA_REGISTRY[config.media].displayName}：`)).toBe(true);
  }
  expect(decode(config, encode(config, refusal('rate_limited', { retryAfterMs: 800 }))).retryAfterMs).toBe(800);
  // An answer the adapter cannot read is the media being busy, never a crash.
  expect(decode(config, '<html>502</html>')).toMatchObject({ kind: 'unavailable', mediaCode: 'unreadable' });
}

/** Every level of the media has an id shape, and its accounts a number of digits. */
export function expectIdShapes(config: SandboxMediaConfig): void {
  for (const level of config.levels) expect(config.ids[level.level]).toBeDefined();
  expect(MEDIA_REGISTRY[config.media].accountIdDigits).toBeGreaterThan(0);
}
