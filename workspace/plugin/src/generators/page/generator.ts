// `nx g @toufang/workspace-plugin:page <name> --project=<library> --route=<routeName>`: a page folder in a
// feature library with its test, and the route that shows it. The page goes on an existing route of the
// library's table (one the domain builders made, such as baiduDeliveryPlan) through the library's
// pages.ts, or on a new route appended to its table, so a library never edits libs/domain to show a page.
import path from 'node:path';
import { formatFiles, generateFiles, names, readProjectConfiguration, type Tree } from '@nx/devkit';
import { ACCESS_AREAS, flattenRoutes, MENU_SECTIONS, type AppRoute } from '@toufang/domain';
import { appendToLiteral, key, quote } from '../../utils/source-edits';

export interface PageGeneratorSchema {
  project: string;
  name: string;
  route: string;
  path?: string;
  title?: string;
  section?: string;
  area?: string;
  hidden?: boolean;
}

interface Library {
  root: string;
  media?: string;
  routes: readonly AppRoute<unknown>[];
}

/** The library's route table as the shell will see it (its src/index.ts, evaluated). */
async function loadLibrary(tree: Tree, project: string): Promise<Library> {
  const config = readProjectConfiguration(tree, project);
  if (!config.tags?.includes('type:feature')) throw new Error(`${project} is not a feature library (tag type:feature): pages live in feature libraries.`);
  const root = config.root;
  for (const file of ['src/index.ts', 'src/lib/routes.ts', 'src/lib/pages.ts']) {
    if (!tree.exists(`${root}/${file}`)) throw new Error(`${root}/${file} is missing: a feature library keeps its route table and its pages there.`);
  }
  const module = (await import(path.join(tree.root, root, 'src/index.ts'))) as { routes?: readonly AppRoute<unknown>[] };
  if (!module.routes) throw new Error(`${root}/src/index.ts exports no routes.`);
  const media = config.tags.find((tag) => tag.startsWith('scope:'))?.slice('scope:'.length);
  return { root, routes: module.routes, media: root.startsWith('libs/media-') ? media : undefined };
}

function newRouteEntry(options: PageGeneratorSchema, library: Library): { entry: string; title: string } {
  const { path: routePath, title } = options;
  if (!routePath || !title) {
    throw new Error(`${options.route} is no route of ${options.project}: give --path and --title to add it, or name an existing route.`);
  }
  if (routePath.startsWith('/')) throw new Error('The path has no leading slash (e.g. baidu-app/promote/baidu/keyword-report).');
  const prefix = library.routes[0]?.path.split('/')[0];
  if (prefix && !routePath.startsWith(`${prefix}/`)) throw new Error(`The path must lie under the library's prefix ${prefix}/.`);
  const section = options.section ?? (library.media ? 'promote' : undefined);
  const area = options.area ?? (library.media ? 'promote' : undefined);
  if (!section || !MENU_SECTIONS.some((s) => s.key === section)) {
    throw new Error(`A new route needs --section, one of ${MENU_SECTIONS.map((s) => s.key).join(', ')}.`);
  }
  if (!area || !(ACCESS_AREAS as readonly string[]).includes(area)) {
    throw new Error(`A new route needs --area, one of ${ACCESS_AREAS.join(', ')} (who may open it).`);
  }
  const fields = [
    `name: ${quote(options.route)}`,
    `path: ${quote(routePath)}`,
    `title: ${quote(title)}`,
    `section: ${quote(section)}`,
    `area: ${quote(area)}`,
    ...(library.media ? [`media: MEDIA`] : []),
    ...(options.hidden === false ? [] : ['hidden: true']),
  ];
  return { entry: `{ ${fields.join(', ')} }`, title };
}

export async function pageGenerator(tree: Tree, options: PageGeneratorSchema): Promise<void> {
  const pageName = names(options.name).fileName;
  if (!/^[a-z][a-z0-9-]*$/.test(pageName)) throw new Error(`The page name "${options.name}" must be kebab-case, e.g. plan-list.`);
  const library = await loadLibrary(tree, options.project);
  const folder = `${library.root}/src/lib/pages/${pageName}`;
  if (tree.exists(folder)) throw new Error(`${folder} exists already.`);

  const existing = flattenRoutes(library.routes).find((route) => route.name === options.route);
  if (existing?.page !== undefined) throw new Error(`The route ${options.route} shows a page already.`);
  if (existing?.redirect) throw new Error(`The route ${options.route} redirects to ${existing.redirect}: put the page on that route.`);
  let title: string;
  if (existing) {
    title = existing.title;
  } else {
    const added = newRouteEntry(options, library);
    appendToLiteral(tree, `${library.root}/src/lib/routes.ts`, 'table', added.entry);
    title = added.title;
  }

  const componentName = `${names(pageName).className}Page`;
  generateFiles(tree, path.join(__dirname, 'files'), `${library.root}/src/lib/pages`, {
    pageName,
    componentName,
    title,
    route: options.route,
    template: '',
  });
  appendToLiteral(tree, `${library.root}/src/lib/pages.ts`, 'pages', `${key(options.route)}: () => import(${quote(`./pages/${pageName}/${pageName}-page`)})`);
  await formatFiles(tree);
}

export default pageGenerator;
