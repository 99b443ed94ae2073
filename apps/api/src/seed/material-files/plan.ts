// What the fresh desk's demo materials are, before any byte is made: names a design team would give them,
// shapes the media take, short videos, designers and upload days. Pure and fast: the same counts and seed
// give the same plan, so the seed can plan rows and files separately and they still match.
import { randomSequence } from '../catalogue';
import {
  DEMO_AUDIENCE_SHARE,
  DEMO_AUDIENCES,
  DEMO_CAMPAIGNS,
  DEMO_CTAS,
  DEMO_DESIGNER_WEIGHTS,
  DEMO_DESIGNERS,
  DEMO_IMAGE_FORM,
  DEMO_INDUSTRIES,
  DEMO_MATERIAL_COUNT,
  DEMO_MATERIAL_SEED,
  DEMO_NAMED_DESIGNER_SHARE,
  DEMO_OFFERS,
  DEMO_PALETTES,
  DEMO_PNG_SHARE,
  DEMO_SHAPES,
  DEMO_UPLOAD_DAYS,
  DEMO_UPLOAD_MINUTES,
  DEMO_VIDEO_FORMS,
  DEMO_VIDEO_SECONDS,
  DEMO_VIDEO_SOURCES,
  type DemoShapeName,
} from './constants';

export type DemoMaterialKind = 'image' | 'video';
export type DemoMaterialFormat = 'jpg' | 'png' | 'mp4';

export interface DemoMaterialSpec {
  /** Stable for the same counts and seed (`demo-img-0001`, `demo-vid-0001`); the file is `<id>.<format>`. */
  id: string;
  /** The display name, unique in the plan, e.g. 夏季大促_竖版_03.jpg, 口播_15s_v2.mp4. */
  name: string;
  kind: DemoMaterialKind;
  format: DemoMaterialFormat;
  mime: 'image/jpeg' | 'image/png' | 'video/mp4';
  shape: DemoShapeName;
  width: number;
  height: number;
  /** Whole seconds, videos only (null for an image). */
  durationS: number | null;
  /** Index into DEMO_PALETTES. */
  themeIndex: number;
  /** 0 … designers − 1; 0 is the busiest. */
  designerIndex: number;
  /**
   * The designer is written in the name (their DEMO_DESIGNERS code first, `lj_夏季大促_竖版_07.jpg`) and not set
   * on the material, so 素材汇总 reads them from the name (命名解析).
   */
  designerInName: boolean;
  /** Uploaded this many China days ago (0 … 89) … */
  daysAgo: number;
  /** … at this minute of that day (09:00 … 21:59 China time). */
  minuteOfDay: number;
  /** What the picture says: the 行业, the product, the campaign headline, the offer and the call to action. */
  industry: string;
  product: string;
  campaign: string;
  offer: string;
  cta: string;
  /** 图文 for an image, 口播 / 剧情 / … for a video. */
  form: string;
  /** Names of the demo company's labels that fit (风格, 行业, 卖点, 形式, 人群), for the seed to attach. */
  labels: string[];
  /** A 32-bit number the layout and the video's moving source draw from. */
  variant: number;
  /** Videos: index into DEMO_VIDEO_SOURCES (0 for an image). */
  sourceIndex: number;
}

