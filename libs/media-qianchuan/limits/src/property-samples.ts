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
