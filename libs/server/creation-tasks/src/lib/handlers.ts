// The operations of creation tasks (tag creation, openapi/paths/creation-task.yaml), on the modules beside this one.
import type { CreationRow, CreationTemplateBody } from '@toufang/domain';
import { actorOf } from '@toufang/server-audit';
import { type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { cancelTask, retryTask, runWaveNow } from './actions';
import { loadExisting } from './existing/load';
import { updateExisting } from './existing/update';
import { startDeleteCreated } from './delete-created';
import { creationReport } from './report';
import { startReportExport } from './report-export';
import { submitCreationTask } from './submit';
import { getTask, listRows, listTasks } from './tasks';
import './task-centre';

type CreationTaskOperations =
  | 'submitCreationTask'
  | 'listCreationTasks'
  | 'getCreationTask'
  | 'listCreationTaskRows'
  | 'retryCreationTask'
  | 'cancelCreationTask'
  | 'runCreationWaveNow'
  | 'deleteCreationTaskObjects'
  | 'getCreationReport'
  | 'exportCreationReport'
  | 'loadCreationExisting'
  | 'updateCreationExisting';

export function creationTaskHandlers(deps: RouteDeps): HandlersFor<CreationTaskOperations> {
  const { db, media } = deps;
  const now = () => new Date(deps.clock.now());
  return {
    async submitCreationTask(ctx) {
      const session = sessionOf(ctx);
      const { templateId, templateName, body, rows, acceptWarnings } = ctx.body;
      // The contract bounds the shapes; the body and rows are the domain's types (libs/domain creation/types.ts).
      const input = { templateId, templateName, body: body as unknown as CreationTemplateBody, rows: rows as unknown as CreationRow[], acceptWarnings };
      return submitCreationTask(deps, session, await actorOf(db, session), input, now());
    },
    listCreationTasks: async (ctx) => listTasks(db, media, sessionOf(ctx), ctx.body),
    getCreationTask: async (ctx) => getTask(db, media, sessionOf(ctx), ctx.body.id),
    listCreationTaskRows: async (ctx) => listRows(db, sessionOf(ctx), ctx.body),
    async retryCreationTask(ctx) {
      const session = sessionOf(ctx);
      return retryTask(deps, session, await actorOf(db, session), ctx.body.id, ctx.body.rowKeys, now());
    },
    cancelCreationTask: async (ctx) => cancelTask(deps, sessionOf(ctx), ctx.body.id, now()),
    async runCreationWaveNow(ctx) {
      const session = sessionOf(ctx);
      return runWaveNow(deps, session, await actorOf(db, session), ctx.body.id, ctx.body.wave, now());
    },
    async deleteCreationTaskObjects(ctx) {
      const session = sessionOf(ctx);
      return startDeleteCreated(deps, session, await actorOf(db, session), ctx.body.id, now());
    },
    getCreationReport: async (ctx) => creationReport(deps, sessionOf(ctx), ctx.body, now()),
    async exportCreationReport(ctx) {
      const session = sessionOf(ctx);
      return startReportExport(deps, session, await actorOf(db, session), ctx.body, now());
    },
    // Update and copy: an existing object as a creation body, and the changes made to it (existing/).
    async loadCreationExisting(ctx) {
      const answer = await loadExisting(db, sessionOf(ctx), ctx.body);
      return answer as unknown as Awaited<ReturnType<HandlersFor<'loadCreationExisting'>['loadCreationExisting']>>;
    },
    updateCreationExisting: async (ctx) => updateExisting(deps, sessionOf(ctx), ctx.body, now()),
  };
}
