// The property kit's operations (tag property, docs/design/properties.md §2.5), on the modules beside this one.
import type { components } from '@toufang/api/contract';
import { actorOf } from '@toufang/server-audit';
import { sqlOn } from '@toufang/server-db';
import { enqueue } from '@toufang/server-jobs';
import { checkRate, clientAddress, CODES, type HandlersFor, Refusal, type RouteDeps, sessionOf } from '@toufang/server-http';
import { accountInScope } from '@toufang/server-org';
import { getProperty, listProperties } from './list';
import { openedType } from './types';
import { actOnProperties, createProperty, removeProperties, updateProperty, type WriteContext } from './writes';
import { propertySyncJob, syncedTypes } from './sync';
import { notFound, PROPERTY_TEXTS, refused } from './texts';
import type { CallContext } from '@toufang/server-http';
import { propertyPushView, startPropertyPush } from './push/push';
import './push/push-tasks';
import { parseRange } from '@toufang/server-assets';
import { MISSING_MATERIAL_PAGE, SANDBOX_SITE_CSP, sandboxMaterialSource, sandboxSiteLead, sandboxSitePage } from './site';

type PropertyOperations =
  | 'listProperties'
  | 'getProperty'
  | 'createProperty'
  | 'updateProperty'
  | 'removeProperties'
  | 'actOnProperties'
  | 'syncProperties'
  | 'startPropertyPush'
  | 'getPropertyPush'
  | 'getPropertyOptions'
  | 'getSandboxSite'
  | 'addSandboxSiteLead'
  | 'getSandboxMaterial';

export function propertyHandlers(deps: RouteDeps): HandlersFor<PropertyOperations> {
  const { db, media, storage } = deps;
  const now = () => new Date(deps.clock.now());
  const writeContext = async (ctx: CallContext): Promise<WriteContext> => {
    const session = sessionOf(ctx);
    return { db, media, storage, session, actor: await actorOf(db, session), now };
  };

  return {
    async listProperties(ctx) {
      const session = sessionOf(ctx);
      await openedType(media, db, session, ctx.body.media, ctx.body.type);
      return listProperties(db, session, ctx.body);
    },

    async getProperty(ctx) {
      const session = sessionOf(ctx);
      const spec = await openedType(media, db, session, ctx.body.media, ctx.body.type);
      return getProperty(db, session, spec, ctx.body.media, ctx.body.id);
    },

    createProperty: async (ctx) => createProperty(await writeContext(ctx), ctx.body),

    updateProperty: async (ctx) => updateProperty(await writeContext(ctx), ctx.body, ctx.permitProperty),

    removeProperties: async (ctx) => removeProperties(await writeContext(ctx), ctx.body),

    actOnProperties: async (ctx) => actOnProperties(await writeContext(ctx), ctx.body),

    async syncProperties(ctx) {
      const session = sessionOf(ctx);
      const { media: code, type, accountIds } = ctx.body;
      if (type !== undefined) await openedType(media, db, session, code, type);
      const types = syncedTypes(media, code, type === undefined ? undefined : [type]);
      if (types.length === 0) throw refused(PROPERTY_TEXTS.NOTHING_TO_SYNC);
      const accounts = await sqlOn(db)
        .selectFrom('media_accounts as a')
        .select('a.id')
        .where('a.id', 'in', accountIds)
        .where('a.media_code', '=', code)
        .where(accountInScope(session, 'a'))
        .execute();
      // An account of another company, another media or outside the caller's scope is named as missing.
      if (accounts.length !== new Set(accountIds).size) throw notFound(PROPERTY_TEXTS.ACCOUNT_NOT_FOUND);
      const payload = { media: code, accountIds: accounts.map((a) => a.id), ...(type !== undefined ? { types } : {}) };
      const { id } = await enqueue(db, propertySyncJob, payload, { companyId: session.customerId, actor: await actorOf(db, session), now: now() });
      return { jobId: id };
    },

    startPropertyPush: async (ctx) => startPropertyPush(await writeContext(ctx), ctx.body),

    getPropertyPush: async (ctx) => propertyPushView(db, sessionOf(ctx), ctx.body.pushId, ctx.permitProperty),

    async getPropertyOptions(ctx): Promise<components['schemas']['PropertyOptionTree']> {
      const options = await media.port(ctx.body.media).propertyOptions(ctx.body.kind);
      return { version: options.version, tree: options.tree.map(function node(n): components['schemas']['PropertyOption'] {
        return { code: n.code, name: n.name, ...(n.children ? { children: n.children.map(node) } : {}) };
      }) };
    },

    async getSandboxSite(ctx) {
      const page = await sandboxSitePage(media, ctx.query.media, ctx.query.id);
      ctx.reply.code(page.status).type('text/html; charset=utf-8').header('content-security-policy', SANDBOX_SITE_CSP);
      return page.html;
    },

    async addSandboxSiteLead(ctx) {
      // Counted before the sandbox is read: a flood from one address costs no query (as the other public posts).
      checkRate(deps.limiters, 'sandboxSiteLead', clientAddress(ctx));
      const page = await sandboxSiteLead(media, ctx.query.media, ctx.query.id, ctx.body);
      ctx.reply.code(page.status).type('text/html; charset=utf-8').header('content-security-policy', SANDBOX_SITE_CSP);
      return page.html;
    },

    async getSandboxMaterial(ctx) {
      const missing = () => {
        ctx.reply.code(404).type('text/html; charset=utf-8').header('content-security-policy', SANDBOX_SITE_CSP);
        return MISSING_MATERIAL_PAGE;
      };
      const source = await sandboxMaterialSource(db, media, ctx.query.media, ctx.query.id);
      const stat = source ? await deps.storage.stat(source.ref) : null;
      if (!source || !stat) return missing();
      const range = parseRange(ctx.request.headers.range, stat.size);
      if (range === 'unsatisfiable') {
        ctx.reply.header('content-range', `bytes */${stat.size}`);
        throw new Refusal(CODES.BAD_REQUEST, `请求的字节范围超出文件大小（共 ${stat.size} 字节）`, 416);
      }
      let read;
      try {
        read = await deps.storage.get(source.ref, { range });
      } catch {
        return missing();
      }
      ctx.reply.header('accept-ranges', 'bytes');
      ctx.reply.header('content-length', String(read.end - read.start + 1));
      // The media's address names one immutable file (the material's MD5), as a CDN's does.
      ctx.reply.header('cache-control', 'public, max-age=86400, immutable');
      ctx.reply.header('x-content-type-options', 'nosniff');
      ctx.reply.type(source.mime);
      if (range) {
        ctx.reply.code(206);
        ctx.reply.header('content-range', `bytes ${read.start}-${read.end}/${stat.size}`);
      }
      return read.stream as never;
    },
  };
}
