// The port contract on materials (docs/materials-sandbox.md): files received once per account, refused over
// the media's limits with its own code, pushed within its batch, reviewed on the clock with quality labels,
// capped per day, and reported by material. Run by describeMediaPortContract against every adapter.
import { createHash } from 'node:crypto';
import { checkMaterialFile, MATERIAL_FORMATS, materialProblemText } from '@toufang/domain';
import { expect, it } from 'vitest';
import { chinaDate, chinaDay, chinaDayStart, DAY_MS, HOUR_MS, MINUTE_MS } from '../lib/clock';
import type { MediaGateway } from '../lib/gateway';
import type { TokenKeeper } from '../lib/token-keeper';
import type { LevelSpec, MaterialUpload, MediaObject, MediaPort, MediaTokens, ObjectDraft, ObjectLevel } from '../lib/port';
import { counted, must, refusalOf, type PortHarness } from './contract-helpers';

export interface MaterialContractContext {
  h: PortHarness;
  /** The media's name and a full-width colon, as every desk message starts. */
  prefix: string;
  /** The delivering line, top level first (the last level is where a material goes). */
  line: readonly LevelSpec[];
  draft: (spec: LevelSpec, parentId: string | null, over?: Partial<ObjectDraft>) => ObjectDraft;
  createLine: (token: string, advertiserId: string, over?: Partial<Record<ObjectLevel, Partial<ObjectDraft>>>) => Promise<Map<ObjectLevel, MediaObject>>;
  gatewayFor: (tokens: MediaTokens, advertiserId: string, target?: MediaPort) => { gateway: MediaGateway; keeper: TokenKeeper };
}

let fileSerial = 0;

