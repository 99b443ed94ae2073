// The sandbox seed: the demo advertisers under the desk's seeded account ids, months of history and
// objects at every level, the same on every fresh database; a benchmark size on request.
import { MEDIA_REGISTRY } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '@toufang/server-db';
import { seedAccounts } from '../seed/catalogue';
import { SANDBOX_CONFIGS } from './sandbox-media';
import { openMediaTestDb } from '@toufang/server-media/testing';
import { SANDBOX_SEED, seedSandboxMedia } from './sandbox-seed';

const NOW = Date.parse('2026-11-20T12:00:00+08:00');
const COMPANIES = { 1: '北京星河互娱科技有限公司', 2: '杭州远航电子商务有限公司' };

let opened: Awaited<ReturnType<typeof openMediaTestDb>> | undefined;
beforeAll(async () => {
  opened = await openMediaTestDb();
});
afterAll(async () => {
  await opened?.close();
});

function requireDb() {
  if (!opened) throw new Error('the test database is not open');
  return opened.db;
}

/** Seeds an empty sandbox (emptied first, sequences restarted, as on a fresh database) and reads it back. */
async function seeded(options: Parameters<typeof seedSandboxMedia>[1]) {
  if (!opened) throw new Error('the test database is not open');
  const { db } = opened;
  await db.exec('TRUNCATE sandbox_advertisers, sandbox_objects, sandbox_properties, sandbox_comments, sandbox_materials, sandbox_site_leads, sandbox_aweme_grants; ALTER SEQUENCE sandbox_id_seq RESTART; ALTER SEQUENCE sandbox_change_seq RESTART;');
  const result = await seedSandboxMedia(db, options);
  const q = sqlOn(db);
  const advertisers = await q.selectFrom('sandbox_advertisers').select(['media_code', 'advertiser_id', 'name', 'company_name']).orderBy('media_code').orderBy('advertiser_id').execute();
  const objects = await q
    .selectFrom('sandbox_objects')
    .select(['media_code', 'object_id', 'advertiser_id', 'level', 'parent_id', 'name', 'opt_status', 'budget_fen', 'bid_fen', 'created_at', 'review_at', 'change_seq'])
    .orderBy('media_code')
    .orderBy('object_id')
    .execute();
  return { result, advertisers, objects };
}

describe('seedSandboxMedia', () => {
  it('seeds the demo companies on all six media, the same on every fresh database', async () => {
    const first = await seeded({ now: NOW, companies: COMPANIES });
    const bound = seedAccounts().filter((a) => a.bound);
    // The desk's bound accounts, plus the accounts each company opened on each media but has not imported.
    const notImported = first.advertisers.filter((a) => a.name.startsWith('新开户_'));
    expect(notImported).toHaveLength(SANDBOX_SEED.newAdvertisersPerMedia * Object.keys(COMPANIES).length * Object.keys(SANDBOX_CONFIGS).length);
    expect(first.advertisers.filter((a) => !a.name.startsWith('新开户_')).map((a) => `${a.media_code}:${a.advertiser_id}`).sort()).toEqual(
      bound.map((a) => `${a.mediaCode}:${a.accountId}`).sort(),
    );
    expect(new Set(first.advertisers.map((a) => a.company_name))).toEqual(new Set(Object.values(COMPANIES)));
    for (const config of Object.values(SANDBOX_CONFIGS)) {
      const ofMedia = first.objects.filter((o) => o.media_code === config.media);
      // Every level of the media has objects, and every id has the media's shape.
      expect(new Set(ofMedia.map((o) => o.level))).toEqual(new Set(config.levels.map((l) => l.level)));
      for (const o of ofMedia) expect(o.object_id).toHaveLength(config.ids[o.level]?.digits ?? 0);
    }
    for (const a of first.advertisers) expect(a.advertiser_id).toHaveLength(MEDIA_REGISTRY[a.media_code as keyof typeof MEDIA_REGISTRY].accountIdDigits);
    const oldest = Math.min(...first.objects.map((o) => o.created_at.getTime()));
    expect(NOW - oldest).toBeGreaterThan(90 * 24 * 3_600_000);
    expect(first.objects.some((o) => o.opt_status === 'paused')).toBe(true);
    expect(first.objects.some((o) => o.review_at.getTime() > NOW)).toBe(true);
    expect(first.objects.some((o) => o.name.includes('最'))).toBe(true);
    // qianchuan's advertisers have their own 抖音号 for a year; per company one a few days from expiry and one
    // expired, never the first (the 24-hour room), so every account has a room on air (live-grants.ts).
    const grants = await sqlOn(requireDb()).selectFrom('sandbox_aweme_grants').select(['advertiser_id', 'aweme_id', 'auth_type', 'expires_at']).execute();
    const qianchuan = first.advertisers.filter((a) => a.media_code === 'qianchuan');
    expect(new Set(grants.map((g) => g.advertiser_id))).toEqual(new Set(qianchuan.map((a) => a.advertiser_id)));
    expect(grants.filter((g) => g.auth_type === 'official')).toHaveLength(qianchuan.length);
    const daysLeft = (g: (typeof grants)[number]) => Math.round((g.expires_at.getTime() - NOW) / (24 * 3_600_000));
    expect(grants.filter((g) => g.auth_type === 'official').every((g) => daysLeft(g) === 365)).toBe(true);
    expect(grants.map(daysLeft).filter((d) => d !== 365).sort()).toEqual([-3, -3, 5, 5]);

    const second = await seeded({ now: NOW, companies: COMPANIES });
    expect(second).toEqual(first);
  });

  it('builds a benchmark set on request', async () => {
    const { result, advertisers, objects } = await seeded({ now: NOW, companies: COMPANIES, bench: { accountsPerMedia: 3, deliveringPerAccount: 40 } });
    const bench = advertisers.filter((a) => a.name.startsWith('压测账户'));
    expect(bench).toHaveLength(3 * 6);
    const gdtBench = bench.find((a) => a.media_code === 'gdt')?.advertiser_id;
    expect(objects.filter((o) => o.advertiser_id === gdtBench && o.level === 'group').length).toBeGreaterThanOrEqual(40);
    expect(result.objects).toBe(objects.length);
  });

  it('adds a benchmark set to a seeded sandbox without touching the demo accounts (npm run seed:bench)', async () => {
    const demo = await seeded({ now: NOW, companies: COMPANIES });
    const added = await seedSandboxMedia(requireDb(), { now: NOW, companies: COMPANIES, demo: false, bench: { accountsPerMedia: 2, deliveringPerAccount: 3 } });
    expect(added.advertisers).toBe(2 * 6);
    const after = await sqlOn(requireDb()).selectFrom('sandbox_advertisers').select(['media_code', 'advertiser_id', 'name']).execute();
    expect(after).toHaveLength(demo.advertisers.length + 2 * 6);
    expect(new Set(after.map((a) => `${a.media_code}:${a.advertiser_id}`)).size).toBe(after.length);
  });
});
