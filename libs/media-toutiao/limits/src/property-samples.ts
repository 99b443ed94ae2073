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
} as const satisfies Readonly<Record<string, PropertySamples>>;

/** The attributes the sandbox's list answers per type (MediaProperty.summary); the web columns name them. */
export const TOUTIAO_PROPERTY_SUMMARY_KEYS = {
  'custom-audience': ['ID类型', '上传数量', '标签'],
  'monitor-activity': ['点击监测链接', '监测类型'],
} as const satisfies Readonly<Record<keyof typeof TOUTIAO_PROPERTY_SAMPLES, readonly string[]>>;

/** The summary of a type, its keys held to the declared ones. */
export type SummaryOf<T extends keyof typeof TOUTIAO_PROPERTY_SUMMARY_KEYS> = Partial<Record<(typeof TOUTIAO_PROPERTY_SUMMARY_KEYS)[T][number], string>>;
