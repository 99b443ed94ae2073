#!/usr/bin/env node
// npm test's typecheck: every project's files under that project's own compiler options, checked in one
// program per set of options instead of one per project. Without project references each project's program
// checks the sources of every library it imports as well (docs/decisions.md), so the 47 programs of
// `nx run-many -t typecheck` check the shared libraries dozens of times over; one program per set of options
// checks each file once for each set it belongs to. The programs are derived from the projects' tsconfig.json
// files each time (tmp/typecheck/), never kept by hand; `nx typecheck <project>` stays the developer's check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'tmp/typecheck');
const tsc = path.join(root, 'node_modules/typescript-7/bin/tsc');

/** tsconfig.json files may hold comments and trailing commas: TypeScript's own reader takes them. */
function readConfig(file) {
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return config;
}

// The projects: every folder under apps/, libs/ and workspace/ (three levels down at most, as in
// libs/media-<code>/web) with a tsconfig.json beside its project.json or package.json; Nx's
// @nx/js/typescript plugin infers a typecheck target for exactly these.
function projectsUnder(dir, depth) {
  const found = [];
  const full = path.join(root, dir);
  if (!existsSync(full)) return found;
  const isProject = existsSync(path.join(full, 'tsconfig.json')) && (existsSync(path.join(full, 'project.json')) || existsSync(path.join(full, 'package.json')));
  if (isProject) found.push(dir);
  if (depth === 0) return found;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory() && !['node_modules', 'src', 'dist', '.storybook'].includes(entry.name)) found.push(...projectsUnder(path.join(dir, entry.name), depth - 1));
  }
  return found;
}
const projects = ['apps', 'libs', 'workspace'].flatMap((top) => projectsUnder(top, 3)).sort();

const groups = new Map();
for (const dir of projects) {
  const config = readConfig(path.join(root, dir, 'tsconfig.json'));
  const { outDir: _outDir, tsBuildInfoFile: _buildInfo, ...options } = config.compilerOptions ?? {};
  const base = path.resolve(root, dir, config.extends ?? '');
  const key = JSON.stringify({ base, options });
  const group = groups.get(key) ?? { base, options, include: [], exclude: [], projects: [] };
  const inProject = (pattern) => path.join(root, dir, pattern);
  group.include.push(...(config.include ?? ['**/*']).map(inProject));
  group.exclude.push(...(config.exclude ?? []).map(inProject));
  group.projects.push(dir);
  groups.set(key, group);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let failed = 0;
let index = 0;
for (const group of groups.values()) {
  index += 1;
  const file = path.join(out, `group-${index}.tsconfig.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        extends: group.base,
        // A check only: the declarations a project's own typecheck emits are not needed here.
        compilerOptions: { ...group.options, noEmit: true, declaration: false, emitDeclarationOnly: false, composite: false, incremental: false },
        include: group.include,
        exclude: [...group.exclude, path.join(root, '**/node_modules'), path.join(root, 'dist')],
      },
      null,
      2,
    ),
  );
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, '-p', file], { cwd: root, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${result.status === 0 ? '✓' : '✗'} ${group.projects.length} projects, ${JSON.stringify(group.options)} (${seconds} s): ${group.projects.join(' ')}`);
  if (result.status !== 0) failed += 1;
}
console.log(`typecheck: ${projects.length} projects in ${groups.size} programs${failed ? `, ${failed} failed` : ''}`);
process.exit(failed ? 1 : 0);
