// @toufang/workspace-plugin: the workspace's own generators (generators.json lists them).
export { mediaGenerator, type MediaGeneratorSchema } from './generators/media/generator';
export { pageGenerator, type PageGeneratorSchema } from './generators/page/generator';
export { queryGenerator, type QueryGeneratorSchema } from './generators/query/generator';
