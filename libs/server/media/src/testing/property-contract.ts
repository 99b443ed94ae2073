// The port contract on properties (docs/design/properties.md §2.6, §2.7): per declared type, a create is listed
// incrementally, an edit and a delete come back as changes, a push copies into another account once (again: the
// same copy), and every refusal carries the media's code and the desk's words with nothing stored. A type's
// material fields name the account's own materials: the suite uploads a file for each id a sample names and
// sends its id, a copy pushed elsewhere takes the target's ids, and another account's material is not found.
// Each media's adapter runs it from its port contract spec with samples of its built types.
import { createHash } from 'node:crypto';
import { MEDIA_REGISTRY } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../lib/clock';
import type { MaterialUpload, MediaPort, MediaProperty, PropertyDraft, PropertyPush, PropertyTypeSpec, PropertyValues } from '../lib/port';
import type { SandboxRule } from '../lib/rules';
import { must, refusalOf, type PortHarness } from './contract-helpers';

export interface PropertySample {
  type: string;
  /** A draft the media accepts; a different name for each `i`. */
  draft(i: number): PropertyDraft;
  /** Values the media refuses, with the rule it refuses them by and (part of) the desk's sentence. */
  refused?: readonly { values: PropertyValues; rule: SandboxRule; says: string }[];
}

/**
 * The port with the harness's clock moved on before each of its calls by the gap its limits ask for (one call a
 * second at most, and no more a minute than the media allows), so the suite runs on the media's own limits.
 */
