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

const TRACK = 'https://track.example.com/gdt';

/** Conversions of each reporting way: API with its called-back click link, SDK, JS on a web page. */
export const GDT_CONVERSION_SAMPLES = [
  {
    name: '安卓激活_API回传',
    values: {
      access_type: 'ACCESS_TYPE_API',
      conversion_scene: 'CONVERSION_SCENE_ANDROID',
      claim_type: 'CLAIM_TYPE_CLICK',
      optimization_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
      self_attributed: true,
      feedback_url: `${TRACK}/click?click_id=__CLICK_ID__&callback=__CALLBACK__&adgroup=__ADGROUP_ID__&muid=__MUID__`,
      user_action_set_id: '1110245678',
    },
  },
  {
    name: 'iOS付费_SDK上报',
    values: { access_type: 'ACCESS_TYPE_SDK', conversion_scene: 'CONVERSION_SCENE_IOS', claim_type: 'CLAIM_TYPE_CLICK', optimization_goal: 'OPTIMIZATIONGOAL_APP_PURCHASE', self_attributed: false },
  },
  {
    name: '官网表单_JS上报',
    values: {
      access_type: 'ACCESS_TYPE_JS',
      conversion_scene: 'CONVERSION_SCENE_WEB',
      claim_type: 'CLAIM_TYPE_CLICK',
      optimization_goal: 'OPTIMIZATIONGOAL_LEADS',
      self_attributed: false,
      landing_page_url: 'https://www.example.com/apply?from=gdt',
      impression_feedback_url: `${TRACK}/show?ad=__AD_ID__&t=__CLICK_TIME__`,
    },
  },
  {
    name: '小游戏注册_API回传',
    values: {
      access_type: 'ACCESS_TYPE_API',
      conversion_scene: 'CONVERSION_SCENE_WECHAT_MINI_GAME',
      claim_type: 'CLAIM_TYPE_CLICK',
      optimization_goal: 'OPTIMIZATIONGOAL_APP_REGISTER',
      self_attributed: true,
      feedback_url: `${TRACK}/minigame?click_id=__CLICK_ID__&callback=__CALLBACK__&account=__ACCOUNT_ID__`,
    },
  },
] as const;

/** Mini games' monitoring links, called back or not. */
export const GDT_MINI_GAME_MONITOR_SAMPLES = [
  {
    name: '三国小游戏_点击回传',
    values: {
      mini_game_id: 'wx3f8a2c6d9e1b4a70',
      click_callback_enabled: true,
      click_tracking_url: `${TRACK}/mg/click?click_id=__CLICK_ID__&callback=__CALLBACK__&ad=__AD_ID__&t=__CLICK_TIME__`,
      impression_tracking_url: `${TRACK}/mg/show?ad=__AD_ID__&adgroup=__ADGROUP_ID__`,
    },
  },
  {
    name: '消除小游戏_仅监测',
    values: { mini_game_id: 'wx0b7e5d4c3a291f86', click_callback_enabled: false, click_tracking_url: `${TRACK}/mg/click?click_id=__CLICK_ID__&account=__ACCOUNT_ID__` },
  },
  {
    name: '合成小游戏_点击回传',
    values: { mini_game_id: 'wx9c1d2e3f4a5b6c7d', click_callback_enabled: true, click_tracking_url: `${TRACK}/mg/hc?cid=__CLICK_ID__&cb=__CALLBACK__&ip=__IP__&ua=__USER_AGENT__` },
  },
] as const;

/** 蹊径 pages of each kind (their URLs are the media's page hosts in the sandbox's own words). */
export const GDT_LANDING_PAGE_SAMPLES = [
  { name: '双十一大促_表单页', values: { page_type: 'PAGE_TYPE_XIJING_WEB', template_id: 'TEMPLATE_FORM', page_url: 'https://xj.example.com/p/1001?from=gdt' } },
  { name: '三国手游_安卓下载页', values: { page_type: 'PAGE_TYPE_XIJING_ANDROID', template_id: 'TEMPLATE_APP_DOWNLOAD', page_url: 'https://xj.example.com/p/1002' } },
  { name: '三国手游_iOS下载页', values: { page_type: 'PAGE_TYPE_XIJING_IOS', template_id: 'TEMPLATE_APP_DOWNLOAD', page_url: 'https://xj.example.com/p/1003' } },
  { name: '新品上市_原生推广页', values: { page_type: 'PAGE_TYPE_WECHAT_CANVAS', template_id: 'TEMPLATE_PRODUCT', page_url: 'https://xj.example.com/canvas/1004' } },
  { name: '品牌官网_活动页', values: { page_type: 'PAGE_TYPE_OFFICIAL', template_id: 'TEMPLATE_EVENT', page_url: 'https://www.example.com/events/winter' } },
] as const;

