// `nx g @toufang/workspace-plugin:media <code> --displayName=<中文名>`: everything a new ad media needs to
// build and pass its tests on day one (docs/adding-a-media.md): its folder libs/media-<code>/ with three
// projects (web: the feature library with its delivery tables, a configuration of every level on the page
// kit, its calls and a page per level; server: its sandbox media, registered in the server's
// sandbox-media.ts; limits: the figures both read), its entry in the media registry of libs/domain (levels,
// labels, terms, route prefix), its path aliases, its loader in the shell, and its place in the contract's
// media list with the client regenerated. The boundary rules need no edit: eslint.config.mjs reads each feature library's scope from its tags.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { formatFiles, generateFiles, type GeneratorCallback, type Tree } from '@nx/devkit';
import { ALL_DELIVERY_LEVELS, MEDIA_CODES, type DeliveryLevel } from '@toufang/domain';
import { addPathAlias, appendToLiteral, key, literalHasKey, quote } from '../../utils/source-edits';
import { addMediaToContract } from './contract-media';
import { deliveryEdits, deliveryLevelLines, deliveryPages, tsLiteral } from './delivery-source';
import { addMediaLimits } from './limits-project';
import { addSandboxMedia } from './sandbox-media';

export interface MediaGeneratorSchema {
  code: string;
  displayName: string;
  shortName?: string;
  promoteSegment?: string;
  levels?: string;
  upper?: string;
  lower?: string;
  accountIdDigits?: number;
  skipClient?: boolean;
}

export const MEDIA_REGISTRY_FILE = 'libs/domain/src/lib/media-registry.ts';
export const SUB_APPS_FILE = 'apps/shell/src/app/sub-apps.ts';
/** The metric vocabulary: MEDIA_OWN_METRICS names every media's own metrics (none for a new one). */
export const DELIVERY_METRICS_FILE = 'libs/domain/src/lib/delivery-metrics.ts';
const DEFAULT_LEVELS = 'account:账户,plan:广告计划,unit:广告单元,creative:创意';

interface Level {
  readonly level: DeliveryLevel;
  readonly label: string;
}

function isDeliveryLevel(value: string): value is DeliveryLevel {
  return (ALL_DELIVERY_LEVELS as readonly string[]).includes(value);
}

/** `account:账户,plan:计划` → the levels in order; refuses unknown segments and a list not starting on account. */
export function parseLevels(text: string): Level[] {
  const levels = text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [level, label] = pair.split(':').map((part) => part?.trim() ?? '');
      if (!isDeliveryLevel(level)) throw new Error(`Unknown delivery level "${level}": use one of ${ALL_DELIVERY_LEVELS.join(', ')}`);
      if (!label) throw new Error(`Level ${level} needs a Chinese label, e.g. ${level}:计划`);
      return { level, label };
    });
  if (levels[0]?.level !== 'account') throw new Error('The first delivery level must be account (every media opens on its accounts).');
  if (new Set(levels.map((l) => l.level)).size !== levels.length) throw new Error('A delivery level is listed twice.');
  if (levels.length < 3) throw new Error('Give at least three levels: account and the two its term map names.');
  return levels;
}

interface Normalised {
  code: string;
  displayName: string;
  shortName: string;
  promoteSegment: string;
  levels: Level[];
  upper: DeliveryLevel;
  lower: DeliveryLevel;
  accountIdDigits: number;
}

function normalise(tree: Tree, options: MediaGeneratorSchema): Normalised {
  const code = options.code.trim();
  if (!/^[a-z][a-z0-9]*$/.test(code)) throw new Error(`The media code "${code}" must be lower-case letters and digits, starting with a letter.`);
  if ((MEDIA_CODES as readonly string[]).includes(code) || literalHasKey(tree, MEDIA_REGISTRY_FILE, 'MEDIA_REGISTRY', code)) {
    throw new Error(`The media ${code} exists already.`);
  }
  if (tree.exists(`libs/media-${code}`)) throw new Error(`libs/media-${code} exists already.`);
  const displayName = options.displayName.trim();
  if (!displayName) throw new Error('The display name is required (the Chinese name its users know it by).');
  const levels = parseLevels(options.levels ?? DEFAULT_LEVELS);
  const has = (level: string): level is DeliveryLevel => levels.some((l) => l.level === level);
  const upper = options.upper ?? levels[1].level;
  const lower = options.lower ?? levels[2].level;
  if (!has(upper) || !has(lower)) throw new Error(`The term levels ${upper}/${lower} must be among the media's levels.`);
  const digits = options.accountIdDigits ?? 10;
  if (!Number.isInteger(digits) || digits < 4 || digits > 20) throw new Error('accountIdDigits must be a whole number from 4 to 20.');
  return {
    code,
    displayName,
    shortName: options.shortName?.trim() || Array.from(displayName).slice(0, 2).join(''),
    promoteSegment: options.promoteSegment?.trim() || code,
    levels,
    upper,
    lower,
    accountIdDigits: digits,
  };
}

