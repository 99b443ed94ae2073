import { describe, expect, it } from 'vitest';
import { checkTrackUrl, PENDING_PROPERTY_LIMITS, propertyTypesOf, type PropertyTypeLimits } from '@toufang/domain';
import { GDT_CALLBACK_MACRO, GDT_PROPERTY_LIMITS, GDT_PROPERTY_PAGES, GDT_TRACK_MACROS } from './property-limits';
import { GDT_SUMMARY } from './texts';
import { gdtTargetProblems } from './target-rules';

const built = propertyTypesOf(GDT_PROPERTY_PAGES).filter((type) => (GDT_PROPERTY_LIMITS[type] as PropertyTypeLimits) !== PENDING_PROPERTY_LIMITS);

describe('腾讯广告 property limits', () => {
  it('has limits for every type of its page list, and summary keys for every built one (≤ 20)', () => {
    expect(Object.keys(GDT_PROPERTY_LIMITS).sort()).toEqual([...propertyTypesOf(GDT_PROPERTY_PAGES)].sort());
    for (const type of built) {
      const keys = Object.values((GDT_SUMMARY as Record<string, Record<string, string>>)[type] ?? {});
      expect(keys.length, type).toBeGreaterThan(0);
      expect(keys.length, type).toBeLessThanOrEqual(20);
    }
  });

  it('holds together on every built type: a name length, positive batches, a push of one account (share or grant)', () => {
    for (const type of built) {
      const limits = GDT_PROPERTY_LIMITS[type];
      expect(limits.NAME_MAX_LENGTH, type).toBeGreaterThan(0);
      expect(limits.CREATE_BATCH, type).toBeGreaterThan(0);
      expect(limits.DELETE_BATCH, type).toBeGreaterThan(0);
      expect(limits.PUSH.ACCOUNTS, type).toBe(1);
    }
  });

  it('自定义人群: at most 50 packs an account, a grant to one account a call, created only by the data platform', () => {
    const audience = GDT_PROPERTY_LIMITS['custom-audience'];
    expect(audience.OPERATIONS).toEqual({ create: false, edit: false, push: true, delete: true, sync: true });
    expect(audience.PER_ACCOUNT).toBe(50);
    expect(audience.PUSH.ACCOUNTS).toBe(1);
    expect(audience.NAME_MAX_LENGTH).toBe(32);
    expect(audience.FILE_MAX_BYTES).toBe(100 * 1024 * 1024);
    expect(audience.LOOKALIKE).toEqual({ SEED_MIN: 2_000, SEED_MAX: 30_000_000, EXPANDED_MIN: 1_000, EXPANDED_MAX: 50_000_000 });
    // Every desk ID type maps to an ID type the media takes.
    for (const idType of Object.values(audience.DESK_ID_TYPES)) expect(audience.USER_ID_TYPES).toContain(idType);
  });

  // [type, create, edit, push, delete, name length, per account, create batch, delete batch]
  it.each([
    ['custom-audience', false, false, true, true, 32, 50, 1, 1],
    ['conversion-attribution', true, false, false, false, 60, 500, 1, 1],
    ['mini-game-monitor', true, true, true, true, 50, 200, 10, 10],
    ['landing-page', true, true, true, true, 50, 1000, 10, 10],
    ['applet', true, true, false, true, 30, 100, 10, 10],
    ['material-tag', true, true, true, true, 20, 500, 20, 20],
    ['wechat-mini-game-channel', true, true, true, true, 30, 500, 20, 20],
    ['video-account-authorization', true, true, false, true, 30, 50, 10, 10],
    ['friends-circle-avatar', true, true, false, true, 30, 20, 10, 10],
  ] as const)('%s: create %s, edit %s, push %s, delete %s; names ≤ %i, ≤ %i an account, batches %i and %i', (type, create, edit, push, remove, name, cap, createBatch, deleteBatch) => {
    const limits = GDT_PROPERTY_LIMITS[type];
    expect(limits.OPERATIONS).toEqual({ create, edit, push, delete: remove, sync: true });
    expect([limits.NAME_MAX_LENGTH, limits.PER_ACCOUNT, limits.CREATE_BATCH, limits.DELETE_BATCH]).toEqual([name, cap, createBatch, deleteBatch]);
  });

  it('leaves nothing pending this round', () => {
    expect(propertyTypesOf(GDT_PROPERTY_PAGES).filter((type) => (GDT_PROPERTY_LIMITS[type] as PropertyTypeLimits) === PENDING_PROPERTY_LIMITS)).toEqual([]);
  });

  it('定向包: 150-byte names (50 characters), a share to one account a call, region depth 3, 1–5 age ranges', () => {
    const target = GDT_PROPERTY_LIMITS.target;
    expect(target.OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    expect(target).toMatchObject({ NAME_MAX_LENGTH: 50, NAME_MAX_BYTES: 150, PER_ACCOUNT: 1000, PUSH: { ACCOUNTS: 1 }, REGION: { DEPTH: 3, MAX: 500 }, AGE_RANGES_MAX: 5 });
    expect(target.GENDERS).toEqual(['MALE', 'FEMALE']);
    expect([...target.EDUCATIONS].sort()).toEqual(['BACHELOR', 'DOCTOR', 'JUNIOR', 'JUNIOR_COLLEGE', 'MASTER', 'PRIMARY', 'SENIOR']);
    expect(gdtTargetProblems({ regions: [110000], age: ['24-30'], custom_audience: ['1'], excluded_custom_audience: ['1'] })).toEqual([{ field: 'excluded_custom_audience', text: '人群1不能同时定向和排除' }]);
    expect(gdtTargetProblems({ age: ['18-23', '24-30', '31-40', '41-49', '50-65', '66-66'] })).toEqual([{ field: 'age', text: '年龄最多选择5个' }]);
  });

  it('writes macros with two underscores each side, upper case, each once, __CLICK_ID__ and __CALLBACK__ among them', () => {
    for (const macro of GDT_TRACK_MACROS.NAMES) expect(macro).toMatch(/^__[A-Z][A-Z0-9_]*[A-Z0-9]__$/);
    expect(new Set(GDT_TRACK_MACROS.NAMES).size).toBe(GDT_TRACK_MACROS.NAMES.length);
    expect(GDT_TRACK_MACROS.NAMES).toContain('__CLICK_ID__');
    expect(GDT_TRACK_MACROS.NAMES).toContain(GDT_CALLBACK_MACRO);
    expect(checkTrackUrl('https://track.example.com/c?click_id=__CLICK_ID__&ad=__AD_ID__', GDT_TRACK_MACROS)).toBeNull();
    expect(checkTrackUrl('https://track.example.com/c?click_id=__CLICKID__', GDT_TRACK_MACROS)?.rule).toBe('property_macro');
  });
});
