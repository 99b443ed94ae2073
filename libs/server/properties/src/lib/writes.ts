// Writes through the media (docs/design/properties.md §2.9, §2.11): the media's rules checked first (an
// operation the type does not offer, the name), then one media call; its answer and the desk's copy commit
// together with the audit record, so nothing is half-saved and the list shows the change at once. A refusal
// of the media comes back as 1701 with the media's words.
import type { components } from '@toufang/api/contract';
import { checkPropertyName, MEDIA_REGISTRY, parsePropertyKind, propertyProblemText, PROPERTY_PAGES, isMediaCode, type MediaCode } from '@toufang/domain';
import { recordAudit, type Actor } from '@toufang/server-audit';
import type { MediaPorts, ServerContext } from '@toufang/server-context';
import { sqlOn, type Db, type PropertyValues, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { deskMessage, isMediaError, PROPERTY_OPERATION_TEXT, refusal, type MediaGateway, type PropertyOperation, type PropertyTypeSpec } from '@toufang/server-media';
import { accountInScope } from '@toufang/server-org';
import { visibleProperties, visibleProperty, type VisibleProperty } from './list';
import { mediaOnlyIds, toDeskMaterials, toMediaMaterials } from './material-fields';
import { propertyAnswer, storeProperties, type PropertyRowAnswer, type StoredProperty } from './records';
import { openedType } from './types';
import { siteMaterialsOnDesk, siteMaterialsOnMedia } from './site-materials';
import { notFound, PROPERTY_ACTION_WORDS, PROPERTY_CODES, PROPERTY_TEXTS, refused } from './texts';
import { Refusal } from '@toufang/server-http';

type Schemas = components['schemas'];

export interface WriteContext {
  db: Db;
  media: MediaPorts;
  /** The material library's files (a material field's materials pushed before the write). */
  storage: ServerContext['storage'];
  session: SessionUser;
  actor: Actor;
  now: () => Date;
}

/** The type's Chinese name for the audit trail and messages (定向包), else its segment. */
export const typeLabel = (type: string) => (Object.hasOwn(PROPERTY_PAGES, type) ? PROPERTY_PAGES[type as keyof typeof PROPERTY_PAGES].title : type);

/** The media and type an input names; 400 for a kind the contract would not have let through. */
export function kindOf(input: { kind: string }): { media: MediaCode; type: string } {
  const parsed = parsePropertyKind(input.kind);
  if (!parsed || !isMediaCode(parsed.media)) throw refused(`资产类型不正确：${input.kind}`);
  return { media: parsed.media, type: parsed.type };
}

/** The type's declaration, with the caller's page flags checked and the operation offered (else 1701). */
export async function offeredType(ctx: WriteContext, media: MediaCode, type: string, operation: PropertyOperation): Promise<PropertyTypeSpec> {
  const spec = await openedType(ctx.media, ctx.db, ctx.session, media, type);
  if (!spec.operations[operation]) {
    throw refused(deskMessage(media, refusal('property_not_offered', { label: typeLabel(type), operation: PROPERTY_OPERATION_TEXT[operation] })));
  }
  return spec;
}

function checkName(media: MediaCode, name: string, spec: PropertyTypeSpec): void {
  const problem = checkPropertyName(name, spec.limits.nameMaxLength);
  if (problem) throw refused(`${MEDIA_REGISTRY[media].displayName}：${propertyProblemText(problem)}`);
}

/** The media's answer, or its refusal as 1701 in its words. */
async function throughMedia<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isMediaError(error)) throw refused(error.message);
    throw error;
  }
}

function gatewayOf(ctx: WriteContext, media: MediaCode, account: { name: string; authorizationId: number | null }): MediaGateway {
  return ctx.media.gateway(media, authorised(account));
}

function authorised(account: { name: string; authorizationId: number | null }): number {
  if (account.authorizationId === null) throw refused(PROPERTY_TEXTS.NOT_AUTHORIZED(account.name));
  return account.authorizationId;
}

/** The values the media takes: its own material ids in the type's material fields (material-fields.ts). */
async function mediaValues(ctx: WriteContext, spec: PropertyTypeSpec, media: MediaCode, account: { id: number; advertiserId: string; name: string; authorizationId: number | null }, values: PropertyValues, keep: ReadonlySet<string>) {
  const target = { account: { id: account.id, media, advertiserId: account.advertiserId, name: account.name, authorizationId: authorised(account) }, keep };
  const fields = await toMediaMaterials(ctx, ctx.session, ctx.actor, spec, target, values, ctx.now());
  // An H5 page's bricks name materials too (site-materials.ts); values without bricks pass as they are.
  return (await siteMaterialsOnMedia(ctx, ctx.session, ctx.actor, target.account, fields, ctx.now())) as PropertyValues;
}

