// A demo creative drawn as SVG and rasterised by sharp (libvips' librsvg): a gradient in the spec's palette,
// a few shapes, the campaign headline, the offer on a price tag, a product card and a call-to-action button,
// laid out for the spec's shape. A video's background is the same picture with its product card left
// empty: the moving window goes there (video.ts). SVG is written by hand because it is only a few
// elements; libvips draws it the same way on every run, so the bytes and MD5 repeat.
import { randomSequence } from '../catalogue';
import { DEMO_ENCODING, DEMO_LATIN_WORDS, DEMO_PALETTES, type DemoPalette } from './constants';
import type { DemoFont } from './fonts';
import type { DemoMaterialSpec } from './plan';
import sharp from 'sharp';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Layout {
  headline: Box;
  offer: Box;
  product: Box;
  cta: Box;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Width of a text in ems: a CJK character is one em, a Latin one about 0.62 in a bold sans. */
function ems(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) > 0x2e80 ? 1 : 0.62;
  return Math.max(width, 1);
}

/** The largest font size (px) up to `max` at which `text` fits `width`. */
const fit = (text: string, width: number, max: number) => Math.max(8, Math.floor(Math.min(max, width / ems(text))));

/** Even pixel boxes: H.264 in 4:2:0 wants even sizes, and whole pixels keep rendering exact. */
const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

function layoutOf(width: number, height: number): Layout {
  const base = Math.min(width, height);
  const m = Math.round(base * 0.07);
  if (height > width * 1.2) {
    // Portrait: words on top, the product in the middle, the button below.
    return {
      headline: { x: m, y: m * 2, width: width - 2 * m, height: height * 0.1 },
      offer: { x: m, y: m * 2 + height * 0.12, width: width * 0.7, height: height * 0.055 },
      product: { x: even(m), y: even(height * 0.3), width: even(width - 2 * m), height: even(height * 0.44) },
      cta: { x: width * 0.2, y: height * 0.82, width: width * 0.6, height: height * 0.065 },
    };
  }
  if (width > height * 1.2) {
    // Landscape: words on the left, the product on the right.
    return {
      headline: { x: m, y: height * 0.14, width: width * 0.5 - m, height: height * 0.22 },
      offer: { x: m, y: height * 0.44, width: width * 0.36, height: height * 0.13 },
      product: { x: even(width * 0.55), y: even(m), width: even(width * 0.45 - m), height: even(height - 2 * m) },
      cta: { x: m, y: height * 0.68, width: width * 0.3, height: height * 0.14 },
    };
  }
  // Square: headline, product, button from top to bottom.
  return {
    headline: { x: m, y: m, width: width - 2 * m, height: height * 0.14 },
    offer: { x: width * 0.25, y: m + height * 0.18, width: width * 0.5, height: height * 0.07 },
    product: { x: even(width * 0.22), y: even(height * 0.32), width: even(width * 0.56), height: even(height * 0.42) },
    cta: { x: width * 0.25, y: height * 0.8, width: width * 0.5, height: height * 0.09 },
  };
}

/** The spec's palette (an index past the list wraps around). */
export function paletteOf(spec: Pick<DemoMaterialSpec, 'themeIndex'>): DemoPalette {
  return DEMO_PALETTES[spec.themeIndex % DEMO_PALETTES.length] ?? DEMO_PALETTES[0];
}

/** Where a video's moving window sits: the product card of the picture's layout. */
export function productBox(spec: Pick<DemoMaterialSpec, 'width' | 'height'>): Box {
  return layoutOf(spec.width, spec.height).product;
}

function words(spec: DemoMaterialSpec, font: DemoFont): { headline: string; offer: string; cta: string; product: string } {
  if (font.cjk) return { headline: spec.campaign, offer: spec.offer, cta: spec.cta, product: spec.product };
  const pickBy = (list: readonly string[], shift: number) => list[(spec.variant >>> shift) % list.length] ?? '';
  return { headline: pickBy(DEMO_LATIN_WORDS.headlines, 0), offer: pickBy(DEMO_LATIN_WORDS.offers, 8), cta: pickBy(DEMO_LATIN_WORDS.ctas, 16), product: '' };
}

function text(content: string, box: Box, size: number, fill: string, family: string, anchor: 'start' | 'middle' = 'start'): string {
  const x = anchor === 'middle' ? box.x + box.width / 2 : box.x;
  // The baseline sits about 0.35 em below the box's middle for these fonts.
  const y = box.y + box.height / 2 + size * 0.35;
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${escape(family)}" font-size="${size}" font-weight="bold" fill="${fill}" text-anchor="${anchor}">${escape(content)}</text>`;
}

