// 首页's and 看板's operations (tags home and board, openapi/paths/home.yaml, docs/design/live-home.md §4.2), on
// figures.ts, lists.ts and board.ts. Access is declared in the contract; every figure stays in the caller's scope.
import { type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { boardCard, getBoard, saveBoard } from './board';
import { homeFigures } from './figures';
import { homeLists } from './lists';

type HomeOperations = 'getHomeFigures' | 'getHomeLists' | 'getBoard' | 'saveBoard' | 'getBoardCard';

export function homeHandlers(deps: RouteDeps): HandlersFor<HomeOperations> {
  return {
    getHomeFigures: async (ctx) => homeFigures(deps, sessionOf(ctx)),
    getHomeLists: async (ctx) => homeLists(deps, sessionOf(ctx)),
    getBoard: async (ctx) => getBoard(deps, sessionOf(ctx).userId),
    saveBoard: async (ctx) => {
      const session = sessionOf(ctx);
      return saveBoard(deps, session.userId, session.permissions, ctx.body);
    },
    getBoardCard: async (ctx) => boardCard(deps, sessionOf(ctx), ctx.body),
  };
}
