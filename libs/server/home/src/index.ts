// 首页 and 看板's server area (issue 24, docs/design/live-home.md §4.6): today's figures against yesterday and last
// week to the same hour over the metrics store, the top accounts and plans, low balances, recent creation tasks and
// rule actions, and each person's board (board_layouts, migration 052) with its cards' figures.
export { homeHandlers } from './lib/handlers';
export { HOME_SERVER_TEXTS } from './lib/texts';
