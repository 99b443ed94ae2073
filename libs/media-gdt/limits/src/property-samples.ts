// Believable values of each built 腾讯广告 property type, under its wire names: the sandbox's seed picks from
// them, the web declarations' spec checks its schema accepts them, and the port contract creates them. One list
// so "the seed's values pass the page's rules and the contract" is tested on the same values.

/** Audience packs: an uploaded customer file of each of the desk's ID types, and lookalikes. */
export const GDT_AUDIENCE_SAMPLES = [
  { name: '高价值付费用户_近30天', values: { type: 'CUSTOMER_FILE', user_id_type: 'HASH_IMEI', description: '近30天付费金额前20%的安卓用户' } },
  { name: '已下载未激活_iOS', values: { type: 'CUSTOMER_FILE', user_id_type: 'HASH_IDFA', description: '下载后7天内未激活' } },
  { name: '老客召回_手机号', values: { type: 'CUSTOMER_FILE', user_id_type: 'HASH_MOBILE_PHONE', description: 'CRM导出的沉默老客' } },
  { name: '次留用户_OAID', values: { type: 'CUSTOMER_FILE', user_id_type: 'HASH_OAID', description: '次日留存用户' } },
  { name: '付费用户拓展_3倍', values: { type: 'LOOKALIKE', seed_audience_id: '40000012', description: '以高价值付费用户为种子' } },
  { name: '注册用户排除包', values: { type: 'CUSTOMER_FILE', user_id_type: 'HASH_IMEI', description: '投放时排除已注册用户' } },
] as const;
