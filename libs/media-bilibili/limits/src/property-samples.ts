// Believable values of each built 哔哩哔哩 property type, under its wire names: the sandbox's seed picks from
// them, the web declarations' spec checks its schema accepts them, and the port contract creates them. One list
// so "the seed's values pass the page's rules and the contract" is tested on the same values.

/** Audience packs: an upload of each of the desk's ID types, and a lookalike. */
export const BILIBILI_AUDIENCE_SAMPLES = [
  { name: '游戏付费用户_近30天', values: { source: 'UPLOAD', id_type: 'IMEI_MD5', description: '近30天首充用户' } },
  { name: '预约未下载_iOS', values: { source: 'UPLOAD', id_type: 'IDFA_MD5', description: '官网预约后未下载' } },
  { name: '会员手机号_老用户召回', values: { source: 'UPLOAD', id_type: 'PHONE_MD5', description: '沉默超过90天的会员' } },
  { name: '次留用户_OAID', values: { source: 'UPLOAD', id_type: 'OAID_MD5' } },
  { name: '付费用户相似人群', values: { source: 'LOOKALIKE', seed_audience_id: '30000012', description: '以游戏付费用户为种子' } },
] as const;
