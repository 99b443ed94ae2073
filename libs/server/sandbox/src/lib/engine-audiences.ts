// The sandbox engine's audience calls of the data platform (docs/design/properties.md §4.1): a hashed ID list
// uploaded as the media's audience pack (a `custom-audience` property computing for 15 s + 1 s per 10,000 IDs),
// a lookalike from a seed pack, the media's handpicked packs. Every call enters like any other; a refusal stores
// nothing. The figures are audience-model.ts's, the catalogue handpicked.ts's.
import { sql as raw } from 'kysely';
import { checkPropertyName, isHashedLine } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { PROPERTY_OPERATION_TEXT, propertyRefusal, type AudienceExpansion, type AudienceUpload, type HandpickedAudience, type MaterialContent } from '@toufang/server-media';
import { createHash } from 'node:crypto';
import type { SandboxPropertyType } from './config';
import { shapedId } from './ids';
import { audienceLifecycleOf, type PropertyFacts } from './property-model';
import { newPropertyRow } from './property-rows';
import { computingMs, expandedSize, matchedSize } from './audience-model';
import { handpickedCatalogue } from './handpicked';
import type { PropertyRow, Q } from './engine-property-rules';
import { refuse } from './wire';
import { SandboxProperties } from './engine-properties';

/** The type every media's audience packs are declared as. */
export const AUDIENCE_TYPE = 'custom-audience';
const DAY_MS = 86_400_000;

/** Reads an MD5 list line by line: its count, and its own md5; the first line that is not an MD5 refuses it. */
async function readHashedList(content: MaterialContent): Promise<{ rows: number; md5: string }> {
  const hash = createHash('md5');
  const decoder = new TextDecoder();
  let rows = 0;
  let rest = '';
  const take = (line: string) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    rows += 1;
    if (!isHashedLine(trimmed)) refuse('audience_file_invalid', { detail: `第${rows}行不是MD5，人群文件须为每行一个小写MD5` });
  };
  const chunks = content instanceof Uint8Array ? [content] : content();
  for await (const chunk of chunks) {
    hash.update(chunk);
    const text = rest + decoder.decode(chunk, { stream: true });
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    lines.forEach(take);
  }
  take(rest + decoder.decode());
  return { rows, md5: hash.digest('hex') };
}

interface NewAudience {
  advertiserId: string;
  name: string;
  values: Record<string, unknown>;
  size: number;
  /** 计算中 this long from now. */
  computeMs: number;
}

export abstract class SandboxAudiences extends SandboxProperties {
  /**
   * The media's audience type, when built: packs come from the data platform's upload (and lookalikes), which
   * every media with an audience type takes, while its property page offers no 新建 (OPERATIONS.create is the
   * page's form, false for audiences).
   */
  protected audienceType(): SandboxPropertyType {
    const spec = this.declared(AUDIENCE_TYPE);
    if (!spec || spec.lifecycle === null) refuse('property_not_offered', { label: '人群包', operation: PROPERTY_OPERATION_TEXT.create });
    return spec;
  }

