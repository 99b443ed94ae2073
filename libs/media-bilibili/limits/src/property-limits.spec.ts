import { describe, expect, it } from 'vitest';
import { checkTrackUrl, PENDING_PROPERTY_LIMITS, propertyTypesOf, type PropertyTypeLimits } from '@toufang/domain';
import { BILIBILI_PROPERTY_LIMITS, BILIBILI_PROPERTY_PAGES, BILIBILI_TRACK_MACROS } from './property-limits';
import { BILIBILI_SUMMARY } from './texts';

const built = propertyTypesOf(BILIBILI_PROPERTY_PAGES).filter((type) => (BILIBILI_PROPERTY_LIMITS[type] as PropertyTypeLimits) !== PENDING_PROPERTY_LIMITS);

describe('哔哩哔哩 property limits', () => {
  it('has limits for every type of its page list, and summary keys for every built one (≤ 20)', () => {
    expect(Object.keys(BILIBILI_PROPERTY_LIMITS).sort()).toEqual([...propertyTypesOf(BILIBILI_PROPERTY_PAGES)].sort());
    for (const type of built) {
      const keys = Object.values((BILIBILI_SUMMARY as Record<string, Record<string, string>>)[type] ?? {});
      expect(keys.length, type).toBeGreaterThan(0);
      expect(keys.length, type).toBeLessThanOrEqual(20);
    }
  });

  it('holds together on every built type: a name length, positive batches, a push of 20 accounts where offered', () => {
    for (const type of built) {
      const limits = BILIBILI_PROPERTY_LIMITS[type];
      expect(limits.NAME_MAX_LENGTH, type).toBeGreaterThan(0);
      expect(limits.CREATE_BATCH, type).toBeGreaterThan(0);
      expect(limits.DELETE_BATCH, type).toBeGreaterThan(0);
      expect(limits.PUSH.ACCOUNTS, type).toBe(limits.OPERATIONS.push ? 20 : 1);
    }
  });

  it('人群包: names of 30, 100 an account, pushed to 20 accounts, the desk’s four ID types, created only by the data platform', () => {
    const audience = BILIBILI_PROPERTY_LIMITS['custom-audience'];
    expect(audience.OPERATIONS).toEqual({ create: false, edit: false, push: true, delete: true, sync: true });
    expect([audience.NAME_MAX_LENGTH, audience.PER_ACCOUNT, audience.PUSH.ACCOUNTS]).toEqual([30, 100, 20]);
    expect(audience.ID_TYPES).toEqual(['IMEI_MD5', 'IDFA_MD5', 'OAID_MD5', 'PHONE_MD5']);
    for (const idType of Object.values(audience.DESK_ID_TYPES)) expect(audience.ID_TYPES).toContain(idType);
  });

  it('writes macros with two underscores each side, upper case, each once, __TRACKID__ among them', () => {
    for (const macro of BILIBILI_TRACK_MACROS.NAMES) expect(macro).toMatch(/^__[A-Z][A-Z0-9_]*[A-Z0-9]__$/);
    expect(new Set(BILIBILI_TRACK_MACROS.NAMES).size).toBe(BILIBILI_TRACK_MACROS.NAMES.length);
    expect(BILIBILI_TRACK_MACROS.NAMES).toContain('__TRACKID__');
    expect(checkTrackUrl('https://track.example.com/c?track_id=__TRACKID__&cid=__CREATIVEID__', BILIBILI_TRACK_MACROS)).toBeNull();
    expect(checkTrackUrl('https://track.example.com/c?track_id=__TRACK_ID__', BILIBILI_TRACK_MACROS)?.rule).toBe('property_macro');
  });

  it('监测链接 and 激活链接: created, edited, pushed to 20 accounts; an activation link holds its platform’s device macro', () => {
    for (const type of ['monitor', 'activate-link'] as const) {
      expect(BILIBILI_PROPERTY_LIMITS[type].OPERATIONS, type).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    }
    const activate = BILIBILI_PROPERTY_LIMITS['activate-link'];
    expect(activate.DEVICE_MACROS).toEqual({ ANDROID: ['__IMEI__', '__OAID__'], IOS: ['__IDFA__'] });
    for (const macros of Object.values(activate.DEVICE_MACROS)) for (const macro of macros) expect(BILIBILI_TRACK_MACROS.NAMES).toContain(macro);
  });

  it('定向包: regions two levels deep, the age buckets 18-24/25-30/31-40/41-49/50+, pushed to 20 accounts', () => {
    const target = BILIBILI_PROPERTY_LIMITS.target;
    expect(target.REGION).toEqual({ DEPTH: 2, MAX: 400 });
    expect(target.AGES).toEqual(['AGE_18_24', 'AGE_25_30', 'AGE_31_40', 'AGE_41_49', 'AGE_50_PLUS']);
    expect(target.PUSH.ACCOUNTS).toBe(20);
    expect(built).toHaveLength(6);
  });
});
