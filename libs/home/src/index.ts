export { routes } from './lib/routes';
