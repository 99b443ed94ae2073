// Media ports for the delivery API's tests: the sandbox media on a fake clock (the gateway's waits move
// the clock instead of sleeping, and the sandbox counts its per-second limit on the same clock), every call
// counted, refusals injected per advertiser, and a crash on cue right after the media applied a write.
import type { MediaCode } from '@toufang/domain';
import { authorizationTokens, type MediaPorts } from '@toufang/server-context';
import type { Db } from '@toufang/server-db';
import { fakeClock, fakeTime, type FakeClock, MediaGateway, type MediaLimits, type MediaPort } from '@toufang/server-media';
import { registeredSandbox } from '@toufang/server-testing';
import type { SandboxMedia } from '@toufang/server-sandbox';

/** The port's calls that reach the media (the rest are local: consent URL, levels, limits). */
const COUNTED = new Set(['exchangeCode', 'refreshTokens', 'listAdvertisers', 'getAccount', 'updateAccountBudget', 'listObjects', 'createObjects', 'updateObjects', 'report', 'uploadMaterial', 'pushMaterials', 'listMaterials', 'getMaterials', 'materialReport']);

export interface TestPorts extends MediaPorts {
  clock: FakeClock;
  /** Calls made to the media, by method name (updateObjects, listObjects …). */
  calls: Record<string, number>;
  /** The sandbox behind a media (faults are pushed onto it). */
  sandboxOf(media: MediaCode): SandboxMedia;
  /** The n-th updateObjects from now applies on the media, then the caller sees the process die. */
  crashAfterUpdate(n: number): void;
  /** The n-th updateObjects from now applies on the media, then `then` runs before the caller hears the answer. */
  afterUpdate(n: number, then: () => Promise<void>): void;
}

export function testPorts(db: Db, { start = Date.now(), limits }: { start?: number; limits?: Partial<MediaLimits> } = {}): TestPorts {
  const clock = fakeClock(start);
  const time = fakeTime(clock);
  const calls: Record<string, number> = {};
  const sandboxes = new Map<MediaCode, SandboxMedia>();
  const counted = new Map<MediaCode, MediaPort>();
  let crashIn: number | null = null;
  let hook: { in: number; then: () => Promise<void> } | null = null;

  const sandboxOf = (media: MediaCode) => {
    let sandbox = sandboxes.get(media);
    if (!sandbox) {
      sandbox = registeredSandbox(db, media, { clock, limits });
      sandboxes.set(media, sandbox);
    }
    return sandbox;
  };
  const portOf = (media: MediaCode): MediaPort => {
    let port = counted.get(media);
    if (!port) {
      const sandbox = sandboxOf(media);
      port = new Proxy(sandbox, {
        get(target, prop, receiver) {
          const value: unknown = Reflect.get(target, prop, receiver);
          if (typeof value !== 'function' || typeof prop !== 'string' || !COUNTED.has(prop)) return value;
          return async (...args: unknown[]) => {
            calls[prop] = (calls[prop] ?? 0) + 1;
            const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            if (prop === 'updateObjects' && crashIn !== null && --crashIn === 0) {
              crashIn = null;
              throw new Error('the worker died after the media applied the chunk');
            }
            if (prop === 'updateObjects' && hook !== null && --hook.in === 0) {
              const { then } = hook;
              hook = null;
              await then();
            }
            return answer;
          };
        },
      });
      counted.set(media, port);
    }
    return port;
  };

  return {
    clock,
    calls,
    sandboxOf,
    crashAfterUpdate(n) {
      crashIn = n;
    },
    afterUpdate(n, then) {
      hook = { in: n, then };
    },
    port: portOf,
    sandbox: sandboxOf,
    gateway: (media, authorizationId) => new MediaGateway(portOf(media), { db, tokens: authorizationTokens(db, authorizationId), time }),
  };
}
