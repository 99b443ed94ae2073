// Batch creation through the port against one media's sandbox (docs/design/creation.md §3), over the suite's
// database: what a draft carries is kept and answered, packs chosen by the draft are the object's bindings,
// objects are found by exact name and parent, and each refusal the media makes comes per object in its code
// and the desk's words; gdt answers a repeated request id with the ad it made; the daily cap; a batch of 100
// through the gateway at the media's batch size and pace, and a busy answer not sent again.
import { MEDIA_REGISTRY, titleRuleOf } from '@toufang/domain';
import { sql as raw } from 'kysely';
import { sqlOn, type Db } from '@toufang/server-db';
import {
  bindingsOfAttributes,
  chinaDay,
  chinaDayStart,
  DAY_MS,
  fakeTime,
  HOUR_MS,
  MediaGateway,
  memoryTokenKeeper,
  PROPERTY_BINDING_ATTRIBUTES,
  type LevelSpec,
  type MediaObject,
  type MediaPort,
  type ObjectDraft,
  type ObjectOutcome,
} from '@toufang/server-media';
import { describe, expect, it } from 'vitest';
import type { SandboxMediaConfig } from '../lib/config';
import { shapedId } from '../lib/ids';
import { MATERIAL_MODEL, materialLabelsOf, materialReviewOf } from '../lib/material-model';
import { seedSandboxMaterials } from '../lib/seed-materials';
import { sandboxHarness } from './sandbox-harness';

const must = <T>(value: T | undefined | null): T => {
  if (value === undefined || value === null) throw new Error('the test setup did not produce what it should');
  return value;
};
const created = (o: ObjectOutcome<MediaObject>): MediaObject => {
  if (!o.ok) throw new Error(`create refused: ${o.reason}`);
  return o.value;
};

/** The first md5 from `from` on whose file the media's review approves and labels 低效 (or not), with its number. */
function signatureOf(media: string, lowEfficiency: boolean, from: number): { md5: string; k: number } {
  for (let k = from; ; k++) {
    const md5 = k.toString(16).padStart(32, '0');
    const review = materialReviewOf({ media, materialId: '1', signature: md5, fileName: '创建素材.jpg', createdAt: 0 }, Number.MAX_SAFE_INTEGER);
    const labels = materialLabelsOf({ media, signature: md5, firstOnMedia: true, review }, { first: '', similar: '', low_efficiency: '' }, Number.MAX_SAFE_INTEGER);
    if (review.status === 'approved' && labels.some((l) => l.code === 'low_efficiency') === lowEfficiency) return { md5, k };
  }
}

/** Where the next search for a file starts (each test's files differ from the others'). */
let nextFile = 0x7e0000;
let packSerial = 0;

