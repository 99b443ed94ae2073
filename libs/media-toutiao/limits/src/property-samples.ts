// Believable values of each built 巨量引擎 property type, under its wire names (openapi/components/
// property-toutiao.yaml): the sandbox seeds its demo accounts from them (libs/media-toutiao/server) and both sides'
// tests hold that the browser's schema and the sandbox's check accept every one. Demo data, 沙箱 only.

/** Base names of the seeded objects of a type and the values they take, drawn in turn. */
export interface PropertySamples {
  readonly names: readonly string[];
  readonly values: readonly Readonly<Record<string, unknown>>[];
}

const CLICK = 'https://track.sandbox-demo.cn/toutiao/click?aid=__AID__&cid=__CID__&os=__OS__&ip=__IP__&ts=__TS__&callback=__CALLBACK_PARAM__';
const SHOW = 'https://track.sandbox-demo.cn/toutiao/show?aid=__AID__&cid=__CID__&ts=__TS__';

export const TOUTIAO_PROPERTY_SAMPLES = {
  // The seed adds one of the account's packs (retargeting_tags_include).
  target: {
    names: ['一线城市白领', '江浙沪宝妈', '川渝游戏玩家', '华中下沉市场', '京津冀家装意向'],
    values: [
      { district: 'CITY', city: [110000, 310000, 440000], location_type: 'HOME', age: ['AGE_BETWEEN_24_30', 'AGE_BETWEEN_31_40'], gender: 'NONE', platform: ['IOS'] },
      { district: 'CITY', city: [310000, 320000, 330000], location_type: 'ALL', age: ['AGE_BETWEEN_24_30', 'AGE_BETWEEN_31_40'], gender: 'GENDER_FEMALE' },
      { district: 'CITY', city: [510000, 500000], location_type: 'CURRENT', age: ['AGE_BETWEEN_18_23', 'AGE_BETWEEN_24_30'], gender: 'GENDER_MALE', platform: ['ANDROID'], ac: ['WIFI', '4G'] },
      { district: 'CITY', city: [420000, 430000, 410000, 360000, 340000], location_type: 'HOME', age: ['AGE_BETWEEN_31_40', 'AGE_BETWEEN_41_49', 'AGE_ABOVE_50'], interest_action_mode: 'RECOMMEND' },
      { district: 'CITY', city: [110000, 120000, 130000], location_type: 'HOME', age: ['AGE_BETWEEN_31_40', 'AGE_BETWEEN_41_49'], ac: ['WIFI'] },
    ],
  },
  'custom-audience': {
    names: ['高意向下单人群', '近30天活跃用户', '老客复购人群', '表单提交用户', '游戏付费玩家', '门店到访人群'],
    values: [
      { data_type: 'IMEI_MD5', upload_num: 1_280_000, description: '近30天下单用户设备号（MD5）', tag: 'API文件数据源' },
      { data_type: 'OAID_MD5', upload_num: 860_000, tag: 'API文件数据源' },
      { data_type: 'IDFA_MD5', upload_num: 312_000, description: 'iOS活跃用户' },
      { data_type: 'MOBILE_HASH_SHA256', upload_num: 95_000, description: 'CRM会员手机号（SHA256）' },
      { data_type: 'UID', upload_num: 2_400_000 },
    ],
  },
  'monitor-activity': {
    names: ['应用下载点击监测', '双11大促监测组', '直播引流监测', '品牌曝光监测', '新品试用监测'],
    values: [
      { action_track_url: CLICK, track_url: SHOW },
      { action_track_url: `${CLICK}&imei=__IMEI__&oaid=__OAID__`, video_play_track_url: 'https://track.sandbox-demo.cn/toutiao/play?aid=__AID__&ts=__TS__' },
      {
        action_track_url: 'https://ad.sandbox-demo.cn/tt/c?clickid=__CLICKID__&pid=__PROJECT_ID__&prid=__PROMOTION_ID__',
        video_play_done_track_url: 'https://ad.sandbox-demo.cn/tt/done?clickid=__CLICKID__',
        video_play_effective_track_url: 'https://ad.sandbox-demo.cn/tt/valid?clickid=__CLICKID__',
      },
    ],
  },
  'conversion-config': {
    names: ['官网表单提交转化', '应用激活转化', '激活且付费转化', '在线咨询转化', '次留转化'],
    values: [
      { convert_source_type: 'AD_CONVERT_SOURCE_TYPE_H5_API', convert_type: 'AD_CONVERT_TYPE_FORM', external_url: 'https://www.sandbox-demo.cn/landing/form', action_track_url: CLICK },
      { convert_source_type: 'AD_CONVERT_SOURCE_TYPE_APP_DOWNLOAD', convert_type: 'AD_CONVERT_TYPE_ACTIVE', package_name: 'com.sandboxdemo.shop', action_track_url: CLICK, display_track_url: SHOW },
      { convert_source_type: 'AD_CONVERT_SOURCE_TYPE_SDK', convert_type: 'AD_CONVERT_TYPE_PAY', package_name: 'com.sandboxdemo.game' },
      { convert_source_type: 'AD_CONVERT_SOURCE_TYPE_JS', convert_type: 'AD_CONVERT_TYPE_CONSULT', external_url: 'https://www.sandbox-demo.cn/landing/consult' },
      { convert_source_type: 'AD_CONVERT_SOURCE_TYPE_APP_DOWNLOAD', convert_type: 'AD_CONVERT_TYPE_NEXT_DAY_OPEN', package_name: 'com.sandboxdemo.reader', action_track_url: CLICK },
    ],
  },
  'event-management': {
    names: ['官网落地页', '商城App安卓', '阅读快应用', '门店预约小程序', '活动橙子站'],
    values: [
      { asset_type: 'THIRD_EXTERNAL', event_types: ['form', 'phone'], track_types: ['EXTERNAL_API'], send_type: 'SERVER_SEND', external_url: 'https://www.sandbox-demo.cn/landing/form' },
      { asset_type: 'APP', event_types: ['active', 'active_register', 'active_pay'], track_types: ['EXTERNAL_API'], send_type: 'SERVER_SEND', package_name: 'com.sandboxdemo.shop' },
      { asset_type: 'QUICK_APP', event_types: ['active', 'next_day_open'], track_types: ['EXTERNAL_API'], send_type: 'CLIENT_SEND', package_name: 'com.sandboxdemo.quickreader' },
      { asset_type: 'MINI_PROGRAME', event_types: ['form', 'in_app_order'], track_types: ['JSSDK', 'EXTERNAL_API'], send_type: 'CLIENT_SEND', package_name: 'tt0a1b2c3d4e5f6a7b' },
      { asset_type: 'TETRIS_EXTERNAL', event_types: ['form', 'consult'], track_types: ['JSSDK', 'XPATH'], send_type: 'CLIENT_SEND', external_url: 'https://www.sandbox-demo.cn/site/618' },
    ],
  },
  application: {
    names: ['沙箱商城', '沙箱小说', '沙箱消除', '沙箱天气', '沙箱记账'],
    values: [
      { app_type: 'ANDROID', package_name: 'com.sandboxdemo.shop', download_url: 'https://download.sandbox-demo.cn/shop/shop_3.2.0.apk', version: '3.2.0' },
      { app_type: 'ANDROID', package_name: 'com.sandboxdemo.reader', download_url: 'https://download.sandbox-demo.cn/reader/reader_5.8.1.apk', version: '5.8.1' },
      { app_type: 'IOS', package_name: 'com.sandboxdemo.match', download_url: 'https://apps.apple.com/cn/app/id1488000001', version: '2.14.0' },
      { app_type: 'ANDROID', package_name: 'com.sandboxdemo.weather', download_url: 'https://download.sandbox-demo.cn/weather/weather_8.0.3.apk' },
      { app_type: 'IOS', package_name: 'com.sandboxdemo.ledger', download_url: 'https://apps.apple.com/cn/app/id1488000002', version: '1.6.2' },
    ],
  },
  'application-subcontracting': {
    names: ['头条信息流分包', '抖音分包', '穿山甲分包', '西瓜视频分包', '搜索分包'],
    values: [{ channel_id: 'toutiao_feed_01' }, { channel_id: 'douyin-02' }, { channel_id: 'pangle_03' }, { channel_id: 'xigua_04' }, { channel_id: 'search-05' }],
  },
  'landing-page': {
    names: ['618大促主会场', '新品首发落地页', '表单留资页', '门店预约页', '会员招募页'],
    values: [
      { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', page_url: 'https://www.sandbox-demo.cn/site/618', thumbnail: 'https://img.sandbox-demo.cn/site/618.jpg', description: '年中大促主会场，满300减50' },
      { function_type: 'SITE_FUNC_TYPE_NEW_MODULAR', status: 'ENABLE', page_url: 'https://www.sandbox-demo.cn/site/new-arrival' },
      { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'EDIT', page_url: 'https://www.sandbox-demo.cn/site/form', description: '留资表单，姓名与手机号' },
      { function_type: 'SITE_FUNC_TYPE_NEW_MODULAR', status: 'ENABLE', page_url: 'https://www.sandbox-demo.cn/site/store?city=shanghai' },
    ],
  },
  applet: {
    names: ['沙箱商城小程序', '预约到店小程序', '会员积分小程序', '答题小游戏'],
    values: [
      { app_id: 'tt0a1b2c3d4e5f6a7b', start_page: 'pages/index/index' },
      { app_id: 'tt9f8e7d6c5b4a3210', start_page: 'pages/booking/index', start_param: 'source=toutiao&store=1024' },
      { app_id: 'tt1234abcd5678ef90', start_page: 'pages/member/points' },
    ],
  },
  'quick-app': {
    names: ['沙箱阅读快应用', '沙箱天气快应用', '沙箱消除快应用'],
    values: [
      { package_name: 'com.sandboxdemo.quickreader', homepage_url: 'hap://app/com.sandboxdemo.quickreader/pages/book?id=1' },
      { package_name: 'com.sandboxdemo.quickweather', homepage_url: 'hap://app/com.sandboxdemo.quickweather' },
      { package_name: 'com.sandboxdemo.quickmatch', homepage_url: 'hap://app/com.sandboxdemo.quickmatch/pages/level' },
    ],
  },
  'native-anchor': {
    names: ['游戏下载锚点', '商城下载锚点', '课程预约锚点', '好物购物车'],
    values: [
      { anchor_type: 'APP_GAME', anchor_title: '立即下载领礼包', tool_title: '消除游戏锚点', android_package_name: 'com.sandboxdemo.match', ios_package_name: 'com.sandboxdemo.match' },
      { anchor_type: 'APP_SHOP', anchor_title: '下载App领券', android_package_name: 'com.sandboxdemo.shop' },
      { anchor_type: 'ONLINE_SUBSCRIBE', anchor_title: '免费预约试听', external_url: 'https://www.sandbox-demo.cn/site/course' },
      { anchor_type: 'SHOPPING_CART', anchor_title: '同款好物', external_url: 'https://www.sandbox-demo.cn/shop/item/1024' },
    ],
  },
  'open-url': {
    names: ['商城首页调起', '商品详情调起', '阅读书架调起'],
    values: [
      { platform: 'ALL', open_url: 'sandboxshop://home?from=toutiao', fallback_url: 'https://www.sandbox-demo.cn/shop' },
      { platform: 'ANDROID', open_url: 'sandboxshop://item/1024?from=toutiao', fallback_url: 'https://www.sandbox-demo.cn/shop/item/1024' },
      { platform: 'IOS', open_url: 'sandboxreader://shelf', fallback_url: 'https://apps.apple.com/cn/app/id1488000003' },
    ],
  },
  'creative-component': {
    names: ['大促选择磁贴', '领券磁贴', '新游礼包码', '推广卡片', '投票互动'],
    values: [
      { component_type: 'CHOICE_MAGNET', title: '你更想要哪款', button_text: '去看看', link_url: 'https://www.sandbox-demo.cn/site/618' },
      { component_type: 'COUPON_MAGNET', title: '满300减50', button_text: '立即领取', link_url: 'https://www.sandbox-demo.cn/shop/coupon' },
      { component_type: 'GAME_PACK', title: '新手豪华礼包', button_text: '领取礼包' },
      { component_type: 'PROMOTION_CARD', title: '官方正品保障', button_text: '立即购买', link_url: 'https://www.sandbox-demo.cn/shop' },
      { component_type: 'VOTE_MAGNET', title: '你支持哪一方', button_text: '投票' },
    ],
  },
  'graphic-material': {
    names: ['秋冬新品图文', '大促组图', '门店开业图文', '会员日小图'],
    values: [
      { title: '秋冬新品上市，全场限时八折', image_mode: 'LARGE', image_ids: ['7210000000000000101'] },
      { title: '双11狂欢提前购，爆款直降', image_mode: 'GROUP', image_ids: ['7210000000000000102', '7210000000000000103', '7210000000000000104'] },
      { title: '新店开业，到店即送好礼', image_mode: 'SMALL', image_ids: ['7210000000000000105'] },
    ],
  },
  'pangolin-media-pack': {
    names: ['阅读类媒体包', '游戏类媒体包', '工具类媒体包', '综合优质媒体'],
    values: [
      { media_ids: [5_001_121, 5_005_210, 5_008_019] },
      { media_ids: [5_002_318] },
      { media_ids: [5_003_406, 5_004_552, 5_006_733] },
      { media_ids: [5_001_121, 5_002_318, 5_007_845, 5_009_664, 5_010_287] },
    ],
  },
  'union-traffic-package': {
    names: ['激励视频流量包', '开屏流量包', '信息流优选包', '系统推荐包'],
    values: [
      { flow_package_type: 'CUSTOMIZE', rit: [945_100_103, 945_200_201, 945_700_701] },
      { flow_package_type: 'CUSTOMIZE', rit: [945_100_101, 945_300_301, 945_500_501] },
      { flow_package_type: 'FEATURED', rit: [945_100_102, 945_300_302, 945_400_401, 945_600_601] },
      { flow_package_type: 'SYSTEM', rit: [945_200_202, 945_800_801] },
    ],
  },
} as const satisfies Readonly<Record<string, PropertySamples>>;

/** The attributes the sandbox's list answers per type (MediaProperty.summary); the web columns name them. */
export const TOUTIAO_PROPERTY_SUMMARY_KEYS = {
  target: ['地域', '年龄', '性别', '平台', '人群包'],
  'custom-audience': ['ID类型', '上传数量', '标签'],
  'monitor-activity': ['点击监测链接', '监测类型'],
  'conversion-config': ['转化来源', '转化类型', '转化页面或应用'],
  'event-management': ['资产类型', '事件', '回传方式', '上报方式'],
  application: ['应用类型', '应用包名', '版本号'],
  'application-subcontracting': ['渠道号'],
  'landing-page': ['建站类别', '站点状态', '页面链接', '页面组件', '线索数'],
  applet: ['小程序AppID', '启动页面'],
  'quick-app': ['快应用包名', '主页链接'],
  'native-anchor': ['锚点类型', '锚点标题', '应用包名', '跳转链接'],
  'open-url': ['适用系统', '调起链接', '兜底链接'],
  'creative-component': ['组件类型', '组件标题', '按钮文案'],
  'graphic-material': ['标题', '图片样式', '图片数'],
  'pangolin-media-pack': ['媒体数', '穿山甲媒体'],
  'union-traffic-package': ['流量包类型', '广告位数', '广告位'],
} as const satisfies Readonly<Record<keyof typeof TOUTIAO_PROPERTY_SAMPLES, readonly string[]>>;

/** The summary of a type, its keys held to the declared ones. */
export type SummaryOf<T extends keyof typeof TOUTIAO_PROPERTY_SUMMARY_KEYS> = Partial<Record<(typeof TOUTIAO_PROPERTY_SUMMARY_KEYS)[T][number], string>>;
