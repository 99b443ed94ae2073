// Believable values of each built 巨量千川 property type, under its wire names: the sandbox's seed picks from
// them, the web declarations' spec checks its schema accepts them, and the port contract creates them. One list
// so "the seed's values pass the page's rules and the contract" is tested on the same values.

/** Audience packs: uploads of each of the desk's ID types, a pack of the media's own and an expansion. */
export const QIANCHUAN_AUDIENCE_SAMPLES = [
  { name: '直播间下单用户_近30天', values: { audience_source: 1, audience_type: 'UPLOAD', data_type: 11, audience_group: '成交人群' } },
  { name: '加购未支付_iOS', values: { audience_source: 1, audience_type: 'UPLOAD', data_type: 12, audience_group: '再营销' } },
  { name: '会员手机号_老客召回', values: { audience_source: 5, audience_type: 'UPLOAD', data_type: 17, audience_group: '老客' } },
  { name: '店铺粉丝_OAID', values: { audience_source: 1, audience_type: 'UPLOAD', data_type: 16 } },
  { name: '云图品牌兴趣人群', values: { audience_source: 0, audience_type: 'BASIC', audience_group: '品牌' } },
  { name: '高客单成交拓展', values: { audience_source: 1, audience_type: 'EXTEND', audience_group: '拓展' } },
] as const;

/** 图文素材: a title and the desk's image materials in each style. */
export const QIANCHUAN_GRAPHIC_SAMPLES = [
  { name: '冬季羽绒服上新图文', values: { title: '冬季新款羽绒服，直播间限时福利', image_mode: 'LARGE', image_ids: ['7310000000000000101'] } },
  { name: '年货节组图', values: { title: '年货节囤货季，爆款好物低至五折', image_mode: 'GROUP', image_ids: ['7310000000000000102', '7310000000000000103', '7310000000000000104'] } },
  { name: '护肤套装图集', values: { title: '一套搞定秋冬干燥，护肤套装热卖中', image_mode: 'CAROUSEL', image_ids: ['7310000000000000105', '7310000000000000106', '7310000000000000107', '7310000000000000108'] } },
  { name: '零食小图', values: { title: '办公室零食大礼包，下单即送', image_mode: 'SMALL', image_ids: ['7310000000000000109'] } },
] as const;

/** 定向包: common orientations of a shop's live-room and product ads (region codes of the three-level tree). */
export const QIANCHUAN_TARGET_SAMPLES = [
  {
    name: '女装_一二线城市_24-40岁',
    values: { district: 'CITY', city: [110000, 310000, 440100, 440300, 330100], location_type: 'HOME', age: ['AGE_BETWEEN_24_30', 'AGE_BETWEEN_31_40'], gender: 'GENDER_FEMALE', platform: ['ANDROID', 'IOS'], ac: ['WIFI', '4G', '5G'] },
  },
  { name: '全国通投_18岁以上', values: { district: 'NONE', age: ['AGE_BETWEEN_18_23', 'AGE_BETWEEN_24_30', 'AGE_BETWEEN_31_40', 'AGE_BETWEEN_41_49', 'AGE_ABOVE_50'], gender: 'NONE' } },
  { name: '本地门店_杭州西湖区', values: { district: 'COUNTY', city: [330106], location_type: 'CURRENT', gender: 'NONE', platform: ['ANDROID'] } },
  { name: '男士护肤_iOS_18-30岁', values: { district: 'NONE', age: ['AGE_BETWEEN_18_23', 'AGE_BETWEEN_24_30'], gender: 'GENDER_MALE', platform: ['IOS'], ac: ['WIFI'] } },
] as const;
