import { describe, expect, it } from 'vitest';
import { changedPaths, workspaceTree } from '../../testing/workspace-tree';
import { defaultName, queryGenerator } from './generator';

describe('query generator', () => {
  it('writes one file per endpoint in a feature library, on the libs/api helpers, with its test', async () => {
    const tree = workspaceTree();
    await queryGenerator(tree, { project: 'media-baidu', path: '/api/user/filter_template/list', name: 'filterTemplates' });
    expect(changedPaths(tree)).toEqual(['libs/media-baidu/web/src/lib/queries/filter-templates.spec.ts', 'libs/media-baidu/web/src/lib/queries/filter-templates.ts']);
    const source = tree.read('libs/media-baidu/web/src/lib/queries/filter-templates.ts', 'utf-8');
    expect(source).toContain("import { defineQuery, type InitOf } from '@toufang/api';");
    expect(source).toContain("export const filterTemplatesQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);");
    const spec = tree.read('libs/media-baidu/web/src/lib/queries/filter-templates.spec.ts', 'utf-8');
    // The request is the smallest body the contract accepts; the answer the smallest data.
    expect(spec).toContain("fetchQuery(filterTemplatesQuery({ body: { scene: 'x' } }))");
    expect(spec).toContain("const api = fakeApi().on('post', '/api/user/filter_template/list', () => []);\n    api.install();");
  });

  it('writes a mutation for a POST that changes something', async () => {
    const tree = workspaceTree();
    await queryGenerator(tree, { project: 'org', path: '/api/user/filter_template/rename' });
    const source = tree.read('libs/org/src/lib/queries/filter-template-rename.ts', 'utf-8');
    expect(source).toContain("export const filterTemplateRenameMutation = defineMutation('/api/user/filter_template/rename');");
    expect(tree.read('libs/org/src/lib/queries/filter-template-rename.spec.ts', 'utf-8')).toContain('new MutationObserver(new QueryClient(), filterTemplateRenameMutation).mutate({');
  });

  it('writes a test that types for a call answering the empty envelope (no data: the handler and the call give nothing)', async () => {
    const tree = workspaceTree();
    await queryGenerator(tree, { project: 'org', path: '/api/user/department/remove', name: 'departmentDrop' });
    const spec = tree.read('libs/org/src/lib/queries/department-drop.spec.ts', 'utf-8');
    expect(spec).toContain("const api = fakeApi().on('post', '/api/user/department/remove', () => undefined);");
    expect(spec).toContain('expect(data).toEqual(undefined);');
  });

  it('in libs/api imports its own helpers relatively and exports the call from the library', async () => {
    const tree = workspaceTree();
    await queryGenerator(tree, { project: 'api', path: '/api/user/filter_template/list', name: 'sceneTemplates' });
    expect(tree.read('libs/api/src/lib/queries/scene-templates.ts', 'utf-8')).toContain("import { defineQuery } from '../query-helpers';");
    expect(tree.read('libs/api/src/index.ts', 'utf-8')).toContain("export { sceneTemplatesQuery } from './lib/queries/scene-templates';");
  });

  it.each([
    [{ path: '/api/no/such/path' }, 'The contract has no path /api/no/such/path'],
    [{ project: 'ui' }, 'ui makes no calls of its own'],
    [{ path: '/api/user/filter_template/list', method: 'get' as const }, 'Say which method'],
    [{ path: '/api/user/filter_template/list', name: 'filterTemplates', project: 'api' }, 'exists already'],
  ])('refuses %j (%s) and writes nothing', async (change, message) => {
    const tree = workspaceTree();
    await expect(queryGenerator(tree, { project: 'media-baidu', path: '/api/user/filter_template/list', ...change })).rejects.toThrow(message);
    expect(changedPaths(tree)).toEqual([]);
  });

  it('names a call after the last two segments of its path', () => {
    expect(defaultName('/api/user/filter_template/list')).toBe('filterTemplateList');
    expect(defaultName('/api/user/sys/message/search')).toBe('messageSearch');
  });
});
