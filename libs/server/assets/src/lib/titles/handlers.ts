// The title library's operations (tag title: 标题 and 标题组), on the modules beside this one.
import { badRequest, type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { addTitles, labelTitles, removeTitles, updateTitle } from './edits';
import { figureRange } from './figures';
import { changeGroupTitles, findTitleGroup, listTitleGroups, removeTitleGroups, saveTitleGroup } from './groups';
import { listTitles, orderedTitleIds } from './list';
import { titleAnswers } from './records';
import { EXPORT_MAX_ROWS, exportWorkbook, importTitles, titleTemplate } from './sheet';
import { TITLE_TEXTS } from './texts';

type TitleOperations =
  | 'listTitles'
  | 'addTitles'
  | 'updateTitle'
  | 'labelTitles'
  | 'removeTitles'
  | 'importTitles'
  | 'exportTitles'
  | 'getTitleTemplate'
  | 'listTitleGroups'
  | 'saveTitleGroup'
  | 'addTitleGroupTitles'
  | 'removeTitleGroupTitles'
  | 'removeTitleGroups';

export function titleHandlers({ db, metrics, clock }: RouteDeps): HandlersFor<TitleOperations> {
  const today = () => figureRange({}, clock.now());
  return {
    async listTitles(ctx) {
      const { customerId } = sessionOf(ctx);
      return listTitles(db, metrics, customerId, ctx.body, figureRange(ctx.body, clock.now()));
    },

    addTitles: (ctx) => addTitles(db, sessionOf(ctx), ctx.body),

    async updateTitle(ctx) {
      const session = sessionOf(ctx);
      const id = await updateTitle(db, session, ctx.body);
      const [title] = await titleAnswers(db, metrics, session.customerId, [id], today());
      return title;
    },

    labelTitles: (ctx) => labelTitles(db, sessionOf(ctx), ctx.body),
    removeTitles: (ctx) => removeTitles(db, sessionOf(ctx), ctx.body),
    importTitles: (ctx) => importTitles(db, sessionOf(ctx), ctx.body),

    async exportTitles(ctx) {
      const { customerId } = sessionOf(ctx);
      const range = figureRange(ctx.body, clock.now());
      const { ids, total } = await orderedTitleIds(db, metrics, customerId, ctx.body, range, 0, EXPORT_MAX_ROWS);
      if (total > EXPORT_MAX_ROWS) throw badRequest(TITLE_TEXTS.EXPORT_TOO_MANY(EXPORT_MAX_ROWS));
      return exportWorkbook(await titleAnswers(db, metrics, customerId, ids, range), range);
    },

    getTitleTemplate: () => titleTemplate(),

    async listTitleGroups(ctx) {
      const { customerId } = sessionOf(ctx);
      return listTitleGroups(db, metrics, customerId, ctx.body, figureRange(ctx.body, clock.now()));
    },

    async saveTitleGroup(ctx) {
      const session = sessionOf(ctx);
      const id = await saveTitleGroup(db, session, ctx.body);
      return findTitleGroup(db, metrics, session.customerId, id, today());
    },

    async addTitleGroupTitles(ctx) {
      const session = sessionOf(ctx);
      await changeGroupTitles(db, session, ctx.body, 'add');
      return findTitleGroup(db, metrics, session.customerId, ctx.body.groupId, today());
    },

    async removeTitleGroupTitles(ctx) {
      const session = sessionOf(ctx);
      await changeGroupTitles(db, session, ctx.body, 'remove');
      return findTitleGroup(db, metrics, session.customerId, ctx.body.groupId, today());
    },

    removeTitleGroups: (ctx) => removeTitleGroups(db, sessionOf(ctx), ctx.body),
  };
}
