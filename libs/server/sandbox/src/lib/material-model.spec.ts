import { describe, expect, it } from 'vitest';
import { MATERIAL_MODEL, materialLabelsOf, materialReviewOf } from './material-model';

const HOUR = 3_600_000;
const WORDS = { first: '首发素材', similar: '同质化素材', low_efficiency: '低效素材' };
const material = (n: number, fileName = `素材_${n}.jpg`) => ({
  media: 'toutiao',
  materialId: `72${String(n).padStart(17, '0')}`,
  signature: n.toString(16).padStart(32, '0'),
  fileName,
  createdAt: Date.parse('2026-11-02T10:00:00+08:00'),
});

describe('material review', () => {
  it('is 审核中 until a time drawn from the id, within the model range, then decided', () => {
    for (let n = 1; n <= 50; n++) {
      const m = material(n);
      const { decidedAt } = materialReviewOf(m, m.createdAt);
      const minutes = (decidedAt - m.createdAt) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(MATERIAL_MODEL.reviewMinutes.min);
      expect(minutes).toBeLessThan(MATERIAL_MODEL.reviewMinutes.min + MATERIAL_MODEL.reviewMinutes.span);
      expect(materialReviewOf(m, decidedAt - 1).status).toBe('reviewing');
      expect(materialReviewOf(m, decidedAt).status).not.toBe('reviewing');
    }
  });

  it('refuses a few files by their md5, with a reason, the same on every account and every call', () => {
    const verdicts = Array.from({ length: 400 }, (_, i) => materialReviewOf(material(i + 1), Number.MAX_SAFE_INTEGER));
    const refused = verdicts.filter((v) => v.status === 'rejected');
    expect(refused.length).toBeGreaterThan(400 * MATERIAL_MODEL.rejectShare * 0.5);
    expect(refused.length).toBeLessThan(400 * MATERIAL_MODEL.rejectShare * 1.5);
    for (const v of refused) expect(MATERIAL_MODEL.rejectReasons).toContain(v.reason);
    const one = material(7);
    const elsewhere = { ...one, materialId: '7200000000000009999' };
    expect(materialReviewOf(elsewhere, Number.MAX_SAFE_INTEGER).status).toBe(materialReviewOf(one, Number.MAX_SAFE_INTEGER).status);
  });

  it('refuses a file name with an absolute claim, naming the word', () => {
    const verdict = materialReviewOf(material(3, '全网第一.jpg'), Number.MAX_SAFE_INTEGER);
    expect(verdict).toMatchObject({ status: 'rejected' });
    expect(verdict.reason).toContain('“第一”');
  });
});

describe('material quality labels', () => {
  const approved = { status: 'approved' as const, decidedAt: 0, reason: null };
  it('labels the first copy of a file 首发 and later copies 同质, in the media words, only once approved', () => {
    expect(materialLabelsOf({ media: 'toutiao', signature: 'a'.repeat(32), firstOnMedia: true, review: approved }, WORDS, HOUR)).toEqual([{ code: 'first', text: '首发素材' }]);
    expect(materialLabelsOf({ media: 'toutiao', signature: 'a'.repeat(32), firstOnMedia: false, review: approved }, WORDS, HOUR)).toEqual([{ code: 'similar', text: '同质化素材' }]);
    expect(materialLabelsOf({ media: 'toutiao', signature: 'a'.repeat(32), firstOnMedia: true, review: { ...approved, status: 'rejected' } }, WORDS, HOUR)).toEqual([]);
  });

  it('adds 低效 to a share of files once the window after approval has passed', () => {
    const after = MATERIAL_MODEL.lowEfficiencyAfterHours * HOUR;
    const labelled = (n: number, now: number) =>
      materialLabelsOf({ media: 'toutiao', signature: n.toString(16).padStart(32, '0'), firstOnMedia: true, review: approved }, WORDS, now).some((l) => l.code === 'low_efficiency');
    const files = Array.from({ length: 400 }, (_, i) => i + 1);
    expect(files.filter((n) => labelled(n, after - 1))).toEqual([]);
    const low = files.filter((n) => labelled(n, after)).length;
    expect(low).toBeGreaterThan(400 * MATERIAL_MODEL.lowEfficiencyShare * 0.5);
    expect(low).toBeLessThan(400 * MATERIAL_MODEL.lowEfficiencyShare * 1.5);
  });
});