  uploadAudience(accessToken: string, advertiserId: string, upload: AudienceUpload): Promise<{ propertyId: string }> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      const spec = this.audienceType();
      await this.advertiser(advertiserId);
      const list = await readHashedList(upload.content);
      if (list.rows === 0) refuse('audience_file_invalid', { detail: '人群文件为空' });
      if (list.rows !== upload.rows) refuse('audience_file_invalid', { detail: `人群文件行数${list.rows}与声明的${upload.rows}不符` });
      const size = matchedSize(this.media, list.md5, list.rows);
      return this.newAudience(spec, {
        advertiserId,
        name: upload.name,
        values: { source: 'upload', id_type: upload.idType, rows: list.rows, file_md5: list.md5 },
        size,
        computeMs: computingMs(spec.lifecycle?.computeMs ?? 15_000, list.rows),
      });
    });
  }

  expandAudience(accessToken: string, advertiserId: string, expansion: AudienceExpansion): Promise<{ propertyId: string }> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      const spec = this.audienceType();
      if (!Number.isInteger(expansion.level) || expansion.level < 1 || expansion.level > 10) refuse('invalid_value', { detail: '扩量等级须为1到10' });
      const seed = (await this.ownRows(this.q, advertiserId, AUDIENCE_TYPE, [expansion.seedId])).get(expansion.seedId);
      if (!seed) return refuse('not_found', { label: '种子人群包' });
      const lifecycle = audienceLifecycleOf(this.facts(seed), spec, this.clock.now());
      if (lifecycle !== 'available' && lifecycle !== 'expiring') refuse('audience_not_ready', { detail: '种子人群包尚未计算完成或已失效，不能扩量' });
      const verdict = expandedSize(this.media, Number(seed.size ?? 0), expansion.level);
      if (!verdict.ok) refuse('property_invalid', { detail: `种子人群包覆盖人数不足${verdict.seedMin.toLocaleString('en-US')}，不能扩量` });
      const suffix = `_扩量${expansion.level}`;
      return this.newAudience(spec, {
        advertiserId,
        name: seed.name.slice(0, Math.max(1, spec.limits.NAME_MAX_LENGTH - suffix.length)) + suffix,
        values: { source: 'expand', seed_id: seed.property_id, level: expansion.level },
        size: verdict.size,
        computeMs: computingMs(spec.lifecycle?.computeMs ?? 15_000, verdict.size / 100),
      });
    });
  }

  listHandpicked(accessToken: string, advertiserId: string): Promise<HandpickedAudience[]> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      this.audienceType();
      return handpickedCatalogue(this.media, this.clock.now());
    });
  }

  addHandpicked(accessToken: string, advertiserId: string, handpickId: string): Promise<{ propertyId: string }> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      const spec = this.audienceType();
      const pack = handpickedCatalogue(this.media, this.clock.now()).find((p) => p.handpickId === handpickId);
      if (!pack) return refuse('not_found', { label: '精选人群包' });
      // Adding the same pack to the same account again answers the pack it already has.
      const held = await this.q
        .selectFrom('sandbox_properties')
        .select('property_id')
        .where('media_code', '=', this.media)
        .where('advertiser_id', '=', advertiserId)
        .where('property_type', '=', AUDIENCE_TYPE)
        .where('state', '<>', 'deleted')
        .where(raw<string>`values->>'handpick_id'`, '=', handpickId)
        .executeTakeFirst();
      if (held) return { propertyId: held.property_id };
      return this.newAudience(spec, {
        advertiserId,
        name: pack.name.slice(0, spec.limits.NAME_MAX_LENGTH),
        values: { source: 'handpick', handpick_id: handpickId, category: pack.category },
        size: pack.size,
        computeMs: spec.lifecycle?.computeMs ?? 15_000,
      });
    });
  }

  /** Inserts a pack after the name and per-account checks, in one transaction (a refusal stores nothing). */
  private newAudience(spec: SandboxPropertyType, input: NewAudience): Promise<{ propertyId: string }> {
    return this.db.transaction(async (tx) => {
      const q = sqlOn(tx);
      const taken = await this.takenNames(q, input.advertiserId, AUDIENCE_TYPE, [input.name]);
      const named = checkPropertyName(input.name, spec.limits.NAME_MAX_LENGTH);
      if (named) {
        const problem = propertyRefusal(this.media, named);
        refuse(problem.rule, { ...problem.params });
      }
      if (taken.has(input.name)) refuse('name_duplicate', { value: input.name, label: '人群包' });
      const quota = this.quotaProblem(spec, AUDIENCE_TYPE, await this.heldCount(q, input.advertiserId, AUDIENCE_TYPE));
      if (quota) refuse(quota.rule, { ...quota.params, label: '人群包' });
      const row = await this.insertAudience(q, spec, input);
      return { propertyId: row.property_id };
    });
  }

  private async insertAudience(q: Q, spec: SandboxPropertyType, input: NewAudience): Promise<PropertyRow> {
    const now = this.clock.now();
    const [{ n }] = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n`.execute(q)).rows;
    const id = shapedId(spec.ids, n);
    const expiresDays = spec.lifecycle?.expiresDays ?? 180;
    const facts: PropertyFacts = {
      media: this.media,
      id,
      name: input.name,
      state: 'enabled',
      reviewAt: null,
      readyAt: now + input.computeMs,
      expiresAt: now + expiresDays * DAY_MS,
      offlineAt: null,
    };
    const values = newPropertyRow({
      spec,
      type: AUDIENCE_TYPE,
      advertiserId: input.advertiserId,
      draft: { name: input.name, values: input.values },
      facts,
      size: input.size,
      source: null,
      createdAt: now,
      now,
    });
    return q.insertInto('sandbox_properties').values(values).returningAll().executeTakeFirstOrThrow();
  }
}
