// The gateway: what business code calls to reach a media. It keeps the media's limits on the desk side:
// chunks batches to the media's per-call size, paces calls to its per-minute limit (counted in the
// database, so every server process shares one count), retries rate-limit and busy answers with back-off,
// makes no call to an account while its media has it locked out (shared through the database too),
// refreshes an expired access token once, and answers one merged outcome per object. The call loop (pacing,
// lock-outs, retries, token refresh, chunks) is gateway-call-loop.ts; this file holds the media's calls by area.
import {
  isMediaError,
  MediaError,
  type ListMaterialsQuery,
  type ListObjectsQuery,
  type MaterialOutcome,
  type MaterialPage,
  type MaterialPush,
  type MaterialPushOutcome,
  type MaterialReportQuery,
  type MaterialReportRow,
  type MaterialUpload,
  type MediaAccountInfo,
  type MediaObject,
  type ObjectDraft,
  type ObjectEdit,
  type ObjectLevel,
  type ObjectOutcome,
  type ObjectPage,
  type ReportQuery,
  type ReportRow,
  type ListPropertiesQuery,
  type MediaProperty,
  type MediaPropertyPage,
  type PropertyActionInput,
  type PropertyChange,
  type PropertyDraft,
  type PropertyOptionKind,
  type PropertyOptions,
  type PropertyPush,
  type PropertyPushOutcome,
  type PropertyTypeSpec,
  type MediaErrorKind,
  type AudienceExpansion,
  type DiagnoseQuery,
  type ObjectDiagnosis,
  type AudienceUpload,
  type HandpickedAudience,
  type ListOrdersQuery,
  type MediaOrder,
  offersOrders,
  type MonitorReportQuery,
  type MonitorReportRow,
  offersMonitoring,
  offersLive,
  type MediaLivePort,
} from './port';
import { checkPlannedEdits, chunks, type EditCheck, type PlannedEdit } from './gateway-support';
import { GatewayCallLoop } from './gateway-call-loop';
import { groupByToken } from './token-keeper';

export { GATEWAY, GATEWAY_TIMEOUT_CODE, type EditCheck, type PlannedEdit } from './gateway-support';
export { type GatewayOptions } from './gateway-call-loop';

/** Refusals of a whole call that pass: the same call later may land (a push's pair is worth sending again). */
const TRANSIENT_KINDS: ReadonlySet<MediaErrorKind> = new Set(['rate_limited', 'unavailable', 'locked_out']);

/** The media's calls by area; the call loop they all go through (pacing, lock-outs, retries) is the base class's. */
export class MediaGateway extends GatewayCallLoop {
  // ---------- rules before any call ----------

  /** Which planned edits the media would refuse, with a Chinese reason naming the rule. */
  checkEditRules(edits: readonly PlannedEdit[]): EditCheck[] {
    return checkPlannedEdits(this.port, edits);
  }

  // ---------- calls ----------

  getAccount(advertiserId: string): Promise<MediaAccountInfo> {
    return this.run(advertiserId, (token) => this.port.getAccount(token, advertiserId));
  }

  updateAccountBudget(advertiserId: string, dailyBudget: number | null): Promise<void> {
    return this.run(advertiserId, (token) => this.port.updateAccountBudget(token, advertiserId, dailyBudget));
  }

  listObjects(query: ListObjectsQuery): Promise<ObjectPage> {
    return this.run(query.advertiserId, (token) => this.port.listObjects(token, query));
  }

  /** Every page from a cursor (or from the start): a sync's changes, and the cursor for the next sync. */
  async listChanges(query: Omit<ListObjectsQuery, 'limit'>): Promise<{ objects: MediaObject[]; cursor: string }> {
    const objects: MediaObject[] = [];
    let cursor = query.cursor;
    let modifiedSince = query.modifiedSince;
    for (;;) {
      const page = await this.listObjects({ ...query, cursor, modifiedSince });
      objects.push(...page.objects);
      cursor = page.nextCursor;
      modifiedSince = undefined;
      if (!page.hasMore) return { objects, cursor };
    }
  }

