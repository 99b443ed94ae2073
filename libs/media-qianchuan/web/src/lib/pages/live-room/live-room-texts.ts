// The texts of 直播间实时大屏 (docs/design/live-home.md §4.3 "Reconnect", §5.1, §7; shell spec §2.3 live-room).
export const LIVE_ROOM_TEXTS = {
  TITLE: '直播间实时大屏',
  SANDBOX: '沙箱',
  LOADING: '正在加载直播数据…',
  CONNECTING: '正在连接…',
  RECONNECTING: (attempt: number) => `连接中断，正在重连（第${attempt}次）…`,
  GAVE_UP: '无法连接服务器，数据已停止更新',
  ENDED: (time: string) => `直播已结束（${time}结束）`,
  NO_STREAM: '该抖音号暂无直播场次',
  AUTH_EXPIRED: '抖音号授权已过期，请在“我的抖音号”续期',
  AUTH_LINK: '前往我的抖音号',
  RETRY: '重试',
  BAD_PATH: '直播间地址不正确',
  STARTED_AT: '开播时间',
  TREND_ONLINE: '在线与进入',
  TREND_GMV: '成交金额与订单',
  TREND_COST: '消耗与ROI',
  RANGE_RECENT: '近4小时',
  RANGE_ALL: '全场',
  TRAFFIC: '流量来源',
  PRODUCTS: '商品',
  EXPLAINING: '讲解中',
  PRODUCT_NAME: '商品',
  PRODUCT_PRICE: '价格（元）',
  PRODUCT_SOLD: '销量',
  PRODUCT_GMV: '成交金额（元）',
  PRODUCT_STOCK: '库存',
  NONE: '-',
} as const;

/** The trend's default window: the last 4 hours (§5.1), zoomable to the whole stream. */
export const LIVE_ROOM_RECENT_MINUTES = 240;
