// The port contract suite against baidu's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL),
// and the property contract over every type it has built (docs/design/properties.md §2.6, §2.7).
import { describePropertyContract, type PropertySample } from '@toufang/server-media/testing';
import { describeSandboxContract, lazyTestDb, sandboxHarness } from '@toufang/server-sandbox/testing';
import { seedSandboxProperties } from '@toufang/server-sandbox';
import { describe, expect, it } from 'vitest';
import { BAIDU } from './lib/config';

describeSandboxContract(BAIDU);

const lazyDb = lazyTestDb();

/** A draft each type accepts and the values it refuses (the §2.11 cases where the type has them). */
const SAMPLES: readonly PropertySample[] = [
  {
    type: 'target',
    draft: (i) => ({ name: `定向包${i}`, values: { region: [110000, 310100], age: [3, 4], sex: 1 } }),
    refused: [
      { values: { region: [110000, 110100] }, rule: 'property_region', says: '110100' },
      { values: { age: [9] }, rule: 'property_invalid', says: '年龄不正确：9' },
      { values: { common: ['600000001'], exclude: ['600000001'] }, rule: 'property_invalid', says: '人群600000001不能同时定向和排除' },
      { values: { common: ['600000001'] }, rule: 'property_invalid', says: '人群600000001不属于该账户' },
    ],
  },
  {
    type: 'landing-page',
    draft: (i) => ({ name: `活动页${i}`, values: { pageType: 'H5', onlineUrl: `https://www.example.cn/huodong/${i}` } }),
    refused: [
      { values: { pageType: 'H5', onlineUrl: 'ftp://www.example.cn/page' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
      { values: { pageType: 'VIDEO', onlineUrl: 'https://www.example.cn/page' }, rule: 'property_invalid', says: '页面类型不正确：VIDEO' },
    ],
  },
  {
    type: 'applet',
    draft: (i) => ({ name: `小程序${i}`, values: { appletType: 'WECHAT', appKey: 'gh_3f9a2c7d41be', path: `pages/item/item?id=${i}` } }),
    refused: [{ values: { appletType: 'WECHAT', appKey: 'wx1234567890abcdef' }, rule: 'property_invalid', says: '微信小程序原始ID须为 gh_ 加12位十六进制字符' }],
  },
  {
    type: 'brand-management',
    draft: (i) => ({ name: `佳园${i}`, values: { userPortrait: `https://img.example.cn/logo-${i}.png` } }),
    refused: [
      { values: { userPortrait: 'https://img.example.cn/logo.gif' }, rule: 'property_invalid', says: '品牌头像须为 jpg、jpeg、png 图片的链接' },
      { values: {}, rule: 'property_invalid', says: '请填写品牌头像' },
    ],
  },
  {
    type: 'text-summary',
    draft: (i) => ({ name: `家装摘要${i}`, values: { summaries: ['十年家装老品牌，设计施工一站式服务', `免费上门量房，三天出设计方案${i}`] } }),
    refused: [{ values: { summaries: ['太短的摘要'] }, rule: 'property_invalid', says: '摘要第1行须为9–50个字' }],
  },
  {
    type: 'excellent-words',
    draft: (i) => ({ name: `家装优选词${i}`, values: { words: ['装修公司', `家装设计${i}`] } }),
    refused: [{ values: { words: ['十三个字的优选词不能这样长啊'] }, rule: 'property_invalid', says: '优选词第1行须为1–12个字' }],
  },
  {
    type: 'conversion-config',
    draft: (i) => ({ name: `APP激活${i}`, values: { transFrom: 4, transTypes: [4], monitorUrl: 'https://m.example.cn/c?id={{CLICK_ID}}&cb={{CALLBACK_URL}}', appType: 2 } }),
    refused: [
      { values: { transFrom: 4, transTypes: [4], monitorUrl: 'https://m.example.cn/c?id={{FOO}}&cb={{CALLBACK_URL}}' }, rule: 'property_macro', says: '监测链接包含百度营销不支持的宏：{{FOO}}' },
      { values: { transFrom: 4, transTypes: [4], monitorUrl: 'https://m.example.cn/c?id={{CLICK_ID}}' }, rule: 'property_macro', says: '监测链接缺少必填的宏：{{CALLBACK_URL}}' },
      { values: { transFrom: 5, transTypes: [3], lpUrl: 'ftp://www.example.cn/form' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
      { values: { transFrom: 99, transTypes: [3] }, rule: 'property_invalid', says: '接入方式不正确：99' },
    ],
  },
];

// The property suite paces itself by baidu's limits; the tests below call many times within one second of the
// fake clock, and baidu's 10 calls a second are the port suite's to prove (above), so there the sandbox lets them through.
const UNPACED = { ...BAIDU, limits: { ...BAIDU.limits, callsPerSecond: 1000, callsPerMinute: 10_000 } };

describePropertyContract('baidu sandbox', () => sandboxHarness(lazyDb, BAIDU), SAMPLES);

describe('百度营销沙箱的人群包', () => {
  it('seeds packs over every lifecycle state, and pushes an available one to another account once', async () => {
    const h = sandboxHarness(lazyDb, UNPACED);
    const a = await h.newAdvertiser();
    const b = await h.newAdvertiser();
    let next = 700_000;
    let n = 3;
    await seedSandboxProperties(lazyDb, { config: UNPACED, advertisers: [{ id: a.advertiserId, name: '契约测试账户' }], random: () => ((n = (n * 9301 + 49297) % 233280) / 233280), nextId: () => ++next, now: h.clock.now() });
    const { accessToken } = await h.withLimits({}).authorize([a.advertiserId, b.advertiserId]);
    const listed = await h.port.listProperties(accessToken, { advertiserId: a.advertiserId, type: 'custom-audience' });
    expect(new Set(listed.properties.map((p) => p.lifecycle))).toEqual(new Set(['computing', 'available', 'expiring', 'expired', 'offline']));
    for (const pack of listed.properties) expect(pack.summary['ID类型']).toBeTruthy();
    const pack = listed.properties.find((p) => p.lifecycle === 'available');
    if (!pack) throw new Error('no available pack seeded');
    const push = { type: 'custom-audience', advertiserId: a.advertiserId, ids: [pack.id], targetAdvertiserIds: [b.advertiserId] };
    const [copy] = await h.port.pushProperties(accessToken, push);
    expect(copy).toMatchObject({ ok: true, sourceId: pack.id, advertiserId: b.advertiserId });
    expect(await h.port.pushProperties(accessToken, push)).toEqual([copy]);
    const copies = await h.port.listProperties(accessToken, { advertiserId: b.advertiserId, type: 'custom-audience' });
    expect(copies.properties.map((p) => [p.name, p.sourceId])).toEqual([[pack.name, pack.id]]);
    const over = Array.from({ length: 11 }, (_, i) => `9${i}`);
    expect(await h.port.pushProperties(accessToken, { ...push, targetAdvertiserIds: over }).catch((e: { mediaCode?: string }) => e.mediaCode)).toBe(h.errorCode('property_push_too_large'));
  });
});