/** The SVG of a spec's picture; `forVideo` leaves the product card for the moving window. */
export function pictureSvg(spec: DemoMaterialSpec, font: DemoFont, forVideo = false): string {
  const { width, height } = spec;
  const palette = paletteOf(spec);
  const random = randomSequence(spec.variant);
  const layout = layoutOf(width, height);
  const said = words(spec, font);
  const base = Math.min(width, height);
  const parts: string[] = [];

  const [x2, y2] = [random() < 0.5 ? 1 : 0, 1];
  parts.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="shine" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${palette.accent}"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
  );
  // A few soft shapes behind everything, placed by the spec's own draw.
  const shapes = 3 + Math.floor(random() * 3);
  for (let i = 0; i < shapes; i += 1) {
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    const r = Math.round(base * (0.08 + random() * 0.3));
    const fill = random() < 0.5 ? '#ffffff' : palette.accent;
    const opacity = (0.08 + random() * 0.16).toFixed(2);
    parts.push(
      random() < 0.7
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`
        : `<rect x="${cx - r}" y="${cy - r / 2}" width="${r * 2}" height="${r}" rx="${Math.round(r / 4)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 60 - 30)} ${cx} ${cy})"/>`,
    );
  }

  const p = layout.product;
  const radius = Math.round(Math.min(p.width, p.height) * 0.06);
  if (forVideo) {
    // A frame around the window the video plays in.
    const pad = Math.max(4, Math.round(base * 0.012));
    parts.push(`<rect x="${p.x - pad}" y="${p.y - pad}" width="${p.width + 2 * pad}" height="${p.height + 2 * pad}" rx="${radius}" fill="${palette.accent}" fill-opacity="0.9"/>`);
  } else {
    const r = Math.round(Math.min(p.width, p.height) * 0.3);
    const cx = p.x + p.width / 2;
    const cy = p.y + p.height * (said.product ? 0.44 : 0.5);
    parts.push(
      `<rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" rx="${radius}" fill="#ffffff" fill-opacity="0.88"/>`,
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r}" fill="url(#shine)"/>`,
      `<ellipse cx="${cx.toFixed(1)}" cy="${(cy + r * 1.05).toFixed(1)}" rx="${Math.round(r * 0.9)}" ry="${Math.round(r * 0.12)}" fill="#000000" fill-opacity="0.12"/>`,
    );
    if (said.product) {
      const line: Box = { x: p.x, y: p.y + p.height * 0.8, width: p.width, height: p.height * 0.16 };
      parts.push(text(said.product, line, fit(said.product, p.width * 0.8, line.height * 0.8), '#333333', font.family, 'middle'));
    }
  }

  const h = layout.headline;
  parts.push(text(said.headline, h, fit(said.headline, h.width, h.height * 0.9), palette.text, font.family));
  // The offer on a price tag, tilted a little.
  const o = layout.offer;
  const offerSize = fit(said.offer, o.width * 0.85, o.height * 0.7);
  const tagWidth = Math.min(o.width, ems(said.offer) * offerSize + offerSize);
  const tilt = Math.round(random() * 8 - 4);
  parts.push(
    `<g transform="rotate(${tilt} ${(o.x + tagWidth / 2).toFixed(1)} ${(o.y + o.height / 2).toFixed(1)})">`,
    `<rect x="${o.x.toFixed(1)}" y="${o.y.toFixed(1)}" width="${tagWidth.toFixed(1)}" height="${o.height.toFixed(1)}" rx="${Math.round(o.height / 5)}" fill="${palette.accent}"/>`,
    text(said.offer, { ...o, width: tagWidth }, offerSize, palette.onAccent, font.family, 'middle'),
    '</g>',
  );
  const c = layout.cta;
  parts.push(
    `<rect x="${c.x.toFixed(1)}" y="${c.y.toFixed(1)}" width="${c.width.toFixed(1)}" height="${c.height.toFixed(1)}" rx="${Math.round(c.height / 2)}" fill="${palette.accent}"/>`,
    text(said.cta, c, fit(said.cta, c.width * 0.7, c.height * 0.55), palette.onAccent, font.family, 'middle'),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** The spec's picture as JPEG or PNG bytes (no metadata: sharp writes none unless asked). */
export function renderPicture(spec: DemoMaterialSpec, font: DemoFont, forVideo = false): Promise<Buffer> {
  const image = sharp(Buffer.from(pictureSvg(spec, font, forVideo)));
  if (forVideo || spec.format === 'png') return image.png({ compressionLevel: DEMO_ENCODING.PNG_COMPRESSION }).toBuffer();
  return image.jpeg({ quality: DEMO_ENCODING.JPEG_QUALITY }).toBuffer();
}