/** Mini programs an account promotes, with the page an ad opens. */
export const GDT_APPLET_SAMPLES = [
  { name: '优选商城小程序', values: { mini_program_id: 'gh_4a7c9e2b1d03', mini_program_appid: 'wx5e2d8c1b9a0f7634', mini_program_path: 'pages/index/index?channel=gdt' } },
  { name: '门店预约小程序', values: { mini_program_id: 'gh_b81f0e6d2c95', mini_program_appid: 'wx1a2b3c4d5e6f7081', mini_program_path: 'pages/booking/form?store=sh01' } },
  { name: '会员积分小程序', values: { mini_program_id: 'gh_0c3d5e7f9a1b', mini_program_path: 'pages/member/points' } },
] as const;

/** Material labels optimisers sort by: the piece's form, its hook, its maker. */
export const GDT_MATERIAL_TAG_SAMPLES = [
  { name: '真人口播', values: { tag_group: '素材形式', description: '真人出镜讲解卖点' } },
  { name: '剧情反转', values: { tag_group: '内容题材', description: '前3秒强冲突，结尾反转' } },
  { name: '游戏实录', values: { tag_group: '素材形式', description: '录屏加字幕' } },
  { name: '节日促销', values: { tag_group: '营销节点' } },
  { name: '外包制作', values: { tag_group: '制作来源', description: '供应商交付的素材' } },
] as const;

/** Mini game channels, one per placement an optimiser tells apart. */
export const GDT_CHANNEL_SAMPLES = [
  { name: '三国小游戏_朋友圈', values: { mini_game_appid: 'wx3f8a2c6d9e1b4a70', channel_id: 'gdt_sg_moments', launch_query: 'channel=gdt_sg_moments&src=moments' } },
  { name: '三国小游戏_公众号', values: { mini_game_appid: 'wx3f8a2c6d9e1b4a70', channel_id: 'gdt_sg_mp', launch_query: 'channel=gdt_sg_mp&src=mp' } },
  { name: '消除小游戏_优量汇', values: { mini_game_appid: 'wx0b7e5d4c3a291f86', channel_id: 'gdt_xc_union', launch_query: 'channel=gdt_xc_union' } },
] as const;

/** 视频号 an account promotes: a brand's own and a creator's, for videos and live rooms. */
export const GDT_FINDER_SAMPLES = [
  { name: '品牌官方视频号', values: { finder_id: 'sphA1b2C3d4E5', finder_nickname: '优选生活官方', authorization_scope: 'VIDEO_AND_LIVE', authorization_days: 365 } },
  { name: '达人合作_美食', values: { finder_id: 'sphF6g7H8j9K', finder_nickname: '小厨日记', authorization_scope: 'VIDEO_PROMOTION', authorization_days: 90 } },
  { name: '直播间_周末专场', values: { finder_id: 'sphL2m3N4p5Q6r', finder_nickname: '优选直播间', authorization_scope: 'LIVE_PROMOTION', authorization_days: 30 } },
] as const;

/** The avatar and nickname 朋友圈 ads show, per brand line. */
export const GDT_PROFILE_SAMPLES = [
  { name: '品牌主形象', values: { profile_name: '优选生活', head_image_id: '3000012345', description: '好物精选，品质生活' } },
  { name: '游戏形象_三国', values: { profile_name: '三国志战略', head_image_id: '3000012346', description: '经典三国策略手游' } },
  { name: '门店形象', values: { profile_name: '优选到家', head_image_id: '3000012347' } },
] as const;

/** Targeting packs (the seed adds one of the account's packs): two to five provinces, age ranges, an audience. */
export const GDT_TARGET_SAMPLES = [
  { name: '一线城市_白领_25-40', values: { regions: [110000, 310000, 440000], location_types: ['LIVE_IN'], age: ['24-30', '31-40'], education: ['BACHELOR', 'MASTER'], user_os: ['IOS'] } },
  { name: '江浙沪_宝妈', values: { regions: [310000, 320000, 330000], location_types: ['LIVE_IN', 'RECENTLY_IN'], age: ['24-30', '31-40'], gender: 'FEMALE' } },
  { name: '川渝_游戏玩家', values: { regions: [510000, 500000], age: ['18-23', '24-30'], gender: 'MALE', user_os: ['ANDROID'], network_type: ['WIFI', 'NET_5G'] } },
  { name: '华中_下沉市场', values: { regions: [420000, 430000, 410000, 360000, 340000], age: ['31-40', '41-49', '50-65'], network_type: ['WIFI', 'NET_4G'] } },
] as const;
