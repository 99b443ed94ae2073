// The bilibili media's sub-application: its route table, composed by the shell under the bilibili-app prefix.
export { routes } from './lib/routes';