export function describeMaterialContract({ h, prefix, line, draft, createLine, gatewayFor }: MaterialContractContext): void {
  const { port, clock } = h;
  const limits = port.limits.material;

  /** A file that fits the media's first shape of its kind; its bytes are unique to the run. */
  const file = (kind: 'image' | 'video' = 'image', over: Partial<MaterialUpload> = {}): MaterialUpload & { content: Uint8Array } => {
    const spec = (kind === 'image' ? limits.IMAGE : limits.VIDEO).SPECS[0];
    const bytes = Buffer.from(`契约素材|${port.media}|${kind}|${++fileSerial}|`.repeat(40));
    const duration = limits.VIDEO.DURATION_S ? limits.VIDEO.DURATION_S.MIN + 1 : 10;
    return {
      kind,
      signature: createHash('md5').update(bytes).digest('hex'),
      format: (kind === 'image' ? limits.IMAGE : limits.VIDEO).FORMATS[0],
      fileName: `契约素材_${fileSerial}.${kind === 'image' ? 'jpg' : 'mp4'}`,
      width: spec.MIN[0],
      height: spec.MIN[1],
      size: bytes.byteLength,
      ...(kind === 'video' ? { duration } : {}),
      content: bytes,
      ...over,
    } as MaterialUpload & { content: Uint8Array };
  };
  const listAll = async (token: string, advertiserId: string) => (await port.listMaterials(token, { advertiserId })).materials;
  const afterReview = () => clock.advance(3 * HOUR_MS);
  /** A second between calls to one account keeps every media under its per-second limit. */
  const tick = () => clock.advance(1000);

  it('materials: receives a file once per account in the media id shape; the same md5 answers the same id, also as a stream', async () => {
    const { advertiserId, tokens } = await h.newAdvertiser();
    const token = tokens.accessToken;
    const image = file();
    const { materialId } = await port.uploadMaterial(token, advertiserId, image);
    expect(h.idShapeOk('material', materialId)).toBe(true);
    const stream = async function* () {
      yield image.content.subarray(0, 100);
      yield image.content.subarray(100);
    };
    expect(await port.uploadMaterial(token, advertiserId, { ...image, fileName: '副本.jpg', content: stream })).toEqual({ materialId });
    tick();
    const video = file('video');
    const second = await port.uploadMaterial(token, advertiserId, video);
    expect(second.materialId).not.toBe(materialId);
    const other = await h.newAdvertiser();
    const elsewhere = await port.uploadMaterial(other.tokens.accessToken, other.advertiserId, image);
    expect(elsewhere.materialId).not.toBe(materialId);

    const listed = await listAll(token, advertiserId);
    expect(listed.map((m) => m.materialId)).toEqual([materialId, second.materialId]);
    expect(listed[0]).toMatchObject({
      advertiserId,
      kind: 'image',
      signature: image.signature,
      format: image.format,
      fileName: image.fileName,
      width: image.width,
      height: image.height,
      size: image.size,
      duration: null,
      review: 'reviewing',
      statusText: '审核中',
      rejectReason: null,
      qualityLabels: [],
      reviewedAt: null,
    });
    expect(listed[1]).toMatchObject({ kind: 'video', duration: video.duration });
    tick();
    const paged = await port.listMaterials(token, { advertiserId, limit: 1 });
    expect(paged.materials.map((m) => m.materialId)).toEqual([materialId]);
    const rest = await port.listMaterials(token, { advertiserId, cursor: must(paged.nextCursor) });
    expect(rest).toEqual({ materials: [listed[1]] });

    // A creative uses it; an id the account does not have is refused per object.
    const leaf = line[line.length - 1];
    const made = await createLine(token, advertiserId, { [leaf.level]: { materialId } });
    expect(made.get(leaf.level)?.materialId).toBe(materialId);
    const [foreign] = await port.createObjects(token, {
      advertiserId,
      level: leaf.level,
      drafts: [draft(leaf, made.get(leaf.level)?.parentId ?? null, { materialId: elsewhere.materialId })],
    });
    expect(foreign).toMatchObject({ ok: false, reason: `${prefix}素材不存在或已删除` });
  });

  it('materials: refuses a file over its limits with its own code and the desk words, storing nothing', async () => {
    const { advertiserId, tokens } = await h.newAdvertiser();
    const token = tokens.accessToken;
    const image = file();
    const video = file('video');
    const outside = must(MATERIAL_FORMATS.find((f) => !limits.IMAGE.FORMATS.some((ok) => ok === f)));
    const durations = must(limits.VIDEO.DURATION_S);
    const cases: [string, MaterialUpload][] = [
      ['material_format', { ...image, format: outside }],
      ['material_too_large', { ...image, size: limits.IMAGE.MAX_BYTES + 1 }],
      ['material_dimensions', { ...image, width: 10, height: 1000 }],
      ['material_duration', { ...video, duration: durations.MAX + 1 }],
    ];
    for (const [rule, upload] of cases) {
      tick();
      const refused = await refusalOf(port.uploadMaterial(token, advertiserId, upload));
      const problem = must(checkMaterialFile(limits, upload) ?? undefined);
      expect(problem.rule).toBe(rule);
      expect(refused).toMatchObject({ kind: 'invalid', mediaCode: h.errorCode(problem.rule), message: `${prefix}${materialProblemText(problem)}` });
    }
    tick();
    const forged = await refusalOf(port.uploadMaterial(token, advertiserId, { ...image, signature: 'f'.repeat(32) }));
    expect(forged).toMatchObject({ kind: 'invalid', mediaCode: h.errorCode('material_signature'), message: `${prefix}文件签名与文件内容不一致，请重新上传` });
    const longName = await refusalOf(port.uploadMaterial(token, advertiserId, { ...image, fileName: `${'长'.repeat(limits.FILE_NAME_MAX_LENGTH)}.jpg` }));
    expect(longName).toMatchObject({ kind: 'invalid', message: `${prefix}参数不正确：文件名最长${limits.FILE_NAME_MAX_LENGTH}个字` });
    expect(await listAll(token, advertiserId)).toEqual([]);
  });

  it('materials: pushes files to the accounts of one authorisation within its batch; the gateway chunks and answers every pair', async () => {
    const tight = h.withLimits({ material: { ...limits, PUSH: { ACCOUNTS: 2, MATERIALS: 2 } } });
    const accounts = [await h.newAdvertiser(), await h.newAdvertiser(), await h.newAdvertiser()];
    const ids = accounts.map((a) => a.advertiserId);
    const tokens = await tight.authorize(ids);
    const files = [file(), file('video'), file()];
    const overAccounts = await refusalOf(tight.port.pushMaterials(tokens.accessToken, { advertiserIds: ids, materials: files.slice(0, 1) }));
    expect(overAccounts).toMatchObject({ kind: 'invalid', mediaCode: h.errorCode('material_push_too_large'), message: `${prefix}单次最多推送2个账户，本次3个` });
    const overFiles = await refusalOf(tight.port.pushMaterials(tokens.accessToken, { advertiserIds: ids.slice(0, 1), materials: files }));
    expect(overFiles.message).toBe(`${prefix}单次最多推送2个素材，本次3个`);

    // One file of the three is refused by the media on every account; the rest land.
    const bad = { ...files[2], width: 10, height: 1000 };
    const spy = counted(tight.port);
    const { gateway, keeper } = gatewayFor(tokens, ids[0], spy.port);
    // The desk keeps the one authorisation for each of its accounts.
    await keeper.save(port.media, ids[0], tokens);
    const outsider = await h.newAdvertiser();
    const outcomes = await gateway.pushMaterials({ advertiserIds: [...ids, outsider.advertiserId], materials: [files[0], files[1], bad] });
    expect(outcomes.map((o) => [o.advertiserId, o.signature, o.ok])).toEqual(
      [...ids, outsider.advertiserId].flatMap((id) => [files[0], files[1], bad].map((f, i) => [id, f.signature, i < 2 && id !== outsider.advertiserId])),
    );
    // 3 accounts in chunks of 2, 3 files in chunks of 2: four calls; the outsider has no authorisation on the desk.
    expect(spy.calls.get('pushMaterials')).toBe(4);
    const refusedBad = outcomes.find((o) => o.signature === bad.signature && o.advertiserId === ids[0]);
    expect(refusedBad).toMatchObject({ ok: false, mediaCode: h.errorCode('material_dimensions') });
    expect(outcomes.find((o) => o.advertiserId === outsider.advertiserId)).toMatchObject({ ok: false, reason: '该账户尚未授权，请先授权' });
    // Pushing is receiving: the same file uploaded again answers the pushed id.
    tick();
    const pushed = must(outcomes.find((o) => o.ok && o.advertiserId === ids[1] && o.signature === files[0].signature));
    const again = await tight.port.uploadMaterial(tokens.accessToken, ids[1], files[0]);
    expect(pushed.ok && pushed.materialId).toBe(again.materialId);
    // An account outside the token's authorisation is refused per pair by the media itself.
    tick();
    const mixed = await tight.port.pushMaterials(tokens.accessToken, { advertiserIds: [ids[0], outsider.advertiserId], materials: [files[0]] });
    expect(mixed.map((o) => o.ok)).toEqual([true, false]);
    expect(mixed[1]).toMatchObject({ mediaCode: h.errorCode('no_permission') });
  });

  it('materials: review runs on the clock, 审核中 then 审核通过 with quality labels or 审核拒绝 with a reason', async () => {
    const first = await h.newAdvertiser();
    const second = await h.newAdvertiser();
    const files = [file(), file(), file(), file('video')];
    const claim = file('image', { fileName: '全网最低价.jpg' });
    for (const f of [...files, claim]) {
      await port.uploadMaterial(first.tokens.accessToken, first.advertiserId, f);
      tick();
    }
    clock.advance(10 * MINUTE_MS);
    expect((await listAll(first.tokens.accessToken, first.advertiserId)).every((m) => m.review === 'reviewing')).toBe(true);
    afterReview();
    // The same files reach a second account later: copies of a file already on the media.
    for (const f of files) {
      await port.uploadMaterial(second.tokens.accessToken, second.advertiserId, f);
      tick();
    }
    afterReview();
    const decided = await listAll(first.tokens.accessToken, first.advertiserId);
    for (const m of decided) {
      expect(['approved', 'rejected']).toContain(m.review);
      expect(m.statusText).toBe(m.review === 'approved' ? '审核通过' : '审核拒绝');
      expect(m.reviewedAt).not.toBeNull();
      expect(Date.parse(m.reviewedAt ?? '')).toBeGreaterThan(Date.parse(m.createdAt));
      expect(m.review === 'rejected' ? typeof m.rejectReason : m.rejectReason).toBe(m.review === 'rejected' ? 'string' : null);
    }
    expect(decided.find((m) => m.signature === claim.signature)).toMatchObject({ review: 'rejected', statusText: '审核拒绝' });
    expect(decided.find((m) => m.signature === claim.signature)?.rejectReason).toContain('广告法');
    const approved = decided.filter((m) => m.review === 'approved');
    expect(approved.length).toBeGreaterThan(0);
    for (const m of approved) expect(m.qualityLabels.map((l) => l.code)).toEqual(['first']);
    const copies = await listAll(second.tokens.accessToken, second.advertiserId);
    for (const m of copies) {
      // A media judges the file: one file fares alike in every account.
      expect(m.review).toBe(decided.find((d) => d.signature === m.signature)?.review);
      if (m.review === 'approved') expect(m.qualityLabels[0]).toMatchObject({ code: 'similar', text: expect.stringMatching(/\S/) });
    }
    clock.advance(4 * DAY_MS);
    // Days later the access token has expired: the gateway refreshes it.
    const { gateway, keeper } = gatewayFor(first.tokens, first.advertiserId);
    for (const m of (await gateway.listMaterials({ advertiserId: first.advertiserId })).materials) {
      expect(m.qualityLabels.map((l) => l.code).filter((c) => c !== 'low_efficiency')).toEqual(m.review === 'approved' ? ['first'] : []);
    }
    // By id: another account's id is refused on its own.
    const mine = decided[0].materialId;
    const foreign = copies[0].materialId;
    const got = await port.getMaterials((await keeper.get(port.media, first.advertiserId)).accessToken, first.advertiserId, [mine, foreign]);
    expect(got[0]).toMatchObject({ key: mine, ok: true, value: { materialId: mine } });
    expect(got[1]).toEqual({ key: foreign, ok: false, mediaCode: h.errorCode('not_found'), reason: `${prefix}素材不存在或已删除` });
  });

  it('materials: caps new materials per account per China day; the same file again is no new material', async () => {
    const tight = h.withLimits({ material: { ...limits, UPLOADS_PER_DAY: 2 } });
    const { advertiserId } = await h.newAdvertiser();
    const { accessToken } = await tight.authorize([advertiserId]);
    const [a, b, c] = [file(), file(), file()];
    await tight.port.uploadMaterial(accessToken, advertiserId, a);
    tick();
    await tight.port.uploadMaterial(accessToken, advertiserId, b);
    tick();
    const capped = await refusalOf(tight.port.uploadMaterial(accessToken, advertiserId, c));
    expect(capped).toMatchObject({ kind: 'quota', mediaCode: h.errorCode('material_quota'), message: `${prefix}该账户今日新增素材已达上限2个` });
    await tight.port.uploadMaterial(accessToken, advertiserId, a);
    clock.set(chinaDayStart(chinaDay(clock.now()) + 1) + HOUR_MS);
    expect(h.idShapeOk('material', (await tight.port.uploadMaterial(accessToken, advertiserId, c)).materialId)).toBe(true);
  });

  it('materials: reports figures by material from its approval on, the same for the same inputs, its own ids only', async () => {
    const { advertiserId, tokens } = await h.newAdvertiser();
    const token = tokens.accessToken;
    const candidates = [file(), file(), file(), file(), file('image', { fileName: '第一品牌.jpg' })];
    const ids: string[] = [];
    for (const f of candidates) {
      ids.push((await port.uploadMaterial(token, advertiserId, f)).materialId);
      tick();
    }
    afterReview();
    const verdicts = await port.getMaterials(token, advertiserId, ids);
    const approvedId = must(verdicts.find((v) => v.ok && v.value.review === 'approved')?.key);
    const rejectedId = ids[ids.length - 1];
    const leaf = line[line.length - 1];
    const budgetSpec = must(line.find((l) => l.has.budget));
    const bidSpec = must(line.find((l) => l.has.bid));
    const budget = (port.limits.minBudget[budgetSpec.level] ?? 100) * 50;
    const bid = Math.min(port.limits.bidRange.max, 200);
    const over = (materialId: string): Partial<Record<ObjectLevel, Partial<ObjectDraft>>> => ({
      [budgetSpec.level]: { budget },
      [bidSpec.level]: { bid, ...(bidSpec.has.budget ? { budget } : {}) },
      [leaf.level]: { materialId, ...(leaf === bidSpec ? { bid, ...(leaf.has.budget ? { budget } : {}) } : {}) },
    });
    const made = await createLine(token, advertiserId, over(approvedId));
    const refusedLine = await createLine(token, advertiserId, over(rejectedId));
    const user = must(made.get(leaf.level));
    const start = chinaDay(clock.now());
    clock.set(chinaDayStart(start + 4));
    const { gateway, keeper } = gatewayFor(tokens, advertiserId);
    const dates = [1, 2, 3].map((d) => chinaDate(start + d));
    const query = { advertiserId, materialIds: [approvedId, rejectedId], from: dates[0], to: dates[2] };
    const rows = await gateway.materialReport(query);
    expect(rows.map((r) => [r.materialId, r.time])).toEqual(dates.map((d) => [approvedId, d]));
    // Whole days after approval: the material's figures are those of the object that uses it.
    const objectDays = await gateway.report({ advertiserId, level: leaf.level, ids: [user.id], granularity: 'day', from: dates[0], to: dates[2] });
    expect(rows.map(({ materialId: _m, ...figures }) => figures)).toEqual(objectDays.map(({ id: _id, ...figures }) => figures));
    for (const row of rows) expect(row.cost).toBeGreaterThan(0);
    // The refused material's creative is no figure of it.
    expect(must(refusedLine.get(leaf.level)).materialId).toBe(rejectedId);
    // Another process, its own adapter over the same media: the same figures (the gateway refreshed the token).
    const fresh = (await keeper.get(port.media, advertiserId)).accessToken;
    expect(await h.again().materialReport(fresh, query)).toEqual(rows);
    const other = await h.newAdvertiser();
    const foreign = (await port.uploadMaterial(other.tokens.accessToken, other.advertiserId, file())).materialId;
    const refused = await refusalOf(port.materialReport(fresh, { ...query, materialIds: [approvedId, foreign] }));
    expect(refused).toMatchObject({ kind: 'not_found', mediaCode: h.errorCode('not_found'), message: `${prefix}素材不存在或已删除` });
  });

  it('materials: the gateway retries an upload the media refused as too fast; the call that lands reads the file', async () => {
    const { advertiserId, tokens } = await h.newAdvertiser();
    const image = file();
    let opened = 0;
    const content = async function* () {
      opened += 1;
      yield image.content;
    };
    h.inject(advertiserId, 'rate_limited', 1, { retryAfterMs: 1000 });
    const spy = counted(port);
    const { gateway } = gatewayFor(tokens, advertiserId, spy.port);
    const { materialId } = await gateway.uploadMaterial(advertiserId, { ...image, content });
    expect(spy.calls.get('uploadMaterial')).toBe(2);
    expect(opened).toBe(1);
    expect((await gateway.getMaterials(advertiserId, [materialId]))[0]).toMatchObject({ ok: true, value: { signature: image.signature } });
  });
}
