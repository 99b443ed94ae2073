// Live control's operations (tag live, openapi/paths/live.yaml, docs/design/live-home.md §4.2). Access is declared in
// the contract; every read and write stays inside the caller's account scope.
import { type HandlersFor, type RouteDeps } from '@toufang/server-http';
import { notFound } from './texts';

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

// The contract first: every operation answers 404 until its handler lands.
const pending = async (): Promise<never> => {
  throw notFound('功能开发中');
};

export function liveHandlers(_deps: RouteDeps): HandlersFor<LiveOperations> {
  return {
    listLiveAwemes: pending,
    startAwemeAuthorization: pending,
    completeAwemeAuthorization: pending,
    renewLiveAweme: pending,
    unbindLiveAweme: pending,
    refreshLiveAwemes: pending,
    getAwemeConsent: async (ctx) => {
      ctx.reply.type('text/html; charset=utf-8');
      return '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>抖音号授权</title><p>功能开发中</p></html>';
    },
    listLiveRooms: pending,
    getLiveRoom: pending,
    listLiveConsolePlans: pending,
    startLiveConsoleEdit: pending,
    undoLiveConsoleEdit: pending,
    getLiveConsoleEdit: pending,
    listLiveAlertRules: pending,
    saveLiveAlertRule: pending,
    toggleLiveAlertRule: pending,
    removeLiveAlertRule: pending,
    listLiveAlerts: pending,
  };
}
