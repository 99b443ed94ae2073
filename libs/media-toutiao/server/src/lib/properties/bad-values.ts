// Values 巨量引擎's sandbox refuses per type (over a seeded value), with the rule and part of the sentence: read
// by the unit spec of the checks and by the port contract suite's samples (port.contract.spec.ts).
import type { PropertyValues, SandboxRule } from '@toufang/server-media';

export interface BadValue {
  values: PropertyValues;
  rule: SandboxRule;
  says: string;
}

const FOO = 'https://t.sandbox-demo.cn/c?id=__FOO__';

export const BAD_VALUES: Readonly<Record<string, readonly BadValue[]>> = {
  target: [
    { values: { district: 'COUNTY', city: [110000, 110101] }, rule: 'property_region', says: '110101' },
    { values: { city: [110101] }, rule: 'property_invalid', says: '按省市定向时不能选择区县' },
    { values: { district: 'NONE' }, rule: 'property_invalid', says: '地域类型为不限时不能选择地域' },
    { values: { age: ['AGE_BETWEEN_18_19'] }, rule: 'property_invalid', says: '年龄中有不支持的选项' },
    { values: { retargeting_tags_include: ['1600000001'], retargeting_tags_exclude: ['1600000001'] }, rule: 'property_invalid', says: '人群包1600000001不能同时定向和排除' },
    { values: { retargeting_tags_include: ['1600000001'] }, rule: 'property_invalid', says: '人群包1600000001不属于该账户' },
  ],
  'custom-audience': [
    { values: { data_type: 'PHONE' }, rule: 'property_invalid', says: '请选择ID类型' },
    { values: { tag: '标'.repeat(21) }, rule: 'property_invalid', says: '标签最长20个字' },
  ],
  'monitor-activity': [
    { values: { action_track_url: FOO }, rule: 'property_macro', says: '监测链接包含巨量引擎不支持的宏：__FOO__' },
    { values: { track_url: 'ftp://t.sandbox-demo.cn/show?aid=__AID__' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
    { values: { action_track_url: '' }, rule: 'property_invalid', says: '请填写点击监测链接' },
  ],
  'conversion-config': [
    { values: { display_track_url: FOO }, rule: 'property_macro', says: '监测链接包含巨量引擎不支持的宏：__FOO__' },
    { values: { convert_source_type: 'AD_CONVERT_SOURCE_TYPE_H5_API', external_url: 'http://10.0.0.8/landing' }, rule: 'property_invalid', says: '不能是IP' },
    { values: { convert_source_type: 'AD_CONVERT_SOURCE_TYPE_SDK', package_name: '商城' }, rule: 'property_invalid', says: '应用包名格式不正确' },
    { values: { convert_type: 'AD_CONVERT_TYPE_UNKNOWN' }, rule: 'property_invalid', says: '请选择转化类型' },
  ],
  'event-management': [
    { values: { event_types: ['active', 'sleep'] }, rule: 'property_invalid', says: '事件不存在：sleep' },
    { values: { asset_type: 'THIRD_EXTERNAL', external_url: 'javascript:alert(1)' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
    { values: { asset_type: 'APP', package_name: '' }, rule: 'property_invalid', says: '请填写应用包名' },
  ],
  application: [
    { values: { app_type: 'IOS', download_url: 'https://download.sandbox-demo.cn/shop.ipa' }, rule: 'property_invalid', says: 'App Store' },
    { values: { download_url: 'https://localhost/shop.apk' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
    { values: { package_name: 'shop' }, rule: 'property_invalid', says: '应用包名格式不正确' },
    { values: { app_type: 'HARMONY' }, rule: 'property_invalid', says: '请选择应用类型' },
  ],
  'application-subcontracting': [
    { values: { channel_id: '渠道/01' }, rule: 'property_invalid', says: '渠道号格式不正确' },
    { values: { channel_id: 'c'.repeat(51) }, rule: 'property_invalid', says: '渠道号最长50个字' },
  ],
  'landing-page': [
    { values: { page_url: 'www.sandbox-demo.cn/site/618' }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
    { values: { status: 'DELETED' }, rule: 'property_invalid', says: '请选择站点状态' },
    { values: { description: '述'.repeat(151) }, rule: 'property_invalid', says: '描述最长150个字' },
  ],
  applet: [
    { values: { app_id: 'wx0a1b2c3d4e5f6a7b' }, rule: 'property_invalid', says: '小程序AppID格式不正确' },
    { values: { start_page: '/pages/index' }, rule: 'property_invalid', says: '启动页面格式不正确' },
  ],
  'quick-app': [
    { values: { homepage_url: 'hap://app/com.other.app' }, rule: 'property_invalid', says: '快应用主页链接须以 hap://app/快应用包名 开头' },
    { values: { package_name: 'quickreader' }, rule: 'property_invalid', says: '快应用包名格式不正确' },
  ],
  'native-anchor': [
    { values: { anchor_title: '题'.repeat(13) }, rule: 'property_invalid', says: '锚点标题最长12个字' },
    { values: { anchor_type: 'APP_GAME', android_package_name: '', ios_package_name: '' }, rule: 'property_invalid', says: '应用下载类锚点须填写安卓或iOS应用包名' },
    { values: { anchor_type: 'SHOPPING_CART', external_url: FOO.replace('https', 'ftp') }, rule: 'property_invalid', says: '链接须以 http:// 或 https:// 开头' },
  ],
  'open-url': [
    { values: { open_url: 'https://www.sandbox-demo.cn/shop' }, rule: 'property_invalid', says: '调起链接须为应用协议链接' },
    { values: { fallback_url: 'https://8.8.8.8/shop' }, rule: 'property_invalid', says: '不能是IP' },
  ],
  'creative-component': [
    { values: { button_text: '立即下载领取礼包' }, rule: 'property_invalid', says: '按钮文案最长6个字' },
    { values: { component_type: 'UNKNOWN' }, rule: 'property_invalid', says: '请选择组件类型' },
  ],
  'graphic-material': [
    { values: { title: '新品' }, rule: 'property_invalid', says: '标题至少5个字' },
    { values: { image_mode: 'GROUP', image_ids: ['7210000000000000101'] }, rule: 'property_invalid', says: '组图须选择3张图片' },
  ],
  'pangolin-media-pack': [
    { values: { media_ids: [5_001_121, 42] }, rule: 'property_invalid', says: '穿山甲媒体不存在：42' },
    { values: { media_ids: [] }, rule: 'property_invalid', says: '请选择穿山甲媒体' },
  ],
  'union-traffic-package': [
    { values: { rit: [945_100_101, 945_100_101] }, rule: 'property_invalid', says: '广告位不能重复' },
    { values: { flow_package_type: 'PRIVATE' }, rule: 'property_invalid', says: '请选择流量包类型' },
  ],
};
