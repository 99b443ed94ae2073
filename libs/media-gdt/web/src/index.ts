// The gdt media's sub-application: its route table, composed by the shell under the gdt-app prefix.
export { routes } from './lib/routes';
export { shellPages } from './lib/pages';
