// Proves the module-boundary rule bites: each probe is linted as if it were a file inside the named
// project, with the workspace's real eslint config and project graph.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: workspaceRoot });
});

async function lintAs(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const probe = 'src/boundary-probe.ts';

describe('module boundaries (docs/architecture.md)', () => {
  it.each([
    ['a feature importing another feature', `libs/media-baidu/web/${probe}`, `import * as gdt from '@toufang/media-gdt';\nexport const x = gdt;\n`],
    ['a feature importing a non-media feature', `libs/assets/${probe}`, `import * as org from '@toufang/org';\nexport const x = org;\n`],
    ['a util importing React', `libs/domain/${probe}`, `import { useState } from 'react';\nexport const x = useState;\n`],
    ['a util importing zustand', `libs/domain/${probe}`, `import { create } from 'zustand';\nexport const x = create;\n`],
    ['a util importing the data-access library', `libs/domain/${probe}`, `import * as api from '@toufang/api';\nexport const x = api;\n`],
    ['a feature importing Semi UI directly', `libs/media-toutiao/web/${probe}`, `import { Button } from '@douyinfe/semi-ui-19';\nexport const x = Button;\n`],
    ['the shell importing Semi UI directly', `apps/shell/${probe}`, `import { Button } from '@douyinfe/semi-ui-19';\nexport const x = Button;\n`],
    ['a feature importing openapi-fetch', `libs/org/${probe}`, `import createClient from 'openapi-fetch';\nexport const x = createClient;\n`],
    ['the ui library importing the data-access library', `libs/ui/${probe}`, `import * as api from '@toufang/api';\nexport const x = api;\n`],
    ['the data-access library importing the ui library', `libs/api/${probe}`, `import * as ui from '@toufang/ui';\nexport const x = ui;\n`],
    ['the server importing the client at run time', `apps/api/${probe}`, `import { createApiClient } from '@toufang/api';\nexport const x = createApiClient;\n`],
    ['the server importing a feature', `apps/api/${probe}`, `import * as tools from '@toufang/tools';\nexport const x = tools;\n`],
  ])('fails lint: %s', async (_name, file, code) => {
    const errors = await lintAs(file, code);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(/enforce-module-boundaries|no-restricted-imports/);
  });

  // libs/ui does no network I/O and keeps no server or app state: widgets take loaders and upload functions
  // from the page, built on libs/api (eslint.config.mjs, docs/decisions.md).
  it.each([
    ['the ui library calling fetch', `libs/ui/${probe}`, `export const load = () => fetch('/api/tags');\n`],
    ['the ui library calling globalThis.fetch', `libs/ui/${probe}`, `export const load = () => globalThis.fetch('/api/tags');\n`],
    ['the ui library opening an XMLHttpRequest', `libs/ui/${probe}`, `export const x = new window.XMLHttpRequest();\n`],
    ['the ui library sending a beacon', `libs/ui/${probe}`, `export const send = () => navigator.sendBeacon('/log');\n`],
    ['the ui library importing zustand', `libs/ui/${probe}`, `import { create } from 'zustand';\nexport const x = create;\n`],
    ['the ui library importing TanStack Query', `libs/ui/${probe}`, `import { useQuery } from '@tanstack/react-query';\nexport const x = useQuery;\n`],
  ])('fails lint: %s', async (_name, file, code) => {
    const errors = (await lintAs(file, code)).join('\n');
    expect(errors).toMatch(/no-restricted-(globals|properties|imports)/);
    expect(errors).toMatch(/libs\/ui (does no network I\/O|keeps no server or app state)/);
  });

  it.each([
    ['a page importing the fake server of unit tests', `libs/media-baidu/web/src/lib/pages/boundary-probe-page.tsx`, `import { fakeApi } from '@toufang/api/testing';\nexport const x = fakeApi;\n`],
    ['the shell importing the fake server outside a spec', `apps/shell/${probe}`, `import { fakeApi } from '@toufang/api/testing';\nexport const x = fakeApi;\n`],
    ['the workspace plugin importing a feature library', `workspace/plugin/${probe}`, `import * as tools from '@toufang/tools';\nexport const x = tools;\n`],
  ])('fails lint: %s', async (_name, file, code) => {
    expect((await lintAs(file, code)).join('\n')).toMatch(/no-restricted-imports|enforce-module-boundaries/);
  });

  // The page kit (libs/delivery, type:page-kit): built on ui, data-access and util; only features and apps
  // import it, so the six media share one delivery page without importing each other.
  it.each([
    ['the ui library importing a page kit', `libs/ui/${probe}`, `import * as d from '@toufang/delivery';\nexport const x = d;\n`],
    ['the ui library importing the list kit', `libs/ui/${probe}`, `import * as l from '@toufang/list-kit';\nexport const x = l;\n`],
    ['the list kit importing a feature', `libs/list-kit/${probe}`, `import * as o from '@toufang/org';\nexport const x = o;\n`],
    ['the data-access library importing a page kit', `libs/api/${probe}`, `import * as d from '@toufang/delivery';\nexport const x = d;\n`],
    ['a util importing a page kit', `libs/domain/${probe}`, `import * as d from '@toufang/delivery';\nexport const x = d;\n`],
    ['the journeys importing a page kit', `apps/shell-e2e/${probe}`, `import * as d from '@toufang/delivery';\nexport const x = d;\n`],
    ['the workspace plugin importing a page kit', `workspace/plugin/${probe}`, `import * as d from '@toufang/delivery';\nexport const x = d;\n`],
    ['the server importing a page kit', `apps/api/${probe}`, `import * as d from '@toufang/delivery';\nexport const x = d;\n`],
    ['a page kit importing a feature', `libs/delivery/${probe}`, `import * as gdt from '@toufang/media-gdt';\nexport const x = gdt;\n`],
    ['a page kit importing Semi UI directly', `libs/delivery/${probe}`, `import { Button } from '@douyinfe/semi-ui-19';\nexport const x = Button;\n`],
    ['a page kit importing openapi-fetch', `libs/delivery/${probe}`, `import createClient from 'openapi-fetch';\nexport const x = createClient;\n`],
    ['a page kit importing the fake server outside a spec', `libs/delivery/${probe}`, `import { fakeApi } from '@toufang/api/testing';\nexport const x = fakeApi;\n`],
    ['the ui library importing the form kit', `libs/ui/${probe}`, `import * as f from '@toufang/form-kit';\nexport const x = f;\n`],
    ['the form kit importing Semi UI directly', `libs/form-kit/${probe}`, `import { Form } from '@douyinfe/semi-ui-19';\nexport const x = Form;\n`],
    ['the form kit importing a feature', `libs/form-kit/${probe}`, `import * as org from '@toufang/org';\nexport const x = org;\n`],
    ['a page importing the property test kit', `libs/media-gdt/web/src/lib/pages/boundary-probe-page.tsx`, `import { servePropertyKit } from '@toufang/property-kit/testing';\nexport const x = servePropertyKit;\n`],
    ['a page importing the delivery test kit', `libs/media-toutiao/web/src/lib/pages/boundary-probe-page.tsx`, `import { serveDelivery } from '@toufang/delivery/testing';\nexport const x = serveDelivery;\n`],
    ['the property page kit importing a media library', `libs/property-kit/${probe}`, `import * as gdt from '@toufang/media-gdt';\nexport const x = gdt;\n`],
    ['the server importing the property page kit', `apps/api/${probe}`, `import * as p from '@toufang/property-kit';\nexport const x = p;\n`],
  ])('fails lint: %s', async (_name, file, code) => {
    expect((await lintAs(file, code)).join('\n')).toMatch(/enforce-module-boundaries|no-restricted-imports/);
  });

  it.each([
    ['a feature importing a page kit', `libs/media-toutiao/web/${probe}`, `import * as d from '@toufang/delivery';\nexport const x = d;\n`],
    ['a non-media feature importing a page kit', `libs/tools/${probe}`, `import * as d from '@toufang/delivery';\nexport const x = d;\n`],
    ['the shell importing a page kit', `apps/shell/${probe}`, `import * as d from '@toufang/delivery';\nexport const x = d;\n`],
    ['a spec importing the property test kit', `libs/media-gdt/web/src/lib/boundary-probe.spec.tsx`, `import { servePropertyKit } from '@toufang/property-kit/testing';\nexport const x = servePropertyKit;\n`],
    ['a spec importing the delivery test kit', `libs/media-toutiao/web/src/lib/boundary-probe.spec.tsx`, `import { serveDelivery } from '@toufang/delivery/testing';\nexport const x = serveDelivery;\n`],
    ['a page kit importing domain, api and ui', `libs/delivery/${probe}`, `import * as d from '@toufang/domain';\nimport * as a from '@toufang/api';\nimport * as u from '@toufang/ui';\nexport const x = [d, a, u];\n`],
    ['a feature importing the form kit', `libs/org/${probe}`, `import * as f from '@toufang/form-kit';\nexport const x = f;\n`],
    ['the delivery page kit importing the list kit', `libs/delivery/${probe}`, `import * as l from '@toufang/list-kit';\nexport const x = l;\n`],
    ['a feature importing the list kit', `libs/org/${probe}`, `import * as l from '@toufang/list-kit';\nexport const x = l;\n`],
    ['a media library importing the property page kit', `libs/media-bilibili/web/${probe}`, `import * as p from '@toufang/property-kit';\nexport const x = p;\n`],
    ['the property page kit importing the list and form kits', `libs/property-kit/${probe}`, `import * as l from '@toufang/list-kit';\nimport * as f from '@toufang/form-kit';\nexport const x = [l, f];\n`],
  ])('passes lint: %s', async (_name, file, code) => {
    expect(await lintAs(file, code)).toEqual([]);
  });

  // Where code runs (platform:web, platform:node, platform:any): browser code never reaches the server and
  // the server's never reaches a bundle; isomorphic code (a media's limits, the vocabulary) stands only on
  // isomorphic code. Each probe names the platform rule in its message, so it is that rule that bites.
  it.each([
    ['a web project importing a node project', `libs/media-gdt/web/${probe}`, `import * as s from '@toufang/media-gdt-server';\nexport const x = s;\n`, 'platform:web'],
    ['the shell importing a server library', `apps/shell/${probe}`, `import * as m from '@toufang/server-media';\nexport const x = m;\n`, 'platform:web'],
    ['a node project importing a web project', `libs/media-gdt/server/${probe}`, `import * as d from '@toufang/delivery';\nexport const x = d;\n`, 'platform:node'],
    ['the server importing the widgets', `apps/api/${probe}`, `import * as u from '@toufang/ui';\nexport const x = u;\n`, 'platform:node'],
    ['an isomorphic project importing a web project', `libs/media-gdt/limits/${probe}`, `import * as a from '@toufang/api';\nexport const x = a;\n`, 'platform:any'],
    ['an isomorphic project importing a node project', `libs/media-gdt/limits/${probe}`, `import * as d from '@toufang/server-db';\nexport const x = d;\n`, 'platform:any'],
  ])('fails lint: %s', async (_name, file, code, tag) => {
    const errors = (await lintAs(file, code)).join('\n');
    expect(errors).toMatch(/enforce-module-boundaries/);
    expect(errors).toContain(`tagged with "${tag}"`);
  });

  // A media's folder: its web project, its server project (the adapter) and its limits, which both read.
  it.each([
    ['a media adapter importing another media\'s adapter', `libs/media-gdt/server/${probe}`, `import * as b from '@toufang/media-baidu-server';\nexport const x = b;\n`],
    ['a media adapter importing another media\'s limits', `libs/media-gdt/server/${probe}`, `import * as b from '@toufang/media-baidu-limits';\nexport const x = b;\n`],
    ['a media\'s web project importing another media\'s limits', `libs/media-gdt/web/${probe}`, `import * as b from '@toufang/media-baidu-limits';\nexport const x = b;\n`],
    ['a media adapter importing a business area of the server app', `libs/media-gdt/server/${probe}`, `import * as a from '@toufang/api';\nexport const x = a;\n`],
    ['a server library importing a media adapter', `libs/server/sandbox/${probe}`, `import * as g from '@toufang/media-gdt-server';\nexport const x = g;\n`],
    ['a server area importing a media adapter', `libs/server/audit/${probe}`, `import * as g from '@toufang/media-gdt-server';\nexport const x = g;\n`],
    ['a server foundation importing a server area', `libs/server/context/${probe}`, `import * as a from '@toufang/server-audit';\nexport const x = a;\n`],
    ['a server area importing the server app', `libs/server/audit/${probe}`, `import { buildServer } from '../../../../apps/api/src/server';\nexport const x = buildServer;\n`],
  ])('fails lint: %s', async (_name, file, code) => {
    expect((await lintAs(file, code)).join('\n')).toMatch(/enforce-module-boundaries|no-restricted-imports/);
  });

  it.each([
    ['a media\'s web project reading its limits', `libs/media-gdt/web/${probe}`, `import { GDT_LIMITS } from '@toufang/media-gdt-limits';\nexport const x = GDT_LIMITS;\n`],
    ['a media adapter reading its limits, the sandbox and the port', `libs/media-gdt/server/${probe}`, `import { GDT_LIMITS } from '@toufang/media-gdt-limits';\nimport * as s from '@toufang/server-sandbox';\nimport * as m from '@toufang/server-media';\nexport const x = [GDT_LIMITS, s, m];\n`],
    ['the server registering a media adapter', `apps/api/${probe}`, `import { GDT } from '@toufang/media-gdt-server';\nexport const x = GDT;\n`],
    ['a server area on the context, the HTTP side and the db', `libs/server/audit/${probe}`, `import * as c from '@toufang/server-context';\nimport * as h from '@toufang/server-http';\nimport * as d from '@toufang/server-db';\nexport const x = [c, h, d];\n`],
    ['the server app importing a server area', `apps/api/${probe}`, `import * as a from '@toufang/server-audit';\nexport const x = a;\n`],
    ['a web project importing the vocabulary', `libs/media-gdt/web/${probe}`, `import * as d from '@toufang/domain';\nexport const x = d;\n`],
    ['a node project importing the vocabulary', `libs/server/media/${probe}`, `import * as d from '@toufang/domain';\nexport const x = d;\n`],
  ])('passes lint: %s', async (_name, file, code) => {
    expect(await lintAs(file, code)).toEqual([]);
  });

  it.each([
    ['a spec importing the fake server', `libs/media-baidu/web/src/lib/boundary-probe.spec.ts`, `import { fakeApi } from '@toufang/api/testing';\nexport const x = fakeApi;\n`],
    ['the workspace plugin importing domain', `workspace/plugin/${probe}`, `import * as d from '@toufang/domain';\nexport const x = d;\n`],
    ['a feature importing domain, api and ui', `libs/media-baidu/web/${probe}`, `import * as d from '@toufang/domain';\nimport * as a from '@toufang/api';\nimport * as u from '@toufang/ui';\nexport const x = [d, a, u];\n`],
    ['the ui library importing Semi UI', `libs/ui/${probe}`, `import { Button } from '@douyinfe/semi-ui-19';\nexport const x = Button;\n`],
    ['the ui library importing TanStack Virtual', `libs/ui/${probe}`, `import { useVirtualizer } from '@tanstack/react-virtual';\nexport const x = useVirtualizer;\n`],
    ['the server importing contract types and domain', `apps/api/${probe}`, `import type { paths } from '@toufang/api/contract';\nimport * as d from '@toufang/domain';\nexport type P = paths;\nexport const x = d;\n`],
  ])('passes lint: %s', async (_name, file, code) => {
    expect(await lintAs(file, code)).toEqual([]);
  });
});

// No import cycle in apps and libs, type-only imports included (workspace/eslint/no-import-cycle.mjs): a real
// file linted with one more import that closes a cycle fails, and as it is it passes.
describe('import cycles', () => {
  const cycles = async (file: string, extra: string) =>
    (await lintAs(file, readFileSync(path.join(workspaceRoot, file), 'utf8') + extra)).filter((m) => m.startsWith('workspace/no-import-cycle'));

  it.each([
    ['a type-only import back into the media registry', 'libs/domain/src/lib/delivery-levels.ts', `import type { MediaCode } from './media';\nexport type LevelMedia = MediaCode;\n`, 'libs/domain/src/lib/media.ts'],
    ['the actor importing the trail that records it', 'libs/server/audit/src/lib/actor.ts', `import { AUDIT_LIMITS } from './audit';\nexport const limits = AUDIT_LIMITS;\n`, 'libs/server/audit/src/lib/audit.ts'],
    ['a library importing its own index', 'libs/domain/src/lib/china-time.ts', `export * as domain from '@toufang/domain';\n`, 'libs/domain/src/index.ts'],
  ])('fails lint: %s', async (_name, file, extra, through) => {
    const found = await cycles(file, extra);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`Import cycle: ${file} → ${through}`);
  });

  it.each([['libs/domain/src/lib/delivery-levels.ts'], ['libs/server/audit/src/lib/actor.ts'], ['libs/domain/src/lib/china-time.ts']])('passes lint: %s as it is', async (file) => {
    expect(await cycles(file, '')).toEqual([]);
  });
});