export interface DemoMaterialCount {
  images: number;
  videos: number;
  /** How many designers share the files (default DEMO_MATERIAL_COUNT.designers). */
  designers?: number;
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function weighted<T>(random: Random, items: readonly T[], weightOf: (item: T, index: number) => number): number {
  const total = items.reduce((sum, item, index) => sum + weightOf(item, index), 0);
  let left = random() * total;
  for (let index = 0; index < items.length; index += 1) {
    left -= weightOf(items[index] as T, index);
    if (left < 0) return index;
  }
  return items.length - 1;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A name a designer might give an image; `unique` settles a clash. */
function imageName(random: Random, spec: Omit<DemoMaterialSpec, 'name' | 'id' | 'designerInName'>, word: string): string {
  const ext = spec.format;
  // Cases 0, 1 and 4 follow the team's convention 活动_版式_序号 (命名解析's seeded 素材命名规范); each draws what
  // it drew before, so the rest of the plan is unchanged.
  switch (Math.floor(random() * 5)) {
    case 0:
      return `${spec.campaign}_${word}_${two(1 + Math.floor(random() * 12))}.${ext}`;
    case 1:
      return `${spec.campaign}_${word}_主图.${ext}`;
    case 2:
      return `${spec.product}_${spec.campaign}_${spec.width}x${spec.height}.${ext}`;
    case 3:
      return `${spec.industry}-${spec.product}-${DEMO_PALETTES[spec.themeIndex]?.style ?? ''}风-v${1 + Math.floor(random() * 4)}.${ext}`;
    default:
      return `${spec.campaign}_${word}_${two(1 + Math.floor(random() * 30))}.${ext}`;
  }
}

function videoName(random: Random, spec: Omit<DemoMaterialSpec, 'name' | 'id' | 'designerInName'>, word: string): string {
  switch (Math.floor(random() * 4)) {
    case 0:
      return `${spec.form}_${spec.durationS}s_v${1 + Math.floor(random() * 5)}.mp4`;
    case 1:
      return `${spec.product}${spec.form}_${word}_${spec.durationS}s.mp4`;
    case 2:
      return `${spec.campaign}_${spec.form}_${two(1 + Math.floor(random() * 20))}.mp4`;
    default:
      return `${spec.industry}_${spec.product}_${spec.form}${word}.mp4`;
  }
}

/** A number in [0, 1) from the material's place in the plan and the seed: decides without drawing from the plan's sequence. */
function placeHash(index: number, seed: number): number {
  let h = Math.imul((index + 1) ^ Math.imul(seed, 0x27d4eb2d), 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 2 ** 32;
}

const CAMPAIGN_WORDS = new Set(DEMO_CAMPAIGNS.map((c) => c.word));

/**
 * Some of the names that follow the team's 活动_版式_序号 get the designer's code in front, and the material no
 * designer set: a step after every draw, so the rest of the plan (designers, days, shapes) stays as it was.
 * Prefixed names stay unique: no other name starts with a designer code.
 */
function writeDesignersIntoNames(specs: DemoMaterialSpec[], seed: number): void {
  for (const [index, spec] of specs.entries()) {
    const parts = spec.name.split('_');
    const code = DEMO_DESIGNERS[spec.designerIndex]?.code;
    if (code === undefined || parts.length !== 3 || !CAMPAIGN_WORDS.has(parts[0] as string)) continue;
    if (placeHash(index, seed) >= DEMO_NAMED_DESIGNER_SHARE) continue;
    spec.name = `${code}_${spec.name}`;
    spec.designerInName = true;
  }
}

/** Keeps names unique the way people do: a second 夏季大促_竖版_03.jpg becomes 夏季大促_竖版_03_2.jpg. */
function unique(name: string, used: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  for (let n = 2; used.has(candidate); n += 1) candidate = `${name.slice(0, dot)}_${n}${name.slice(dot)}`;
  used.add(candidate);
  return candidate;
}

function labelsOf(random: Random, spec: { themeIndex: number; industry: string; campaign: string; form: string }): string[] {
  const labels = [DEMO_PALETTES[spec.themeIndex]?.style, spec.industry, DEMO_CAMPAIGNS.find((c) => c.word === spec.campaign)?.label, spec.form];
  if (DEMO_AUDIENCES.length > 0 && random() < DEMO_AUDIENCE_SHARE) labels.push(pick(random, DEMO_AUDIENCES));
  return [...new Set(labels.filter((label): label is string => !!label))];
}

/**
 * The demo materials for `count` images and videos. The same arguments always give the same plan (ids,
 * names, shapes, durations, designers, days); `seed` varies it. Images come first, then videos.
 */
export function demoMaterialPlan(count: DemoMaterialCount, seed: number = DEMO_MATERIAL_SEED): DemoMaterialSpec[] {
  const designers = Math.max(1, Math.floor(count.designers ?? DEMO_MATERIAL_COUNT.designers));
  const designerWeight = (index: number) => DEMO_DESIGNER_WEIGHTS[index] ?? DEMO_DESIGNER_WEIGHTS[DEMO_DESIGNER_WEIGHTS.length - 1] ?? 1;
  const designerSlots = Array.from({ length: designers }, (_, index) => index);
  const industries = Object.keys(DEMO_INDUSTRIES);
  const random = randomSequence(seed);
  const used = new Set<string>();
  const specs: DemoMaterialSpec[] = [];

  for (const kind of ['image', 'video'] as const) {
    const total = Math.max(0, Math.floor(kind === 'image' ? count.images : count.videos));
    for (let n = 1; n <= total; n += 1) {
      const shape = DEMO_SHAPES[weighted(random, DEMO_SHAPES, (s) => (kind === 'image' ? s.imageWeight : s.videoWeight))];
      if (!shape) throw new Error('DEMO_SHAPES is empty');
      const industry = pick(random, industries);
      const durationS = kind === 'video' ? (DEMO_VIDEO_SECONDS[weighted(random, DEMO_VIDEO_SECONDS, ([, w]) => w)]?.[0] ?? 5) : null;
      const format: DemoMaterialFormat = kind === 'video' ? 'mp4' : random() < DEMO_PNG_SHARE ? 'png' : 'jpg';
      // Recent days are busier: a uniform draw raised to a power above 1 leans toward 0.
      const daysAgo = Math.min(DEMO_UPLOAD_DAYS - 1, Math.floor(random() ** 1.6 * DEMO_UPLOAD_DAYS));
      const body = {
        kind,
        format,
        mime: kind === 'video' ? 'video/mp4' : format === 'png' ? 'image/png' : 'image/jpeg',
        shape: shape.name,
        width: shape.width,
        height: shape.height,
        durationS,
        themeIndex: Math.floor(random() * DEMO_PALETTES.length),
        designerIndex: designerSlots[weighted(random, designerSlots, (_, index) => designerWeight(index))] ?? 0,
        daysAgo,
        minuteOfDay: DEMO_UPLOAD_MINUTES.FROM + Math.floor(random() * (DEMO_UPLOAD_MINUTES.TO - DEMO_UPLOAD_MINUTES.FROM + 1)),
        industry,
        product: pick(random, DEMO_INDUSTRIES[industry] ?? []),
        campaign: pick(random, DEMO_CAMPAIGNS).word,
        offer: pick(random, DEMO_OFFERS),
        cta: pick(random, DEMO_CTAS),
        form: kind === 'video' ? pick(random, DEMO_VIDEO_FORMS) : DEMO_IMAGE_FORM,
        labels: [] as string[],
        variant: Math.floor(random() * 2 ** 32),
        sourceIndex: kind === 'video' ? Math.floor(random() * DEMO_VIDEO_SOURCES.length) : 0,
      } satisfies Omit<DemoMaterialSpec, 'name' | 'id' | 'designerInName'>;
      body.labels = labelsOf(random, body);
      const name = unique(kind === 'video' ? videoName(random, body, shape.word) : imageName(random, body, shape.word), used);
      specs.push({ id: `demo-${kind === 'video' ? 'vid' : 'img'}-${String(n).padStart(4, '0')}`, name, ...body, designerInName: false });
    }
  }
  writeDesignersIntoNames(specs, seed);
  return specs;
}
