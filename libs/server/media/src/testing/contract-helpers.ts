// What the port contract suite's parts share: the harness an adapter hands the suite, and small helpers.
import { MediaError, type MediaLimits, type MediaPort, type MediaTokens, type ObjectLevel } from '../lib/port';
import type { FakeClock } from '../lib/clock';
import type { Db } from '@toufang/server-db';
import type { SandboxRule } from '../lib/rules';

export interface PortHarness {
  port: MediaPort;
  /** The clock the adapter and its media run on. */
  clock: FakeClock;
  /** The database the gateway keeps its shared state in. */
  db: Db;
  /** A second adapter over the same media (another server process). */
  again(): MediaPort;
  /** The same media with tighter limits (a quota reached in a few calls). */
  withLimits(limits: Partial<MediaLimits>): { port: MediaPort; authorize(advertiserIds: string[]): Promise<MediaTokens> };
  /** A fresh advertiser, authorised. */
  newAdvertiser(): Promise<{ advertiserId: string; tokens: MediaTokens; code: string }>;
  /** The next `times` calls to the account answer this refusal. */
  inject(advertiserId: string, rule: SandboxRule, times: number, params?: Record<string, string | number>): void;
  /**
   * A media with live calls (offersLive): the person on its 抖音号 consent page binds a 抖音号 the accounts do not
   * have yet to them; answers the 抖音号 and the one-time code the page sends back.
   */
  awemeConsent?(advertiserIds: string[]): Promise<{ awemeId: string; code: string }>;
  /** The advertiser withdraws the authorisation. */
  revoke(token: string): Promise<void>;
  /** The media's own error code of a rule (its documented code; the sandbox's config). */
  errorCode(rule: SandboxRule): string;
  /** Does the id have the shape of this media's ids of that level? */
  idShapeOk(level: ObjectLevel | 'material', id: string): boolean;
}

/** The value, which the test's own setup guarantees. */
export function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the test setup did not produce what it should');
  return value;
}

/** Calls to a port, counted by method. */
export function counted(port: MediaPort): { port: MediaPort; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const proxy = new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.set(String(property), (calls.get(String(property)) ?? 0) + 1);
        return Reflect.apply(value, target, args);
      };
    },
  });
  return { port: proxy, calls };
}

export async function refusalOf(promise: Promise<unknown>): Promise<MediaError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MediaError) return error;
    throw error;
  }
  throw new Error('expected a MediaError');
}

