// The sandbox's audience figures (docs/design/properties.md §4.1): how many of an uploaded list a media
// matches, how long it computes, what a lookalike grows to. Computed from the file and the clock, never stored
// beyond the pack's times and size, as property-model.ts does for review and the lifecycle.
import { unitHash } from './model';

const MINUTE_MS = 60_000;

/** Each media's lookalike bounds. gdt's are its documented figures (†); the others are chosen for the sandbox. */
export const AUDIENCE_FIGURES: Readonly<Record<string, { seedMin: number; expandMax: number }>> = {
  gdt: { seedMin: 2_000, expandMax: 50_000_000 },
  toutiao: { seedMin: 1_000, expandMax: 100_000_000 },
  qianchuan: { seedMin: 1_000, expandMax: 50_000_000 },
  kuaishou: { seedMin: 1_000, expandMax: 60_000_000 },
  baidu: { seedMin: 1_000, expandMax: 30_000_000 },
  bilibili: { seedMin: 1_000, expandMax: 20_000_000 },
};

const DEFAULT_FIGURES = { seedMin: 1_000, expandMax: 50_000_000 };

export const AUDIENCE_MODEL = {
  /** Matched share of an uploaded list, drawn per media from the file's md5. */
  matchRate: { min: 0.55, span: 0.3 },
  /** 1 s more of computing per this many IDs. */
  idsPerSecond: 10_000,
  computeMaxMs: 30 * MINUTE_MS,
} as const;

export const audienceFigures = (media: string) => AUDIENCE_FIGURES[media] ?? DEFAULT_FIGURES;

/** IDs the media matches of a list: rows × a rate of 55–85% drawn from the media and the file. */
export function matchedSize(media: string, fileMd5: string, rows: number): number {
  const rate = AUDIENCE_MODEL.matchRate.min + AUDIENCE_MODEL.matchRate.span * unitHash('audience-match', media, fileMd5);
  return Math.floor(rows * rate);
}

/** 计算中 lasts the type's base time (15 s) plus 1 s per 10,000 IDs, at most 30 minutes. */
export function computingMs(baseMs: number, ids: number): number {
  return Math.min(baseMs + Math.ceil(ids / AUDIENCE_MODEL.idsPerSecond) * 1000, AUDIENCE_MODEL.computeMaxMs);
}

export type ExpansionVerdict = { ok: true; size: number } | { ok: false; seedMin: number };

/** A lookalike's size: seed × (1.8 + 0.9 × level), capped at the media's maximum; a seed under its minimum is refused. */
export function expandedSize(media: string, seedSize: number, level: number): ExpansionVerdict {
  const { seedMin, expandMax } = audienceFigures(media);
  if (seedSize < seedMin) return { ok: false, seedMin };
  return { ok: true, size: Math.min(Math.round(seedSize * (1.8 + 0.9 * level)), expandMax) };
}
