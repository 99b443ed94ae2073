// The index-app's Chinese texts: 首页 (shell spec §2.3 index-app/home, §2.5 the home entry's offline notice; issue 24
// "today so far against yesterday and the same day last week … top accounts and plans, accounts with low balance,
// recent creation tasks and rule actions, messages") and 看板 (issue 24; widgets spec §2, §3, §8 for the layout module).
export const HOME_TEXTS = {
  title: '首页',
  // §2.5: the home and report features give way to the board feature.
  offline: '首页与报表功能即将下线，届时将由全新的数据看板替代。',
  compare: '今日对比',
  asOf: (hour: number) => `今日 00:00 – ${String(hour).padStart(2, '0')}:59，与昨日、上周同期同一时段对比`,
  // No whole hour of today synced yet: before the day's first sync, or in its first hour.
  notSynced: '今日尚无完整一小时的数据',
  today: '今日',
  hourly: '今日分时消耗',
  yesterday: '昨日同期',
  lastWeek: '上周同期',
  lastWeekMissing: '上周同期暂无数据',
  byMedia: '分媒体',
  media: '媒体',
  topAccounts: '消耗前10账户（今日）',
  topPlans: '消耗前10计划（今日）',
  account: '账户',
  plan: '计划',
  lowBalance: '余额不足账户',
  balance: '余额（元）',
  line: '提醒线（元）',
  belowMonitor: '低于监测阈值',
  belowYesterday: '余额不足一天消耗',
  recentTasks: '最近创建任务',
  recentRuleActions: '最近规则动作',
  messages: '消息',
  template: '模板',
  noTemplate: '未使用模板',
  taskProgress: (created: number, total: number, failed: number) => `成功 ${created}/${total}${failed > 0 ? `，失败 ${failed}` : ''}`,
  failed: '加载失败',
  retry: '重试',
  empty: '暂无数据',
  more: '查看全部',
  // The scrolling body of a card (its name for a screen reader when it takes the focus).
  cardContent: (title: string) => `${title}内容`,
} as const;

/** The five figures of 今日对比, in order (issue 24: spend, impressions, clicks, conversions, conversion cost). */
export const COMPARE_METRICS = [
  { key: 'cost', label: '消耗', unit: '元' },
  { key: 'show', label: '展示', unit: '' },
  { key: 'click', label: '点击', unit: '' },
  { key: 'convert', label: '转化', unit: '' },
  { key: 'convertCost', label: '转化成本', unit: '元' },
] as const;

export const RULE_ACTION_TYPES: Record<string, string> = { BUDGET: '调整预算', BID: '调整出价', PAUSE: '暂停', EMAIL: '邮件提醒' };

export const BOARD_TEXTS = {
  title: '看板',
  edit: '编辑布局',
  editTitle: '编辑看板布局',
  save: '保存',
  reset: '恢复默认',
  cancel: '取消',
  saved: '看板已保存',
  defaultBoard: '当前为默认看板',
  liveRoomsLater: '直播间数据请在直播中控台查看',
  liveConsole: '打开直播工作台',
  settings: '卡片设置',
  allMedia: '全部媒体',
  rangeOf: (title: string) => `${title}的时间范围`,
  mediaOf: (title: string) => `${title}的媒体`,
} as const;
