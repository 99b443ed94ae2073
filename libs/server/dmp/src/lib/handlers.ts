// The data platform's operations (tag dmp, docs/design/properties.md §4.1), on the modules beside this one. Every
// operation's x-access asks for the route's deliveryDmp key and USER_LIB_BUTTON; rows are the caller's company's,
// accounts inside the caller's scope (OPERATE: their accounts); anything else is 404.
import { Readable } from 'node:stream';
import { MEDIA_CODES } from '@toufang/domain';
import { actorOf } from '@toufang/server-audit';
import { sqlOn } from '@toufang/server-db';
import { badRequest, type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { crowdConsume } from './consume';
import { getCrowd, listCrowds, ownCrowd } from './crowds';
import { expandCrowd } from './expand';
import { addHandpicked, listHandpicked } from './handpick';
import { audienceSpec, pushableAccounts, startCrowdPush } from './push';
import { DMP_TEXTS } from './texts';
import { checkCrowdUpload, receiveCrowd } from './upload';

type DmpOperations =
  | 'listDmpLimits'
  | 'listDmpAccounts'
  | 'listHandpickedAudiences'
  | 'addHandpickedAudience'
  | 'checkCrowdUpload'
  | 'uploadCrowdFile'
  | 'listCrowds'
  | 'getCrowd'
  | 'pushCrowd'
  | 'removeCrowd'
  | 'crowdConsume'
  | 'expandCrowd';

export function dmpHandlers(deps: RouteDeps): HandlersFor<DmpOperations> {
  const { db, media, storage } = deps;
  const now = () => new Date(deps.clock.now());

  return {
    // The pages may not import a media's limits project: the figures come from each media's port.
    async listDmpLimits() {
      return MEDIA_CODES.map((code) => {
        const spec = audienceSpec(media, code);
        return { media: code, open: spec !== null, nameMaxLength: spec?.limits.nameMaxLength ?? 0, perAccount: spec?.limits.perAccount ?? null, pushAccounts: spec?.limits.pushAccounts ?? 0 };
      });
    },

    listDmpAccounts: async (ctx) => pushableAccounts(db, media, sessionOf(ctx), ctx.body.media),

    listHandpickedAudiences: async (ctx) => listHandpicked(db, media, sessionOf(ctx), ctx.body),

    async addHandpickedAudience(ctx) {
      const session = sessionOf(ctx);
      return addHandpicked(db, media, session, ctx.body, { userId: session.userId, actor: await actorOf(db, session) }, now());
    },

    checkCrowdUpload: async (ctx) => checkCrowdUpload(db, sessionOf(ctx), ctx.body),

    async uploadCrowdFile(ctx) {
      const session = sessionOf(ctx);
      const source = ctx.request.body;
      if (!(source instanceof Readable)) throw badRequest(DMP_TEXTS.NOT_A_STREAM);
      // A connection that goes away mid-upload stops the work and leaves nothing behind.
      const aborted = new AbortController();
      const onClose = () => {
        if (!ctx.request.raw.complete) aborted.abort();
      };
      ctx.request.raw.once('close', onClose);
      try {
        return await receiveCrowd(db, storage, session, source, ctx.query, aborted.signal, now());
      } finally {
        ctx.request.raw.off('close', onClose);
        // Bytes the server did not read (a refusal before or during the upload) are drained, not left on the socket.
        if (!source.readableEnded) source.resume();
      }
    },

    listCrowds: async (ctx) => listCrowds(db, media, sessionOf(ctx), ctx.body, now()),

    getCrowd: async (ctx) => getCrowd(db, media, sessionOf(ctx), ctx.body.id, now()),

    async pushCrowd(ctx) {
      const session = sessionOf(ctx);
      return startCrowdPush(db, media, session, ctx.body.crowdId, ctx.body.accountIds, { userId: session.userId, actor: await actorOf(db, session) }, now());
    },

    async removeCrowd(ctx) {
      const session = sessionOf(ctx);
      const crowd = await ownCrowd(db, session.customerId, ctx.body.id);
      await sqlOn(db).updateTable('dmp_crowds').set({ removed_at: now() }).where('id', '=', crowd.id).execute();
      // The hashed list leaves with the crowd (§6.4); the media's packs stay on the media.
      if (crowd.file_md5) await storage.delete({ customerId: session.customerId, md5: crowd.file_md5 });
      return null;
    },

    crowdConsume: async (ctx) => crowdConsume(db, deps.metrics, sessionOf(ctx), ctx.body),

    async expandCrowd(ctx) {
      const session = sessionOf(ctx);
      return expandCrowd(db, media, session, ctx.body, session.userId, now(), await actorOf(db, session));
    },
  };
}
