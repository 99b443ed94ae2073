// 素材审核's operations (tag material-review): the desk's queue, verdicts, comments and share links, and the
// share link's public calls for the guest (their token is the key; guest.ts).
import { clientAddress, type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { fileLinks } from '../materials/file-links';
import { guestActions } from './guest';
import { addComment, decideReviews, listReviews, reviewDetail } from './queue';
import { createShare, listShares, revokeShare } from './shares';

type ReviewOperations =
  | 'listMaterialReviews'
  | 'getMaterialReview'
  | 'decideMaterialReviews'
  | 'addMaterialReviewComment'
  | 'createMaterialReviewShare'
  | 'listMaterialReviewShares'
  | 'revokeMaterialReviewShare'
  | 'openMaterialReviewShare'
  | 'commentMaterialReviewShare'
  | 'decideMaterialReviewShare';

export function materialReviewHandlers(deps: RouteDeps): HandlersFor<ReviewOperations> {
  const { db } = deps;
  const links = fileLinks(deps.storage, deps.partnerSecret);
  const guest = guestActions({ db, links, limiters: deps.limiters, secret: deps.partnerSecret });
  return {
    listMaterialReviews: (ctx) => listReviews(db, sessionOf(ctx), links, ctx.body),
    getMaterialReview: (ctx) => reviewDetail(db, sessionOf(ctx), links, ctx.body.materialId),
    decideMaterialReviews: (ctx) => decideReviews(db, sessionOf(ctx), ctx.body),
    addMaterialReviewComment: (ctx) => addComment(db, sessionOf(ctx), ctx.body.materialId, ctx.body.text),
    createMaterialReviewShare: (ctx) => createShare(db, sessionOf(ctx), ctx.body),
    listMaterialReviewShares: (ctx) => listShares(db, sessionOf(ctx)),
    revokeMaterialReviewShare: (ctx) => revokeShare(db, sessionOf(ctx), ctx.body.id),
    openMaterialReviewShare: (ctx) => guest.open(clientAddress(ctx), ctx.body),
    commentMaterialReviewShare: (ctx) => guest.comment(clientAddress(ctx), ctx.body),
    decideMaterialReviewShare: (ctx) => guest.decide(clientAddress(ctx), ctx.body),
  };
}
