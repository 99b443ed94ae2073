// The Chinese texts of the creation engine: the combination's problems, the submission rule's checks (widgets
// spec §5, exact), the preview's row checks and the 防出错 cells. One place, so the editor, the server's
// re-check and the tests read the same words.
import { SUBMISSION } from '../constants';

export const CREATION_TEXTS = {
  // Combination (issue 22 "Combination"; docs/decisions.md "Issue 22: creation engine").
  PAIR_LENGTHS: (parts: string) => `一一对应的维度数量须相同：${parts}`,
  NO_ACCOUNTS: '请选择账户',
  TOO_MANY_ACCOUNTS: (cap: number, count: number) => `单个模板最多选择${cap}个账户，当前${count}个，请减少账户`,
  TOO_MANY_REPEATS: (cap: number, count: number) => `重复提交最多${cap}次，当前第${count}次，请减少重复次数`,
  TOO_MANY_ADS: (cap: number, count: number, label: string) => `单个任务最多创建${cap}个${label}，当前组合共${count}个，请减少组合`,
  TOO_MANY_ROWS: (cap: number, count: number) => `单个任务最多预览${cap}个对象，当前组合共${count}个，请减少组合`,
  DIMENSION_LABELS: { targeting: '定向包', materials: '素材组', titles: '标题组' } as Record<string, string>,

  // Submission rule (widgets spec §5, exact texts).
  TIME_NOT_AFTER_NOW: '设定时间不可小于等于当前时间',
  BATCH_COUNT: (max: number) => `提交数量请输入1-${max}整数`,
  REPEAT_COUNT: `提交数量请输入${SUBMISSION.REPEAT_MIN}-${SUBMISSION.REPEAT_MAX}整数`,
  // Not worded by the spec (docs/decisions.md "Issue 22: creation engine").
  TIME_REQUIRED: '请选择提交时间',
  TIME_TOO_LATE: `设定时间不可晚于${SUBMISSION.DELAY_WINDOW_DAYS}天后`,
  INTERVAL: '请选择提交间隔',

  // Row checks of the preview (issue 22 "Preview").
  NAME_EMPTY: '名称不能为空',
  NAME_TOO_LONG: (label: string, max: number, length: number) => `${label}名称最多${max}个字符，当前${length}个`,
  NAME_DUPLICATE: (label: string) => `${label}名称在本任务的同一账户内重复`,
  NAME_DUPLICATE_REPEAT: (label: string) => `${label}名称与其他重复提交的名称相同，请在命名中加入通配符“重复”`,
  NAME_EXISTS: (label: string) => `账户内已有同名${label}`,
  NAME_SUFFIXED: (base: string) => `名称“${base}”重复，已自动加后缀`,
  REQUIRED: (label: string) => `请填写${label}`,
  PER_ACCOUNT_MISSING: (label: string, account: string) => `账户“${account}”未填写${label}`,
  INVALID_OPTION: (label: string) => `${label}的取值无效`,
  BID_RANGE: (min: number, max: number) => `出价不少于${min}元，不超过${max}元`, // widgets spec §5, the bid dialog's text
  BUDGET_RANGE: (label: string, min: number, max: number) => `${label}不少于${min}元，不超过${max}元`,
  NUMBER_RANGE: (label: string, min: number, max: number) => `${label}需在${min}-${max}之间`,
  TITLE_COUNT: (min: number, max: number, count: number) => `标题需${min}-${max}个，当前${count}个`,
  TITLE_LENGTH: (title: string, min: number, max: number, cjk2: boolean) =>
    `标题“${title}”长度需在${min}-${max}个字符之间${cjk2 ? '（汉字算2个字符）' : ''}`,
  MATERIAL_COUNT: (min: number, max: number, count: number) => `素材需${min}-${max}个，当前${count}个`,
  MATERIAL_KIND: (kinds: string) => `该媒体此处只支持${kinds}素材`,
  MATERIAL_UNFIT: (name: string, reason: string) => `素材「${name}」不符合媒体要求：${reason}`,
  MATERIAL_KIND_LABELS: { image: '图片', video: '视频' } as Record<string, string>,
  TITLE_WORD_PACK: (name: string) => `标题中的动态词包{${name}}该媒体不支持`,
  SCHEDULE: '投放时段格式不正确，或未选择任何时段',
  ALL_LOW_EFFICIENCY: '素材全部为低效素材，媒体会拒绝创建',
  SOME_LOW_EFFICIENCY: (count: number) => `含${count}个低效素材`,
  IDENTICAL_AD: '同一账户内已有素材、标题和定向都相同的广告，媒体会拒绝创建',
  QUOTA: (left: number) => `账户在投数量剩余${left}个，超出的无法创建`,
  DAILY_CAP: (left: number) => `账户今日还可创建${left}个对象，超出的无法创建`,
  TASK_CAP: (cap: number, label: string) => `单个任务最多创建${cap}个${label}，超出上限`,

  // 防出错 cells (shell spec §3; the messages are chosen, docs/decisions.md).
  EP_NOT_ALLOWED: (shown: string, allowed: string) => `${shown}（允许：${allowed}）`,
  EP_EMPTY: '-',
} as const;
