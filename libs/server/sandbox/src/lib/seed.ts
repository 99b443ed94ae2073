// The sandbox media's starting state: the demo companies' advertisers on all six media (the same account
// ids as the desk's seeded media accounts) with months of history and objects at every level, generated
// from a fixed pseudo-random sequence so every fresh database holds the same sandbox. A size option
// builds benchmark sets (thousands of accounts, up to 100,000 delivering objects).
import { MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import type { Insertable } from 'kysely';
import { sqlOn, type Queryable, type SandboxObjectsTable } from '@toufang/server-db';
import { ALWAYS_ON, DAY_MS, HOUR_MS, MINUTE_MS, type LevelSpec } from '@toufang/server-media';
import { namesUnique, type SandboxMediaConfig } from './config';
import { shapedId } from './ids';
import { seedSandboxProperties } from './seed-properties';
import { grantSandboxAwemes } from './live-grants';
import { reviewOf, type Snapshot } from './model';

export interface SandboxSeedOptions {
  /** Epoch ms the history ends at (default now). */
  now?: number;
  /** Company names by desk customer id (default: read from the customers table). */
  companies?: Record<number, string>;
  /**
   * Benchmark size: this many extra advertisers per media, each with `deliveringPerAccount` delivering
   * objects (and their parents and creatives). Absent: the demo set only.
   */
  bench?: { accountsPerMedia: number; deliveringPerAccount: number };
  /** Children per parent in the demo set (default 2). */
  fanOut?: number;
  /** Seed the demo companies' advertisers (default true); false adds only the benchmark set to a seeded sandbox. */
  demo?: boolean;
}

/** The seed's figures (demo values, chosen so every screen has something to show). */
export const SANDBOX_SEED = {
  seed: 20260202,
  historyDays: { min: 20, span: 160 },
  /** Share of objects created in the last half hour, still under review. */
  recentShare: 0.04,
  /** Share of creatives whose name uses a word review refuses. */
  rejectedShare: 0.05,
  pausedShare: 0.15,
  daytimeScheduleShare: 0.2,
  balanceYuan: { min: 5_000, span: 500_000 },
  /** Advertisers each demo company opened on each media that the desk has not imported yet (授权 lists them). */
  newAdvertisersPerMedia: 3,
  /** Benchmark accounts: delivering objects per parent. */
  benchPerParent: 20,
  /**
   * The first two demo toutiao accounts of each company run many plans and ads (others run 4 each), as big
   * accounts do, so that a bulk edit across two accounts has thirty-odd rows to work on.
   */
  busyDemoAccounts: { media: 'toutiao', perCompany: 2, delivering: 16 },
  insertChunk: 500,
} as const;

/** The themes demo object names start with (name analysis's seeded rule reads them as its dictionary). */
export const SANDBOX_THEMES = ['春季上新', '品牌曝光', '拉新促活', '直播引流', '节日大促', '会员召回', '新品试用', '爆款复投'];
/** 08:00-23:00 every day. */
const DAYTIME = Array.from({ length: 7 }, () => '0'.repeat(8) + '1'.repeat(15) + '0').join('');

export interface SandboxSeedResult {
  advertisers: number;
  objects: number;
  /** Property objects of the types the media have built. */
  properties: number;
}

/** A media account the desk seeds; the sandbox seeds its advertiser under the same id. */
export interface SeededAccount {
  readonly bound: boolean;
  readonly mediaCode: MediaCode;
  readonly accountId: string;
  readonly accountName: string;
  readonly customer: number;
}

/**
 * What the seed is built from, which the server that registers the media owns: the registered sandboxes,
 * the desk's seeded accounts, and its pseudo-random sequence (started at SANDBOX_SEED.seed).
 */
export interface SandboxSeedSources {
  readonly configs: Readonly<Partial<Record<MediaCode, SandboxMediaConfig>>>;
  readonly accounts: () => readonly SeededAccount[];
  readonly randomSequence: (seed: number) => () => number;
}

/** Where the property seed's own pseudo-random sequence starts, from SANDBOX_SEED.seed. */
const PROPERTY_SEED_OFFSET = 21;

/** Seeds the sandbox media (call once, on an empty sandbox). */
export async function seedSandboxFrom(db: Queryable, sources: SandboxSeedSources, options: SandboxSeedOptions = {}): Promise<SandboxSeedResult> {
  const configs = sources.configs;
  const q = sqlOn(db);
  const now = options.now ?? Date.now();
  const random = sources.randomSequence(SANDBOX_SEED.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const companies = options.companies ?? Object.fromEntries((await q.selectFrom('customers').select(['id', 'name']).execute()).map((c) => [c.id, c.name]));
  const [{ last_value: last, is_called: called }] = (
    await db.query<{ last_value: string | number; is_called: boolean }>('SELECT last_value, is_called FROM sandbox_id_seq')
  );
  let idCounter = called ? Number(last) : Number(last) - 1;
  const nextId = () => ++idCounter;

  const demo = options.demo ?? true;
  const advertisers: { media: MediaCode; id: string; name: string; company: string }[] = [];
  // Ids already in the sandbox, which a benchmark set added later must not take again.
  const existing = demo ? [] : await q.selectFrom('sandbox_advertisers').select(['media_code', 'advertiser_id']).execute();
  for (const account of demo ? sources.accounts() : []) {
    if (!account.bound || !configs[account.mediaCode]) continue;
    advertisers.push({ media: account.mediaCode, id: account.accountId, name: account.accountName, company: companies[account.customer] ?? '沙箱广告主' });
  }
  const fanOut = options.fanOut ?? 2;
  const shapes = new Map<string, number>();
  const benchIds = new Set<string>();
  const busy = SANDBOX_SEED.busyDemoAccounts;
  for (const company of new Set(advertisers.map((a) => a.company))) {
    for (const a of advertisers.filter((x) => x.media === busy.media && x.company === company).slice(0, busy.perCompany)) {
      shapes.set(`${a.media}:${a.id}`, busy.delivering);
    }
  }
  if (options.bench) {
    for (const { media } of Object.values(configs)) {
      const digits = MEDIA_REGISTRY[media].accountIdDigits;
      const taken = new Set([
        ...advertisers.filter((a) => a.media === media).map((a) => a.id),
        ...existing.filter((a) => a.media_code === media).map((a) => a.advertiser_id),
      ]);
      let n = 0;
      for (let i = 0; i < options.bench.accountsPerMedia; i++) {
        let id = shapedId({ prefix: '9', digits }, ++n);
        while (taken.has(id)) id = shapedId({ prefix: '9', digits }, ++n);
        advertisers.push({ media, id, name: `压测账户_${MEDIA_REGISTRY[media].shortName}_${String(i + 1).padStart(5, '0')}`, company: companies[1] ?? '沙箱广告主' });
        shapes.set(`${media}:${id}`, options.bench.deliveringPerAccount);
        benchIds.add(`${media}:${id}`);
      }
    }
  }

  // Accounts the companies opened on the media but have not imported into the desk: an authorisation lists
  // them beside the imported ones, so 添加账户 always has something to import.
  for (const { media } of demo ? Object.values(configs) : []) {
    const digits = MEDIA_REGISTRY[media].accountIdDigits;
    const taken = new Set(advertisers.filter((a) => a.media === media).map((a) => a.id));
    let n = 0;
    for (const [customerId, company] of Object.entries(companies)) {
      for (let i = 0; i < SANDBOX_SEED.newAdvertisersPerMedia; i++) {
        let id = shapedId({ prefix: '8', digits }, ++n);
        while (taken.has(id)) id = shapedId({ prefix: '8', digits }, ++n);
        taken.add(id);
        advertisers.push({ media, id, name: `新开户_${MEDIA_REGISTRY[media].shortName}_${customerId}${String(i + 1).padStart(2, '0')}`, company });
      }
    }
  }

  let objectCount = 0;
  let pending: Insertable<SandboxObjectsTable>[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await q.insertInto('sandbox_objects').values(pending).execute();
    objectCount += pending.length;
    pending = [];
  };

  for (const advertiser of advertisers) {
    const config = configs[advertiser.media];
    if (!config) continue;
    const openedAt = now - (SANDBOX_SEED.historyDays.min + SANDBOX_SEED.historyDays.span + 30) * DAY_MS;
    await q
      .insertInto('sandbox_advertisers')
      .values({
        media_code: advertiser.media,
        advertiser_id: advertiser.id,
        name: advertiser.name,
        company_name: advertiser.company,
        balance_fen: Math.round((SANDBOX_SEED.balanceYuan.min + random() * SANDBOX_SEED.balanceYuan.span) * 100),
        daily_budget_fen: random() < 0.3 ? null : config.limits.minBudget.account * 100 * (2 + Math.floor(random() * 20)),
        created_at: new Date(openedAt),
      })
      .execute();
    const delivering = shapes.get(`${advertiser.media}:${advertiser.id}`);
    const names = new Set<string>();
    const build = async (spec: LevelSpec, parentId: string | null, parentCreatedAt: number, count: number) => {
      for (let i = 0; i < count; i++) {
        const recent = random() < SANDBOX_SEED.recentShare;
        const createdAt = recent
          ? now - Math.floor(random() * 30) * MINUTE_MS
          : Math.max(parentCreatedAt + HOUR_MS, now - (SANDBOX_SEED.historyDays.min + Math.floor(random() * SANDBOX_SEED.historyDays.span)) * DAY_MS);
        const id = shapedId(config.ids[spec.level] ?? config.ids.material, nextId());
        const isCreative = !spec.has.budget && !spec.has.bid && !spec.delivers;
        const word = isCreative && random() < SANDBOX_SEED.rejectedShare ? '最' : '';
        let name = `${pick(SANDBOX_THEMES)}${word}_${spec.label}_${new Date(createdAt + 8 * HOUR_MS).toISOString().slice(5, 10).replace('-', '')}_${i + 1}`;
        while (names.has(`${spec.level}:${name}`)) name += '_b';
        names.add(`${spec.level}:${name}`);
        const minBudget = config.limits.minBudget[spec.level] ?? 100;
        const first: Snapshot = {
          at: createdAt,
          status: 'enabled',
          budgetFen: spec.has.budget ? minBudget * 100 * (1 + Math.floor(random() * 8)) : null,
          bidFen: spec.has.bid ? Math.round((config.limits.bidRange.min + 0.5 + random() * 30) * 100) : null,
          schedule: spec.has.schedule ? (random() < SANDBOX_SEED.daytimeScheduleShare ? DAYTIME : ALWAYS_ON) : null,
        };
        const log = [first];
        // Some objects were paused some days after they started (their metrics stop there).
        if (!recent && random() < SANDBOX_SEED.pausedShare) {
          log.push({ ...first, at: createdAt + Math.floor(random() * Math.max(1, (now - createdAt) / DAY_MS)) * DAY_MS + HOUR_MS, status: 'paused' });
        }
        const latest = log[log.length - 1];
        const latestAt = Math.min(latest.at, now);
        pending.push({
          media_code: advertiser.media,
          object_id: id,
          advertiser_id: advertiser.id,
          level: spec.level,
          parent_id: parentId,
          name,
          opt_status: latest.status,
          budget_fen: latest.budgetFen,
          bid_fen: latest.bidFen,
          schedule: latest.schedule,
          material_id: null,
          name_unique: namesUnique(config, spec.level),
          settings_log: JSON.stringify(log.filter((s) => s.at <= now)),
          created_at: new Date(createdAt),
          modified_at: new Date(latestAt),
          review_at: new Date(reviewOf(id, name, createdAt, createdAt).decidedAt),
        });
        if (pending.length >= SANDBOX_SEED.insertChunk) await flush();
        for (const child of config.levels.filter((l) => l.parent === spec.level)) {
          const below = delivering !== undefined && child.delivers ? Math.max(1, Math.ceil(delivering / count)) : fanOut;
          await build(child, id, createdAt, below);
        }
      }
    };
    for (const top of config.levels.filter((l) => l.parent === null)) {
      // Benchmark accounts: the delivering level gets the asked count, spread under a few parents.
      const count = delivering === undefined ? fanOut : top.delivers ? delivering : Math.max(1, Math.ceil(delivering / SANDBOX_SEED.benchPerParent));
      await build(top, null, openedAt, count);
    }
  }
  await flush();
  // Each account's own 抖音号 for a year (in the demo set, one per company a few days from expiry, one expired), on the media
  // with live rooms; the streams themselves are the live model's, never stored.
  for (const config of Object.values(configs)) {
    if (!config.live) continue;
    const own = advertisers.filter((a) => a.media === config.media).map((a) => ({ advertiserId: a.id, company: a.company }));
    await grantSandboxAwemes(db, config, own, now, demo);
  }
  // Property objects (定向包, 人群包 …) of the types each media has built, from a sequence of their own so the
  // objects above stay as they were; never on a benchmark's accounts.
  const propertyRandom = sources.randomSequence(SANDBOX_SEED.seed + PROPERTY_SEED_OFFSET);
  let properties = 0;
  for (const config of demo ? Object.values(configs) : []) {
    const own = advertisers.filter((a) => a.media === config.media && !benchIds.has(`${a.media}:${a.id}`));
    properties += await seedSandboxProperties(db, { config, advertisers: own, random: propertyRandom, nextId, now });
  }
  await db.query("SELECT setval('sandbox_id_seq', $1)", [Math.max(1, idCounter)]);
  return { advertisers: advertisers.length, objects: objectCount, properties };
}