  async report(query: ReportQuery): Promise<ReportRow[]> {
    const rows: ReportRow[] = [];
    for (const ids of chunks(query.ids, this.port.limits.reportIds)) {
      rows.push(...(await this.run(query.advertiserId, (token) => this.port.report(token, { ...query, ids }))));
    }
    return rows;
  }

  // ---------- materials ----------

  uploadMaterial(advertiserId: string, material: MaterialUpload): Promise<{ materialId: string }> {
    return this.run(advertiserId, (token) => this.port.uploadMaterial(token, advertiserId, material));
  }

  /**
   * Every material to every account: accounts grouped by the authorisation that covers them, each group in
   * calls of the media's push batch (accounts × materials); a refused call refuses each of its pairs.
   * Answers one outcome per account × material, in the order asked (accounts first).
   */
  async pushMaterials(push: MaterialPush): Promise<MaterialPushOutcome[]> {
    const outcomes = new Map<string, MaterialPushOutcome>();
    const key = (advertiserId: string, signature: string) => `${advertiserId}|${signature.toLowerCase()}`;
    const refuseAll = (advertiserIds: readonly string[], materials: readonly MaterialUpload[], error: MediaError) => {
      for (const advertiserId of advertiserIds) {
        for (const m of materials) {
          outcomes.set(key(advertiserId, m.signature), { advertiserId, signature: m.signature.toLowerCase(), ok: false, mediaCode: error.mediaCode, reason: error.message });
        }
      }
    };
    const { groups, unauthorised } = await groupByToken(push.advertiserIds, (id) => this.options.tokens.get(this.media, id));
    for (const [advertiserId, error] of unauthorised) refuseAll([advertiserId], push.materials, error);
    const { PUSH } = this.port.limits.material;
    for (const { advertiserIds: group } of groups) {
      for (const advertiserIds of chunks(group, PUSH.ACCOUNTS)) {
        for (const materials of chunks(push.materials, PUSH.MATERIALS)) {
          try {
            const answered = await this.run(advertiserIds[0], (token) => this.port.pushMaterials(token, { advertiserIds, materials }));
            for (const outcome of answered) outcomes.set(key(outcome.advertiserId, outcome.signature), outcome);
          } catch (error) {
            if (!isMediaError(error)) throw error;
            refuseAll(advertiserIds, materials, error);
          }
        }
      }
    }
    return push.advertiserIds.flatMap((advertiserId) => push.materials.flatMap((m) => outcomes.get(key(advertiserId, m.signature)) ?? []));
  }

  listMaterials(query: ListMaterialsQuery): Promise<MaterialPage> {
    return this.run(query.advertiserId, (token) => this.port.listMaterials(token, query));
  }

  async getMaterials(advertiserId: string, materialIds: string[]): Promise<MaterialOutcome[]> {
    const out: MaterialOutcome[] = [];
    for (const ids of chunks(materialIds, this.port.limits.pageSize)) {
      out.push(...(await this.run(advertiserId, (token) => this.port.getMaterials(token, advertiserId, ids))));
    }
    return out;
  }

  async materialReport(query: MaterialReportQuery): Promise<MaterialReportRow[]> {
    const rows: MaterialReportRow[] = [];
    for (const materialIds of chunks(query.materialIds, this.port.limits.reportIds)) {
      rows.push(...(await this.run(query.advertiserId, (token) => this.port.materialReport(token, { ...query, materialIds }))));
    }
    return rows;
  }

  /** The media's verdicts on some objects of one account and level, in calls of its report size. */
  async diagnose(query: DiagnoseQuery): Promise<ObjectOutcome<ObjectDiagnosis>[]> {
    const out: ObjectOutcome<ObjectDiagnosis>[] = [];
    for (const ids of chunks(query.ids, this.port.limits.reportIds)) {
      out.push(...(await this.run(query.advertiserId, (token) => this.port.diagnose(token, { ...query, ids }))));
    }
    return out;
  }

  // ---------- properties (docs/design/properties.md §2.6) ----------

