export { routes } from './lib/routes';
export { shellPages } from './lib/pages';
