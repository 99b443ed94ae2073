// The kuaishou media's sub-application: its route table, composed by the shell under the kuaishou-app prefix.
export { routes } from './lib/routes';
