// The changes made to an existing object in the creation editor (issue 22 "Update and copy"): each changed name,
// status, budget and bid is one edit of the delivery tables' edit path (checked against the media's caps and
// ranges, paced, audited, a job); a changed settings field the media fixes at creation, or one that path cannot
// change, refuses the whole update before anything is sent (docs/decisions.md "Issue 22: update and copy").
import type { DeliveryLevel, LevelSettings, MediaCode } from '@toufang/domain';
import { actorOf } from '@toufang/server-audit';
import { createEdit, planEdit, refusedStart } from '@toufang/server-delivery';
import { badRequest, type RouteDeps, type SessionUser } from '@toufang/server-http';
import { isEditable, objectInScope, settingsOf, variantOfLevel } from './load';
import { EXISTING_TEXTS as T } from './texts';

export interface UpdateRequest {
  media: MediaCode;
  id: string;
  name?: string;
  status?: 'enabled' | 'paused';
  budget?: number | null;
  bid?: number;
  settings?: LevelSettings;
}

type Field = 'name' | 'status' | 'budget' | 'bid';

export interface UpdateEdit {
  field: Field;
  state: 'queued' | 'refused';
  editId: number | null;
  message: string | null;
  refusals: { id: string; name: string; accountName: string; rule: string; reason: string }[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function updateExisting(deps: RouteDeps, session: SessionUser, request: UpdateRequest, now: Date): Promise<{ edits: UpdateEdit[] }> {
  const { db } = deps;
  const row = await objectInScope(db, session, request.media, request.id);
  const level = row.level as DeliveryLevel;
  const spec = variantOfLevel(request.media, level);
  if (!spec) throw badRequest(T.NO_VARIANT(row.level));
  const fields = spec.levels.find((l) => l.level === level)?.fields ?? [];
  const current = settingsOf(spec, row);
  const before = { name: row.name, status: row.opt_status, budget: row.budget_fen === null ? null : Number(row.budget_fen) / 100, bid: row.bid_fen === null ? null : Number(row.bid_fen) / 100 };
  const wanted: Partial<Record<Field, unknown>> = {};
  if (request.name !== undefined && request.name !== before.name) wanted.name = request.name;
  if (request.status !== undefined && request.status !== before.status) wanted.status = request.status;
  if (request.budget !== undefined && !same(request.budget, before.budget)) wanted.budget = request.budget;
  if (request.bid !== undefined && !same(request.bid, before.bid)) wanted.bid = request.bid;

  // A settings value that differs: budget and bid go the edit path; a fixed or other field refuses it all.
  for (const [key, value] of Object.entries(request.settings ?? {})) {
    const field = fields.find((f) => f.key === key);
    if (!field || same(value, current[key])) continue;
    if (field.fixedAfterCreate) throw badRequest(T.FIXED_REFUSED(field.label));
    if (!isEditable(field)) throw badRequest(T.READ_ONLY_REFUSED(field.label));
    const target: Field = field.errorPrevention === 'bid' ? 'bid' : 'budget';
    if (wanted[target] === undefined) wanted[target] = value === '' ? null : value;
  }

  const scope = { customerId: session.customerId, userId: session.userId, role: session.role };
  const edits: UpdateEdit[] = [];
  // One edit per field, name first (a refused budget cap leaves the name changed, and says so).
  for (const field of ['name', 'status', 'budget', 'bid'] as const) {
    if (wanted[field] === undefined) continue;
    const editRequest = { media: request.media, level, field, items: [{ id: row.object_id, value: wanted[field] as string | number | null }] };
    const plan = await planEdit(deps, scope, editRequest, now);
    if (!plan.ok) {
      const refused = refusedStart(plan.refusals);
      edits.push({ field, state: 'refused', editId: null, message: refused.message, refusals: refused.refusals });
      continue;
    }
    const actor = await actorOf(db, session);
    const editId = await db.transaction((tx) => createEdit(tx, scope, actor, editRequest, plan.items, now));
    edits.push({ field, state: 'queued', editId, message: null, refusals: [] });
  }
  return { edits };
}