export function describeCreationContract(config: SandboxMediaConfig, lazyDb: () => Db): void {
  const creation = must(config.creation);
  const prefix = `${MEDIA_REGISTRY[config.media].displayName}：`;
  const deliverSpec = must(config.levels.find((l) => l.delivers));
  const line: LevelSpec[] = [];
  for (let s: LevelSpec | undefined = deliverSpec; s; s = config.levels.find((l) => l.level === s?.parent)) line.unshift(s);
  const creativeSpec = config.levels.find((l) => l.parent === deliverSpec.level) ?? deliverSpec;
  if (creativeSpec !== deliverSpec) line.push(creativeSpec);
  const top = line[0];
  const limits = config.limits;
  // The tests call in a row on a clock that does not move: the media's pacing is the gateway test's (the last).
  const unpaced: SandboxMediaConfig = { ...config, limits: { ...limits, callsPerSecond: 10_000, callsPerMinute: 1_000_000 } };
  const titleRule = titleRuleOf(config.media);
  /** A title within the media's length rule (latin letters count 1 in every counting). */
  const title = (n: number) => String(n).padStart(titleRule.minLength, 't');
  /** Two materials a creative where the media takes two, else one. */
  const pairOf = (a: string, b: string) => (creation.materials.max >= 2 ? [a, b] : [a]);
  let serial = 0;
  const draft = (spec: LevelSpec, parentId: string | null, over: Partial<ObjectDraft> = {}): ObjectDraft => ({
    parentId,
    name: `创建${spec.label}_${++serial}`,
    budget: spec.has.budget ? (limits.minBudget[spec.level] ?? 100) * 4 : undefined,
    bid: spec.has.bid ? limits.bidRange.min + 2 : undefined,
    ...over,
  });

  /** A pack of the account (定向包 or 人群包), as the media holds it. */
  const insertPack = async (db: Db, advertiserId: string, kind: 'targeting' | 'audiences', at: number): Promise<string> => {
    const q = sqlOn(db);
    const [{ n }] = (await raw<{ n: number }>`SELECT nextval('sandbox_id_seq')::int AS n`.execute(q)).rows;
    const id = shapedId({ prefix: '9', digits: 12 }, n);
    await q
      .insertInto('sandbox_properties')
      .values({
        media_code: config.media,
        property_id: id,
        property_type: PROPERTY_BINDING_ATTRIBUTES[kind].type,
        advertiser_id: advertiserId,
        parent_id: null,
        name: `创建包_${++packSerial}`,
        values: JSON.stringify({}),
        review_at: null,
        ready_at: null,
        expires_at: null,
        offline_at: null,
        size: null,
        source_property_id: null,
        source_advertiser_id: null,
        created_at: new Date(at),
        modified_at: new Date(at),
        next_transition_at: null,
      })
      .execute();
    return id;
  };

  /** Materials of the account received four days ago (review and the 低效 window passed). */
  const materials = async (db: Db, advertiserId: string, now: number, lowEfficiency: readonly boolean[]): Promise<string[]> => {
    const image = limits.material.IMAGE;
    return seedSandboxMaterials(
      db,
      config,
      lowEfficiency.map((low) => {
        const { md5: signature, k } = signatureOf(config.media, low, nextFile);
        nextFile = k + 1;
        return { advertiserId, kind: 'image' as const, signature, format: image.FORMATS[0], fileName: '创建素材.jpg', width: image.SPECS[0].MIN[0], height: image.SPECS[0].MIN[1], size: 1024, receivedAt: now - 4 * DAY_MS - MATERIAL_MODEL.lowEfficiencyAfterHours * HOUR_MS };
      }),
    );
  };

  /** The line down to the creative's parent; answers the parent's id (null when the creative is the top). */
  const parents = async (port: MediaPort, token: string, advertiserId: string, over: Partial<ObjectDraft> = {}): Promise<string | null> => {
    let parentId: string | null = null;
    const above = line.slice(0, -1);
    for (const spec of above) {
      const [made] = await port.createObjects(token, { advertiserId, level: spec.level, drafts: [draft(spec, parentId, spec === above[above.length - 1] ? over : {})] });
      parentId = created(made).id;
    }
    return parentId;
  };

  describe(`sandbox creation: ${config.media}`, () => {
    it('keeps what a draft carries, answers it in attributes and bindings, and finds it by exact name and parent', async () => {
      const h = sandboxHarness(lazyDb(), unpaced);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const token = tokens.accessToken;
      const now = h.clock.now();
      const targeting = await insertPack(h.db, advertiserId, 'targeting', now - DAY_MS);
      const audience = await insertPack(h.db, advertiserId, 'audiences', now - DAY_MS);
      const [good] = await materials(h.db, advertiserId, now, [false]);
      const settings = { [creation.settingKeys.goal[0]]: 'ACTIVE', [creation.settingKeys.bidType[0]]: 'CUSTOM', deepGoal: { id: 7 } };
      const parentId = await parents(h.port, token, advertiserId);
      const [made] = await h.port.createObjects(token, {
        advertiserId,
        level: creativeSpec.level,
        drafts: [draft(creativeSpec, parentId, { settings, targetingId: targeting, audienceIds: [audience], materialIds: [good], titles: [title(1)], requestId: 'req-keep' })],
      });
      const object = created(made);
      expect(object.attributes).toMatchObject({
        [creation.settingKeys.goal[0]]: 'ACTIVE',
        [creation.settingKeys.bidType[0]]: 'CUSTOM',
        deepGoal: '{"id":7}',
        material_ids: good,
        title: title(1),
        titles: JSON.stringify([title(1)]),
        [PROPERTY_BINDING_ATTRIBUTES.targeting.attribute]: targeting,
        [PROPERTY_BINDING_ATTRIBUTES.audiences.attribute]: audience,
      });
      expect(object.materialId).toBe(good);
      expect(bindingsOfAttributes(object.attributes).map((b) => b.id).sort()).toEqual([targeting, audience].sort());

      // A sibling, then the lookups a retry makes: exact name (not a prefix), and the parent's children.
      const [sibling] = await h.port.createObjects(token, { advertiserId, level: creativeSpec.level, drafts: [draft(creativeSpec, parentId, { name: `${object.name}_2` })] });
      h.clock.advance(1000);
      const byName = await h.port.listObjects(token, { advertiserId, level: creativeSpec.level, name: object.name });
      expect(byName.objects.map((o) => o.id)).toEqual([object.id]);
      expect(byName.objects[0].attributes).toEqual(object.attributes);
      expect((await h.port.listObjects(token, { advertiserId, level: creativeSpec.level, name: '没有这个名称' })).objects).toEqual([]);
      if (parentId !== null) {
        const children = await h.port.listObjects(token, { advertiserId, level: creativeSpec.level, parentId });
        expect(children.objects.map((o) => o.id).sort()).toEqual([object.id, created(sibling).id].sort());
        expect((await h.port.listObjects(token, { advertiserId, level: creativeSpec.level, parentId: '1', name: object.name })).objects).toEqual([]);
      }
      // A pack the draft chose is in use: the media refuses to remove it.
      const removal = await h.port.deleteProperties(token, { advertiserId, type: PROPERTY_BINDING_ATTRIBUTES.targeting.type, ids: [targeting] });
      if (config.properties[PROPERTY_BINDING_ATTRIBUTES.targeting.type] && config.properties[PROPERTY_BINDING_ATTRIBUTES.targeting.type] !== 'pending') {
        expect(removal[0]).toMatchObject({ ok: false, mediaCode: h.errorCode('property_in_use') });
      }
    });

    it(`lets names repeat ${creation.namesRepeat.length > 0 ? `only at ${creation.namesRepeat.join(', ')}` : 'at no level'}, as its creation rules say; its parents' names stay unique`, async () => {
      // What each media's creation rules declare (nameUnique per level), read through sandboxCreationOf.
      const repeatable: Record<string, readonly string[]> = { toutiao: ['creative'], gdt: ['creative'], kuaishou: ['delivery-creative'], baidu: ['creative'], qianchuan: [], bilibili: ['creative'] };
      expect(creation.namesRepeat).toEqual(repeatable[config.media]);
      const h = sandboxHarness(lazyDb(), unpaced);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const token = tokens.accessToken;
      const create = (spec: LevelSpec, drafts: ObjectDraft[]) => h.port.createObjects(token, { advertiserId, level: spec.level, drafts });
      // Each level the media lets repeat (the deliver level where none does), under one parent made for it.
      const levels = creation.namesRepeat.length > 0 ? creation.namesRepeat.map((level) => must(config.levels.find((l) => l.level === level))) : [deliverSpec];
      for (const spec of levels) {
        const chain: LevelSpec[] = [];
        for (let s: LevelSpec | undefined = spec; s; s = config.levels.find((l) => l.level === s?.parent)) chain.unshift(s);
        const line: MediaObject[] = [];
        for (const above of chain.slice(0, -1)) line.push(created((await create(above, [draft(above, line.at(-1)?.id ?? null)]))[0]));
        const parentId = line.at(-1)?.id ?? null;
        const repeats = creation.namesRepeat.includes(spec.level);
        const name = `同名${spec.label}_${++serial}`;
        // Two in one call, a third in another; then a sibling renamed to the name.
        const outcomes = [...(await create(spec, [draft(spec, parentId, { name }), draft(spec, parentId, { name })])), ...(await create(spec, [draft(spec, parentId, { name })]))];
        const sibling = created((await create(spec, [draft(spec, parentId)]))[0]);
        const [renamed] = await h.port.updateObjects(token, { advertiserId, level: spec.level, field: 'name', items: [{ id: sibling.id, value: name }] });
        if (repeats) {
          expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
          expect(outcomes.map((o) => o.key)).toEqual([name, name, name]);
          expect(new Set(outcomes.map((o) => created(o).id)).size).toBe(3);
          expect(renamed.ok).toBe(true);
          const listed = await h.port.listObjects(token, { advertiserId, level: spec.level, name, ...(parentId ? { parentId } : {}) });
          expect(listed.objects).toHaveLength(4);
        } else {
          expect(outcomes.map((o) => o.ok)).toEqual([true, false, false]);
          expect(outcomes[1]).toMatchObject({ key: name, mediaCode: h.errorCode('name_duplicate') });
          expect(renamed).toMatchObject({ ok: false, mediaCode: h.errorCode('name_duplicate') });
        }
        // The levels above keep names unique: a second parent of the first one's name is refused.
        const parent = line.at(-1);
        if (parent) {
          const [again] = await create(chain[chain.length - 2], [draft(chain[chain.length - 2], parent.parentId, { name: parent.name })]);
          expect(again).toMatchObject({ ok: false, key: parent.name, mediaCode: h.errorCode('name_duplicate') });
        }
        // Past the engine's check (another process's insert at the same instant), the database keeps a unique
        // level unique and lets a repeating one repeat: a copy of an object under a new id inserts or not.
        const copy = (id: string) =>
          raw<{ object_id: string }>`
            INSERT INTO sandbox_objects (media_code, object_id, advertiser_id, level, parent_id, name, opt_status, settings_log, created_at, modified_at, review_at, name_unique)
            SELECT media_code, object_id || '0', advertiser_id, level, parent_id, name, opt_status, settings_log, created_at, modified_at, review_at, name_unique
            FROM sandbox_objects WHERE media_code = ${config.media} AND object_id = ${id}
            ON CONFLICT DO NOTHING RETURNING object_id`.execute(sqlOn(h.db));
        expect((await copy(created(outcomes[0]).id)).rows).toHaveLength(repeats ? 1 : 0);
        if (parent) expect((await copy(parent.id)).rows).toHaveLength(0);
      }
    });

    it('refuses per object, in its code and the desk’s words: foreign packs and materials, titles and materials out of its counts', async () => {
      const h = sandboxHarness(lazyDb(), unpaced);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const other = await h.newAdvertiser();
      const token = tokens.accessToken;
      const now = h.clock.now();
      const foreignPack = await insertPack(h.db, other.advertiserId, 'targeting', now - DAY_MS);
      const [foreignMaterial] = await materials(h.db, other.advertiserId, now, [false]);
      const [good] = await materials(h.db, advertiserId, now, [false]);
      const parentId = await parents(h.port, token, advertiserId);
      const long = 'x'.repeat(titleRule.maxLength + 1);
      const drafts = [
        draft(creativeSpec, parentId, { targetingId: foreignPack }),
        draft(creativeSpec, parentId, { materialIds: [good, foreignMaterial], titles: [title(1)] }),
        draft(creativeSpec, parentId, { materialIds: [good], titles: Array.from({ length: creation.titles.max + 1 }, (_, i) => title(i)) }),
        draft(creativeSpec, parentId, { materialIds: [good], titles: [long] }),
        draft(creativeSpec, parentId, { materialIds: Array.from({ length: creation.materials.max + 1 }, () => good), titles: [title(1)] }),
        draft(creativeSpec, parentId, { materialIds: [good], titles: [title(2)] }),
      ];
      const outcomes = await h.port.createObjects(token, { advertiserId, level: creativeSpec.level, drafts });
      expect(outcomes.map((o) => o.ok)).toEqual([false, false, false, false, false, true]);
      expect(outcomes[0]).toEqual({ key: drafts[0].name, ok: false, mediaCode: h.errorCode('reference_not_found'), reason: `${prefix}定向包“${foreignPack}”不存在或不属于该账户` });
      expect(outcomes[1]).toMatchObject({ mediaCode: h.errorCode('reference_not_found'), reason: `${prefix}素材“${foreignMaterial}”不存在或不属于该账户` });
      expect(outcomes[2]).toMatchObject({ mediaCode: h.errorCode('title_count'), reason: `${prefix}每个创意须有${creation.titles.min}至${creation.titles.max}个标题，本次${creation.titles.max + 1}个` });
      expect(outcomes[3]).toMatchObject({ mediaCode: h.errorCode('title_length'), reason: expect.stringContaining(`${prefix}标题“${long}”长度须在${titleRule.minLength}-${titleRule.maxLength}个字符之间`) });
      expect(outcomes[4]).toMatchObject({ mediaCode: h.errorCode('material_count') });
      // The refused drafts made nothing.
      const listed = await h.port.listObjects(token, { advertiserId, level: creativeSpec.level });
      expect(listed.objects.map((o) => o.name)).toEqual([drafts[5].name]);
    });

    it(`${creation.forbidden.length > 0 ? 'refuses' : 'has no'} forbidden bid type × goal pairs${creation.refusesAllLowEfficiency ? ', and refuses a creative whose materials are all 低效' : ''}`, async () => {
      const h = sandboxHarness(lazyDb(), unpaced);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const token = tokens.accessToken;
      const [low1, low2, fine] = await materials(h.db, advertiserId, h.clock.now(), [true, true, false]);
      const parentId = await parents(h.port, token, advertiserId);
      const pairs = creation.forbidden.map((f) => draft(creativeSpec, parentId, { settings: { [creation.settingKeys.bidType[0]]: f.bidType, [creation.settingKeys.goal[0]]: f.goal } }));
      const allowed = draft(creativeSpec, parentId, { settings: { [creation.settingKeys.bidType[0]]: 'CUSTOM', [creation.settingKeys.goal[0]]: 'ACTIVE' } });
      const lowOnly = draft(creativeSpec, parentId, { materialIds: pairOf(low1, low2), titles: [title(1)] });
      const mixed = draft(creativeSpec, parentId, { materialIds: creation.materials.max >= 2 ? [low1, fine] : [fine], titles: [title(2)] });
      const outcomes = await h.port.createObjects(token, { advertiserId, level: creativeSpec.level, drafts: [...pairs, allowed, lowOnly, mixed] });
      creation.forbidden.forEach((f, i) => expect(outcomes[i]).toMatchObject({ ok: false, mediaCode: h.errorCode('bid_goal_forbidden'), reason: `${prefix}${f.reason}` }));
      const [allowedOutcome, lowOutcome, mixedOutcome] = outcomes.slice(pairs.length);
      expect(allowedOutcome.ok).toBe(true);
      expect(mixedOutcome.ok).toBe(true);
      if (creation.refusesAllLowEfficiency) {
        expect(lowOutcome).toMatchObject({ ok: false, mediaCode: h.errorCode('creative_low_efficiency'), reason: `${prefix}所选素材均为低效素材，请至少使用一个非低效素材` });
      } else {
        expect(lowOutcome.ok).toBe(true);
      }
    });

    it(`${creation.refusesIdenticalAds ? 'refuses' : 'takes'} an ad identical to a live one (same materials, titles and targeting)`, async () => {
      const h = sandboxHarness(lazyDb(), unpaced);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const token = tokens.accessToken;
      const now = h.clock.now();
      const [packA, packB] = [await insertPack(h.db, advertiserId, 'targeting', now - DAY_MS), await insertPack(h.db, advertiserId, 'targeting', now - DAY_MS)];
      const [m1, m2] = await materials(h.db, advertiserId, now, [false, false]);
      // The targeting on the creative's parent where it has one (gdt's adgroup), else on the creative itself.
      const onParent = creativeSpec !== line[0];
      const parentA = await parents(h.port, token, advertiserId, onParent ? { targetingId: packA } : {});
      const parentB = await parents(h.port, token, advertiserId, onParent ? { targetingId: packB } : {});
      const ad = (parentId: string | null, pack: string, over: Partial<ObjectDraft> = {}) =>
        draft(creativeSpec, parentId, { materialIds: pairOf(m1, m2), titles: [title(1)], ...(onParent ? {} : { targetingId: pack }), ...over });
      const [first] = await h.port.createObjects(token, { advertiserId, level: creativeSpec.level, drafts: [ad(parentA, packA)] });
      const firstId = created(first).id;
      // Same materials (in another order), titles and targeting; then another targeting; then other titles.
      const again = await h.port.createObjects(token, {
        advertiserId,
        level: creativeSpec.level,
        drafts: [ad(parentA, packA, { materialIds: pairOf(m2, m1) }), ad(parentB, packB), ad(parentA, packA, { titles: [title(2)] })],
      });
      if (creation.refusesIdenticalAds) {
        expect(again.map((o) => o.ok)).toEqual([false, true, true]);
        expect(again[0]).toMatchObject({ mediaCode: h.errorCode('ad_identical'), reason: `${prefix}与账户内在投广告（ID ${firstId}）的素材、标题和定向完全相同，不能重复创建` });
        // Once the first is deleted, the same ad is taken.
        expect((await h.port.updateObjects(token, { advertiserId, level: creativeSpec.level, field: 'status', items: [{ id: firstId, value: 'deleted' }] }))[0].ok).toBe(true);
        expect((await h.port.createObjects(token, { advertiserId, level: creativeSpec.level, drafts: [ad(parentA, packA)] }))[0].ok).toBe(true);
      } else {
        expect(again.map((o) => o.ok)).toEqual([true, true, true]);
      }
    });

    it(`${creation.idempotency === 'requestId' ? 'answers a repeated request id with the object it made, durably' : 'ignores a request id'}`, async () => {
      const h = sandboxHarness(lazyDb(), unpaced);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const token = tokens.accessToken;
      const first = draft(top, null, { requestId: `req-${config.media}-1` });
      const [made] = await h.port.createObjects(token, { advertiserId, level: top.level, drafts: [first] });
      const object = created(made);
      h.clock.advance(1000);
      // Another process (a restart): the same request id, the same draft.
      const [repeat] = await h.again().createObjects(token, { advertiserId, level: top.level, drafts: [first] });
      const renamed = await h.port.createObjects(token, { advertiserId, level: top.level, drafts: [{ ...first, name: `${first.name}_改` }] });
      const listed = (await h.port.listObjects(token, { advertiserId, level: top.level })).objects;
      if (creation.idempotency === 'requestId') {
        expect(repeat).toEqual({ key: first.name, ok: true, value: { ...object, learning: created(repeat).learning, statusText: created(repeat).statusText } });
        expect(created(renamed[0]).id).toBe(object.id);
        expect(listed.map((o) => o.id)).toEqual([object.id]);
      } else {
        expect(repeat).toMatchObject({ ok: false, mediaCode: h.errorCode('name_duplicate') });
        expect(created(renamed[0]).id).not.toBe(object.id);
        expect(listed).toHaveLength(2);
      }
    });

    it('refuses creates past its daily cap, per account, until the next China day', async () => {
      const cap = 3;
      const h = sandboxHarness(lazyDb(), { ...unpaced, creation: { ...creation, createsPerDay: cap } });
      const { advertiserId, tokens } = await h.newAdvertiser();
      const other = await h.newAdvertiser();
      const drafts = Array.from({ length: cap + 1 }, () => draft(top, null));
      const outcomes = await h.port.createObjects(tokens.accessToken, { advertiserId, level: top.level, drafts });
      expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, false]);
      expect(outcomes[cap]).toMatchObject({ mediaCode: h.errorCode('create_daily_cap'), reason: `${prefix}该账户今日创建数量已达上限${cap}个，请明日再试` });
      expect((await h.port.createObjects(other.tokens.accessToken, { advertiserId: other.advertiserId, level: top.level, drafts: [draft(top, null)] }))[0].ok).toBe(true);
      h.clock.set(chinaDayStart(chinaDay(h.clock.now()) + 1) + HOUR_MS);
      const { accessToken } = await h.withLimits({}).authorize([advertiserId]);
      expect((await h.port.createObjects(accessToken, { advertiserId, level: top.level, drafts: [drafts[cap]] }))[0].ok).toBe(true);
    });

    it('a batch of 100 through the gateway: in calls of its create size, paced; a busy answer is not sent again and says the outcome is unknown', async () => {
      const h = sandboxHarness(lazyDb(), config);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const keeper = memoryTokenKeeper();
      keeper.set(config.media, advertiserId, tokens);
      const time = fakeTime(h.clock);
      let calls = 0;
      const port = new Proxy(h.port, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (property !== 'createObjects' || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls += 1;
            return Reflect.apply(value, target, args);
          };
        },
      });
      const gateway = new MediaGateway(port, { db: h.db, tokens: keeper, time });
      const size = limits.batch.create;
      const drafts = Array.from({ length: 100 }, () => draft(top, null));
      const outcomes = await gateway.createObjects(advertiserId, top.level, drafts);
      expect(outcomes.map((o) => o.key)).toEqual(drafts.map((d) => d.name));
      expect(outcomes.every((o) => o.ok)).toBe(true);
      const chunks = Math.ceil(100 / size);
      expect(calls).toBe(chunks);
      // Paced: never more than the media's calls per second, never past its per-minute share.
      const spacing = Math.ceil(1000 / limits.callsPerSecond);
      expect(time.slept.filter((ms) => ms > 0).length).toBeGreaterThanOrEqual(Math.min(chunks - 1, 1));
      expect(time.slept.every((ms) => ms <= Math.max(spacing, 60_000))).toBe(true);

      // The media answers busy: the chunk is not sent again; its drafts come back with the outcome unknown.
      calls = 0;
      h.inject(advertiserId, 'system_busy', 1);
      const busy = [draft(top, null), draft(top, null)];
      const unclear = await gateway.createObjects(advertiserId, top.level, busy);
      expect(calls).toBe(1);
      expect(unclear).toEqual(busy.map((d) => ({ key: d.name, ok: false, mediaCode: h.errorCode('system_busy'), reason: `${prefix}媒体系统繁忙，请稍后重试`, outcomeUnknown: true })));
      // The caller looks up before creating again: nothing under that name here, so it creates.
      expect((await gateway.listObjects({ advertiserId, level: top.level, name: busy[0].name })).objects).toEqual([]);
      expect((await gateway.createObjects(advertiserId, top.level, busy)).every((o) => o.ok)).toBe(true);
      // A rate limit is waited out and sent again (the media did nothing).
      calls = 0;
      h.inject(advertiserId, 'rate_limited', 1, { retryAfterMs: 1000 });
      expect((await gateway.createObjects(advertiserId, top.level, [draft(top, null)]))[0].ok).toBe(true);
      expect(calls).toBe(2);
    });
  });
}
