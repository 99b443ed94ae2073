// One check every route table passes, so each feature library's spec can prove its table well formed
// with one call (names unique, paths under the library's prefixes, Chinese titles, known redirects).
import { flattenRoutes, type AppRoute } from './app-routes';

const HAS_CHINESE = /[\u4e00-\u9fff]/;
const NAME = /^[a-z][A-Za-z0-9]*$/;

/** Problems found in a route table, one line each; an empty list means the table is well formed. */
export function routeTableProblems(routes: readonly AppRoute[], prefixes: readonly string[]): string[] {
  const problems: string[] = [];
  const all = flattenRoutes(routes);
  const names = new Set<string>();
  const paths = new Set<string>();
  for (const route of all) {
    if (!NAME.test(route.name)) problems.push(`${route.name}: the name is not camelCase`);
    if (names.has(route.name)) problems.push(`${route.name}: the name is used twice`);
    names.add(route.name);
    if (paths.has(route.path)) problems.push(`${route.name}: the path ${route.path} is used twice`);
    paths.add(route.path);
    if (route.path.startsWith('/')) problems.push(`${route.name}: the path starts with a slash`);
    if (!prefixes.some((prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`))) {
      problems.push(`${route.name}: the path ${route.path} is outside ${prefixes.join(', ')}`);
    }
    if (!HAS_CHINESE.test(route.title)) problems.push(`${route.name}: the title "${route.title}" is not Chinese`);
    if (!route.area) problems.push(`${route.name}: no access area, neither its own nor inherited`);
  }
  for (const route of routes) {
    if (!route.section) problems.push(`${route.name}: a first-level route names no menu section`);
  }
  for (const route of all) {
    if (route.redirect && !names.has(route.redirect)) problems.push(`${route.name}: redirects to unknown ${route.redirect}`);
  }
  return problems;
}