export function pacedPort(port: MediaPort, clock: PortHarness['clock']): MediaPort {
  const gapMs = Math.max(1000, Math.ceil(1000 / port.limits.callsPerSecond), Math.ceil(60_000 / port.limits.callsPerMinute));
  return new Proxy(port, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        clock.advance(gapMs);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

export function describePropertyContract(name: string, makeHarness: () => PortHarness, samples: readonly PropertySample[]): void {
  describe(`property port contract: ${name}`, () => {
    const h = makeHarness();
    const { clock } = h;
    const port = pacedPort(h.port, clock);
    const prefix = `${MEDIA_REGISTRY[port.media].displayName}：`;
    const specOf = (type: string): PropertyTypeSpec => must(port.properties.find((p) => p.type === type));
    let serial = 0;
    const draftOf = (sample: PropertySample) => sample.draft(++serial);

    /** A file of the kind that fits the media's first shape; its bytes are unique to the run. */
    const fileOf = (kind: 'image' | 'video', n: number): MaterialUpload => {
      const limits = kind === 'image' ? port.limits.material.IMAGE : port.limits.material.VIDEO;
      const bytes = Buffer.from(`资产契约素材|${port.media}|${kind}|${n}|`.repeat(40));
      const duration = port.limits.material.VIDEO.DURATION_S?.MIN ?? 10;
      return {
        kind,
        signature: createHash('md5').update(bytes).digest('hex'),
        format: limits.FORMATS[0],
        fileName: `资产契约素材_${n}.${limits.FORMATS[0]}`,
        width: limits.SPECS[0].MIN[0],
        height: limits.SPECS[0].MIN[1],
        size: bytes.byteLength,
        ...(kind === 'video' ? { duration } : {}),
        content: bytes,
      };
    };
    /**
     * The values with each id of the type's material fields replaced by a material the account holds: the file
     * the id stands for in this run (`files`, by the sample's id), uploaded to the account (the same file in
     * two accounts is two materials, one id each).
     */
    const files = new Map<string, number>();
    const placed = async (token: string, advertiserId: string, type: string, values: PropertyValues): Promise<PropertyValues> => {
      const next: Record<string, unknown> = { ...values };
      for (const [name, field] of Object.entries(specOf(type).materialFields)) {
        const value = values[name];
        if (value === undefined || value === null || value === '') continue;
        const own: string[] = [];
        for (const id of Array.isArray(value) ? value : [value]) {
          const n = files.get(String(id)) ?? files.size + 1;
          files.set(String(id), n);
          own.push((await port.uploadMaterial(token, advertiserId, fileOf(field.kind, n))).materialId);
        }
        next[name] = Array.isArray(value) ? own : own[0];
      }
      return next;
    };
    /** The sample's next draft, its materials the account's own. */
    const ownDraft = async (sample: PropertySample, token: string, advertiserId: string): Promise<PropertyDraft> => {
      const draft = draftOf(sample);
      return { ...draft, values: await placed(token, advertiserId, sample.type, draft.values) };
    };

    const listAll = async (p: MediaPort, token: string, advertiserId: string, type: string, cursor?: string) => {
      const properties: MediaProperty[] = [];
      for (;;) {
        const page = await p.listProperties(token, { advertiserId, type, cursor });
        properties.push(...page.properties);
        cursor = page.nextCursor;
        if (!page.hasMore) return { properties, cursor };
      }
    };

    it('declares every type with its kind and five operations', () => {
      for (const spec of port.properties) {
        expect(spec.kind).toBe(`${port.media}.${spec.type}`);
        expect(Object.keys(spec.operations).sort()).toEqual(['create', 'delete', 'edit', 'push', 'sync']);
        expect(spec.limits.nameMaxLength).toBeGreaterThan(0);
        expect(spec.limits.pushAccounts).toBeGreaterThan(0);
      }
    });

    it('refuses every operation a type does not offer, naming it', async () => {
      const { advertiserId, tokens } = await h.newAdvertiser();
      for (const spec of port.properties.filter((p) => !p.operations.create)) {
        const error = await refusalOf(port.createProperties(tokens.accessToken, { advertiserId, type: spec.type, drafts: [{ name: '不提供的操作', values: {} }] }));
        expect(error.mediaCode).toBe(h.errorCode('property_not_offered'));
        expect(error.message).toBe(`${prefix}该类资产不支持新建`);
        expect((await listAll(port, tokens.accessToken, advertiserId, spec.type)).properties).toEqual([]);
      }
    });

    for (const sample of samples) {
      describe(sample.type, () => {
        it('lists a create, an edit and a delete incrementally', async () => {
          const spec = specOf(sample.type);
          const { advertiserId, tokens } = await h.newAdvertiser();
          const token = tokens.accessToken;
          const first = await listAll(port, token, advertiserId, sample.type);
          const draft = await ownDraft(sample, token, advertiserId);
          const [made] = await port.createProperties(token, { advertiserId, type: sample.type, drafts: [draft] });
          if (!made.ok) throw new Error(made.reason);
          expect(made.value).toMatchObject({ name: draft.name, type: sample.type, advertiserId, state: 'enabled' });
          expect(made.value.review).toBe(spec.review ? 'reviewing' : null);
          const afterCreate = await listAll(port, token, advertiserId, sample.type, first.cursor);
          expect(afterCreate.properties.map((p) => p.id)).toEqual([made.value.id]);
          expect((await listAll(port, token, advertiserId, sample.type, afterCreate.cursor)).properties).toEqual([]);

          // Past every type's review window and an audience's computing time, within the token's life.
          clock.advance(2 * HOUR_MS);
          if (spec.review || spec.lifecycle) {
            // Review decided (or an audience computed) with the clock is answered as a change.
            const moved = await listAll(port, token, advertiserId, sample.type, afterCreate.cursor);
            expect(moved.properties.map((p) => p.id)).toEqual([made.value.id]);
            if (spec.review) expect(['approved', 'rejected']).toContain(moved.properties[0].review);
            if (spec.lifecycle) expect(moved.properties[0].lifecycle).toBe('available');
          }
          const settled = await listAll(port, token, advertiserId, sample.type, afterCreate.cursor);

          if (spec.operations.edit) {
            const renamed = `${draft.name}改`.slice(-spec.limits.nameMaxLength);
            const [edited] = await port.updateProperties(token, { advertiserId, type: sample.type, changes: [{ id: made.value.id, name: renamed }] });
            expect(edited.ok && edited.value.name).toBe(renamed);
            const changed = await listAll(port, token, advertiserId, sample.type, settled.cursor);
            expect(changed.properties.map((p) => [p.id, p.name])).toEqual([[made.value.id, renamed]]);
          }
          if (spec.operations.delete) {
            const before = await listAll(port, token, advertiserId, sample.type);
            expect(await port.deleteProperties(token, { advertiserId, type: sample.type, ids: [made.value.id] })).toEqual([{ key: made.value.id, ok: true, value: null }]);
            const gone = await listAll(port, token, advertiserId, sample.type, before.cursor);
            expect(gone.properties.map((p) => [p.id, p.state])).toEqual([[made.value.id, 'deleted']]);
          }
        });

        it('refuses a bad name or value with the media’s code and stores nothing', async () => {
          const spec = specOf(sample.type);
          const { advertiserId, tokens } = await h.newAdvertiser();
          const token = tokens.accessToken;
          const good = await ownDraft(sample, token, advertiserId);
          const long = { ...good, name: '长'.repeat(spec.limits.nameMaxLength + 1) };
          const bad = (sample.refused ?? []).map((r, i) => ({ ...draftOf(sample), name: `拒绝${i}_${serial}`, values: r.values }));
          const outcomes = await port.createProperties(token, { advertiserId, type: sample.type, drafts: [good, { ...good }, long, ...bad].slice(0, spec.limits.createBatch) });
          expect(outcomes[0].ok).toBe(true);
          if (outcomes.length > 1) expect(outcomes[1]).toMatchObject({ ok: false, mediaCode: h.errorCode('name_duplicate') });
          if (outcomes.length > 2) expect(outcomes[2]).toMatchObject({ ok: false, mediaCode: h.errorCode('name_too_long'), reason: `${prefix}名称最多${spec.limits.nameMaxLength}个字` });
          (sample.refused ?? []).forEach((r, i) => {
            const outcome = outcomes[3 + i];
            if (!outcome) return;
            expect(outcome).toMatchObject({ ok: false, mediaCode: h.errorCode(r.rule) });
            expect(!outcome.ok && outcome.reason).toContain(r.says);
          });
          const listed = await listAll(port, token, advertiserId, sample.type);
          expect(listed.properties.map((p) => p.name)).toEqual([good.name]);
        });

        // Only a type with material fields names materials.
        const [field] = Object.entries(specOf(sample.type).materialFields);
        if (field) {
          it('refuses a material of another account in a material field as not found, storing nothing', async () => {
            const a = await h.newAdvertiser();
            const b = await h.newAdvertiser();
            const draft = draftOf(sample);
            const theirs = await placed(b.tokens.accessToken, b.advertiserId, sample.type, draft.values);
            const [outcome] = await port.createProperties(a.tokens.accessToken, { advertiserId: a.advertiserId, type: sample.type, drafts: [{ ...draft, values: theirs }] });
            const value = theirs[field[0]];
            const first = String(Array.isArray(value) ? value[0] : value);
            expect(outcome).toMatchObject({ ok: false, mediaCode: h.errorCode('not_found'), reason: `${prefix}素材ID ${first}不存在或已删除` });
            expect((await listAll(port, a.tokens.accessToken, a.advertiserId, sample.type)).properties).toEqual([]);
          });
        }

        it('answers another account’s id as not found', async () => {
          const spec = specOf(sample.type);
          const a = await h.newAdvertiser();
          const b = await h.newAdvertiser();
          const [made] = await port.createProperties(a.tokens.accessToken, { advertiserId: a.advertiserId, type: sample.type, drafts: [await ownDraft(sample, a.tokens.accessToken, a.advertiserId)] });
          const id = must(made.ok ? made.value.id : undefined);
          if (spec.operations.delete) {
            const [outcome] = await port.deleteProperties(b.tokens.accessToken, { advertiserId: b.advertiserId, type: sample.type, ids: [id] });
            expect(outcome).toMatchObject({ ok: false, mediaCode: h.errorCode('not_found') });
          }
          const error = await refusalOf(port.listProperties(b.tokens.accessToken, { advertiserId: a.advertiserId, type: sample.type }));
          expect(error.mediaCode).toBe(h.errorCode('no_permission'));
        });

        it('pushes a copy into another account once, within the push batch', async () => {
          const spec = specOf(sample.type);
          if (!spec.operations.push) {
            const a = await h.newAdvertiser();
            const error = await refusalOf(port.pushProperties(a.tokens.accessToken, { type: sample.type, advertiserId: a.advertiserId, ids: ['1'], targetAdvertiserIds: ['2'] }));
            expect(error.mediaCode).toBe(h.errorCode('property_not_offered'));
            return;
          }
          const a = await h.newAdvertiser();
          const b = await h.newAdvertiser();
          const both = await h.withLimits({}).authorize([a.advertiserId, b.advertiserId]);
          const token = both.accessToken;
          const draft = draftOf(sample);
          const [made] = await port.createProperties(token, { advertiserId: a.advertiserId, type: sample.type, drafts: [{ ...draft, values: await placed(token, a.advertiserId, sample.type, draft.values) }] });
          const source = must(made.ok ? made.value : undefined);
          let push: PropertyPush = { type: sample.type, advertiserId: a.advertiserId, ids: [source.id], targetAdvertiserIds: [b.advertiserId] };
          if (Object.keys(spec.materialFields).length > 0) {
            // The source's material ids are no material of the target: refused, nothing copied.
            const [stranger] = await port.pushProperties(token, push);
            expect(stranger).toMatchObject({ ok: false, sourceId: source.id, advertiserId: b.advertiserId, mediaCode: h.errorCode('not_found') });
            expect((await listAll(port, token, b.advertiserId, sample.type)).properties).toEqual([]);
            // The same files made the target's own: the copy takes their ids.
            push = { ...push, values: { [b.advertiserId]: { [source.id]: await placed(token, b.advertiserId, sample.type, draft.values) } } };
          }
          const [copy] = await port.pushProperties(token, push);
          expect(copy).toMatchObject({ ok: true, sourceId: source.id, advertiserId: b.advertiserId });
          const copyId = must(copy.ok ? copy.propertyId : undefined);
          expect(copyId).not.toBe(source.id);
          expect(await port.pushProperties(token, push)).toEqual([copy]);
          const listed = await listAll(port, token, b.advertiserId, sample.type);
          expect(listed.properties.map((p) => [p.id, p.name, p.sourceId])).toEqual([[copyId, source.name, source.id]]);
          expect(listed.properties[0].values).toEqual(push.values?.[b.advertiserId]?.[source.id] ?? source.values);
          const over = Array.from({ length: spec.limits.pushAccounts + 1 }, (_, i) => `9${i}`);
          const error = await refusalOf(port.pushProperties(token, { ...push, targetAdvertiserIds: over }));
          expect(error.mediaCode).toBe(h.errorCode('property_push_too_large'));
        });
      });
    }
  });
}