/** The answer of a write, its material fields and bricks in the desk's ids again (as the detail answers them). */
async function writtenAnswer(ctx: WriteContext, spec: PropertyTypeSpec, stored: StoredProperty, account: { id: number; advertiserId: string; name: string }): Promise<PropertyRowAnswer> {
  const answer = propertyAnswer(stored, account, true);
  const values = await toDeskMaterials(ctx.db, ctx.session, spec, account.id, stored.values);
  return { ...answer, values: await siteMaterialsOnDesk(ctx.db, ctx.session, account.id, values) };
}

async function accountForWrite(ctx: WriteContext, accountId: number, media: MediaCode) {
  const row = await sqlOn(ctx.db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.media_code', 'a.account_id', 'a.account_name', 'a.authorization_id'])
    .where('a.id', '=', accountId)
    .where(accountInScope(ctx.session, 'a'))
    .executeTakeFirst();
  if (!row) throw notFound(PROPERTY_TEXTS.ACCOUNT_NOT_FOUND);
  if (row.media_code !== media) throw refused(PROPERTY_TEXTS.ACCOUNT_WRONG_MEDIA);
  return { id: row.id, advertiserId: row.account_id, name: row.account_name, authorizationId: row.authorization_id };
}

const WRITE_WORDS = { create: '新建', update: '编辑', remove: '删除', ...PROPERTY_ACTION_WORDS } as const;

function audit(ctx: WriteContext, tx: Queryable, media: MediaCode, account: { advertiserId: string; name: string }, row: { media_property_id: string; name: string; property_type: string }, action: keyof typeof WRITE_WORDS, before: unknown, after: unknown) {
  return recordAudit(tx, {
    companyId: ctx.session.customerId,
    actor: ctx.actor,
    at: ctx.now(),
    media,
    account: { id: account.advertiserId, name: account.name },
    object: { level: row.property_type, id: row.media_property_id, name: row.name },
    action: `property.${row.property_type}.${action}`,
    actionName: `${WRITE_WORDS[action]}${typeLabel(row.property_type)}`,
    before,
    after,
  });
}

export async function createProperty(ctx: WriteContext, body: Schemas['PropertyCreateRequest']): Promise<PropertyRowAnswer> {
  const { media, type } = kindOf(body.input);
  const spec = await offeredType(ctx, media, type, 'create');
  const account = await accountForWrite(ctx, body.accountId, media);
  checkName(media, body.input.name, spec);
  const gateway = gatewayOf(ctx, media, account);
  const values = await mediaValues(ctx, spec, media, account, { ...body.input.values }, new Set());
  const [outcome] = await throughMedia(() => gateway.createProperties(account.advertiserId, type, [{ name: body.input.name, parentId: body.input.parentId ?? null, values }]));
  if (!outcome.ok) throw refused(outcome.reason);
  const stored = await ctx.db.transaction(async (tx) => {
    const [row] = await storeProperties(tx, { ...account, customerId: ctx.session.customerId, media }, [outcome.value], ctx.now());
    await audit(ctx, tx, media, account, row, 'create', null, { name: row.name, values });
    return row;
  });
  return writtenAnswer(ctx, spec, stored, account);
}

export async function updateProperty(ctx: WriteContext, body: Schemas['PropertyUpdateRequest'], permit: (media: MediaCode, type: string) => void): Promise<PropertyRowAnswer> {
  const { row, account } = await visibleProperty(ctx.db, ctx.session, body.id);
  permit(row.media_code as MediaCode, row.property_type);
  const { media, type } = kindOf(body.input);
  if (media !== row.media_code || type !== row.property_type) throw refused(PROPERTY_TEXTS.KIND_MISMATCH);
  const spec = await offeredType(ctx, media, type, 'edit');
  checkName(media, body.input.name, spec);
  const gateway = gatewayOf(ctx, media, account);
  // Media ids the object holds with no desk material behind them (the detail showed them as they are) go back unchanged.
  const keep = await mediaOnlyIds(ctx.db, ctx.session, spec, account.id, row.values);
  const values = await mediaValues(ctx, spec, media, account, { ...body.input.values }, keep);
  const [outcome] = await throughMedia(() => gateway.updateProperties(account.advertiserId, type, [{ id: row.media_property_id, name: body.input.name, values }]));
  if (!outcome.ok) throw refused(outcome.reason);
  const stored = await ctx.db.transaction(async (tx) => {
    const [next] = await storeProperties(tx, { id: account.id, customerId: ctx.session.customerId, media, advertiserId: account.advertiserId, name: account.name }, [outcome.value], ctx.now());
    await audit(ctx, tx, media, account, next, 'update', { name: row.name, values: row.values }, { name: next.name, values });
    return next;
  });
  return writtenAnswer(ctx, spec, stored, account);
}

/** The ids the caller sees, all of one media and type, in the order asked; 404 for the whole call when one is not. */
async function visibleMany(ctx: WriteContext, media: MediaCode, type: string, ids: readonly number[]): Promise<VisibleProperty[]> {
  const asked = [...new Set(ids)];
  const byId = new Map((await visibleProperties(ctx.db, ctx.session, asked)).map((f) => [Number(f.row.id), f]));
  return asked.map((id) => {
    const one = byId.get(id);
    if (!one || one.row.media_code !== media || one.row.property_type !== type) throw notFound();
    return one;
  });
}

type Found = VisibleProperty;

/** By account, so each account's objects go in its own calls. */
function byAccount(found: readonly Found[]): Found[][] {
  const groups = new Map<number, Found[]>();
  for (const f of found) groups.set(f.account.id, [...(groups.get(f.account.id) ?? []), f]);
  return [...groups.values()];
}

/** Delivering objects bound to the packs (property_bindings): a pack in use is not removed without confirm. */
async function refuseInUse(ctx: WriteContext, found: readonly Found[]): Promise<void> {
  if (found.length === 0) return;
  const bound = await sqlOn(ctx.db)
    .selectFrom('property_bindings')
    .select(['account_id', 'media_property_id', 'object_id'])
    .where((eb) => eb.or(found.map((f) => eb.and([eb('account_id', '=', f.account.id), eb('property_type', '=', f.row.property_type), eb('media_property_id', '=', f.row.media_property_id)]))))
    .limit(1000)
    .execute();
  if (bound.length === 0) return;
  const names = found.filter((f) => bound.some((b) => b.account_id === f.account.id && b.media_property_id === f.row.media_property_id)).map((f) => `「${f.row.name}」`);
  const ads = [...new Set(bound.map((b) => b.object_id))];
  throw new Refusal(
    PROPERTY_CODES.IN_USE,
    `${names.slice(0, 20).join('、')}正被${ads.length}个广告使用（${ads.slice(0, 20).join('、')}${ads.length > 20 ? ' 等' : ''}），确认删除后这些广告的定向将失效`,
  );
}

export async function removeProperties(ctx: WriteContext, body: Schemas['PropertyRemoveRequest']): Promise<Schemas['PropertyOutcomes']> {
  await offeredType(ctx, body.media, body.type, 'delete');
  const found = await visibleMany(ctx, body.media, body.type, body.ids);
  if (!body.confirm) await refuseInUse(ctx, found);
  const outcomes: Schemas['PropertyOutcome'][] = [];
  for (const group of byAccount(found)) {
    const { account } = group[0];
    let answers: { key: string; ok: boolean; reason?: string }[];
    try {
      answers = await gatewayOf(ctx, body.media, account).deleteProperties(account.advertiserId, body.type, group.map((f) => f.row.media_property_id));
    } catch (error) {
      if (!(error instanceof Refusal) && !isMediaError(error)) throw error;
      answers = group.map((f) => ({ key: f.row.media_property_id, ok: false, reason: error.message }));
    }
    await ctx.db.transaction(async (tx) => {
      for (const f of group) {
        const answer = answers.find((a) => a.key === f.row.media_property_id);
        const ok = answer?.ok === true;
        if (ok) {
          await sqlOn(tx).updateTable('media_properties').set({ state: 'deleted', modified_at: ctx.now(), synced_at: ctx.now() }).where('id', '=', String(f.row.id)).execute();
          await audit(ctx, tx, body.media, account, f.row, 'remove', { name: f.row.name, values: f.row.values }, null);
        }
        outcomes.push({ id: Number(f.row.id), name: f.row.name, ok, reason: ok ? null : (answer?.reason ?? '媒体未答复') });
      }
    });
  }
  return { outcomes };
}

export async function actOnProperties(ctx: WriteContext, body: Schemas['PropertyActRequest']): Promise<Schemas['PropertyOutcomes']> {
  await openedType(ctx.media, ctx.db, ctx.session, body.media, body.type);
  const found = await visibleMany(ctx, body.media, body.type, body.ids);
  const outcomes: Schemas['PropertyOutcome'][] = [];
  for (const group of byAccount(found)) {
    const { account } = group[0];
    const ids = group.map((f) => f.row.media_property_id);
    const answers = await throughMedia(() => gatewayOf(ctx, body.media, account).actOnProperties({ advertiserId: account.advertiserId, type: body.type, action: body.action, ids, input: body.input }));
    // What the media did lands in the audit trail, as every write through the desk does.
    await ctx.db.transaction(async (tx) => {
      for (const f of group) {
        const answer = answers.find((a) => a.key === f.row.media_property_id);
        if (answer?.ok === true) {
          // The object as the media answers it after the action (a comment replied to, hidden …): the list shows it at once.
          if (answer.value) await storeProperties(tx, { id: account.id, customerId: ctx.session.customerId, media: body.media, advertiserId: account.advertiserId, name: account.name }, [answer.value], ctx.now());
          await audit(ctx, tx, body.media, account, f.row, body.action, null, { action: body.action, input: body.input ?? null });
        }
        outcomes.push({ id: Number(f.row.id), name: f.row.name, ok: answer?.ok === true, reason: answer && !answer.ok ? answer.reason : answer ? null : '媒体未答复' });
      }
    });
  }
  return { outcomes };
}

export type { StoredProperty };
