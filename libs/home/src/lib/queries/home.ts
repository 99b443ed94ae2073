// 首页's and 看板's calls (openapi/paths/home.yaml, tags home and board).
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

export type HomeFigures = Schemas['HomeFigures'];
export type HomeLists = Schemas['HomeLists'];
export type HomeSums = Schemas['HomeSums'];
export type Board = Schemas['Board'];
export type BoardCardRequest = Schemas['BoardCardRequest'];

/** POST /api/home/figures → today against yesterday and last week to the synced hour, top accounts and plans. */
export const homeFiguresQuery = () => defineQuery('post', '/api/home/figures', { body: {} });

/** POST /api/home/lists → low balances, recent creation tasks and rule actions. */
export const homeListsQuery = () => defineQuery('post', '/api/home/lists', { body: {} });

/** POST /api/board/get → the person's board (version 0: the default). */
export const boardQuery = () => defineQuery('post', '/api/board/get', { body: {} });

/** POST /api/board/save {layout, version} → the board as saved (409 when another page saved since). */
export const saveBoardMutation = defineMutation('/api/board/save');

/** POST /api/board/card → one card's figures over its range. */
export const boardCardQuery = (request: BoardCardRequest) => defineQuery('post', '/api/board/card', { body: request });
