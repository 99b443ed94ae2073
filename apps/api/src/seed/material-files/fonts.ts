// Which font the pictures' words are drawn in. sharp renders SVG text through fontconfig, so the words
// depend on the fonts this machine has: with a CJK font (Debian's fonts-wqy-zenhei, which
// scripts/ensure-chromium.sh installs for the journeys) the pictures say 夏季大促; without one they would
// show empty boxes, so they say SALE and ¥199 instead. The font file's name and size join the cache key, so
// a machine with another font regenerates rather than reuse files drawn in a different one.
import { stat } from 'node:fs/promises';

export interface DemoFont {
  /** The family named in the SVG. */
  family: string;
  /** Whether it draws Chinese (else the pictures carry Latin words only). */
  cjk: boolean;
  /** `path:bytes` of the font file, or `none`: part of the cache key. */
  fingerprint: string;
}

/** Debian's CJK fonts, in order of preference, with the family fontconfig knows them by. */
const CJK_FONTS: readonly { file: string; family: string }[] = [
  { file: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYi Zen Hei' },
  { file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYi Micro Hei' },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'Noto Sans CJK SC' },
];

/** Latin words only: DejaVu Sans is on nearly every Debian (fontconfig's own dependency). */
const LATIN_FONT = { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', family: 'DejaVu Sans' };

let found: Promise<DemoFont> | undefined;

async function sizeOf(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

async function look(): Promise<DemoFont> {
  for (const font of CJK_FONTS) {
    const size = await sizeOf(font.file);
    if (size !== null) return { family: font.family, cjk: true, fingerprint: `${font.file}:${size}` };
  }
  const size = await sizeOf(LATIN_FONT.file);
  return { family: `${LATIN_FONT.family}, sans-serif`, cjk: false, fingerprint: size === null ? 'none' : `${LATIN_FONT.file}:${size}` };
}

/** The font the pictures use on this machine (looked up once per process). */
export function demoFont(): Promise<DemoFont> {
  found ??= look();
  return found;
}
