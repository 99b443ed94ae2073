// `nx g @toufang/workspace-plugin:query <contract path> --project=<library>`: one file per endpoint in the
// library's src/lib/queries/, built on the libs/api helpers (defineQuery, defineMutation) and typed by the
// generated contract, with a test that makes the call against the typed fake of the envelope server.
import { formatFiles, names, readProjectConfiguration, type Tree } from '@nx/devkit';
import { dataSchema, readContract, sampleSource, type Operation } from './contract-sample';

export interface QueryGeneratorSchema {
  project: string;
  path: string;
  method?: 'get' | 'post' | 'put' | 'delete' | 'patch';
  name?: string;
  mutation?: boolean;
}

const CHANGING_WORDS = /(add|create|edit|update|remove|delete|restore|rename|save|set|upload|move|copy|bind|unbind|enable|disable|reset|has_read|submit)$/;

/** `/api/user/filter_template/list` → filterTemplateList: the last two segments, camelCase. */
export function defaultName(contractPath: string): string {
  const words = contractPath.split('/').filter((segment) => segment && !segment.startsWith('{')).slice(-2);
  return names(words.join('-').replace(/_/g, '-')).propertyName;
}

export async function queryGenerator(tree: Tree, options: QueryGeneratorSchema): Promise<void> {
  const config = readProjectConfiguration(tree, options.project);
  const isApi = options.project === 'api';
  if (!isApi && !config.tags?.includes('type:feature')) {
    throw new Error(`${options.project} makes no calls of its own: queries live in a feature library or in api.`);
  }
  const contract = readContract(tree.root);
  const item = contract.paths[options.path];
  if (!item) throw new Error(`The contract has no path ${options.path}: add it to openapi/ and run npm run generate:client first (the contract changes first, then the code).`);
  const methods = Object.keys(item).filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m));
  const method = options.method ?? (methods.length === 1 ? (methods[0] as QueryGeneratorSchema['method']) : undefined);
  if (!method || !item[method]) throw new Error(`Say which method: ${options.path} has ${methods.join(', ')}.`);
  const operation: Operation = item[method];

  const name = names(options.name ?? defaultName(options.path)).propertyName;
  const fileName = names(name).fileName;
  const mutation = options.mutation ?? (method !== 'get' && CHANGING_WORDS.test(options.path.replace(/\/$/, '')));
  if (mutation && method !== 'post') throw new Error('The libs/api mutation helper sends POST: a mutation on another method needs a helper first.');
  const exportName = `${name}${mutation ? 'Mutation' : 'Query'}`;
  const folder = `${config.root}/src/lib/queries`;
  if (tree.exists(`${folder}/${fileName}.ts`)) throw new Error(`${folder}/${fileName}.ts exists already.`);

  const body = operation.requestBody?.content?.['application/json']?.schema;
  const bodySample = body ? sampleSource(contract, body) : undefined;
  const data = dataSchema(contract, operation);
  const dataSample = data ? sampleSource(contract, data) : 'null';
  const upper = method.toUpperCase();
  const summary = operation.summary ? `: ${operation.summary}` : '';
  const helpers = isApi ? { helpers: '../query-helpers', call: '../call', api: '../runtime', testing: '../testing/fake-api' } : undefined;

  const source = mutation
    ? [
        `import { defineMutation } from '${helpers?.helpers ?? '@toufang/api'}';`,
        '',
        `/** ${upper} ${options.path}${summary}. The variables are the request body. */`,
        `export const ${exportName} = defineMutation('${options.path}');`,
        '',
      ]
    : [
        `import { defineQuery${helpers ? '' : ', type InitOf'} } from '${helpers?.helpers ?? '@toufang/api'}';`,
        ...(helpers ? [`import type { InitOf } from '${helpers.call}';`] : []),
        '',
        `const PATH = '${options.path}';`,
        '',
        `/** ${upper} ${options.path}${summary}. */`,
        `export const ${exportName} = (init: InitOf<'${method}', typeof PATH>) => defineQuery('${method}', PATH, init);`,
        '',
      ];
  tree.write(`${folder}/${fileName}.ts`, source.join('\n'));

  const init = bodySample === undefined ? '{}' : `{ body: ${bodySample} }`;
  const run = mutation
    ? [`    const data = await new MutationObserver(new QueryClient(), ${exportName}).mutate(${bodySample ?? 'undefined'});`]
    : [`    const data = await new QueryClient().fetchQuery(${exportName}(${init}));`];
  const spec = [
    `import { ${mutation ? 'MutationObserver, ' : ''}QueryClient } from '@tanstack/react-query';`,
    `import { afterEach, describe, expect, it } from 'vitest';`,
    `import { setApiClient } from '${helpers?.api ?? '@toufang/api'}';`,
    `import { fakeApi } from '${helpers?.testing ?? '@toufang/api/testing'}';`,
    `import { ${exportName} } from './${fileName}';`,
    '',
    'afterEach(() => setApiClient(null));',
    '',
    `describe('${exportName}', () => {`,
    `  it('calls ${upper} ${options.path} and answers the envelope’s data', async () => {`,
    // An operation answering the empty envelope has no data: its handler gives nothing, and so does the call.
    `    const api = fakeApi().on('${method}', '${options.path}', () => ${dataSample === 'null' ? 'undefined' : dataSample.startsWith('{') ? `(${dataSample})` : dataSample});`,
    '    api.install();',
    ...run,
    `    expect(api.paths).toEqual(['${options.path}']);`,
    `    expect(data).toEqual(${dataSample === 'null' ? 'undefined' : dataSample});`,
    '  });',
    '});',
    '',
  ];
  tree.write(`${folder}/${fileName}.spec.ts`, spec.join('\n'));

  if (isApi) {
    const index = `${config.root}/src/index.ts`;
    tree.write(index, `${tree.read(index, 'utf-8') ?? ''}export { ${exportName} } from './lib/queries/${fileName}';\n`);
  }
  await formatFiles(tree);
}

export default queryGenerator;
