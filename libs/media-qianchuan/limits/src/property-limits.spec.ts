import { describe, expect, it } from 'vitest';
import { PENDING_PROPERTY_LIMITS, propertyTypesOf, type PropertyTypeLimits } from '@toufang/domain';
import { QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_PROPERTY_PAGES } from './property-limits';
import { QIANCHUAN_SUMMARY } from './texts';

// 评论管理 is left out: comments come from the media's users (the kit's comment page; its own suite tries it).
const built = propertyTypesOf(QIANCHUAN_PROPERTY_PAGES).filter((type) => type !== 'comment-management' && (QIANCHUAN_PROPERTY_LIMITS[type] as PropertyTypeLimits) !== PENDING_PROPERTY_LIMITS);

describe('巨量千川 property limits', () => {
  it('has limits for every type of its page list, and summary keys for every built one (≤ 20)', () => {
    expect(Object.keys(QIANCHUAN_PROPERTY_LIMITS).sort()).toEqual([...propertyTypesOf(QIANCHUAN_PROPERTY_PAGES)].sort());
    for (const type of built) {
      const keys = Object.values((QIANCHUAN_SUMMARY as Record<string, Record<string, string>>)[type] ?? {});
      expect(keys.length, type).toBeGreaterThan(0);
      expect(keys.length, type).toBeLessThanOrEqual(20);
    }
  });

  it('builds every type of its page list', () => {
    for (const type of propertyTypesOf(QIANCHUAN_PROPERTY_PAGES)) expect(QIANCHUAN_PROPERTY_LIMITS[type] as PropertyTypeLimits, type).not.toBe(PENDING_PROPERTY_LIMITS);
  });

  it('holds together on every built type: a name length, positive batches, a push of 100 accounts where offered', () => {
    for (const type of built) {
      const limits = QIANCHUAN_PROPERTY_LIMITS[type];
      expect(limits.NAME_MAX_LENGTH, type).toBeGreaterThan(0);
      expect(limits.CREATE_BATCH, type).toBeGreaterThan(0);
      expect(limits.DELETE_BATCH, type).toBeGreaterThan(0);
      expect(limits.PUSH.ACCOUNTS, type).toBe(limits.OPERATIONS.push ? 100 : 1);
    }
  });

  it('人群: names of 30, 500 an account, pushed to 100 accounts, created only by the data platform', () => {
    const audience = QIANCHUAN_PROPERTY_LIMITS['custom-audience'];
    expect(audience.OPERATIONS).toEqual({ create: false, edit: false, push: true, delete: true, sync: true });
    expect(audience.NAME_MAX_LENGTH).toBe(30);
    expect(audience.PER_ACCOUNT).toBe(500);
    expect(audience.SOURCES).toEqual([0, 1, 2, 3, 4, 5]);
    expect(audience.LIFECYCLE).toEqual({ COMPUTE_MS: 15_000, EXPIRES_DAYS: 180, EXPIRING_DAYS: 7 });
    // Every desk ID type maps to a data type the media takes.
    for (const dataType of Object.values(audience.DESK_ID_TYPES)) expect(audience.DATA_TYPES).toContain(dataType);
  });

  it('图文素材: titles of 5–30, at most 9 images, each style’s count within them, not pushed', () => {
    const graphic = QIANCHUAN_PROPERTY_LIMITS['graphic-material'];
    expect(graphic.OPERATIONS).toEqual({ create: true, edit: true, push: false, delete: true, sync: true });
    expect([graphic.TITLE_MIN_LENGTH, graphic.TITLE_MAX_LENGTH, graphic.IMAGES_MAX]).toEqual([5, 30, 9]);
    for (const mode of graphic.IMAGE_MODES) {
      const [min, max] = graphic.IMAGE_COUNTS[mode];
      expect(min).toBeGreaterThan(0);
      expect(max).toBeLessThanOrEqual(graphic.IMAGES_MAX);
    }
  });

  it('定向包: regions three levels deep, toutiao’s five age buckets, pushed to 100 accounts', () => {
    const target = QIANCHUAN_PROPERTY_LIMITS.target;
    expect(target.OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    expect(target.REGION).toEqual({ DEPTH: 3, MAX: 3000 });
    expect(target.AGES).toEqual(['AGE_BETWEEN_18_23', 'AGE_BETWEEN_24_30', 'AGE_BETWEEN_31_40', 'AGE_BETWEEN_41_49', 'AGE_ABOVE_50']);
    expect(target.GENDERS).toEqual(['NONE', 'GENDER_MALE', 'GENDER_FEMALE']);
  });
});
