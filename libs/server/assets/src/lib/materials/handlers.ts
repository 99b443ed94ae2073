// The material library's operations (tag material), on the modules beside this one.
import { Readable } from 'node:stream';
import { CODES, Refusal, badRequest, type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { MEDIA_CODES, materialLimitsToWire } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { actorOf } from '@toufang/server-audit';
import { isStorageError } from '@toufang/server-storage';
import { fileLinks } from './file-links';
import { removeMaterials, updateMaterials, favoriteMaterials } from './edits';
import { listMaterials } from './list';
import { MATERIAL_COLUMNS, materialAnswers, materialsWithPeople, type MaterialRow } from './records';
import { LABEL_ID_MAX, materialNotFound, MATERIAL_MAX_LABELS, MATERIAL_TEXTS } from './texts';
import { checkUpload, commitUpload, receiveUpload } from './upload';
import { visibleMaterials } from './visibility';
import { materialRanking } from './summary/ranking';
import { pushTargets, pushView, startPush } from './push/push';
import { PUSH_RECHECK_MS, refreshPendingReviews, refreshPushes } from './push/push-sync';
import './push/push-tasks';

type MaterialOperations =
  | 'listMaterials'
  | 'getMaterial'
  | 'checkMaterialUpload'
  | 'uploadMaterialFile'
  | 'commitMaterialUpload'
  | 'updateMaterials'
  | 'favoriteMaterials'
  | 'removeMaterials'
  | 'downloadMaterialFile'
  | 'listMaterialPeople'
  | 'getMaterialPushTargets'
  | 'startMaterialPush'
  | 'getMaterialPush'
  | 'listMaterialLimits';

/** `bytes=start-end` (one range; `start-` and `-suffix` too), or undefined for the whole file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const linkGone = () => new Refusal(CODES.NOT_FOUND, MATERIAL_TEXTS.LINK_INVALID, 404);

export function materialHandlers(deps: RouteDeps): HandlersFor<MaterialOperations> {
  const { db, storage, media, metrics, clock } = deps;
  const links = fileLinks(storage, deps.partnerSecret);
  const uploadDeps = { db, storage, media, links };

  return {
    async listMaterials(ctx) {
      const session = sessionOf(ctx);
      // The media's review of pushes still 审核中, so the 审核状态 shown and filtered is the media's (push-sync.ts).
      // A media that does not answer leaves the last known states: the list is still served, the failure logged.
      await refreshPendingReviews(deps, session.customerId).catch((error: unknown) =>
        deps.log.warn({ err: error, customerId: session.customerId }, 'material list: the media review refresh failed'),
      );
      return listMaterials(db, session, links, ctx.body, await materialRanking(metrics, session, ctx.body, clock.now()));
    },

    async getMaterial(ctx) {
      const session = sessionOf(ctx);
      const row = await materialsWithPeople(db).select(MATERIAL_COLUMNS).where(visibleMaterials(session)).where('m.id', '=', String(ctx.body.id)).executeTakeFirst();
      if (!row) throw materialNotFound();
      // Read-through: the media's verdicts when the stored ones are older than PUSH_RECHECK_MS (push-sync.ts).
      await refreshPushes(deps, session.customerId, [Number(row.id)], new Date(deps.clock.now() - PUSH_RECHECK_MS)).catch(() => undefined);
      const [material] = await materialAnswers(db, session, links, [row as MaterialRow]);
      return material;
    },

    async listMaterialPeople(ctx) {
      const session = sessionOf(ctx);
      const q = sqlOn(db);
      const [designers, uploaders] = await Promise.all([
        q.selectFrom('users').select(['id', 'display_name as name']).where('customer_id', '=', session.customerId).where('role', '=', 'DESIGNER').orderBy('display_name').orderBy('id').execute(),
        q
          .selectFrom('users as u')
          .select(['u.id', 'u.display_name as name'])
          .where((eb) => eb.exists(eb.selectFrom('materials as m').select('m.id').whereRef('m.uploader_id', '=', 'u.id').where(visibleMaterials(session))))
          .orderBy('u.display_name')
          .orderBy('u.id')
          .execute(),
      ]);
      return { designers, uploaders };
    },

    // The upload page checks each file against these before any byte is sent; the media check again on a push.
    async listMaterialLimits() {
      return MEDIA_CODES.map((mediaCode) => ({ mediaCode, ...materialLimitsToWire(media.port(mediaCode).limits.material) }));
    },

    async checkMaterialUpload(ctx) {
      return checkUpload(uploadDeps, sessionOf(ctx), ctx.body);
    },

    async uploadMaterialFile(ctx) {
      const session = sessionOf(ctx);
      const source = ctx.request.body;
      if (!(source instanceof Readable)) throw badRequest(MATERIAL_TEXTS.NOT_A_STREAM);
      const labelIds = ctx.query.labelIds ? ctx.query.labelIds.split(',').map(Number) : [];
      if (labelIds.length > MATERIAL_MAX_LABELS) throw badRequest(MATERIAL_TEXTS.TOO_MANY_LABELS(MATERIAL_MAX_LABELS));
      // The pattern lets any digits through; an id beyond the column's range is no label of the company.
      if (labelIds.some((id) => !Number.isSafeInteger(id) || id < 1 || id > LABEL_ID_MAX)) throw badRequest(MATERIAL_TEXTS.LABEL_INVALID);
      // A connection that goes away mid-upload stops the work and leaves nothing behind.
      const aborted = new AbortController();
      const onClose = () => {
        if (!ctx.request.raw.complete) aborted.abort();
      };
      ctx.request.raw.once('close', onClose);
      try {
        return await receiveUpload(uploadDeps, session, source, {
          md5: ctx.query.md5,
          size: ctx.query.size,
          name: ctx.query.name,
          choices: { designerId: ctx.query.designerId, labelIds, shared: ctx.query.shared },
        }, aborted.signal);
      } finally {
        ctx.request.raw.off('close', onClose);
        // Bytes the server did not read (a refusal before the upload) are drained, not left on the socket.
        if (!source.readableEnded) source.resume();
      }
    },

    async commitMaterialUpload(ctx) {
      const { uploadId, md5, size, name, designerId, labelIds, shared } = ctx.body;
      return commitUpload(uploadDeps, sessionOf(ctx), uploadId, { md5, size, name, choices: { designerId, labelIds, shared } });
    },

    async updateMaterials(ctx) {
      return updateMaterials(db, sessionOf(ctx), ctx.body);
    },

    async favoriteMaterials(ctx) {
      return favoriteMaterials(db, sessionOf(ctx), ctx.body);
    },

    async removeMaterials(ctx) {
      return removeMaterials(db, storage, sessionOf(ctx), ctx.body);
    },

    async getMaterialPushTargets(ctx) {
      return pushTargets(deps, sessionOf(ctx), ctx.body.materialIds);
    },

    async startMaterialPush(ctx) {
      const session = sessionOf(ctx);
      return startPush(deps, session, await actorOf(db, session), ctx.body, new Date(deps.clock.now()));
    },

    async getMaterialPush(ctx) {
      return pushView(db, sessionOf(ctx), ctx.body.pushId);
    },

    async downloadMaterialFile(ctx) {
      const q = ctx.query;
      if (!links.verify(q)) throw linkGone();
      const ref = { customerId: q.c, md5: q.md5 };
      const stat = await storage.stat(ref, q.variant);
      if (!stat) throw linkGone();
      const range = parseRange(ctx.request.headers.range, stat.size);
      if (range === 'unsatisfiable') {
        ctx.reply.header('content-range', `bytes */${stat.size}`);
        throw new Refusal(CODES.BAD_REQUEST, `请求的字节范围超出文件大小（共 ${stat.size} 字节）`, 416);
      }
      try {
        const read = await storage.get(ref, { variant: q.variant, range });
        ctx.reply.header('accept-ranges', 'bytes');
        ctx.reply.header('content-length', String(read.end - read.start + 1));
        // A link names one immutable file (its MD5): the browser may keep it until the link expires.
        ctx.reply.header('cache-control', `private, max-age=${Math.max(0, Math.floor((q.expires - Date.now()) / 1000))}, immutable`);
        if (q.name) ctx.reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(q.name)}`);
        if (q.variant === 'thumbnail') ctx.reply.type('image/webp');
        else if (q.variant === 'poster') ctx.reply.type('image/jpeg');
        else if (q.type) ctx.reply.type(q.type);
        if (range) {
          ctx.reply.code(206);
          ctx.reply.header('content-range', `bytes ${read.start}-${read.end}/${stat.size}`);
        }
        return read.stream as never;
      } catch (error) {
        if (isStorageError(error, 'not-found')) throw linkGone();
        throw error;
      }
    },
  };
}
