// The media account area's figures and texts, in one place.
import type { AccountStatus, AuthStatus } from '@toufang/server-db';

/** Limits of the media account area; this project's choices unless a line names another source. */
export const ACCOUNT_LIMITS = {
  /** How long an authorisation's state may be completed: 10 minutes, as long as the media keep their codes (gdt's codeTtlMs). */
  STATE_TTL_MS: 10 * 60_000,
  /** At most one sync per account in this window (the desk's rule, to stay inside the media's call limits). */
  SYNC_INTERVAL_MS: 60_000,
  /** Length of a reset desk-login password: 16 characters of a 57-letter alphabet (over 90 bits). */
  PASSWORD_LENGTH: 16,
  /** Rows of one upload (the file itself is capped at 512 KiB by the contract). */
  UPLOAD_ROWS_MAX: 2_000,
} as const;

/** Letters of a reset password: no 0/O, 1/l/I, so it can be read out and typed. */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** Where the media sends the user back: the desk's add page of the media (shell spec §2.3). */
export const redirectPathOf = (media: string) => `/account-app/account/media-account/${media}/add`;

export const ACCOUNT_STATUS_TEXT: Readonly<Record<AccountStatus, '正常' | '冻结' | '审核中'>> = {
  active: '正常',
  frozen: '冻结',
  pending: '审核中',
};

export const AUTH_STATUS_TEXT: Readonly<Record<AuthStatus, '有效' | '授权失效' | '已撤销'>> = {
  active: '有效',
  expired: '授权失效',
  revoked: '已撤销',
};

export const ACCOUNT_TEXTS = {
  ACCOUNT_NOT_FOUND: '账户不存在或已删除',
  AUTHORIZATION_NOT_FOUND: '授权不存在',
  AUTHORIZATION_INACTIVE: '授权已失效，请重新授权',
  NOT_COVERED: '所选账户不在本次授权范围内',
  STATE_INVALID: '授权已过期或已使用，请重新发起授权',
  GROUP_NOT_FOUND: '账户分组不存在',
  GROUP_NAME_TAKEN: '分组名称已存在',
  PROJECT_NOT_FOUND: '项目不存在',
  OPERATOR_NOT_FOUND: '运营人员不存在',
  SYNC_TOO_SOON: (name: string) => `账户「${name}」1分钟内已同步过，请稍后再试`,
  NO_SANDBOX: '该媒体暂不支持授权',
  FIELD_FORBIDDEN: {
    accountName: '无权限修改账户名称',
    remark: '无权限修改备注',
    operatorIds: '无权限修改运营人员',
    product: '无权限修改产品',
    projectId: '无权限修改项目',
    groupId: '无权限修改账户分组',
  },
  UPLOAD_UNREADABLE: '文件无法读取，请使用模板填写后上传（.xlsx 或 .csv）',
  UPLOAD_NO_HEADER: '文件缺少表头：账户ID、账户名称、备注',
  UPLOAD_EMPTY: '文件中没有账户',
  UPLOAD_TOO_MANY: `一次最多上传${ACCOUNT_LIMITS.UPLOAD_ROWS_MAX}个账户`,
  UPLOAD_TOO_LARGE: `文件内容过大，请使用模板填写后上传（一次最多${ACCOUNT_LIMITS.UPLOAD_ROWS_MAX}个账户）`,
  UPLOAD_ID_MISSING: '账户ID不能为空',
  UPLOAD_ID_DUPLICATE: '账户ID在文件中重复',
  UPLOAD_NOT_AUTHORIZED: '账户未授权，请先授权',
  UPLOAD_OTHER_COMPANY: '账户已被其他公司绑定',
  UPLOAD_NAME_TOO_LONG: '账户名称不能超过100个字符',
  UPLOAD_REMARK_TOO_LONG: '备注不能超过200个字符',
  CONSENT_MAIN_LOGIN: '主账号（可见公司全部广告账户）',
  CONSENT_SUB_LOGIN: (username: string) => `子账号 ${username}（仅可见媒体分配给该登录的广告账户）`,
  CONSENT_STATE_INVALID: '授权链接已过期或已使用，请回到投放平台重新发起授权。',
} as const;

/** The upload template's columns, in order. */
export const UPLOAD_COLUMNS = ['账户ID', '账户名称', '备注'] as const;
