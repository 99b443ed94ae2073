// The port's monitorReport (docs/design/tools.md §3, 推广活动) against a media's sandbox: a media without
// monitoring activities has no such call; one with them answers each activity's clicks and conversions per day,
// which are those of the account's delivering objects reporting through it, and the same in another process.
import type { Db } from '@toufang/server-db';
import { chinaDate, chinaDay, chinaDayStart, HOUR_MS, offersMonitoring, type LevelSpec, type MediaPort } from '@toufang/server-media';
import { refusalOf } from '@toufang/server-media/testing';
import { describe, expect, it } from 'vitest';
import type { SandboxMediaConfig } from '../lib/config';
import { sandboxHarness } from './sandbox-harness';

export function describeMonitorContract(config: SandboxMediaConfig, lazyDb: () => Db): void {
  describe('sandbox monitoring activities (monitorReport)', () => {
    it(`${config.media}: ${config.monitoring ? 'answers its activities’ clicks and conversions by day, from its delivering objects' : 'has no monitorReport'}`, async () => {
      const h = sandboxHarness(lazyDb(), config);
      const monitoring = config.monitoring;
      if (!monitoring) {
        expect(offersMonitoring(h.port)).toBe(false);
        expect(h.port.monitorReport).toBeUndefined();
        return;
      }
      expect(offersMonitoring(h.port)).toBe(true);
      const { advertiserId } = await h.newAdvertiser();
      // Room for every call inside one second of the fake clock (the rate limits have their own contract).
      const loose = h.withLimits({ callsPerSecond: 10_000, callsPerMinute: 100_000 });
      const port: MediaPort = loose.port;
      let token = (await loose.authorize([advertiserId])).accessToken;
      // Days pass on the fake clock: the access token is asked for again after each jump.
      const reauthorize = async () => {
        token = (await loose.authorize([advertiserId])).accessToken;
      };
      const spec = config.properties?.[monitoring.propertyType];
      if (!spec || spec === 'pending') throw new Error(`${config.media} names ${monitoring.propertyType} without the type`);
      const activity = async (i: number) => {
        const [made] = await port.createProperties(token, { advertiserId, type: monitoring.propertyType, drafts: [spec.seed.make(() => 0.5, { advertiserId, name: '契约账户', audiences: [] }, i)] });
        if (!made.ok) throw new Error(made.reason);
        expect(typeof made.value.values[monitoring.clickUrlField]).toBe('string');
        return made.value.id;
      };
      const first = await activity(0);
      h.clock.advance(HOUR_MS);
      // One delivering line, made after the activity: every hour it delivers reports through it.
      const deliver = config.levels.find((l) => l.delivers);
      if (!deliver) throw new Error('no delivering level');
      const line: LevelSpec[] = [];
      for (let s: LevelSpec | undefined = deliver; s; s = config.levels.find((l) => l.level === s?.parent)) line.unshift(s);
      let parentId: string | null = null;
      for (const level of line) {
        const [made] = await port.createObjects(token, {
          advertiserId,
          level: level.level,
          drafts: [{ parentId, name: `监测契约${level.label}`, budget: level.has.budget ? (config.limits.minBudget[level.level] ?? 100) * 50 : undefined, bid: level.has.bid ? Math.min(config.limits.bidRange.max, 200) : undefined }],
        });
        if (!made.ok) throw new Error(made.reason);
        parentId = made.value.id;
      }
      const objectId = parentId ?? '';
      const start = chinaDay(h.clock.now());
      h.clock.set(chinaDayStart(start + 4));
      await reauthorize();
      const range = { from: chinaDate(start + 1), to: chinaDate(start + 3) };
      const byObject = await port.report(token, { advertiserId, level: deliver.level, ids: [objectId], granularity: 'day', ...range });
      const rows = await port.monitorReport?.(token, { advertiserId, propertyIds: [first], ...range });
      expect(byObject.reduce((sum, r) => sum + r.clicks, 0)).toBeGreaterThan(0);
      expect(rows).toEqual(
        [1, 2, 3].map((d) => {
          const day = byObject.find((r) => r.time === chinaDate(start + d));
          return { propertyId: first, date: chinaDate(start + d), clicks: day?.clicks ?? 0, conversions: day?.conversions ?? 0 };
        }),
      );
      // A second activity shares the hours from its own on; the two together are still the object's, and
      // the days before it are unchanged (a new activity rewrites no past day).
      const second = await activity(1);
      h.clock.set(chinaDayStart(start + 7));
      await reauthorize();
      const later = { from: chinaDate(start + 1), to: chinaDate(start + 6) };
      const both = (await port.monitorReport?.(token, { advertiserId, propertyIds: [second, first], ...later })) ?? [];
      const objectDays = await port.report(token, { advertiserId, level: deliver.level, ids: [objectId], granularity: 'day', ...later });
      for (let d = 1; d <= 6; d++) {
        const date = chinaDate(start + d);
        const sum = both.filter((r) => r.date === date).reduce((acc, r) => ({ clicks: acc.clicks + r.clicks, conversions: acc.conversions + r.conversions }), { clicks: 0, conversions: 0 });
        const day = objectDays.find((r) => r.time === date);
        expect(sum).toEqual({ clicks: day?.clicks ?? 0, conversions: day?.conversions ?? 0 });
      }
      expect(both.filter((r) => r.propertyId === first && r.date <= range.to)).toEqual(rows);
      expect(both.filter((r) => r.propertyId === second && r.date <= range.to).every((r) => r.clicks === 0)).toBe(true);
      // Deterministic: another process answers the same.
      const again = h.again();
      expect(await again.monitorReport?.(token, { advertiserId, propertyIds: [first, second], ...later })).toEqual(both);
      // An activity of no such id in the account is refused.
      const unknown = await refusalOf(port.monitorReport?.(token, { advertiserId, propertyIds: ['999'], ...range }) ?? Promise.resolve([]));
      expect(unknown.kind).toBe('invalid');
    });
  });
}
