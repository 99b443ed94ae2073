// The port contract suite against toutiao's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL):
// the media port's, and the property port's for every built type that 新建 makes on its own (自定义人群 comes from
// the data platform's upload and 应用分包 under its app: their own cases below).
import { describe, expect, it } from 'vitest';
import { TOUTIAO_PROPERTY_SAMPLES } from '@toufang/media-toutiao-limits';
import { describePropertyContract, type PropertySample } from '@toufang/server-media/testing';
import { describeSandboxContract, lazyTestDb, sandboxHarness } from '@toufang/server-sandbox/testing';
import { seedSandboxProperties, type SandboxMediaConfig } from '@toufang/server-sandbox';
import type { MediaProperty } from '@toufang/server-media';
import { TOUTIAO } from './lib/config';
import { BAD_VALUES } from './lib/properties/bad-values';

describeSandboxContract(TOUTIAO);

const SAMPLES: Readonly<Record<string, { values: readonly Readonly<Record<string, unknown>>[] }>> = TOUTIAO_PROPERTY_SAMPLES;
const sample = (type: string, name: string): PropertySample => ({
  type,
  draft: (i) => ({ name: `${name}${i}`, values: SAMPLES[type].values[i % SAMPLES[type].values.length] }),
  refused: BAD_VALUES[type]?.map((bad) => ({ values: { ...SAMPLES[type].values[0], ...bad.values }, rule: bad.rule, says: bad.says })),
});

const lazyDb = lazyTestDb();
// The property suite paces itself by toutiao's limits; the tests below call in a row on a clock that does not
// move, and the media port suite above holds the per-second and per-minute pacing, so their calls are not counted.
const UNPACED: SandboxMediaConfig = { ...TOUTIAO, limits: { ...TOUTIAO.limits, callsPerSecond: 10_000, callsPerMinute: 1_000_000 } };

describePropertyContract('toutiao', () => sandboxHarness(lazyDb, TOUTIAO), [sample('target', '定向包'), sample('monitor-activity', '监测组'), sample('conversion-config', '转化目标'), sample('event-management', '事件资产'), sample('application', '应用'), sample('landing-page', '落地页'), sample('applet', '小程序'), sample('quick-app', '快应用'), sample('native-anchor', '锚点'), sample('open-url', '调起链接'), sample('creative-component', '组件'), sample('graphic-material', '图文'), sample('pangolin-media-pack', '媒体包'), sample('union-traffic-package', '流量包')]);

