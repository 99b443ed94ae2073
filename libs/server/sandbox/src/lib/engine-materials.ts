// The sandbox engine's materials: a file received into an account (checked against the media's material
// limits again, its md5 against its bytes, its daily count), pushed to many accounts, listed with its review
// and quality labels (material-model.ts), and reported by day from the objects that use it.
import { createHash } from 'node:crypto';
import { sql as raw, type Selectable } from 'kysely';
import { checkMaterialFile } from '@toufang/domain';
import { sqlOn, type SandboxMaterialsTable } from '@toufang/server-db';
import {
  chinaDate,
  chinaDay,
  chinaDayStart,
  HOUR_MS,
  nameLength,
  refusal,
  type ListMaterialsQuery,
  type MaterialContent,
  type MaterialOutcome,
  type MaterialPage,
  type MaterialPush,
  type MaterialPushOutcome,
  type MaterialReportQuery,
  type MaterialReportRow,
  type MaterialUpload,
  type MediaMaterial,
  type Refusal,
} from '@toufang/server-media';
import { shapedId } from './ids';
import { addFigures } from './model';
import { MATERIAL_STATUS_TEXT, materialLabelsOf, materialReviewOf } from './material-model';
import { objectRefusal, refuse } from './wire';
import { type ObjectRow, readDateRange, REPORT_SLICE_MS } from './engine-support';
import { type ModelContext, emptyTotal, toRow } from './model-context';
import { SandboxWrites } from './engine-writes';

type MaterialRow = Selectable<SandboxMaterialsTable>;

/** Rows per insert statement (12 parameters each, far under a statement's limit). */
const INSERT_CHUNK = 500;

/** The md5 and length of a file's bytes, read once from start to end. */
async function digest(content: MaterialContent): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  const chunks = content instanceof Uint8Array ? [content] : content();
  for await (const chunk of chunks) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { md5: hash.digest('hex'), size };
}

const encodeCursor = (row: MaterialRow) => Buffer.from(JSON.stringify({ c: row.created_at.getTime(), i: row.material_id })).toString('base64url');

function decodeCursor(text: string): { c: number; i: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && 'c' in parsed && 'i' in parsed && typeof parsed.c === 'number' && typeof parsed.i === 'string') {
      return { c: parsed.c, i: parsed.i };
    }
  } catch {
    // falls through to the refusal below
  }
  return refuse('invalid_value', { detail: 'cursor 无效' });
}

export abstract class SandboxMaterials extends SandboxWrites {
  /** The context of some objects and every delivering object under them (the reports' section, engine.ts). */
  protected abstract contextWithDescendants(rows: readonly ObjectRow[]): Promise<ModelContext>;

  // ---------- receiving files ----------