  /** The media's declaration of a type; an unknown type is the desk's mistake, never the media's answer. */
  propertySpec(type: string): PropertyTypeSpec {
    const spec = this.port.properties.find((p) => p.type === type);
    if (!spec) throw new Error(`${this.media} declares no property type ${type}`);
    return spec;
  }

  listProperties(query: ListPropertiesQuery): Promise<MediaPropertyPage> {
    return this.run(query.advertiserId, (token) => this.port.listProperties(token, query));
  }

  /** Every page from a cursor (or from the start): a sync's changes, and the cursor for the next sync. */
  async listPropertyChanges(query: Omit<ListPropertiesQuery, 'limit'>): Promise<{ properties: MediaProperty[]; cursor: string }> {
    const properties: MediaProperty[] = [];
    let cursor = query.cursor;
    for (;;) {
      const page = await this.listProperties({ ...query, cursor });
      properties.push(...page.properties);
      cursor = page.nextCursor;
      if (!page.hasMore) return { properties, cursor };
    }
  }

  /** Creates in chunks of the type's batch; a refused chunk refuses each of its drafts (key: the name). */
  createProperties(advertiserId: string, type: string, drafts: PropertyDraft[]): Promise<ObjectOutcome<MediaProperty>[]> {
    return this.inChunks(advertiserId, drafts, this.propertySpec(type).limits.createBatch, (d) => d.name, (token, chunk) =>
      this.port.createProperties(token, { advertiserId, type, drafts: chunk }),
    );
  }

  updateProperties(advertiserId: string, type: string, changes: PropertyChange[]): Promise<ObjectOutcome<MediaProperty>[]> {
    return this.inChunks(advertiserId, changes, this.propertySpec(type).limits.createBatch, (c) => c.id, (token, chunk) =>
      this.port.updateProperties(token, { advertiserId, type, changes: chunk }),
    );
  }

  deleteProperties(advertiserId: string, type: string, ids: string[]): Promise<ObjectOutcome[]> {
    return this.inChunks(advertiserId, ids, this.propertySpec(type).limits.deleteBatch, (id) => id, (token, chunk) =>
      this.port.deleteProperties(token, { advertiserId, type, ids: chunk }),
    );
  }

  /**
   * Every id to every target: targets grouped by the authorisation that covers them (a push goes from one
   * account to accounts its token covers), each group cut into the type's push batch; a refused call refuses
   * each of its pairs. One outcome per id × target, targets first, in the order asked.
   */
  async pushProperties(push: PropertyPush): Promise<PropertyPushOutcome[]> {
    const outcomes = new Map<string, PropertyPushOutcome>();
    const key = (advertiserId: string, sourceId: string) => `${advertiserId}|${sourceId}`;
    const refuseAll = (targets: readonly string[], error: MediaError) => {
      for (const advertiserId of targets) {
        for (const sourceId of push.ids) outcomes.set(key(advertiserId, sourceId), { sourceId, advertiserId, ok: false, mediaCode: error.mediaCode, reason: error.message, transient: TRANSIENT_KINDS.has(error.kind) });
      }
    };
    const source = await this.options.tokens.get(this.media, push.advertiserId);
    const { groups, unauthorised } = await groupByToken(push.targetAdvertiserIds, (id) => this.options.tokens.get(this.media, id));
    for (const [advertiserId, error] of unauthorised) refuseAll([advertiserId], error);
    const { pushAccounts } = this.propertySpec(push.type).limits;
    for (const { accessToken, advertiserIds: group } of groups) {
      // Another authorisation's accounts cannot be reached from the source's token: the media would refuse.
      if (accessToken !== source.accessToken) {
        refuseAll(group, new MediaError({ kind: 'invalid', message: '目标账户与源账户不在同一授权下，无法推送', mediaCode: 'gateway', mediaMessage: 'target not covered by the source token' }));
        continue;
      }
      for (const targets of chunks(group, pushAccounts)) {
        try {
          const answered = await this.run(push.advertiserId, (token) => this.port.pushProperties(token, { ...push, targetAdvertiserIds: targets }));
          for (const outcome of answered) outcomes.set(key(outcome.advertiserId, outcome.sourceId), outcome);
        } catch (error) {
          if (!isMediaError(error)) throw error;
          refuseAll(targets, error);
        }
      }
    }
    return push.targetAdvertiserIds.flatMap((advertiserId) => push.ids.flatMap((id) => outcomes.get(key(advertiserId, id)) ?? []));
  }

