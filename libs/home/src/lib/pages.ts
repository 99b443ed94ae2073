// The pages of index-app by route name; routes.ts puts each on its route with withPages.
import type { PagesByRouteName } from '@toufang/api/sub-app';

export const pages: PagesByRouteName = {
  indexHome: () => import('./pages/home/home-page'),
  board: () => import('./pages/board/board-page'),
};
