// A sandbox media of its own for the property kit's tests (docs/design/properties.md §2.7): three property
// types shaped like a media's (a reviewed targeting pack checked against the region tree, an audience with a
// lifecycle, one pending), so the engine's and the desk's property code is tried before any media builds its
// types. Its codes are its own (71xxx), its words Chinese.
import { checkRegionCodes, checkTrackUrl, MATERIAL_FORMATS, PENDING_PROPERTY_LIMITS, type PropertyTypeLimits } from '@toufang/domain';
import { propertyRefusal, SANDBOX_RULES, type SandboxRule } from '@toufang/server-media';
import { DAY, levelsOf, MINUTE, type SandboxMediaConfig, type SandboxPropertyType } from '../lib/config';
import { flatEnvelope } from '../lib/envelope';

const TARGET_LIMITS = {
  OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true },
  NAME_MAX_LENGTH: 20,
  PER_ACCOUNT: 5,
  PUSH: { ACCOUNTS: 3 },
  CREATE_BATCH: 5,
  DELETE_BATCH: 5,
  REGION: { DEPTH: 3, MAX: 10 },
} as const satisfies PropertyTypeLimits;

const MACROS = { SYNTAX: 'double-underscore', NAMES: ['__CLICKID__', '__AID__'] } as const;

/** A targeting pack: regions checked against the tree, an optional monitoring link checked for its macros. */
export const TEST_TARGET: SandboxPropertyType = {
  limits: TARGET_LIMITS,
  ids: { prefix: '16', digits: 16 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values, ctx) {
    const regions = Array.isArray(values.city) ? values.city.map(Number) : [];
    const region = checkRegionCodes(regions, ctx.regions, TARGET_LIMITS.REGION);
    if (region) return propertyRefusal(ctx.media, region);
    const link = typeof values.track_url === 'string' ? checkTrackUrl(values.track_url, MACROS) : null;
    return link ? propertyRefusal(ctx.media, link) : null;
  },
  summary: (values) => ({ 地域: Array.isArray(values.city) ? `${values.city.length}个` : '不限' }),
  seed: {
    perAccount: 2,
    make: (random, account, i) => ({ name: `定向包_${account.name.slice(-4)}_${i + 1}`, values: { city: [[110101, 310100, 440300][Math.floor(random() * 3)]] } }),
  },
};

export const TEST_AUDIENCE: SandboxPropertyType = {
  limits: { ...TARGET_LIMITS, OPERATIONS: { create: true, edit: false, push: true, delete: true, sync: true }, NAME_MAX_LENGTH: 30, PER_ACCOUNT: null, PUSH: { ACCOUNTS: 2 } },
  ids: { prefix: '18', digits: 10 },
  review: null,
  lifecycle: { computeMs: 15_000, expiresDays: 180, expiringDays: 7 },
  check: () => null,
  summary: () => ({}),
  seed: { perAccount: 1, make: (_random, account) => ({ name: `人群_${account.name.slice(-4)}`, values: {} }) },
};

const errors = Object.fromEntries(SANDBOX_RULES.map((rule, i) => [rule, { code: String(71001 + i), text: `测试媒体拒绝：${rule}` }])) as Record<SandboxRule, { code: string; text: string }>;

const image = { FORMATS: MATERIAL_FORMATS.filter((f) => f === 'jpg' || f === 'png'), MAX_BYTES: 1024 * 1024, SPECS: [{ NAME: '方图', RATIO: [1, 1], MIN: [100, 100] }] } as const;

/** toutiao's registry entry (levels, display name) with the test's own properties. */
export const PROPERTY_TEST_CONFIG: SandboxMediaConfig = {
  media: 'toutiao',
  levels: levelsOf('toutiao', [
    { level: 'project', parent: null, has: { budget: true, bid: true, schedule: true }, delivers: false },
    { level: 'ad', parent: 'project', has: { budget: false, bid: false, schedule: false }, delivers: true },
  ]),
  limits: {
    batch: { status: 10, budget: 10, bid: 10, schedule: 10, name: 10, create: 10 },
    callsPerSecond: 1000,
    callsPerMinute: 10_000,
    lockoutMs: MINUTE,
    budgetEditsPerDay: null,
    budgetMinStep: 0,
    budgetOverSpendRatio: null,
    minBudget: { account: 100 },
    bidRange: { min: 0.1, max: 100 },
    nameMaxLength: 50,
    deliveryQuota: 100,
    pageSize: 2,
    reportIds: 10,
    material: { IMAGE: image, VIDEO: { ...image, FORMATS: ['mp4'] }, FILE_NAME_MAX_LENGTH: 100, PUSH: { ACCOUNTS: 5, MATERIALS: 5 }, UPLOADS_PER_DAY: 100 },
  },
  ids: { project: { prefix: '75', digits: 19 }, ad: { prefix: '76', digits: 19 }, material: { prefix: '72', digits: 19 } },
  tokens: { accessTtlMs: DAY, refreshTtlMs: 30 * DAY, codeTtlMs: 10 * MINUTE },
  envelope: flatEnvelope('message'),
  materialLabels: { first: '首发', similar: '同质', low_efficiency: '低效' },
  properties: { target: TEST_TARGET, 'custom-audience': TEST_AUDIENCE, 'landing-page': 'pending' },
  errors,
};

/** The pending type's limits, as the port answers them. */
export const PENDING_LIMITS = PENDING_PROPERTY_LIMITS;
