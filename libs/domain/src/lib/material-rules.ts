// A media's format limits on a material file, and the one check of a file against them. Each media writes
// its figures once in its limits project (libs/media-<code>/limits, `<CODE>_MATERIAL_LIMITS`); the upload page
// runs this check in the browser before an upload starts and the media's sandbox runs it again on the server,
// so both refuse a file in the same words (docs/materials-sandbox.md).

/**
 * A file's type as read from its content (the extension a content sniffer answers, never the file's name):
 * the vocabulary of a media's FORMATS.
 */
export const MATERIAL_FORMATS = ['jpg', 'png', 'gif', 'bmp', 'webp', 'mp4', 'mov', 'avi', 'mpg', '3gp', 'flv', 'webm'] as const;
export type MaterialFormat = (typeof MATERIAL_FORMATS)[number];

export type MaterialKind = 'image' | 'video';

/** One accepted shape (规格): an aspect ratio and, in pixels, the smallest and largest width × height. */
export interface MaterialSpec {
  /** The media's own name of the shape, e.g. 横版大图. */
  readonly NAME: string;
  /** Width : height. */
  readonly RATIO: readonly [number, number];
  readonly MIN: readonly [number, number];
  /** Absent: no upper bound. */
  readonly MAX?: readonly [number, number];
}

export interface MaterialKindLimits {
  readonly FORMATS: readonly MaterialFormat[];
  /** Bytes. */
  readonly MAX_BYTES: number;
  /** A file fits one of these shapes. */
  readonly SPECS: readonly MaterialSpec[];
  /** Seconds, videos only. */
  readonly DURATION_S?: { readonly MIN: number; readonly MAX: number };
}

/** One media's material limits, as its limits project writes them. */
export interface MaterialLimits {
  readonly IMAGE: MaterialKindLimits;
  readonly VIDEO: MaterialKindLimits;
  /** Characters of the file name the media keeps. */
  readonly FILE_NAME_MAX_LENGTH: number;
  /** The push call's batch: accounts × materials in one call. */
  readonly PUSH: { readonly ACCOUNTS: number; readonly MATERIALS: number };
  /** New materials one account may receive per China day (the same file again is no new material). */
  readonly UPLOADS_PER_DAY: number;
}

/** A ratio matches when it is within this share of the spec's (1280×721 is still 16:9). Chosen for the desk. */
export const MATERIAL_RATIO_TOLERANCE = 0.02;

/** What the desk measured of a file (from its content). */
export interface MaterialFacts {
  readonly kind: MaterialKind;
  readonly format: string;
  /** Bytes. */
  readonly size: number;
  readonly width: number;
  readonly height: number;
  /** Seconds (videos). */
  readonly duration?: number;
}

export type MaterialRule = 'material_format' | 'material_too_large' | 'material_dimensions' | 'material_duration';

/** A limit a file breaks, with the figures its message names (strings and numbers only: they travel on a media's wire). */
export interface MaterialProblem {
  readonly rule: MaterialRule;
  readonly params: Readonly<Record<string, string | number>>;
}

const KIND_LABEL: Readonly<Record<MaterialKind, string>> = { image: '图片', video: '视频' };

/** 1.5 MB, 100 MB, 800 KB: binary units, as the media's documents count them (1M = 1024K). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 100) / 100}MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 100) / 100}KB`;
  return `${bytes}B`;
}

function specText(spec: MaterialSpec): string {
  const [rw, rh] = spec.RATIO;
  const range = spec.MAX ? `${spec.MIN[0]}×${spec.MIN[1]}～${spec.MAX[0]}×${spec.MAX[1]}` : `${spec.MIN[0]}×${spec.MIN[1]}及以上`;
  return `${spec.NAME}${rw}:${rh}（${range}）`;
}

export function fitsSpec(spec: MaterialSpec, width: number, height: number): boolean {
  const want = spec.RATIO[0] / spec.RATIO[1];
  if (Math.abs(width / height - want) > want * MATERIAL_RATIO_TOLERANCE) return false;
  if (width < spec.MIN[0] || height < spec.MIN[1]) return false;
  return !spec.MAX || (width <= spec.MAX[0] && height <= spec.MAX[1]);
}

/** The first limit a file breaks (type, then size, then shape, then duration), or null when it fits. */
export function checkMaterialFile(limits: MaterialLimits, file: MaterialFacts): MaterialProblem | null {
  const kind = file.kind === 'image' ? limits.IMAGE : limits.VIDEO;
  const label = KIND_LABEL[file.kind];
  if (!kind.FORMATS.some((format) => format === file.format)) {
    return { rule: 'material_format', params: { label, value: file.format, allowed: kind.FORMATS.join('、') } };
  }
  if (file.size > kind.MAX_BYTES) {
    return { rule: 'material_too_large', params: { label, value: formatBytes(file.size), limit: formatBytes(kind.MAX_BYTES) } };
  }
  if (!(file.width > 0 && file.height > 0) || !kind.SPECS.some((spec) => fitsSpec(spec, file.width, file.height))) {
    return { rule: 'material_dimensions', params: { label, value: `${file.width}×${file.height}`, allowed: kind.SPECS.map(specText).join('、') } };
  }
  const range = kind.DURATION_S;
  if (file.kind === 'video' && range) {
    const duration = file.duration ?? 0;
    if (!(duration >= range.MIN && duration <= range.MAX)) {
      return { rule: 'material_duration', params: { label, value: Math.round(duration * 10) / 10, min: range.MIN, max: range.MAX } };
    }
  }
  return null;
}

