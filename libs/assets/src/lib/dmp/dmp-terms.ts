// Words of the data platform's pages (数据平台, issue 21 "The data platform"; docs/design/properties.md §4.1). The
// server's refusals come with their own Chinese messages; these are the pages' labels and explanations.

export const DMP_TEXTS = {
  SANDBOX_NOTE: '沙箱媒体的人群包与人数为模拟数据',
  STATE: { none: '未推送', pushing: '推送中', computing: '计算中', available: '可用', expiring: '即将过期', expired: '已过期', offline: '已下线', refused: '推送失败' },
  SOURCE: { upload: '上传', handpick: '精选人群包', expand: 'AI扩量' },
  ID_TYPE: { imei: 'IMEI', idfa: 'IDFA', oaid: 'OAID', phone: '手机号' },
  COLUMNS: {
    NAME: '人群名称',
    SOURCE: '来源',
    STATE: '状态',
    SIZE: '覆盖人数',
    MEDIA: '媒体',
    ACCOUNTS: '账户数',
    LAST_USED: '最近使用',
    CREATED: '创建时间',
    ACTIONS: '操作',
    ACCOUNT: '账户',
    REASON: '说明',
    PUSHED: '推送时间',
  },
  PUSH: '推送',
  PUSH_TITLE: (name: string) => `推送人群「${name}」到账户`,
  PUSH_ACCOUNTS: '选择账户',
  PUSH_FULL: (packs: number, cap: number) => `已有${packs}个，已达上限${cap}个`,
  PUSH_HELD: (packs: number, cap: number | null) => (cap === null ? `已有${packs}个` : `已有${packs}个 / 上限${cap}个`),
  PUSH_UNAUTHORIZED: '未授权',
  PUSH_STARTED: (queued: number) => `已开始推送到${queued}个账户，可在任务中心查看进度`,
  PUSH_REFUSED: '以下账户未推送：',
  NO_ACCOUNTS: '没有可推送的账户（需已授权且该媒体已开放人群上传）',
  DETAIL: '详情',
  REMOVE: '删除',
  REMOVE_CONFIRM: (name: string) => `删除人群「${name}」？已推送到媒体的人群包仍保留在媒体侧，可在各媒体的自定义人群中删除。`,
  REMOVED: '已删除',
  COPIES: '各账户人群包',
  EMPTY: '还没有人群',
  FAILED: '人群加载失败',
} as const;

/** 自定义人群 (custom-crowd). */
export const CUSTOM_CROWD_TEXTS = {
  TITLE: '自定义人群',
  FORM: '上传设备号文件',
  PRIVACY: '设备号在浏览器中加密（MD5）后上传，明文不会离开您的电脑',
  FILE_HINT: '支持 txt、csv，每行一个设备号，最大20MB、200万行；同一文件内只能有一种ID类型',
  NAME: '人群名称',
  NAME_REQUIRED: '请输入人群名称',
  ID_TYPE: 'ID类型',
  PRE_HASHED: '已是MD5',
  PICK: '选择文件',
  HASHING: (percent: number) => `正在浏览器中加密… ${percent}%`,
  COUNTS: (valid: number, invalid: number) => `有效${valid}行 / 无效${invalid}行`,
  DUPLICATES: (n: number) => `（已去除重复${n}行）`,
  UPLOAD: '上传',
  UPLOADING: (percent: number) => `上传中 ${percent}%`,
  UPLOADED: (name: string) => `人群「${name}」已创建，可推送到账户`,
  EXISTING: (name: string) => `该文件已上传为人群「${name}」`,
  LIST: '已上传的人群',
} as const;

/** 精选人群包 (handpick). */
export const HANDPICK_TEXTS = {
  TITLE: '精选人群包',
  LIST: '精选人群包列表',
  MEDIA: '媒体',
  KEYWORD: '搜索人群包名称或描述',
  CATEGORY: '分类',
  DESCRIPTION: '描述',
  ADD: '添加到账户',
  ADDED: '已添加',
  ADD_TITLE: (name: string) => `添加精选人群包「${name}」`,
  EMPTY: '该媒体暂无可添加的精选人群包（需有已授权的账户）',
} as const;

/** 我的人群 (my). */
export const MY_TEXTS = { TITLE: '我的人群', LIST: '人群列表', KEYWORD: '搜索人群名称', ALL: '全部' } as const;

/** 消耗明细 (consume). */
export const CONSUME_TEXTS = {
  TITLE: '消耗明细',
  LIST: '消耗明细列表',
  NOTE: '同一广告使用多个人群包时，消耗分别计入每个人群包',
  CROWDS: '人群',
  ALL_CROWDS: '全部人群',
  GROUP_BY: '汇总方式',
  GROUPS: { day: '按天', account: '按账户', 'day-account': '按天和账户' },
  DAY: '日期',
  COST: '消耗(元)',
  SHOW: '展示数',
  CLICK: '点击数',
  CONVERT: '转化数',
  EMPTY: '所选时间内没有使用这些人群的消耗',
} as const;

/** AI扩量 (ai-expand). */
export const EXPAND_TEXTS = {
  TITLE: 'AI扩量',
  FORM: '扩量设置',
  STATEMENT: '扩量由媒体完成，本平台不训练模型，展示的人数为媒体预估',
  SEED: '种子人群',
  SEED_HINT: '种子人群须已推送到所选账户且状态为可用',
  ACCOUNT: '扩量账户',
  LEVEL: '扩量等级',
  LEVEL_HINT: '等级越高，人群越大、与种子的相似度越低',
  NAME: '新人群名称（可选）',
  SUBMIT: '开始扩量',
  DONE: (name: string, size: number | null) => `已创建扩量人群「${name}」${size === null ? '' : `，媒体预估${size.toLocaleString('en-US')}人`}`,
} as const;
