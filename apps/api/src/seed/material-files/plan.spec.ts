// The plan of the demo materials: the same arguments give the same plan, and the plan looks like a design
// team's library (varied shapes, names, designers, days; short videos the media take).
import { checkMaterialFile, MEDIA_CODES } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CONFIGS } from '../../media/sandbox-media';
import { DEMO_LABEL_GROUPS } from '../labels';
import { DEMO_CAMPAIGNS, DEMO_DESIGNERS, DEMO_MATERIAL_COUNT, DEMO_SHAPES, DEMO_UPLOAD_DAYS } from './constants';
import { demoMaterialPlan, type DemoMaterialSpec } from './plan';

const full = demoMaterialPlan(DEMO_MATERIAL_COUNT);
const images = full.filter((spec) => spec.kind === 'image');
const videos = full.filter((spec) => spec.kind === 'video');
const distinct = <T>(values: T[]) => new Set(values).size;

describe('demoMaterialPlan', () => {
  it('gives the same plan for the same counts and seed, and another for another seed', () => {
    expect(demoMaterialPlan(DEMO_MATERIAL_COUNT)).toEqual(full);
    expect(demoMaterialPlan({ images: 12, videos: 3 }, 7)).toEqual(demoMaterialPlan({ images: 12, videos: 3 }, 7));
    const other = demoMaterialPlan(DEMO_MATERIAL_COUNT, 21);
    expect(other.map((spec) => spec.id)).toEqual(full.map((spec) => spec.id));
    expect(other.map((spec) => spec.name)).not.toEqual(full.map((spec) => spec.name));
  });

  it('plans the asked counts, images first, with stable ids, unique names and extensions that match the format', () => {
    expect(images).toHaveLength(DEMO_MATERIAL_COUNT.images);
    expect(videos).toHaveLength(DEMO_MATERIAL_COUNT.videos);
    expect(full.slice(0, images.length).every((spec) => spec.kind === 'image')).toBe(true);
    expect(full[0]?.id).toBe('demo-img-0001');
    expect(videos[0]?.id).toBe('demo-vid-0001');
    expect(distinct(full.map((spec) => spec.id))).toBe(full.length);
    expect(distinct(full.map((spec) => spec.name))).toBe(full.length);
    for (const spec of full) {
      expect(spec.name.endsWith(`.${spec.format}`)).toBe(true);
      expect(spec.name).toMatch(/[\u4e00-\u9fff]/);
      expect(spec.mime).toBe({ jpg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4' }[spec.format]);
    }
    expect(demoMaterialPlan({ images: 0, videos: 0 })).toEqual([]);
  });

  it('keeps names unique even when many files are planned', () => {
    const many = demoMaterialPlan({ images: 2000, videos: 400 }, 3);
    expect(distinct(many.map((spec) => spec.name))).toBe(many.length);
  });

  it('draws images from every media size, JPEG and PNG, and videos short and at 720p mostly', () => {
    expect(distinct(images.map((spec) => spec.shape))).toBe(DEMO_SHAPES.length);
    for (const spec of full) {
      const shape = DEMO_SHAPES.find((s) => s.name === spec.shape);
      expect([spec.width, spec.height]).toEqual([shape?.width, shape?.height]);
    }
    expect(distinct(images.map((spec) => spec.format))).toBe(2);
    expect(images.every((spec) => spec.format !== 'mp4' && spec.durationS === null)).toBe(true);
    expect(videos.every((spec) => spec.format === 'mp4' && spec.durationS !== null && spec.durationS >= 5 && spec.durationS <= 30)).toBe(true);
    expect(videos.filter((spec) => (spec.durationS ?? 0) <= 10).length / videos.length).toBeGreaterThanOrEqual(0.75);
    expect(videos.filter((spec) => spec.width * spec.height <= 1280 * 720).length / videos.length).toBeGreaterThanOrEqual(0.8);
    expect(distinct(full.map((spec) => spec.themeIndex))).toBeGreaterThanOrEqual(8);
    expect(distinct(videos.map((spec) => spec.sourceIndex))).toBeGreaterThanOrEqual(4);
  });

  it('spreads the files over the designers (one busier than the rest) and the past 90 days, in working hours', () => {
    const perDesigner = Array.from({ length: DEMO_MATERIAL_COUNT.designers }, (_, index) => full.filter((spec) => spec.designerIndex === index).length);
    expect(perDesigner.every((count) => count > 0)).toBe(true);
    expect(Math.max(...perDesigner)).toBe(perDesigner[0]);
    expect(full.every((spec) => spec.daysAgo >= 0 && spec.daysAgo < DEMO_UPLOAD_DAYS)).toBe(true);
    expect(Math.min(...full.map((spec) => spec.daysAgo))).toBe(0);
    expect(Math.max(...full.map((spec) => spec.daysAgo))).toBeGreaterThanOrEqual(80);
    expect(full.every((spec) => spec.minuteOfDay >= 9 * 60 && spec.minuteOfDay < 22 * 60)).toBe(true);
    expect(demoMaterialPlan({ images: 30, videos: 5, designers: 1 }).every((spec) => spec.designerIndex === 0)).toBe(true);
    expect(distinct(demoMaterialPlan({ images: 200, videos: 0, designers: 9 }).map((spec) => spec.designerIndex))).toBe(9);
  });

  it('writes the designer’s code in front of about a quarter of the names, for the designers the seed has', () => {
    const seeded = demoMaterialPlan({ ...DEMO_MATERIAL_COUNT, designers: DEMO_DESIGNERS.length });
    const named = seeded.filter((spec) => spec.designerInName);
    expect(named.length / seeded.length).toBeGreaterThan(0.2);
    expect(named.length / seeded.length).toBeLessThan(0.3);
    expect(distinct(named.map((spec) => spec.designerIndex))).toBe(DEMO_DESIGNERS.length);
    for (const spec of named) {
      const [code, campaign, ...rest] = spec.name.split('_');
      expect(code).toBe(DEMO_DESIGNERS[spec.designerIndex]?.code);
      expect(DEMO_CAMPAIGNS.map((c) => c.word)).toContain(campaign);
      expect(rest).toHaveLength(2);
    }
    expect(seeded.filter((spec) => !spec.designerInName).every((spec) => !DEMO_DESIGNERS.some((d) => spec.name.startsWith(`${d.code}_`)))).toBe(true);
    // A step after the draws: demo-img-0004 was 买一送一_横版_09.jpg by designer 0, 33 days ago, before codes.
    expect(seeded[3]).toMatchObject({ id: 'demo-img-0004', name: 'lj_买一送一_横版_09.jpg', designerIndex: 0, daysAgo: 33, designerInName: true });
    // The journeys' and contract tests' small desks have some too.
    expect(demoMaterialPlan({ images: 9, videos: 1, designers: DEMO_DESIGNERS.length }).some((spec) => spec.designerInName)).toBe(true);
  });

  it("suggests only labels the demo company has, a 风格, 行业 and 形式 for each", () => {
    const known = new Set(Object.values(DEMO_LABEL_GROUPS).flat());
    const groupOf = (label: string) => Object.entries(DEMO_LABEL_GROUPS).find(([, labels]) => labels.includes(label))?.[0];
    for (const spec of full) {
      expect(spec.labels.every((label) => known.has(label))).toBe(true);
      for (const group of ['风格', '行业', '形式']) expect(spec.labels.some((label) => groupOf(label) === group)).toBe(true);
      expect(spec.labels).toContain(spec.kind === 'image' ? '图文' : spec.form);
    }
  });

  it('plans videos every media takes, and images most of which some media takes (大图 and 组图 fit none of the sandbox media)', () => {
    const fits = (spec: DemoMaterialSpec) =>
      MEDIA_CODES.filter((media) => {
        const limits = SANDBOX_CONFIGS[media]?.limits.material;
        const facts = { kind: spec.kind, format: spec.format, size: 1, width: spec.width, height: spec.height, duration: spec.durationS ?? undefined };
        return limits && checkMaterialFile(limits, facts) === null;
      });
    for (const spec of videos) expect(fits(spec)).toEqual([...MEDIA_CODES]);
    const pushable = images.filter((spec) => fits(spec).length > 0);
    expect(pushable.length / images.length).toBeGreaterThan(0.7);
    expect(images.filter((spec) => fits(spec).length === 0).every((spec) => spec.shape === '大图' || spec.shape === '组图')).toBe(true);
  });
});