  uploadMaterial(accessToken: string, advertiserId: string, material: MaterialUpload): Promise<{ materialId: string }> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      await this.advertiser(advertiserId);
      const problem = await this.checkUpload(material);
      if (problem) refuse(problem.rule, { ...problem.params });
      const [received] = await this.receive([{ advertiserId, material }]);
      if (typeof received !== 'string') refuse(received.rule, { ...received.params });
      return { materialId: received };
    });
  }

  pushMaterials(accessToken: string, push: MaterialPush): Promise<MaterialPushOutcome[]> {
    return this.call(async () => {
      const { advertiserIds, materials } = push;
      const { PUSH } = this.limits.material;
      if (advertiserIds.length === 0 || materials.length === 0) refuse('invalid_value', { detail: '推送须至少包含一个账户和一个素材' });
      if (advertiserIds.length > PUSH.ACCOUNTS) refuse('material_push_too_large', { limit: PUSH.ACCOUNTS, value: advertiserIds.length, label: '账户' });
      if (materials.length > PUSH.MATERIALS) refuse('material_push_too_large', { limit: PUSH.MATERIALS, value: materials.length, label: '素材' });
      // One call of the first account, as the media counts it; the others must be in the same authorisation.
      await this.enter(accessToken, advertiserIds[0]);
      const scope = await this.tokenScope(accessToken);
      const problems: (Refusal | null)[] = [];
      for (const material of materials) problems.push(await this.checkUpload(material));
      const known = await this.knownAdvertisers(advertiserIds);
      const pairs = advertiserIds.flatMap((advertiserId) =>
        materials.map((material, i) => ({
          advertiserId,
          material,
          problem: scope.includes(advertiserId) && known.has(advertiserId) ? problems[i] : refusal('no_permission'),
        })),
      );
      // Every pair the media takes is received in one transaction: a push of 50 × 50 is one call, not 2,500.
      const taken = pairs.filter((p) => p.problem === null);
      const received = await this.receive(taken);
      const answers = new Map(taken.map((p, i) => [p, received[i]]));
      return pairs.map((pair): MaterialPushOutcome => {
        const { advertiserId } = pair;
        const signature = pair.material.signature.toLowerCase();
        const answer = pair.problem ?? answers.get(pair) ?? refusal('system_busy');
        if (typeof answer === 'string') return { advertiserId, signature, ok: true, materialId: answer };
        const { mediaCode, reason } = objectRefusal(this.config, signature, answer);
        return { advertiserId, signature, ok: false, mediaCode, reason };
      });
    });
  }

  /** Which of these advertisers the media has. */
  private async knownAdvertisers(advertiserIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.q
      .selectFrom('sandbox_advertisers')
      .select('advertiser_id')
      .where('media_code', '=', this.media)
      .where('advertiser_id', 'in', [...advertiserIds])
      .execute();
    return new Set(rows.map((r) => r.advertiser_id));
  }

  /** What the media refuses of a file, checked on what the desk declares and then on the bytes themselves. */
  private async checkUpload(m: MaterialUpload): Promise<Refusal | null> {
    const limits = this.limits.material;
    if (typeof m.signature !== 'string' || !/^[0-9a-f]{32}$/i.test(m.signature)) return refusal('invalid_value', { detail: '文件签名须为32位md5' });
    if (m.kind !== 'image' && m.kind !== 'video') return refusal('invalid_value', { detail: '素材类型须为图片或视频' });
    if (typeof m.fileName !== 'string' || m.fileName.trim() === '') return refusal('invalid_value', { detail: '文件名不能为空' });
    if (nameLength(m.fileName) > limits.FILE_NAME_MAX_LENGTH) return refusal('invalid_value', { detail: `文件名最长${limits.FILE_NAME_MAX_LENGTH}个字` });
    const problem = checkMaterialFile(limits, { kind: m.kind, format: m.format, size: m.size, width: m.width, height: m.height, duration: m.duration });
    if (problem) return refusal(problem.rule, { ...problem.params });
    if (!(m.content instanceof Uint8Array) && typeof m.content !== 'function') return refusal('invalid_value', { detail: '缺少文件内容' });
    const read = await digest(m.content);
    if (read.md5 !== m.signature.toLowerCase()) return refusal('material_signature');
    if (read.size !== m.size) return refusal('invalid_value', { detail: `文件大小${read.size}字节与声明的${m.size}字节不一致` });
    return null;
  }

  /**
   * Each account's material for a checked file, in order: the one it has (same md5), or a new one within its
   * daily count (a refusal past it). One transaction and a few statements, whatever the number of pairs.
   */
  private async receive(pairs: readonly { advertiserId: string; material: MaterialUpload }[]): Promise<(string | Refusal)[]> {
    if (pairs.length === 0) return [];
    const now = this.clock.now();
    const cap = this.limits.material.UPLOADS_PER_DAY;
    const accounts = [...new Set(pairs.map((p) => p.advertiserId))];
    const signatures = [...new Set(pairs.map((p) => p.material.signature.toLowerCase()))];
    const keyOf = (advertiserId: string, signature: string) => `${advertiserId}|${signature}`;
    return this.db.transaction(async (tx) => {
      const q = sqlOn(tx);
      const held = async () => {
        const rows = await q
          .selectFrom('sandbox_materials')
          .select(['advertiser_id', 'signature', 'material_id'])
          .where('media_code', '=', this.media)
          .where('advertiser_id', 'in', accounts)
          .where('signature', 'in', signatures)
          .execute();
        return new Map(rows.map((r) => [keyOf(r.advertiser_id, r.signature), r.material_id]));
      };
      const existing = await held();
      const counted = await q
        .selectFrom('sandbox_materials')
        .select((eb) => ['advertiser_id', eb.fn.countAll<number>().as('n')])
        .where('media_code', '=', this.media)
        .where('advertiser_id', 'in', accounts)
        .where('created_at', '>=', new Date(chinaDayStart(chinaDay(now))))
        .groupBy('advertiser_id')
        .execute();
      const today = new Map(counted.map((r) => [r.advertiser_id, Number(r.n)]));
      const fresh = new Map<string, { advertiserId: string; signature: string; m: MaterialUpload }>();
      const answers = pairs.map(({ advertiserId, material }): string | Refusal => {
        const signature = material.signature.toLowerCase();
        const key = keyOf(advertiserId, signature);
        if (existing.has(key) || fresh.has(key)) return key;
        const used = today.get(advertiserId) ?? 0;
        if (used >= cap) return refusal('material_quota', { limit: cap });
        today.set(advertiserId, used + 1);
        fresh.set(key, { advertiserId, signature, m: material });
        return key;
      });
      if (fresh.size === 0) return answers.map((a) => (typeof a === 'string' ? (existing.get(a) ?? a) : a));
      const numbers = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n FROM generate_series(1, ${fresh.size})`.execute(q)).rows;
      const rows = [...fresh.values()].map(({ advertiserId, signature, m }, i) => ({
        media_code: this.media,
        material_id: shapedId(this.config.ids.material, numbers[i].n),
        advertiser_id: advertiserId,
        kind: m.kind,
        signature,
        format: m.format,
        file_name: m.fileName,
        width: m.width,
        height: m.height,
        size_bytes: m.size,
        duration_s: m.duration ?? null,
        created_at: new Date(now),
      }));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        // Another process receiving the same file at the same instant keeps its id; the re-read below answers it.
        await q
          .insertInto('sandbox_materials')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .onConflict((oc) => oc.columns(['media_code', 'advertiser_id', 'signature']).doNothing())
          .execute();
      }
      const heldNow = await held();
      return answers.map((a) => (typeof a === 'string' ? (heldNow.get(a) ?? refusal('system_busy')) : a));
    });
  }

  // ---------- reading materials ----------

  listMaterials(accessToken: string, query: ListMaterialsQuery): Promise<MaterialPage> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      const limit = Math.min(Math.max(1, query.limit ?? this.limits.pageSize), this.limits.pageSize);
      let select = this.selectMaterials().where('advertiser_id', '=', query.advertiserId);
      if (query.cursor) {
        const after = decodeCursor(query.cursor);
        const at = new Date(after.c);
        select = select.where((eb) => eb.or([eb('created_at', '>', at), eb.and([eb('created_at', '=', at), eb('material_id', '>', after.i)])]));
      }
      const rows = await select.orderBy('created_at').orderBy('material_id').limit(limit + 1).execute();
      const page = rows.slice(0, limit);
      const materials = await this.materialViews(page);
      return rows.length > limit ? { materials, nextCursor: encodeCursor(page[page.length - 1]) } : { materials };
    });
  }

  getMaterials(accessToken: string, advertiserId: string, materialIds: string[]): Promise<MaterialOutcome[]> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      if (materialIds.length > this.limits.pageSize) refuse('batch_too_large', { limit: this.limits.pageSize, value: materialIds.length });
      const rows = materialIds.length === 0 ? [] : await this.selectMaterials().where('material_id', 'in', materialIds).execute();
      const views = new Map((await this.materialViews(rows.filter((r) => r.advertiser_id === advertiserId))).map((v) => [v.materialId, v]));
      return materialIds.map((id): MaterialOutcome => {
        const value = views.get(id);
        return value ? { key: id, ok: true, value } : objectRefusal(this.config, id, refusal('not_found', { label: '素材' }));
      });
    });
  }

  /** The quality label codes of some of an account's materials, by id (ids not of the account are left out). */
  protected async materialLabelCodes(advertiserId: string, ids: readonly string[]): Promise<Map<string, string[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.selectMaterials().where('advertiser_id', '=', advertiserId).where('material_id', 'in', [...ids]).execute();
    return new Map((await this.materialViews(rows)).map((v) => [v.materialId, v.qualityLabels.map((l) => l.code)]));
  }

  private selectMaterials() {
    return this.q.selectFrom('sandbox_materials').selectAll().where('media_code', '=', this.media);
  }

  private async materialViews(rows: readonly MaterialRow[]): Promise<MediaMaterial[]> {
    const signatures = [...new Set(rows.map((r) => r.signature))];
    // The first copy of each file on this media, in any account (首发); later copies are 同质.
    const first = new Map<string, string>();
    if (signatures.length > 0) {
      const copies = await this.q
        .selectFrom('sandbox_materials')
        .select(['material_id', 'signature'])
        .where('media_code', '=', this.media)
        .where('signature', 'in', signatures)
        .orderBy('created_at')
        .orderBy('material_id')
        .execute();
      for (const copy of copies) if (!first.has(copy.signature)) first.set(copy.signature, copy.material_id);
    }
    const now = this.clock.now();
    return rows.map((r) => {
      const review = this.reviewOf(r, now);
      const decided = review.status !== 'reviewing';
      return {
        materialId: r.material_id,
        advertiserId: r.advertiser_id,
        kind: r.kind,
        signature: r.signature,
        format: r.format,
        fileName: r.file_name,
        width: r.width,
        height: r.height,
        size: r.size_bytes,
        duration: r.duration_s,
        review: review.status,
        rejectReason: review.reason,
        statusText: MATERIAL_STATUS_TEXT[review.status],
        qualityLabels: materialLabelsOf(
          { media: this.media, signature: r.signature, firstOnMedia: first.get(r.signature) === r.material_id, review },
          this.config.materialLabels,
          now,
        ),
        createdAt: r.created_at.toISOString(),
        reviewedAt: decided ? new Date(review.decidedAt).toISOString() : null,
      };
    });
  }

  private reviewOf(r: MaterialRow, now: number) {
    return materialReviewOf({ media: this.media, materialId: r.material_id, signature: r.signature, fileName: r.file_name, createdAt: r.created_at.getTime() }, now);
  }

  // ---------- figures by material ----------

  materialReport(accessToken: string, query: MaterialReportQuery): Promise<MaterialReportRow[]> {
    return this.call(async () => {
      await this.enter(accessToken, query.advertiserId);
      const ids = [...new Set(query.materialIds)];
      if (ids.length > this.limits.reportIds) refuse('batch_too_large', { limit: this.limits.reportIds, value: ids.length });
      const { from, to } = readDateRange(query.from, query.to);
      const materials = ids.length === 0 ? [] : await this.selectMaterials().where('material_id', 'in', ids).execute();
      const owned = materials.filter((m) => m.advertiser_id === query.advertiserId);
      if (owned.length !== ids.length) refuse('not_found', { label: '素材' });
      const users = owned.length === 0 ? [] : await this.selectObjects().where('advertiser_id', '=', query.advertiserId).where('material_id', 'in', ids).execute();
      const ctx = await this.contextWithDescendants(users);
      const out: MaterialReportRow[] = [];
      let since = performance.now();
      for (const material of owned) {
        // Figures only from review's approval on; a refused material never delivers.
        const review = this.reviewOf(material, Number.MAX_SAFE_INTEGER);
        if (review.status !== 'approved') continue;
        const using = users.filter((u) => u.material_id === material.material_id);
        for (let day = from; day <= to; day++) {
          if (performance.now() - since > REPORT_SLICE_MS) {
            await new Promise((resolve) => setImmediate(resolve));
            since = performance.now();
          }
          const total = emptyTotal();
          for (const row of using) {
            for (const f of ctx.figures(row, day)) if (f.hour * HOUR_MS >= review.decidedAt) addFigures(total, f);
          }
          if (total.costFen > 0 || total.impressions > 0) {
            const { id: _id, ...figures } = toRow(material.material_id, total, chinaDate(day));
            out.push({ materialId: material.material_id, ...figures });
          }
        }
      }
      return out;
    });
  }
}
