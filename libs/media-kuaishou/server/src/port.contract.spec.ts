// The port contract suite against kuaishou's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { describePropertyContract, must, refusalOf, type PropertySample } from '@toufang/server-media/testing';
import { seedSandboxProperties } from '@toufang/server-sandbox';
import { describeSandboxContract, lazyTestDb, sandboxHarness } from '@toufang/server-sandbox/testing';
import { KUAISHOU } from './lib/config';

describeSandboxContract(KUAISHOU);

const lazyDb = lazyTestDb();

// 人群包 offers no create (the data platform's upload makes packs): the suite's first tests refuse it; the
// pushes and removals of seeded packs are tried below.
const URL_SAYS = '链接须以 http:// 或 https:// 开头';
const SAMPLES: PropertySample[] = [
  {
    type: 'target',
    draft: (i) => ({ name: `定向模板${i}`, values: { region: [110000, 310100], ages_range: [24, 31], gender: 1 } }),
    refused: [
      { values: { region: [110000, 110100] }, rule: 'property_region', says: '110100' },
      { values: { region: [999999] }, rule: 'property_region', says: '999999' },
      { values: { ages_range: [20] }, rule: 'property_invalid', says: '年龄中有不支持的选项' },
      { values: { population: ['300000001'], exclude_population: ['300000001'] }, rule: 'property_invalid', says: '人群包300000001不能同时定向和排除' },
      { values: { population: ['300000001'] }, rule: 'property_invalid', says: '人群包300000001不属于该账户' },
    ],
  },
  {
    type: 'conversion-config',
    draft: (i) => ({ name: `转化跟踪${i}`, values: { convert_type: 1, track_type: 'API', click_url: 'https://t.example.com/c?cb=__CALLBACK__&imei=__IMEI2__' } }),
    refused: [
      { values: { convert_type: 1, track_type: 'SDK', click_url: 'https://t.example.com/c?x=__FOO__' }, rule: 'property_macro', says: '监测链接包含磁力智投不支持的宏：__FOO__' },
      { values: { convert_type: 1, track_type: 'SDK', click_url: 'ftp://t.example.com/c' }, rule: 'property_invalid', says: URL_SAYS },
      { values: { convert_type: 1, track_type: 'API', click_url: 'https://t.example.com/c' }, rule: 'property_macro', says: '监测链接缺少必填的宏：__CALLBACK__' },
    ],
  },
  {
    type: 'landing-page',
    draft: (i) => ({ name: `落地页${i}`, values: { page_type: 'H5', page_url: `https://m.example.com/ks/act/${i}` } }),
    refused: [{ values: { page_type: 'H5', page_url: 'ftp://m.example.com/' }, rule: 'property_invalid', says: URL_SAYS }],
  },
  {
    type: 'application',
    draft: (i) => ({ name: `应用${i}`, values: { platform: 'android', package_name: `com.example.app${i}`, url: `https://dl.example.com/app${i}.apk`, real_app_version: '1.0.0', category: 1, app_privacy_url: 'https://dl.example.com/privacy.html' } }),
    refused: [
      { values: { platform: 'ios', package_name: 'com.example.app', url: 'https://dl.example.com/app.ipa', real_app_version: '1.0.0', category: 1, app_privacy_url: 'https://dl.example.com/p' }, rule: 'property_invalid', says: 'iOS应用的下载链接须为 App Store 链接' },
      { values: { platform: 'android', package_name: 'com.example.app', url: 'ftp://dl.example.com/app.apk', real_app_version: '1.0.0', category: 1, app_privacy_url: 'https://dl.example.com/p' }, rule: 'property_invalid', says: URL_SAYS },
    ],
  },
  {
    type: 'quick-app',
    draft: (i) => ({ name: `快应用${i}`, values: { package_name: `com.example.quick${i}`, quick_app_url: `hap://app/com.example.quick${i}/home` } }),
    refused: [
      { values: { package_name: 'com.example.quick', quick_app_url: 'hap://app/com.other.quick' }, rule: 'property_invalid', says: '调起链接中的包名须与快应用包名一致' },
      { values: { package_name: 'com.example.quick', quick_app_url: 'hap://app/com.example.quick', h5_url: 'ftp://m.example.com/' }, rule: 'property_invalid', says: URL_SAYS },
    ],
  },
  {
    type: 'direct-link',
    draft: (i) => ({ name: `直达链接${i}`, values: { platform: 'android', deep_link: `kwai://item/${i}`, fallback_url: `https://m.example.com/item/${i}` } }),
    refused: [
      { values: { platform: 'android', deep_link: 'https://m.example.com/item', fallback_url: 'https://m.example.com/' }, rule: 'property_invalid', says: '直达链接须为应用的调起链接' },
      { values: { platform: 'android', deep_link: 'kwai://item/1', fallback_url: 'ftp://m.example.com/' }, rule: 'property_invalid', says: URL_SAYS },
    ],
  },
  {
    type: 'advanced-creative-library',
    draft: (i) => ({ name: `高级创意${i}`, values: { card_type: 100, title: '限时福利', url: `https://img.example.com/cards/${i}.jpg` } }),
    refused: [
      { values: { card_type: 103, title: '爆款直降', url: 'https://img.example.com/a.jpg', price: 100, sale_price: 200 }, rule: 'property_invalid', says: '售卖价不能高于原价' },
      { values: { card_type: 100, title: '限时福利', url: 'ftp://img.example.com/a.jpg' }, rule: 'property_invalid', says: URL_SAYS },
    ],
  },
  {
    type: 'promotion-card',
    draft: (i) => ({ name: `推广卡片${i}`, values: { title: '会员日特惠', selling_points: ['满减叠加', '积分翻倍'], button_text: '领取优惠', image_ids: [`80000000${i % 10}${i % 10}`] } }),
    refused: [
      { values: { title: '会员日特惠', selling_points: ['一', '二', '三', '四'], button_text: '领取优惠', image_ids: ['8000000001'] }, rule: 'property_invalid', says: '卖点须填写1到3个' },
      { values: { title: '会员日特惠', selling_points: ['满减'], button_text: '点我', image_ids: ['8000000001'] }, rule: 'property_invalid', says: '按钮文案不支持：点我' },
    ],
  },
];

