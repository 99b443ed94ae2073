// Bundles the split contract (openapi.yaml and the paths/ and components/ files it refers to) into one
// document, generated/openapi.yaml, which the reference server reads. `--check` writes nothing and fails
// when the committed bundle is stale (npm test runs it, as it checks the generated client).
// The bundle is committed rather than built when the server starts: the server then needs no OpenAPI
// tooling at run time and reads the same bytes on every machine (docs/decisions.md).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.dirname(here);
const BUNDLE = path.join(here, 'generated/openapi.yaml');
const HEADER = [
  '# Generated from openapi/openapi.yaml and the files it refers to by `npm run generate:client`',
  '# (openapi/bundle.mjs). Never edit it by hand: edit the split contract and regenerate.',
  '',
].join('\n');

function freshBundle() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-contract-'));
  try {
    const out = path.join(scratch, 'openapi.yaml');
    execFileSync(path.join(workspace, 'node_modules/.bin/redocly'), ['bundle', 'openapi/openapi.yaml', '--output', out], {
      cwd: workspace,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return HEADER + readFileSync(out, 'utf8');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const bundle = freshBundle();
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(BUNDLE, 'utf8');
  } catch {
    // A missing bundle is as stale as an old one.
  }
  if (committed !== bundle) {
    console.error('openapi/generated/openapi.yaml is stale: run `npm run generate:client` and commit the result.');
    process.exit(1);
  }
  console.log('openapi/generated/openapi.yaml is fresh.');
} else {
  writeFileSync(BUNDLE, bundle);
  console.log('openapi/generated/openapi.yaml written.');
}