/** The Chinese sentence of a problem (the upload page shows it; the server prefixes the media's name). */
export function materialProblemText(problem: MaterialProblem): string {
  const p = problem.params;
  const label = p.label ?? '素材';
  switch (problem.rule) {
    case 'material_format':
      return `不支持的${label}格式${p.value ?? ''}，仅支持${p.allowed ?? ''}`;
    case 'material_too_large':
      return `${label}大小${p.value ?? ''}超过上限${p.limit ?? ''}`;
    case 'material_dimensions':
      return `${label}尺寸${p.value ?? ''}不符合要求，支持：${p.allowed ?? ''}`;
    case 'material_duration':
      return `${label}时长${p.value ?? ''}秒不在${p.min ?? ''}～${p.max ?? ''}秒之间`;
  }
}

/**
 * What is wrong with a media's limits table, as sentences (none: it holds together): every format known,
 * positive caps, every shape reachable at its smallest and largest size, the video durations in order, a
 * daily cap and a push batch, and a file exactly at the image size cap accepted while one byte more is not.
 * Each media's limits spec asks it of its own table.
 */
export function materialLimitsProblems(limits: MaterialLimits): string[] {
  const problems: string[] = [];
  for (const [kind, own] of [
    ['IMAGE', limits.IMAGE],
    ['VIDEO', limits.VIDEO],
  ] as const) {
    if (own.FORMATS.length === 0) problems.push(`${kind}: no format`);
    for (const format of own.FORMATS) if (!(MATERIAL_FORMATS as readonly string[]).includes(format)) problems.push(`${kind}: unknown format ${format}`);
    if (!(own.MAX_BYTES > 0)) problems.push(`${kind}: MAX_BYTES is not positive`);
    if (own.SPECS.length === 0) problems.push(`${kind}: no shape`);
    for (const spec of own.SPECS) {
      if (!fitsSpec(spec, spec.MIN[0], spec.MIN[1])) problems.push(`${kind} ${spec.NAME}: its smallest size does not fit it`);
      if (spec.MAX && !fitsSpec(spec, spec.MAX[0], spec.MAX[1])) problems.push(`${kind} ${spec.NAME}: its largest size does not fit it`);
    }
  }
  const duration = limits.VIDEO.DURATION_S;
  if (!duration || !(duration.MIN < duration.MAX)) problems.push('VIDEO: DURATION_S is missing or out of order');
  if (!(limits.UPLOADS_PER_DAY > 0)) problems.push('UPLOADS_PER_DAY is not positive');
  if (!(limits.PUSH.ACCOUNTS > 0 && limits.PUSH.MATERIALS > 0)) problems.push('PUSH is not positive');
  const spec = limits.IMAGE.SPECS[0];
  if (spec && limits.IMAGE.FORMATS.length > 0) {
    const image: MaterialFacts = { kind: 'image', format: limits.IMAGE.FORMATS[0], width: spec.MIN[0], height: spec.MIN[1], size: limits.IMAGE.MAX_BYTES };
    if (checkMaterialFile(limits, image) !== null) problems.push('IMAGE: a file at the size cap is refused');
    if (checkMaterialFile(limits, { ...image, size: image.size + 1 })?.rule !== 'material_too_large') problems.push('IMAGE: a file one byte over the size cap is not refused');
  }
  return problems;
}
