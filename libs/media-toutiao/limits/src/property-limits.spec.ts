import { describe, expect, it } from 'vitest';
import { checkTrackUrl, PENDING_PROPERTY_LIMITS, propertyTypesOf, type PropertyTypeLimits } from '@toufang/domain';
import { TOUTIAO_PROPERTY_LIMITS, TOUTIAO_PROPERTY_PAGES, TOUTIAO_TARGET_AGES, TOUTIAO_TRACK_MACROS, toutiaoTargetProblems } from './index';

/** The figures of docs/properties/toutiao.md: operations offered, name, per-account cap, push, create and delete batch. */
const PINNED: Readonly<Record<string, readonly [string, number, number | null, number, number, number]>> = {
  target: ['create edit push delete sync', 50, 1000, 100, 10, 10],
  'custom-audience': ['push delete sync', 30, 500, 100, 1, 1],
  'monitor-activity': ['create edit delete sync', 50, 500, 1, 10, 10],
  'conversion-config': ['create edit delete sync', 50, 1000, 1, 1, 10],
  'event-management': ['create edit delete sync', 25, 200, 1, 1, 10],
  application: ['create edit delete sync', 20, 200, 1, 1, 10],
  'application-subcontracting': ['create edit delete sync', 20, 5000, 1, 100, 100],
  'landing-page': ['create edit delete sync', 25, 2000, 1, 1, 20],
  applet: ['create edit delete sync', 30, 200, 1, 1, 10],
  'quick-app': ['create edit delete sync', 20, 100, 1, 1, 10],
  'native-anchor': ['create edit delete sync', 20, 500, 1, 1, 10],
  'open-url': ['create edit delete sync', 50, 500, 1, 10, 10],
  'creative-component': ['create edit delete sync', 10, 500, 1, 1, 10],
  'graphic-material': ['create edit delete sync', 50, 2000, 1, 10, 10],
  'pangolin-media-pack': ['create edit delete sync', 20, 100, 1, 1, 1],
  'union-traffic-package': ['create edit delete sync', 20, 100, 1, 1, 1],
  'comment-management': ['sync', 200, null, 1, 1, 1],
};

const offered = (type: keyof typeof TOUTIAO_PROPERTY_LIMITS) =>
  Object.entries(TOUTIAO_PROPERTY_LIMITS[type].OPERATIONS)
    .filter(([, on]) => on)
    .map(([operation]) => operation)
    .join(' ');

describe('巨量引擎 property limits', () => {
  it('gives every type of its page list limits, the -add pages none', () => {
    expect(Object.keys(TOUTIAO_PROPERTY_LIMITS).sort()).toEqual([...propertyTypesOf(TOUTIAO_PROPERTY_PAGES)].sort());
  });

  it('pins the figures of each built type', () => {
    const built = propertyTypesOf(TOUTIAO_PROPERTY_PAGES).filter((type) => (TOUTIAO_PROPERTY_LIMITS[type] as PropertyTypeLimits) !== PENDING_PROPERTY_LIMITS);
    expect(built.sort()).toEqual(Object.keys(PINNED).sort());
    for (const type of built) {
      const limits = TOUTIAO_PROPERTY_LIMITS[type];
      expect([offered(type), limits.NAME_MAX_LENGTH, limits.PER_ACCOUNT, limits.PUSH.ACCOUNTS, limits.CREATE_BATCH, limits.DELETE_BATCH], type).toEqual(PINNED[type]);
    }
  });

  it('定向包: region depth 3, the age buckets of audience.go, packs never both ways, NONE without regions', () => {
    expect(TOUTIAO_PROPERTY_LIMITS.target.REGION).toEqual({ DEPTH: 3, MAX: 1000 });
    expect(TOUTIAO_TARGET_AGES.map((a) => a.value)).toEqual(['AGE_BETWEEN_18_23', 'AGE_BETWEEN_24_30', 'AGE_BETWEEN_31_40', 'AGE_BETWEEN_41_49', 'AGE_ABOVE_50']);
    expect(toutiaoTargetProblems({ district: 'CITY', city: [110000, 310100], age: ['AGE_BETWEEN_24_30'], retargeting_tags_include: ['1'] })).toEqual([]);
    expect(toutiaoTargetProblems({ district: 'NONE', city: [110000] })).toEqual([{ field: 'city', text: '地域类型为不限时不能选择地域' }]);
    expect(toutiaoTargetProblems({ retargeting_tags_include: ['1'], retargeting_tags_exclude: ['1'] })).toEqual([{ field: 'retargeting_tags_exclude', text: '人群包1不能同时定向和排除' }]);
  });

  it('keeps the audience lifecycle of the design (15 s computing, 180 days, expiring 7 days before)', () => {
    expect(TOUTIAO_PROPERTY_LIMITS['custom-audience'].LIFECYCLE).toEqual({ COMPUTE_MS: 15_000, EXPIRES_DAYS: 180, EXPIRING_DAYS: 7 });
  });

  it('writes every macro as __X__ in upper case, once, and accepts a link using them all', () => {
    for (const macro of TOUTIAO_TRACK_MACROS.NAMES) expect(macro).toMatch(/^__[A-Z][A-Z0-9_]*[A-Z0-9]__$/);
    expect(new Set(TOUTIAO_TRACK_MACROS.NAMES).size).toBe(TOUTIAO_TRACK_MACROS.NAMES.length);
    expect(TOUTIAO_TRACK_MACROS.NAMES).toContain('__CLICKID__');
    const link = `https://track.sandbox-demo.cn/c?${TOUTIAO_TRACK_MACROS.NAMES.map((m, i) => `p${i}=${m}`).join('&')}`;
    expect(checkTrackUrl(link, TOUTIAO_TRACK_MACROS)).toBeNull();
    expect(checkTrackUrl('https://track.sandbox-demo.cn/c?id=__CLICK_ID__', TOUTIAO_TRACK_MACROS)).toMatchObject({ rule: 'property_macro' });
  });
});
