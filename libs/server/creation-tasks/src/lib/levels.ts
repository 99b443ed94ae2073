// A media's levels as creation reads them from its port: parents first, and which deliver (the ads a task's cap
// counts). The variant's own spec (CreationVariantSpec) names the same levels; the port is what the server runs.
import type { MediaPort } from '@toufang/server-media';

export interface CreationLevels {
  /** Every level, each after its parent. */
  order: string[];
  /** The levels that deliver (the ads). */
  delivering: string[];
  label(level: string): string;
  parent(level: string): string | null;
}

export function levelsOf(port: Pick<MediaPort, 'levels'>): CreationLevels {
  const depth = (level: string): number => {
    const spec = port.levels.find((l) => l.level === level);
    return spec?.parent ? 1 + depth(spec.parent) : 0;
  };
  const order = port.levels.map((l) => l.level as string).sort((a, b) => depth(a) - depth(b));
  return {
    order,
    delivering: port.levels.filter((l) => l.delivers).map((l) => l.level),
    label: (level) => port.levels.find((l) => l.level === level)?.label ?? level,
    parent: (level) => port.levels.find((l) => l.level === level)?.parent ?? null,
  };
}