describe('toutiao sandbox: 自定义人群', () => {
  const listAll = async (h: ReturnType<typeof sandboxHarness>, token: string, advertiserId: string, cursor?: string) => {
    const all: MediaProperty[] = [];
    for (let more = true; more; ) {
      const page = await h.port.listProperties(token, { advertiserId, type: 'custom-audience', cursor });
      all.push(...page.properties);
      cursor = page.nextCursor;
      more = page.hasMore;
    }
    return { all, cursor };
  };
  const seed = async (h: ReturnType<typeof sandboxHarness>, advertiserId: string) => {
    let n = 700_000 + Number(advertiserId.slice(-4));
    const config: SandboxMediaConfig = { ...TOUTIAO, properties: { 'custom-audience': TOUTIAO.properties['custom-audience'] } };
    return seedSandboxProperties(lazyDb, { config, advertisers: [{ id: advertiserId, name: '沙箱账户' }], random: () => 0.5, nextId: () => ++n, now: h.clock.now() });
  };

  it('lists the seeded packs in every lifecycle state with their size, summary in the media’s words', async () => {
    const h = sandboxHarness(lazyDb, TOUTIAO);
    const { advertiserId, tokens } = await h.newAdvertiser();
    expect(await seed(h, advertiserId)).toBe(6);
    const { all } = await listAll(h, tokens.accessToken, advertiserId);
    expect(all.map((a) => a.lifecycle).sort()).toEqual(['available', 'available', 'computing', 'expired', 'expiring', 'offline']);
    expect(all.map((a) => a.statusText).sort()).toEqual(['即将过期', '可用', '可用', '已下线', '已过期', '计算中']);
    expect(all.every((a) => a.review === null && a.size !== null && a.size > 0 && /^16\d{8}$/.test(a.id))).toBe(true);
    expect(Object.keys(all[0].summary)).toContain('ID类型');
  });

  it('refuses 新建 and 编辑, pushes to another account once (the copy computing again), deletes one', async () => {
    const h = sandboxHarness(lazyDb, TOUTIAO);
    const a = await h.newAdvertiser();
    const b = await h.newAdvertiser();
    await seed(h, a.advertiserId);
    const token = (await h.withLimits({}).authorize([a.advertiserId, b.advertiserId])).accessToken;
    const [source] = (await listAll(h, token, a.advertiserId)).all.filter((p) => p.lifecycle === 'available');
    await expect(h.port.createProperties(token, { advertiserId: a.advertiserId, type: 'custom-audience', drafts: [{ name: '新人群', values: { data_type: 'IMEI_MD5' } }] })).rejects.toMatchObject({
      mediaCode: h.errorCode('property_not_offered'),
    });
    const push = { type: 'custom-audience', advertiserId: a.advertiserId, ids: [source.id], targetAdvertiserIds: [b.advertiserId] };
    const [copy] = await h.port.pushProperties(token, push);
    expect(copy).toMatchObject({ ok: true, sourceId: source.id, advertiserId: b.advertiserId });
    expect(await h.port.pushProperties(token, push)).toEqual([copy]);
    const [listed] = (await listAll(h, token, b.advertiserId)).all;
    expect(listed).toMatchObject({ name: source.name, sourceId: source.id, lifecycle: 'computing', size: source.size });
    const tooMany = Array.from({ length: 101 }, (_, i) => `9${i}`);
    await expect(h.port.pushProperties(token, { ...push, targetAdvertiserIds: tooMany })).rejects.toMatchObject({ mediaCode: h.errorCode('property_push_too_large') });
    const before = await listAll(h, token, a.advertiserId);
    expect(await h.port.deleteProperties(token, { advertiserId: a.advertiserId, type: 'custom-audience', ids: [source.id] })).toEqual([{ key: source.id, ok: true, value: null }]);
    expect((await listAll(h, token, a.advertiserId, before.cursor)).all.map((p) => [p.id, p.state])).toEqual([[source.id, 'deleted']]);
  });
});

describe('toutiao sandbox: 应用分包 under its app', () => {
  it('makes channel packages only under an app of the same account, up to 100 a call, and lists them with it', async () => {
    const h = sandboxHarness(lazyDb, UNPACED);
    const a = await h.newAdvertiser();
    const b = await h.newAdvertiser();
    const token = a.tokens.accessToken;
    const [app] = await h.port.createProperties(token, { advertiserId: a.advertiserId, type: 'application', drafts: [{ name: '分包母包', values: SAMPLES.application.values[0] }] });
    const packageId = app.ok ? app.value.id : '';
    const channel = (i: number, parentId: string | null) => ({ name: `分包${i}`, parentId, values: { channel_id: `channel_${i}` } });
    const made = await h.port.createProperties(token, { advertiserId: a.advertiserId, type: 'application-subcontracting', drafts: [channel(1, packageId), channel(2, packageId), channel(3, null)] });
    expect(made.map((o) => o.ok)).toEqual([true, true, false]);
    expect(made[2]).toMatchObject({ mediaCode: h.errorCode('parent_not_found') });
    expect(made[0].ok && made[0].value).toMatchObject({ parentId: packageId, summary: { 渠道号: 'channel_1' }, review: null });
    // Another account's app is no parent here.
    const [elsewhere] = await h.port.createProperties(b.tokens.accessToken, { advertiserId: b.advertiserId, type: 'application-subcontracting', drafts: [channel(4, packageId)] });
    expect(elsewhere).toMatchObject({ ok: false, mediaCode: h.errorCode('parent_not_found') });
    const tooMany = Array.from({ length: 101 }, (_, i) => channel(10 + i, packageId));
    await expect(h.port.createProperties(token, { advertiserId: a.advertiserId, type: 'application-subcontracting', drafts: tooMany })).rejects.toMatchObject({
      mediaCode: h.errorCode('batch_too_large'),
    });
    const page = await h.port.listProperties(token, { advertiserId: a.advertiserId, type: 'application-subcontracting' });
    expect(page.properties.map((p) => [p.name, p.parentId])).toEqual([
      ['分包1', packageId],
      ['分包2', packageId],
    ]);
  });
});