/** The media's entry in the registry of libs/domain, in the file's own layout. */
function registryEntry(media: Normalised): string {
  const levels = media.levels.map(({ level, label }) => `${key(level)}: ${quote(label)}`).join(', ');
  return [
    `${media.code}: {`,
    `  displayName: ${quote(media.displayName)},`,
    `  shortName: ${quote(media.shortName)},`,
    `  promoteSegment: ${quote(media.promoteSegment)},`,
    `  levels: { ${levels} },`,
    `  terms: { upper: ${quote(media.upper)}, lower: ${quote(media.lower)} },`,
    `  accountIdDigits: ${media.accountIdDigits},`,
    `}`,
  ].join('\n');
}

export async function mediaGenerator(tree: Tree, options: MediaGeneratorSchema): Promise<GeneratorCallback> {
  const media = normalise(tree, options);
  const root = `libs/media-${media.code}/web`;

  const constName = media.code.toUpperCase();
  const pages = deliveryPages(media.code, media.levels);
  const common = {
    ...media,
    constName,
    basePath: `${media.code}-app/promote/${media.promoteSegment}/delivery`,
    chain: media.levels.map((l) => `${l.label} (${l.level})`).join(' → '),
    template: '',
  };
  generateFiles(tree, path.join(__dirname, 'files'), root, {
    ...common,
    accountRouteName: `${media.code}DeliveryAccount`,
    deliveryPages: pages,
    delivering: media.lower,
    levelLines: deliveryLevelLines(media.levels, media.lower, `${constName}_LIMITS`),
    editsJson: tsLiteral(deliveryEdits(media.levels, media.lower)),
  });
  // One page per delivery level, each in its own folder (the toutiao pattern).
  for (const page of pages) generateFiles(tree, path.join(__dirname, 'level-files'), `${root}/src/lib/pages`, { ...common, ...page });
  addPathAlias(tree, `@toufang/media-${media.code}`, `./${root}/src/index.ts`);
  appendToLiteral(tree, MEDIA_REGISTRY_FILE, 'MEDIA_REGISTRY', registryEntry(media));
  appendToLiteral(tree, DELIVERY_METRICS_FILE, 'MEDIA_OWN_METRICS', `${key(media.code)}: []`);
  addShellLoader(tree, media.code);
  addMediaToContract(tree, media.code);
  const server = { code: media.code, displayName: media.displayName, levels: media.levels.slice(1).map((l) => l.level), delivering: media.lower };
  addMediaLimits(tree, server);
  addSandboxMedia(tree, server);

  await formatFiles(tree);
  return () => {
    // The client is generated from the contract by its own tool, never written by hand.
    if (!options.skipClient) execSync('npm run --silent generate:client', { cwd: tree.root, stdio: 'inherit' });
  };
}

/** The shell's lazy loader for the media's prefix, after the last media's (menu order). */
function addShellLoader(tree: Tree, code: string): void {
  appendToLiteral(tree, SUB_APPS_FILE, 'SUB_APP_LOADERS', `${quote(`${code}-app`)}: () => import(${quote(`@toufang/media-${code}`)})`);
  // appendToLiteral puts it last; menu order wants it after the media and before the shared sections.
  const text = tree.read(SUB_APPS_FILE, 'utf-8') ?? '';
  const lines = text.split('\n');
  const added = lines.findIndex((line) => line.includes(`'${code}-app'`));
  const [line] = lines.splice(added, 1);
  let lastMedia = -1;
  lines.forEach((candidate, index) => {
    if (candidate.includes("import('@toufang/media-")) lastMedia = index;
  });
  lines.splice(lastMedia + 1, 0, line);
  tree.write(SUB_APPS_FILE, lines.join('\n'));
}

export default mediaGenerator;
