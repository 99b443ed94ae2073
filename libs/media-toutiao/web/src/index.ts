// The toutiao media's sub-application: its route table, composed by the shell under the toutiao-app prefix.
export { routes } from './lib/routes';
