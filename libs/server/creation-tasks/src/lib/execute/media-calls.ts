// What a create sends and how its answer is read: the draft of a row, the lookup of an object by its name under
// its parent (one object where the level's names are unique, all of them where they may repeat), and which
// refusals pass (a lock-out, a busy or too-fast media, no answer) and which are final.
import type { CreationField, CreationRow, CreationVariantSpec, MediaCode } from '@toufang/domain';
import { variantSpecOf } from '@toufang/server-creation';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { deskMessage, GATEWAY_TIMEOUT_CODE, type ListObjectsQuery, type MediaGateway, type MediaObject, type MediaPort, type ObjectDraft, type ObjectLevel, type ObjectOutcome } from '@toufang/server-media';

/** How the variant makes a create safe to send again (CreationVariantSpec.idempotency): gdt keeps request ids. */
export function idempotencyOf(media: MediaCode, variant: string): 'requestId' | 'nameLookup' {
  return variantSpecOf(media, variant)?.idempotency ?? 'nameLookup';
}

export interface DraftRefs {
  name: string;
  parentId: string | null;
  requestId: string;
  targetingId?: string;
  materialIds?: string[];
  titles?: string[];
}

const SCHEDULE = /^[01]{168}$/;

/**
 * The draft of a row: its settings under the media's keys, and the budget, bid and schedule the port carries
 * apart, read from the fields the variant maps to them (the 防出错 budget and bid fields, the schedule field).
 */
export function draftOf(port: Pick<MediaPort, 'levels'>, spec: CreationVariantSpec | undefined, row: CreationRow, refs: DraftRefs): ObjectDraft {
  const level = port.levels.find((l) => l.level === row.level);
  const fields = spec?.levels.find((l) => l.level === row.level)?.fields ?? [];
  const s = row.settings ?? {};
  const valueOf = (field: CreationField | undefined) => (field ? s[field.key] : undefined);
  const money = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined);
  const budget = money(valueOf(fields.find((f) => f.errorPrevention === 'budgetPlan' || f.errorPrevention === 'budgetAd')) ?? s.budget);
  const bid = money(valueOf(fields.find((f) => f.errorPrevention === 'bid')) ?? s.bid);
  const schedule = valueOf(fields.find((f) => f.kind === 'schedule')) ?? s.schedule;
  const draft: ObjectDraft = { parentId: refs.parentId, name: refs.name, settings: s, requestId: refs.requestId };
  if (level?.has.budget && budget !== undefined) draft.budget = budget;
  if (level?.has.bid && bid !== undefined) draft.bid = bid;
  if (level?.has.schedule && typeof schedule === 'string' && SCHEDULE.test(schedule)) draft.schedule = schedule;
  if (refs.targetingId) draft.targetingId = refs.targetingId;
  if (refs.materialIds && refs.materialIds.length > 0) {
    draft.materialIds = refs.materialIds;
    draft.materialId = refs.materialIds[0];
  }
  if (refs.titles && refs.titles.length > 0) draft.titles = refs.titles;
  return draft;
}

/**
 * The live object of this level named exactly so under this parent, or null. The media filters by name and
 * parent where it can; every page is read and checked here too, so the answer holds either way.
 */
export async function findByName(gateway: MediaGateway, advertiserId: string, level: ObjectLevel, name: string, parentId: string | null): Promise<MediaObject | null> {
  const query: ListObjectsQuery = { advertiserId, level, name, ...(parentId ? { parentId } : {}), limit: gateway.port.limits.pageSize };
  let cursor: string | undefined;
  for (;;) {
    const page = await gateway.listObjects({ ...query, cursor });
    const found = page.objects.find((o) => o.name === name && o.optStatus !== 'deleted' && (parentId === null || o.parentId === parentId));
    if (found) return found;
    if (!page.hasMore) return null;
    cursor = page.nextCursor;
  }
}

/**
 * Every live object of this level named exactly so under this parent, in the order the media made them (its
 * creation time, then its id): a level whose names may repeat can hold several, one per row that made them.
 */
export async function findAllByName(gateway: MediaGateway, advertiserId: string, level: ObjectLevel, name: string, parentId: string | null): Promise<MediaObject[]> {
  const query: ListObjectsQuery = { advertiserId, level, name, ...(parentId ? { parentId } : {}), limit: gateway.port.limits.pageSize };
  const found = new Map<string, MediaObject>();
  let cursor: string | undefined;
  for (;;) {
    const page = await gateway.listObjects({ ...query, cursor });
    for (const o of page.objects) if (o.name === name && o.optStatus !== 'deleted' && (parentId === null || o.parentId === parentId)) found.set(o.id, o);
    if (!page.hasMore) break;
    cursor = page.nextCursor;
  }
  const made = (o: MediaObject) => Date.parse(o.createdAt);
  return [...found.values()].sort((a, b) => made(a) - made(b) || (a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
}

/** The start of the rules' rate-limit words (调用过于频繁，请N秒后重试). */
const TOO_FAST_PREFIX = deskMessage('toutiao', { rule: 'rate_limited', params: { retryAfterMs: 1000 } }).split('，')[0];

export type RefusalKind = { kind: 'locked'; until: Date } | { kind: 'unclear' } | { kind: 'final' };

/**
 * Which refusal a failed outcome is. The gateway answers a refused call as each draft's refusal with the error's
 * message: a lock-out is the one it recorded for the account (media_gateway_lockouts), a media that did not answer
 * in time has the gateway's code, and a busy or too-fast media the rules' own words; anything else is the media's
 * final answer on that object.
 */
export async function refusalKind(db: Queryable, media: MediaCode, advertiserId: string, outcome: Extract<ObjectOutcome, { ok: false }>, now: Date): Promise<RefusalKind> {
  const lock = await sqlOn(db)
    .selectFrom('media_gateway_lockouts')
    .select(['locked_until', 'message'])
    .where('media_code', '=', media)
    .where('advertiser_id', '=', advertiserId)
    .executeTakeFirst();
  if (lock && lock.locked_until.getTime() > now.getTime() && lock.message === outcome.reason) return { kind: 'locked', until: lock.locked_until };
  // A timeout or a busy answer to a create: the gateway says it may have landed.
  if (outcome.outcomeUnknown || outcome.mediaCode === GATEWAY_TIMEOUT_CODE) return { kind: 'unclear' };
  if (outcome.reason.startsWith(TOO_FAST_PREFIX)) return { kind: 'unclear' };
  return { kind: 'final' };
}
