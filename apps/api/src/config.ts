// Where things are and what the environment asks for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_PORT = 4200;
export const DEFAULT_HOST = 'localhost';
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');
export const DEFAULT_STATIC_DIR = path.join(REPO_ROOT, 'dist', 'apps', 'shell');
/** The request body limit. */
export const BODY_LIMIT = 1024 * 1024;

/** The build's version: the workspace package.json (the shell's app version, shell spec §9). */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
