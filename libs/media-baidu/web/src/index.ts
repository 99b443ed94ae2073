// The baidu media's sub-application: its route table, composed by the shell under the baidu-app prefix.
export { routes } from './lib/routes';