// The property suite paces itself by 磁力智投's limits; the tests below make many calls in one instant of the
// clock, and its 10 calls a second are the media port suite's subject, not theirs, so they are lifted there.
const UNPACED = { ...KUAISHOU, limits: { ...KUAISHOU.limits, callsPerSecond: 1000, callsPerMinute: 10_000 } };

describePropertyContract('kuaishou', () => sandboxHarness(lazyDb, KUAISHOU), SAMPLES);

describe('kuaishou sandbox properties', () => {
  let serial = 0;
  const seeded = async (h: ReturnType<typeof sandboxHarness>) => {
    const a = await h.newAdvertiser();
    serial += 1;
    await seedSandboxProperties(h.db, {
      config: KUAISHOU,
      advertisers: [{ id: a.advertiserId, name: `契约测试账户_${serial}` }],
      random: () => 0.5,
      nextId: (() => {
        let n = 900_000 + serial * 1_000;
        return () => (n += 1);
      })(),
      now: h.clock.now(),
    });
    return a;
  };

  it('seeds 人群包 in every lifecycle state, pushes one as a computing copy, removes it', async () => {
    const h = sandboxHarness(lazyDb, UNPACED);
    const a = await seeded(h);
    const b = await h.newAdvertiser();
    const token = (await h.withLimits({}).authorize([a.advertiserId, b.advertiserId])).accessToken;
    const page = await h.port.listProperties(token, { advertiserId: a.advertiserId, type: 'custom-audience' });
    const packs = page.properties;
    expect(new Set(packs.map((p) => p.lifecycle))).toEqual(new Set(['computing', 'available', 'expiring', 'expired', 'offline']));
    for (const pack of packs) expect(Object.keys(pack.summary)).toEqual(['数据类型', '人群来源', '上传数量']);
    const source = must(packs.find((p) => p.lifecycle === 'available'));
    const [copy] = await h.port.pushProperties(token, { type: 'custom-audience', advertiserId: a.advertiserId, ids: [source.id], targetAdvertiserIds: [b.advertiserId] });
    expect(copy).toMatchObject({ ok: true, sourceId: source.id, advertiserId: b.advertiserId });
    const [listed] = (await h.port.listProperties(token, { advertiserId: b.advertiserId, type: 'custom-audience' })).properties;
    expect(listed).toMatchObject({ name: source.name, lifecycle: 'computing', sourceId: source.id });
    const over = Array.from({ length: 21 }, (_, i) => `9${i}`);
    const error = await refusalOf(h.port.pushProperties(token, { type: 'custom-audience', advertiserId: a.advertiserId, ids: [source.id], targetAdvertiserIds: over }));
    expect(error.mediaCode).toBe('400605');
    expect(await h.port.deleteProperties(token, { advertiserId: b.advertiserId, type: 'custom-audience', ids: [listed.id] })).toEqual([{ key: listed.id, ok: true, value: null }]);
  });

  it('seeds 定向模板 with two to five provinces, age buckets and a pack of the account, which another account may not name', async () => {
    const h = sandboxHarness(lazyDb, UNPACED);
    const a = await seeded(h);
    const b = await h.newAdvertiser();
    const packs = (await h.port.listProperties(a.tokens.accessToken, { advertiserId: a.advertiserId, type: 'custom-audience' })).properties.map((p) => p.id);
    const templates = (await h.port.listProperties(a.tokens.accessToken, { advertiserId: a.advertiserId, type: 'target' })).properties;
    expect(templates.length).toBeGreaterThan(0);
    for (const t of templates) {
      const region = t.values.region as number[];
      expect(region.length).toBeGreaterThanOrEqual(2);
      expect(region.length).toBeLessThanOrEqual(5);
      expect((t.values.ages_range as number[]).length).toBeGreaterThan(0);
      for (const id of t.values.population as string[]) expect(packs).toContain(id);
      expect(t.summary.地域).toMatch(/、/);
    }
    const pack = (templates[0].values.population as string[])[0];
    const [mine] = await h.port.createProperties(a.tokens.accessToken, { advertiserId: a.advertiserId, type: 'target', drafts: [{ name: '排除老客', values: { exclude_population: [pack] } }] });
    expect(mine).toMatchObject({ ok: true, value: { summary: { 人群包: '定向0个，排除1个', 地域: '不限' } } });
    const [foreign] = await h.port.createProperties(b.tokens.accessToken, { advertiserId: b.advertiserId, type: 'target', drafts: [{ name: '借用人群', values: { population: [pack] } }] });
    expect(foreign).toMatchObject({ ok: false, reason: `磁力智投：人群包${pack}不属于该账户` });
  });

  it('seeds 推广卡片 whose images are the account’s own materials, which an edit may send back', async () => {
    const h = sandboxHarness(lazyDb, UNPACED);
    const a = await seeded(h);
    const token = a.tokens.accessToken;
    const cards = (await h.port.listProperties(token, { advertiserId: a.advertiserId, type: 'promotion-card' })).properties;
    expect(cards.length).toBeGreaterThan(0);
    const materials = new Set((await h.port.listMaterials(token, { advertiserId: a.advertiserId })).materials.map((m) => m.materialId));
    for (const card of cards) for (const id of card.values.image_ids as string[]) expect(materials).toContain(id);
    const [edited] = await h.port.updateProperties(token, { advertiserId: a.advertiserId, type: 'promotion-card', changes: [{ id: cards[0].id, values: { ...cards[0].values, title: '会员日特惠' } }] });
    expect(edited).toMatchObject({ ok: true, value: { values: { image_ids: cards[0].values.image_ids } } });
  });

  it('makes 应用分包 only under an app of the same account', async () => {
    const h = sandboxHarness(lazyDb, UNPACED);
    const a = await h.newAdvertiser();
    const b = await h.newAdvertiser();
    const app = { platform: 'android', package_name: 'com.example.game', url: 'https://dl.example.com/game.apk', real_app_version: '1.0.0', category: 2, app_privacy_url: 'https://dl.example.com/p' };
    const [made] = await h.port.createProperties(a.tokens.accessToken, { advertiserId: a.advertiserId, type: 'application', drafts: [{ name: '星云传奇', values: app }] });
    const appId = must(made.ok ? made.value.id : undefined);
    const sub = (name: string, parentId: string | null) => ({ name, parentId, values: { channel_id: `ks_${name}` } });
    const [ok, orphan] = await h.port.createProperties(a.tokens.accessToken, { advertiserId: a.advertiserId, type: 'application-subcontracting', drafts: [sub('feed', appId), sub('search', null)] });
    expect(ok).toMatchObject({ ok: true, value: { parentId: appId, summary: { 渠道号: 'ks_feed', 备注: '' } } });
    expect(orphan).toMatchObject({ ok: false, mediaCode: '400402' });
    const [foreign] = await h.port.createProperties(b.tokens.accessToken, { advertiserId: b.advertiserId, type: 'application-subcontracting', drafts: [sub('live', appId)] });
    expect(foreign).toMatchObject({ ok: false, mediaCode: '400402' });
    const [bad] = await h.port.createProperties(a.tokens.accessToken, { advertiserId: a.advertiserId, type: 'application-subcontracting', drafts: [{ name: '坏渠道', parentId: appId, values: { channel_id: 'ks feed' } }] });
    expect(bad).toMatchObject({ ok: false, mediaCode: '400601', reason: '磁力智投：渠道号只能包含字母、数字、下划线和短横线' });
  });
});
