// The qianchuan media's sub-application: its route table, composed by the shell under the qianchuan-app prefix.
export { routes } from './lib/routes';
