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

/** 监测链接 groups: a third-party tracker's links with bilibili's macros. */
export const BILIBILI_MONITOR_SAMPLES = [
  {
    name: '游戏官包点击监测',
    values: {
      click_url: 'https://track.example-game.com/bili/click?track_id=__TRACKID__&cid=__CREATIVEID__&os=__OS__&imei=__IMEI__&ts=__TS__',
      show_url: 'https://track.example-game.com/bili/show?cid=__CREATIVEID__&unit=__UNITID__&ts=__TS__',
    },
  },
  { name: '电商大促监测', values: { click_url: 'https://ad.example-shop.cn/c?tid=__TRACKID__&plan=__CAMPAIGNID__&ip=__IP__&ua=__UA__' } },
  {
    name: '品牌视频播放监测',
    values: {
      click_url: 'https://m.example-brand.com/track/click?tid=__TRACKID__&unit=__UNITID__',
      play_url: 'https://m.example-brand.com/track/play?cid=__CREATIVEID__&oaid=__OAID__&ts=__TS__',
    },
  },
] as const;

/** 激活链接: each platform's activation links, carrying its device macro. */
export const BILIBILI_ACTIVATE_LINK_SAMPLES = [
  { name: '安卓激活_官方包', values: { platform: 'ANDROID', click_url: 'https://track.example-game.com/bili/act?tid=__TRACKID__&imei=__IMEI__&oaid=__OAID__&ts=__TS__' } },
  { name: 'iOS激活_AppStore', values: { platform: 'IOS', click_url: 'https://track.example-game.com/bili/act?tid=__TRACKID__&idfa=__IDFA__&ts=__TS__', show_url: 'https://track.example-game.com/bili/imp?cid=__CREATIVEID__&idfa=__IDFA__' } },
  { name: '安卓激活_渠道包', values: { platform: 'ANDROID', click_url: 'https://s.example-app.cn/a?track=__TRACKID__&oaid=__OAID__&os=__OS__' } },
] as const;

/** 落地页: native pages on the media and the advertiser's own links. */
export const BILIBILI_LANDING_PAGE_SAMPLES = [
  { name: '新游预约原生页', values: { page_type: 'NATIVE', page_url: 'https://www.bilibili.com/blackboard/activity-game-reserve.html', title: '新游预约开启，领限定皮肤' } },
  { name: '官网下载页', values: { page_type: 'CUSTOM', page_url: 'https://www.example-game.com/download', title: '官方正版下载' } },
  { name: '双11会场', values: { page_type: 'CUSTOM', page_url: 'https://m.example-shop.cn/promo/1111' } },
] as const;

/** 转化跟踪: goals reported by API (with the click link), by SDK and by JS. */
export const BILIBILI_CONVERSION_SAMPLES = [
  { name: '安卓激活_API', values: { convert_type: 'ACTIVATE', report_method: 'API', click_url: 'https://track.example-game.com/bili/click?tid=__TRACKID__&oaid=__OAID__&ts=__TS__' } },
  { name: '付费_SDK', values: { convert_type: 'PAY', report_method: 'SDK' } },
  { name: '表单提交_JS', values: { convert_type: 'FORM_SUBMIT', report_method: 'JS', landing_url: 'https://www.example-edu.cn/trial' } },
  { name: '游戏预约_API', values: { convert_type: 'GAME_RESERVE', report_method: 'API', click_url: 'https://track.example-game.com/bili/reserve?tid=__TRACKID__&cid=__CREATIVEID__' } },
] as const;

/** 定向包: a game's, an e-commerce and a brand's audiences (region codes of the two-level tree). */
export const BILIBILI_TARGET_SAMPLES = [
  { name: '二次元手游_18-30岁', values: { age: ['AGE_18_24', 'AGE_25_30'], gender: 'ALL', platform: ['ANDROID', 'IOS'], network: ['WIFI', '5G'] } },
  { name: '华东电商_女性', values: { region: [310000, 320500, 330100], age: ['AGE_25_30', 'AGE_31_40'], gender: 'FEMALE', platform: ['ANDROID', 'IOS'] } },
  { name: '一线城市_数码爱好者', values: { region: [110000, 310000, 440100, 440300], age: ['AGE_18_24', 'AGE_25_30', 'AGE_31_40'], gender: 'MALE', network: ['WIFI'] } },
  { name: '全国_不限', values: { gender: 'ALL' } },
] as const;