  actOnProperties(input: PropertyActionInput): Promise<ObjectOutcome<MediaProperty | null>[]> {
    return this.run(input.advertiserId, (token) => this.port.actOnProperties(token, input));
  }

  // The data platform's audience calls (port-audiences.ts): one call each, paced and refreshed like any other.

  uploadAudience(advertiserId: string, upload: AudienceUpload): Promise<{ propertyId: string }> {
    return this.run(advertiserId, (token) => this.port.uploadAudience(token, advertiserId, upload));
  }

  expandAudience(advertiserId: string, expansion: AudienceExpansion): Promise<{ propertyId: string }> {
    return this.run(advertiserId, (token) => this.port.expandAudience(token, advertiserId, expansion));
  }

  listHandpicked(advertiserId: string): Promise<HandpickedAudience[]> {
    return this.run(advertiserId, (token) => this.port.listHandpicked(token, advertiserId));
  }

  addHandpicked(advertiserId: string, handpickId: string): Promise<{ propertyId: string }> {
    return this.run(advertiserId, (token) => this.port.addHandpicked(token, advertiserId, handpickId));
  }

  /** Refunded and returned orders of an account (only a media that offersOrders; the caller checks first). */
  listOrders(query: ListOrdersQuery): Promise<MediaOrder[]> {
    const port = this.port;
    if (!offersOrders(port)) throw new Error(`${port.media} has no listOrders`);
    return this.run(query.advertiserId, (token) => port.listOrders(token, query));
  }

  /** Clicks and conversions of an account's monitoring activities by day (only a media that offersMonitoring). */
  monitorReport(query: MonitorReportQuery): Promise<MonitorReportRow[]> {
    const port = this.port;
    if (!offersMonitoring(port)) throw new Error(`${port.media} has no monitorReport`);
    return this.run(query.advertiserId, (token) => port.monitorReport(token, query));
  }

  /**
   * A live call of an account (port-live.ts; only a media that offersLive, the caller checks first), paced and
   * refreshed like any other: `call` gets the media's live part and the account's token.
   */
  live<T>(advertiserId: string, call: (live: MediaLivePort, accessToken: string) => Promise<T>): Promise<T> {
    const port = this.port;
    if (!offersLive(port)) throw new Error(`${port.media} has no live calls`);
    return this.run(advertiserId, (token) => call(port.live, token));
  }

  /** The media's public vocabulary (no account, no pacing). */
  propertyOptions(kind: PropertyOptionKind): Promise<PropertyOptions> {
    return this.port.propertyOptions(kind);
  }

  /**
   * Creates in chunks of the media's size, paced like every call; a refused chunk refuses each of its drafts
   * with the reason. Rate limits are waited out and sent again (the media refused before doing anything); a
   * chunk the media answered busy, or did not answer in time, is not sent again: a create is not idempotent by
   * itself, so its drafts come back refused with `outcomeUnknown`, and the caller looks each up (by request id
   * where the media keeps one, else by its name under its parent) before creating it again.
   */
  createObjects(advertiserId: string, level: ObjectLevel, drafts: ObjectDraft[]): Promise<ObjectOutcome<MediaObject>[]> {
    return this.inChunks(
      advertiserId,
      drafts,
      this.port.limits.batch.create,
      (d) => d.name,
      (token, chunk) => this.port.createObjects(token, { advertiserId, level, drafts: chunk }),
      { notIdempotent: true },
    );
  }

  /** Updates in chunks of the media's size for that field; every item answers applied or refused. */
  updateObjects(edit: ObjectEdit): Promise<ObjectOutcome[]> {
    return this.inChunks(edit.advertiserId, edit.items, this.port.limits.batch[edit.field], (item) => item.id, (token, items) =>
      this.port.updateObjects(token, { ...edit, items }),
    );
  }
}
