// Live control's operations (tag live, openapi/paths/live.yaml, docs/design/live-home.md §4.2). Access is declared in
// the contract; every read and write stays inside the caller's account scope.
import { type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { listAlerts, listAlertRules, removeAlertRule, saveAlertRule, toggleAlertRule } from './alert-rules';
import { listAwemes, refreshAwemes, renewAweme, unbindAweme } from './awemes';
import { awemeConsentPage, completeAwemeAuthorization, startAwemeAuthorization } from './consent';
import { consolePlans, getConsoleEdit, startConsoleEdit, undoConsoleEdit } from './console';
import { liveCall } from './context';
import { listRooms, roomOf } from './rooms';

export type LiveOperations =
  | 'listLiveAwemes'
  | 'startAwemeAuthorization'
  | 'completeAwemeAuthorization'
  | 'renewLiveAweme'
  | 'unbindLiveAweme'
  | 'refreshLiveAwemes'
  | 'getAwemeConsent'
  | 'listLiveRooms'
  | 'getLiveRoom'
  | 'listLiveConsolePlans'
  | 'startLiveConsoleEdit'
  | 'undoLiveConsoleEdit'
  | 'getLiveConsoleEdit'
  | 'listLiveAlertRules'
  | 'saveLiveAlertRule'
  | 'toggleLiveAlertRule'
  | 'removeLiveAlertRule'
  | 'listLiveAlerts';

export function liveHandlers(deps: RouteDeps): HandlersFor<LiveOperations> {
  const call = (ctx: Parameters<typeof sessionOf>[0]) => liveCall(deps, sessionOf(ctx));
  return {
    listLiveAwemes: (ctx) => listAwemes(call(ctx), ctx.body),
    startAwemeAuthorization: (ctx) => startAwemeAuthorization(call(ctx), ctx.body),
    completeAwemeAuthorization: (ctx) => completeAwemeAuthorization(call(ctx), ctx.body),
    renewLiveAweme: (ctx) => renewAweme(call(ctx), ctx.body),
    unbindLiveAweme: (ctx) => unbindAweme(call(ctx), ctx.body),
    refreshLiveAwemes: (ctx) => refreshAwemes(call(ctx), ctx.body),
    getAwemeConsent: async (ctx) => {
      ctx.reply.type('text/html; charset=utf-8');
      return awemeConsentPage(deps, ctx.query.state);
    },
    listLiveRooms: (ctx) => listRooms(call(ctx), ctx.body),
    getLiveRoom: async (ctx) => (await roomOf(call(ctx), ctx.body)).room,
    listLiveConsolePlans: (ctx) => consolePlans(call(ctx), ctx.body),
    startLiveConsoleEdit: (ctx) => startConsoleEdit(call(ctx), ctx.body),
    undoLiveConsoleEdit: (ctx) => undoConsoleEdit(call(ctx), ctx.body.editId),
    getLiveConsoleEdit: (ctx) => getConsoleEdit(call(ctx), ctx.body.editId),
    listLiveAlertRules: (ctx) => listAlertRules(call(ctx)),
    saveLiveAlertRule: (ctx) => saveAlertRule(call(ctx), ctx.body),
    toggleLiveAlertRule: (ctx) => toggleAlertRule(call(ctx), ctx.body),
    removeLiveAlertRule: (ctx) => removeAlertRule(call(ctx), ctx.body.id),
    listLiveAlerts: (ctx) => listAlerts(call(ctx), ctx.body),
  };
}
