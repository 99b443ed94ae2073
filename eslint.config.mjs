// Lint for the whole workspace. The module-boundary rule is the architecture's enforcement
// (docs/architecture.md): no `*` catch-all, so an untagged project fails lint.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import cycles from './workspace/eslint/no-import-cycle.mjs';

/**
 * The scopes of the feature libraries, read from their project.json tags, so a library the `media`
 * generator adds gets its boundary rules without an edit here. A media's folder holds its projects one
 * level down (libs/media-<code>/web, /server, /limits), hence two levels.
 */
function featureScopes() {
  // Relative to this file: Nx runs eslint inside each project's folder.
  const libs = new URL('./libs/', import.meta.url);
  const folders = readdirSync(libs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [`${entry.name}/`, ...readdirSync(new URL(`${entry.name}/`, libs), { withFileTypes: true }).filter((sub) => sub.isDirectory()).map((sub) => `${entry.name}/${sub.name}/`)]);
  const tags = folders
    .filter((folder) => existsSync(new URL(`${folder}project.json`, libs)))
    .map((folder) => JSON.parse(readFileSync(new URL(`${folder}project.json`, libs), 'utf8')).tags ?? []);
  return tags.filter((t) => t.includes('type:feature')).flatMap((t) => t.filter((tag) => tag.startsWith('scope:')).map((tag) => tag.slice('scope:'.length)));
}

