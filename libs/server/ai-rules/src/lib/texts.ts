// The AI助手 server's Chinese texts (docs/design/tools.md §5.2, §6, §10). The rules' own words (the save check, the
// record's skip reasons and notes) are the domain's (AI_RULE_TEXTS, AI_RULE_REASON_TEXTS of @toufang/domain).
import { CODES, Refusal } from '@toufang/server-http';

export const AI_RULES_TEXTS = {
  RULE_NOT_FOUND: '规则不存在或无权查看',
  VERSION_CONFLICT: '规则已被他人修改，请刷新后重试',
  VERSION_REQUIRED: '修改规则时须带上规则的版本',
  ACCOUNTS_OUT_OF_SCOPE: '所选账户不存在或不在您的数据范围内',
  ACCOUNT_MEDIA: '所选账户不属于规则的媒体',
  MEDIA_UNKNOWN: '不支持的媒体',
  NAME_RULE_NOT_FOUND: '命名规则不存在、未启用或不适用于该媒体和层级',
  NAME_FIELD_NOT_FOUND: (field: string) => `命名规则中没有字段「${field}」`,
  MAIL_USERS_OUT_OF_SCOPE: '邮件接收人中有不存在或不在您的数据范围内的平台用户',
  RUN_NOW_TOO_SOON: '每分钟最多立即执行一次，请稍后再试',
  DRY_RUN_NEEDS_RULE: '请提供规则或规则内容',
  UNDO_NONE: '请选择要撤销的操作',
  UNDO_NOT_FOUND: '操作不存在或无权查看',
  UNDO_NOT_APPLIED: '只能撤销已执行的预算、出价或暂停操作',
  UNDO_ONE_EDIT: '一次只能撤销同一次执行中同一类操作',
  COPY_SUFFIX: '-副本',
  ROUND_TITLE: 'AI助手规则执行',
  RECORD_CONFLICT: '本轮的部分操作已由同一时段的另一次执行记录，本轮将重试',
  RUN_MESSAGE_TITLE: (name: string) => `AI助手规则「${name}」已执行`,
  RUN_FAILED_TITLE: (name: string) => `AI助手规则「${name}」执行失败`,
  RUN_MESSAGE: (acted: number, skipped: number, failed: number) => `本次执行：执行${acted}项，跳过${skipped}项，失败${failed}项。详情见执行记录。`,
  EMAIL_TITLE: (name: string) => `AI助手规则「${name}」提醒`,
  EMAIL_INTRO: (n: number) => `以下${n}个对象满足规则条件：`,
  MAIL_RECORD_HINT: '详情见投放平台 工具 › AI助手 › 执行记录。',
  MAIL_OBJECT_NAME: '对象名称',
  MAIL_OBJECT_ID: '对象ID',
  RUN_PARTLY_FAILED_TITLE: (name: string) => `AI助手规则「${name}」部分操作失败`,
  OUT_OF_SCOPE_ACCOUNTS: (n: number) => `${n}个账户已不在规则创建人的数据范围内，本次未检查`,
  OWNER_GONE: '规则创建人已不存在，本次未执行',
  SYNC_REFUSED: (reason: string) => `执行前同步数据失败，按已有数据检查：${reason}`,
  DRY_RUN_LIMITS: [
    '试运行只读取已保存的数据，不调用媒体接口',
    '最近3天按规则的执行频率逐次回放（按小时数据），第4-7天每天按日数据回放一次（按日回放）',
    '被暂停的对象之后的数据仍是实际发生的数据（试运行中的暂停并未真正停止投放）',
    '在投放平台之外所做的修改无法获知',
  ],
} as const;

/** The status words of the record (before → after of a pause). */
export const STATUS_WORDS: Readonly<Record<string, string>> = { enabled: '投放中', paused: '已暂停' };

export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);
export const conflict = (message: string) => new Refusal(409, message);
