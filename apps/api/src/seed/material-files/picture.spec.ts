// The picture's SVG: the spec's words with a CJK font, Latin words only without one, and a layout that
// stays inside the picture for every shape.
import { describe, expect, it } from 'vitest';
import { DEMO_LATIN_WORDS, DEMO_SHAPES } from './constants';
import type { DemoFont } from './fonts';
import { pictureSvg, productBox } from './picture';
import { demoMaterialPlan } from './plan';

const cjk: DemoFont = { family: 'WenQuanYi Zen Hei', cjk: true, fingerprint: 'test' };
const latin: DemoFont = { family: 'DejaVu Sans, sans-serif', cjk: false, fingerprint: 'test' };
const [spec] = demoMaterialPlan({ images: 1, videos: 0 });
if (!spec) throw new Error('a spec');

const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('pictureSvg', () => {
  it("draws the spec's campaign, offer, product and call to action in the CJK font", () => {
    const svg = pictureSvg(spec, cjk);
    expect(textsOf(svg)).toEqual(expect.arrayContaining([spec.campaign, spec.offer, spec.product, spec.cta]));
    expect(svg).toContain('font-family="WenQuanYi Zen Hei"');
    expect(svg).toMatch(new RegExp(`<svg [^>]*width="${spec.width}" height="${spec.height}"`));
  });

  it('draws Latin words only when the machine has no CJK font', () => {
    const texts = textsOf(pictureSvg(spec, latin));
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts.join('')).not.toMatch(/[\u2e80-\u9fff]/);
    const known = new Set<string>([...DEMO_LATIN_WORDS.headlines, ...DEMO_LATIN_WORDS.offers, ...DEMO_LATIN_WORDS.ctas]);
    expect(texts.every((text) => known.has(text ?? ''))).toBe(true);
  });

  it("leaves a video's product card to the moving window and frames it", () => {
    const still = pictureSvg(spec, cjk);
    const framed = pictureSvg(spec, cjk, true);
    expect(textsOf(still)).toContain(spec.product);
    expect(textsOf(framed)).not.toContain(spec.product);
  });

  it.each(DEMO_SHAPES.map((shape) => [shape.name, shape.width, shape.height] as const))('keeps the window of a %s picture inside it, at even pixels', (_, width, height) => {
    const box = productBox({ width, height });
    for (const value of [box.x, box.y, box.width, box.height]) expect(value % 2).toBe(0);
    expect(box.x).toBeGreaterThan(0);
    expect(box.y).toBeGreaterThan(0);
    expect(box.x + box.width).toBeLessThan(width);
    expect(box.y + box.height).toBeLessThan(height);
  });
});
