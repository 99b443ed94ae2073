// A media's material limits as the contract carries them (listMaterialLimits, camelCase, sizes as
// { width, height }) and back. The server answers each media's table through its port; the upload page,
// which may not import the media's limits projects, turns the answer back into the table checkMaterialFile
// reads. The round trip is exact (material-rules.spec.ts; the contract suite holds it per media).
import type { MaterialFormat, MaterialKindLimits, MaterialLimits, MaterialSpec } from './material-rules';

export interface MaterialSizeWire {
  width: number;
  height: number;
}

export interface MaterialSpecWire {
  name: string;
  ratio: MaterialSizeWire;
  min: MaterialSizeWire;
  max: MaterialSizeWire | null;
}

export interface MaterialKindLimitsWire {
  formats: string[];
  maxBytes: number;
  specs: MaterialSpecWire[];
  durationS: { min: number; max: number } | null;
}

export interface MaterialLimitsWire {
  image: MaterialKindLimitsWire;
  video: MaterialKindLimitsWire;
  fileNameMaxLength: number;
  push: { accounts: number; materials: number };
  uploadsPerDay: number;
}

const size = ([width, height]: readonly [number, number]): MaterialSizeWire => ({ width, height });
const pair = ({ width, height }: MaterialSizeWire): [number, number] => [width, height];

function kindToWire(kind: MaterialKindLimits): MaterialKindLimitsWire {
  return {
    formats: [...kind.FORMATS],
    maxBytes: kind.MAX_BYTES,
    specs: kind.SPECS.map((spec) => ({ name: spec.NAME, ratio: size(spec.RATIO), min: size(spec.MIN), max: spec.MAX ? size(spec.MAX) : null })),
    durationS: kind.DURATION_S ? { min: kind.DURATION_S.MIN, max: kind.DURATION_S.MAX } : null,
  };
}

function kindFromWire(kind: MaterialKindLimitsWire): MaterialKindLimits {
  return {
    // A format this desk does not know fits no file: checkMaterialFile then names it among the allowed.
    FORMATS: kind.formats as MaterialFormat[],
    MAX_BYTES: kind.maxBytes,
    SPECS: kind.specs.map((spec): MaterialSpec => ({ NAME: spec.name, RATIO: pair(spec.ratio), MIN: pair(spec.min), ...(spec.max ? { MAX: pair(spec.max) } : {}) })),
    ...(kind.durationS ? { DURATION_S: { MIN: kind.durationS.min, MAX: kind.durationS.max } } : {}),
  };
}

export function materialLimitsToWire(limits: MaterialLimits): MaterialLimitsWire {
  return {
    image: kindToWire(limits.IMAGE),
    video: kindToWire(limits.VIDEO),
    fileNameMaxLength: limits.FILE_NAME_MAX_LENGTH,
    push: { accounts: limits.PUSH.ACCOUNTS, materials: limits.PUSH.MATERIALS },
    uploadsPerDay: limits.UPLOADS_PER_DAY,
  };
}

export function materialLimitsFromWire(wire: MaterialLimitsWire): MaterialLimits {
  return {
    IMAGE: kindFromWire(wire.image),
    VIDEO: kindFromWire(wire.video),
    FILE_NAME_MAX_LENGTH: wire.fileNameMaxLength,
    PUSH: { ACCOUNTS: wire.push.accounts, MATERIALS: wire.push.materials },
    UPLOADS_PER_DAY: wire.uploadsPerDay,
  };
}
