// The new media's material limits (libs/media-<code>/limits/src/material-limits.ts, `<CODE>_MATERIAL_LIMITS`):
// the formats, sizes, shapes and durations of its files, its push call's batch and its daily count, which its
// upload page checks before an upload and its sandbox checks again (docs/materials-sandbox.md). Written once
// from general figures, with the spec every media's material limits pass.
import { constName, type SandboxMediaInput } from './sandbox-media';

/** The general figures a new media starts with (replace them with the media's documented ones). */
const GENERATED_MATERIAL_LIMITS_SOURCE = [
  '  IMAGE: {',
  "    FORMATS: ['jpg', 'png'],",
  '    MAX_BYTES: 5 * 1024 * 1024,',
  '    SPECS: [',
  "      { NAME: '横版图', RATIO: [16, 9], MIN: [1280, 720], MAX: [3840, 2160] },",
  "      { NAME: '竖版图', RATIO: [9, 16], MIN: [720, 1280], MAX: [2160, 3840] },",
  "      { NAME: '方图', RATIO: [1, 1], MIN: [600, 600], MAX: [2000, 2000] },",
  '    ],',
  '  },',
  '  VIDEO: {',
  "    FORMATS: ['mp4', 'mov'],",
  '    MAX_BYTES: 500 * 1024 * 1024,',
  '    SPECS: [',
  "      { NAME: '横版视频', RATIO: [16, 9], MIN: [1280, 720] },",
  "      { NAME: '竖版视频', RATIO: [9, 16], MIN: [720, 1280] },",
  '    ],',
  '    DURATION_S: { MIN: 5, MAX: 300 },',
  '  },',
  '  FILE_NAME_MAX_LENGTH: 100,',
  '  PUSH: { ACCOUNTS: 10, MATERIALS: 10 },',
  '  UPLOADS_PER_DAY: 1000,',
];

export function materialLimitsSource(input: SandboxMediaInput): string {
  return [
    `// ${input.displayName}'s limits on a material file and on the push call, in one place: the upload page checks a`,
    '// file against them before the upload starts (checkMaterialFile of @toufang/domain) and the sandbox checks them',
    "// again. General figures from the media generator: replace them with the media's documented ones and record",
    '// them in docs/materials-sandbox.md.',
    `export const ${constName(input.code)}_MATERIAL_LIMITS = {`,
    ...GENERATED_MATERIAL_LIMITS_SOURCE,
    '} as const;',
    '',
  ].join('\n');
}

export function materialLimitsSpecSource(input: SandboxMediaInput): string {
  const name = `${constName(input.code)}_MATERIAL_LIMITS`;
  return [
    "import { describe, expect, it } from 'vitest';",
    "import { materialLimitsProblems, type MaterialLimits } from '@toufang/domain';",
    `import { ${name} } from './index';`,
    '',
    '// Typed against the shape every media\'s material limits share (a missing or misspelt field fails to compile).',
    `const LIMITS: MaterialLimits = ${name};`,
    '',
    `describe('${input.code} material limits', () => {`,
    "  it('push at most the general figures in one call', () => {",
    '    expect(LIMITS.PUSH).toEqual({ ACCOUNTS: 10, MATERIALS: 10 });',
    '  });',
    '',
    "  it('hold together: known formats, positive caps, every shape reachable, durations ordered, the size cap exact', () => {",
    '    expect(materialLimitsProblems(LIMITS)).toEqual([]);',
    '  });',
    '});',
    '',
  ].join('\n');
}
