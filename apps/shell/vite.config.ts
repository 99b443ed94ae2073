import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(root, '../..');
const pkg = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as { version: string };

/** The build's version: the app version plus the commit, so every deploy gets a new version.json. */
function buildVersion(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { cwd: workspaceRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return `${pkg.version}+${sha}`;
  } catch {
    return pkg.version;
  }
}

/** Emits version.json, which the version check of shell spec section 4 compares. */
function versionFile(version: string): Plugin {
  return {
    name: 'toufang-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) + '\n' });
    },
  };
}

const version = buildVersion();
/** The source files of a media's limits library (libs/media-<code>/limits, tagged type:util). */
const LIMITS_SOURCE = /[\\/]libs[\\/]media-[a-z0-9]+[\\/]limits[\\/]src[\\/]/;

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), versionFile(version)],
  // `@toufang/*` through the paths of tsconfig.base.json (Vite's own tsconfig-paths support).
  resolve: { tsconfigPaths: true },
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    port: 4300,
    proxy: { '/api': 'http://localhost:4200', '/version.json': 'http://localhost:4200' },
  },
  build: {
    outDir: path.join(workspaceRoot, 'dist/apps/shell'),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    // npm run size reads the manifest to know which chunks each route loads.
    manifest: true,
    rollupOptions: {
      // The media's limits libraries are data and pure functions: no module of theirs does anything when
      // imported. Said so, a route table that reads one list of a limits library no longer pulls the
      // library's other modules (option lists, samples, creation rules) into the shell after login: the
      // pages that use them load them (npm run size: 330.2 KiB before, 2026-12-01).
      treeshake: { moduleSideEffects: (id: string) => !LIMITS_SOURCE.test(id) },
    },
  },
});
