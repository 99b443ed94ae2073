// What makes one sandbox media that media: its levels, its ids, its limits, its tokens and its own error
// codes and texts. Each media's folder holds one SandboxMediaConfig; the engine is shared.
import { MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import type { LevelSpec, MaterialQualityCode, MediaLimits, ObjectLevel, SandboxRule } from '@toufang/server-media';
import type { Envelope, MediaErrorEntry } from './envelope';

export type { MediaErrorEntry } from './envelope';

/** How a media shapes an id: a fixed first digits and a total length (ids look like the media's). */
export interface IdShape {
  readonly prefix: string;
  readonly digits: number;
}

/** The media's own answer to a refusal: its code and its own text (often English). */
export interface SandboxMediaConfig {
  readonly media: MediaCode;
  readonly levels: readonly LevelSpec[];
  readonly limits: MediaLimits;
  readonly ids: Readonly<{ material: IdShape } & Partial<Record<ObjectLevel, IdShape>>>;
  readonly tokens: { readonly accessTtlMs: number; readonly refreshTtlMs: number; readonly codeTtlMs: number };
  /** Where the media's consent page is; the sandbox's is served by the desk's server. */
  /** Its error code and text for each rule. */
  readonly errors: Readonly<Record<SandboxRule, MediaErrorEntry>>;
  /** How its answers wrap a refusal (its wire.ts). */
  readonly envelope: Envelope;
  /**
   * 元 per order its reports count as 成交金额 (min … min + span, from a hash per object and hour); null when
   * the media does not report order value (its payAmount is 0), as when absent.
   */
  readonly orderValueYuan?: { readonly min: number; readonly span: number } | null;
  /**
   * The media's own fields of an object (MediaObject.attributes), derived from the object so that every
   * listing answers the same; absent when the media reports none.
   */
  /** The media's words for its quality labels on a material (MediaMaterial.qualityLabels). */
  readonly materialLabels: Readonly<Record<MaterialQualityCode, string>>;
  readonly attributes?: (object: { readonly id: string; readonly level: ObjectLevel; readonly advertiserId: string }) => Readonly<Record<string, string>>;
}

type LevelShape = Omit<LevelSpec, 'label'>;

/** Levels with their labels read from the media registry (one place for a level's name). */
export function levelsOf(media: MediaCode, shapes: readonly LevelShape[]): LevelSpec[] {
  const labels: Readonly<Partial<Record<ObjectLevel, string>>> = MEDIA_REGISTRY[media].levels;
  return shapes.map((shape) => {
    const label = labels[shape.level];
    if (!label) throw new Error(`${media} has no level ${shape.level} in the media registry`);
    return { ...shape, label };
  });
}

export function levelSpec(config: SandboxMediaConfig, level: ObjectLevel): LevelSpec | undefined {
  return config.levels.find((spec) => spec.level === level);
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const MINUTE = 60_000;
