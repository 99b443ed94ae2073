// Assisted creation's operation (tag creation): the proposal, on the modules beside this one.
import { fileLinks } from '@toufang/server-assets';
import { sessionOf, type HandlersFor, type RouteDeps } from '@toufang/server-http';
import { proposeAssist } from './propose';

export function creationAssistHandlers(deps: RouteDeps): HandlersFor<'proposeCreationAssist'> {
  const links = fileLinks(deps.storage, deps.partnerSecret);
  return {
    proposeCreationAssist: async (ctx) =>
      proposeAssist({ db: deps.db, metrics: deps.metrics, links, limits: (media) => deps.media.port(media).limits }, sessionOf(ctx), ctx.body),
  };
}