const FEATURE_SCOPES = featureScopes();
const SEMI = ['@douyinfe/semi-ui-19', '@douyinfe/semi-ui-19/*', '@douyinfe/semi-icons', '@douyinfe/semi-icons/*', '@douyinfe/semi-*'];
const FETCH = ['openapi-fetch'];
const UI_RUNTIME = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', '@tanstack/*', 'zustand', 'zustand/*'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/generated/**', '**/test-results', '**/playwright-report', '.data/**', 'tmp/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // The generated contract types are read by both sides: the server (platform:node) reads them from
          // the client library (platform:web), type-only, which the server's no-restricted-imports rule keeps.
          allow: ['@toufang/api/contract'],
          depConstraints: [
            // Where a project's code runs: the browser, Node, or both. Node code never reaches a bundle and the
            // browser's never reaches the server; isomorphic code (a media's limits, the vocabulary) stands only
            // on other isomorphic code. First, so a crossing is reported as such (the rule names the first
            // constraint an import breaks).
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:any'] },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'] },
            { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
            // What a type of project may import (section 2, first list).
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:page-kit', 'type:server', 'type:server-area', 'type:media-adapter', 'type:ui', 'type:data-access', 'type:util'], bannedExternalImports: [...SEMI, ...FETCH] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:page-kit', 'type:ui', 'type:data-access', 'type:util'], bannedExternalImports: [...SEMI, ...FETCH] },
            // A page kit: one page many feature libraries configure (libs/delivery), which no feature may
            // copy from another. It builds on the widgets, the client and the vocabulary, and only features
            // and apps import it (docs/architecture.md). A page kit may stand on another (the delivery page on
            // the list kit); Nx refuses a cycle between them.
            { sourceTag: 'type:page-kit', onlyDependOnLibsWithTags: ['type:page-kit', 'type:ui', 'type:data-access', 'type:util'], bannedExternalImports: [...SEMI, ...FETCH] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'], bannedExternalImports: [...FETCH] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'], bannedExternalImports: [...SEMI] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: [...SEMI, ...FETCH, ...UI_RUNTIME] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: [...SEMI, ...FETCH] },
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
            // The workspace's own tooling (workspace/): the generator plugin and the boundary check.
            { sourceTag: 'type:workspace', onlyDependOnLibsWithTags: ['type:util'] },
            // Whose code a scope may import (section 2, second list).
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared', ...FEATURE_SCOPES.map((s) => `scope:${s}`)] },
            // A media's scope holds its web project and its server project (libs/media-<code>/server, which
            // stands on the server's libraries); the type and platform rules keep each on its side.
            ...FEATURE_SCOPES.map((s) => ({ sourceTag: `scope:${s}`, onlyDependOnLibsWithTags: [`scope:${s}`, 'scope:shared', 'scope:server'] })),
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:workspace', onlyDependOnLibsWithTags: ['scope:shared'] },
            // The server: shared utils, and the contract types of libs/api (type-only, see below).
            // The server app registers each media's adapter (a media-adapter project in the media's scope).
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared', ...FEATURE_SCOPES.map((s) => `scope:${s}`)], bannedExternalImports: [...SEMI, ...FETCH, ...UI_RUNTIME] },
            { allSourceTags: ['type:app', 'scope:server'], onlyDependOnLibsWithTags: ['type:server', 'type:server-area', 'type:media-adapter', 'type:util', 'type:data-access'] },
            // The server's foundations (libs/server/db, media, sandbox, context, http, testing): each other, shared
            // utils, the contract types.
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:server', 'type:util', 'type:data-access'], bannedExternalImports: [...SEMI, ...FETCH, ...UI_RUNTIME] },
            // The server's areas (libs/server/<area>: jobs, audit, …): other areas and the server's libraries;
            // never a media's adapter (only the app, the composition root, registers those), and the
            // foundations (type:server) never import an area.
            { sourceTag: 'type:server-area', onlyDependOnLibsWithTags: ['type:server-area', 'type:server', 'type:util', 'type:data-access'], bannedExternalImports: [...SEMI, ...FETCH, ...UI_RUNTIME] },
            // A media's adapter (libs/media-<code>/server): the server's media and sandbox libraries, the db, utils
            // (its own limits among them); never another media's adapter (the scope rule) nor a business area.
            { sourceTag: 'type:media-adapter', onlyDependOnLibsWithTags: ['type:server', 'type:util'], bannedExternalImports: [...SEMI, ...FETCH, ...UI_RUNTIME] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts', 'libs/server/**/*.ts', 'libs/media-*/server/**/*.ts'],
    rules: {
      // The server may see the client library only through its generated contract types.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@toufang/api', message: 'The server imports only `import type` from @toufang/api/contract.' }],
          patterns: [{ group: ['@toufang/api/*', '!@toufang/api/contract'], message: 'The server imports only `import type` from @toufang/api/contract.' }, { group: ['@toufang/api/contract'], allowTypeImports: true, message: 'Only `import type` from @toufang/api/contract.' }, { group: ['@toufang/ui', '@toufang/delivery', '@toufang/media-*', '!@toufang/media-*-server', '!@toufang/media-*-limits', '@toufang/assets', '@toufang/tools', '@toufang/org'], message: 'The server imports shared utils, the media adapters and their limits only.' }],
        },
      ],
    },
  },
  {
    // The fake server is for unit tests only: nothing a bundle can reach imports it. (Placed before the
    // libs/ui block, which sets the same rule for its own files; libs/ui may not import libs/api at all.)
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/*test-kit.ts', '**/*test-kit.tsx', 'libs/api/src/testing.ts', 'libs/api/src/lib/testing/**', 'libs/delivery/src/testing.ts', 'libs/property-kit/src/testing/**', 'libs/creation-kit/src/testing/**', 'libs/domain/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@toufang/api/testing', message: '@toufang/api/testing is the fake server of unit tests: import it only from a spec or a test kit.' },
            { name: '@toufang/delivery/testing', message: '@toufang/delivery/testing is the delivery tables\' test kit: import it only from a spec or a test kit.' },
            { name: '@toufang/property-kit/testing', message: '@toufang/property-kit/testing is the property pages\' test kit: import it only from a spec or a test kit.' },
            { name: '@toufang/creation-kit/testing', message: '@toufang/creation-kit/testing is the creation editor\'s test kit: import it only from a spec or a test kit.' },
            { name: '@toufang/domain/testing', message: '@toufang/domain/testing is the domain\'s test kit: import it only from a spec or a test kit.' },
          ],
        },
      ],
    },
  },
  // libs/ui does no network I/O and keeps no server or app state (docs/decisions.md): a widget that loads or
  // uploads takes a loader or an upload function from the page, built on libs/api (its client adds the
  // token, the timeout, the envelope and the error catalogue). @tanstack/react-virtual stays allowed.
  ...(() => {
    const io = 'libs/ui does no network I/O: take a loader or upload function from the page, built on libs/api.';
    const state = 'libs/ui keeps no server or app state: take data, loaders and callbacks from the page (TanStack Query and zustand live in libs/api and the pages).';
    const globals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'];
    const stateModules = ['@tanstack/react-query', '@tanstack/query-core', 'zustand'];
    return [
      {
        files: ['libs/ui/**'],
        rules: {
          'no-restricted-globals': ['error', ...globals.map((name) => ({ name, message: io }))],
          'no-restricted-properties': [
            'error',
            ...['globalThis', 'window', 'self'].flatMap((object) => globals.map((property) => ({ object, property, message: io }))),
            { object: 'navigator', property: 'sendBeacon', message: io },
          ],
          'no-restricted-imports': [
            'error',
            {
              paths: stateModules.map((name) => ({ name, message: state })),
              patterns: [{ group: stateModules.map((name) => `${name}/*`), message: state }],
            },
          ],
        },
      },
    ];
  })(),
  {
    files: ['**/*.tsx', 'libs/api/**/*.ts', 'apps/shell/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // No import cycle in the product's code, type-only imports included (workspace/eslint/no-import-cycle.mjs).
    files: ['apps/**/*.{ts,tsx,js,jsx,mjs}', 'libs/**/*.{ts,tsx,js,jsx,mjs}'],
    plugins: { workspace: cycles },
    rules: { 'workspace/no-import-cycle': 'error' },
  },
  {
    // Build and test configs import the shared workspace settings by relative path; they are not project code.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/vitest.*.config.ts', '**/playwright.config.ts', '**/.storybook/main.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Only where flat/typescript registers the @typescript-eslint plugin.
    files: ['**/*.ts', '**/*.tsx', '**/*.cts', '**/*.mts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
];
