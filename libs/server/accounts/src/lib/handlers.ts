// The handlers of the media-account operations (openapi/paths/media-account.yaml). Who may call each one
// is settled by its x-access before a handler runs; the per-field rights of an update are checked here.
import { can } from '@toufang/domain';
import { type HandlersFor, type CallContext, type RouteDeps, sessionOf } from '@toufang/server-http';
import { assignAccountGroup, removeAccountGroup, resetMediaAccountPassword, saveAccountGroup, setMediaAccountMonitor } from './account-groups';
import { bindAccounts, removeMediaAccounts, updateMediaAccount } from './account-bind';
import { listMediaAccountPage, type AccountContext } from './accounts';
import { syncMediaAccounts } from './account-sync';
import { completeMediaAuthorization, sandboxConsentPage, startMediaAuthorization } from './authorization';
import type { MediaPorts } from '@toufang/server-context';
import { uploadMediaAccounts } from './upload';

export type MediaAccountOperation =
  | 'listMediaAccountPage'
  | 'startMediaAuthorization'
  | 'completeMediaAuthorization'
  | 'importMediaAccounts'
  | 'updateMediaAccount'
  | 'removeMediaAccounts'
  | 'saveAccountGroup'
  | 'removeAccountGroup'
  | 'assignAccountGroup'
  | 'setMediaAccountMonitor'
  | 'resetMediaAccountPassword'
  | 'syncMediaAccounts'
  | 'uploadMediaAccounts'
  | 'getMediaAuthorizationConsent';

export interface AccountHandlerOptions {
  /** The media (default: the six sandbox media over the server's database). */
  ports?: MediaPorts;
  now?: () => Date;
}

export function accountHandlers(deps: RouteDeps, options: AccountHandlerOptions = {}): HandlersFor<MediaAccountOperation> {
  const ports = options.ports ?? deps.media;
  const now = options.now ?? (() => new Date());
  const context = (ctx: CallContext<unknown, unknown>): AccountContext => ({ db: deps.db, ports, session: sessionOf(ctx), now });

  return {
    listMediaAccountPage: (ctx) => listMediaAccountPage(context(ctx), ctx.body),

    startMediaAuthorization: (ctx) => startMediaAuthorization(context(ctx), ctx.body.mediaCode),

    completeMediaAuthorization: (ctx) => completeMediaAuthorization(context(ctx), ctx.body),

    async importMediaAccounts(ctx) {
      const { authorizationId, advertiserIds } = ctx.body;
      const outcomes = await bindAccounts(context(ctx), authorizationId, advertiserIds.map((advertiserId) => ({ advertiserId })));
      const imported = outcomes.filter((o) => o.result === 'imported').length;
      return { imported, skipped: outcomes.length - imported };
    },

    async updateMediaAccount(ctx) {
      const session = sessionOf(ctx);
      return updateMediaAccount(context(ctx), ctx.body, (capability) => can(session.role, capability));
    },

    async removeMediaAccounts(ctx) {
      return { count: await removeMediaAccounts(context(ctx), ctx.body.ids) };
    },

    saveAccountGroup: (ctx) => saveAccountGroup(context(ctx), ctx.body),

    async removeAccountGroup(ctx) {
      return { count: await removeAccountGroup(context(ctx), ctx.body.id) };
    },

    async assignAccountGroup(ctx) {
      return { count: await assignAccountGroup(context(ctx), ctx.body.groupId, ctx.body.accountIds) };
    },

    async setMediaAccountMonitor(ctx) {
      return { count: await setMediaAccountMonitor(context(ctx), ctx.body) };
    },

    async resetMediaAccountPassword(ctx) {
      return { password: await resetMediaAccountPassword(context(ctx), ctx.body.id) };
    },

    syncMediaAccounts: (ctx) => syncMediaAccounts(context(ctx), ctx.body.ids),

    uploadMediaAccounts: (ctx) => uploadMediaAccounts(context(ctx), ctx.body),

    async getMediaAuthorizationConsent(ctx) {
      ctx.reply.type('text/html; charset=utf-8');
      return sandboxConsentPage(deps.db, ports, ctx.query.state, now());
    },
  };
}
