// The data platform's envelope codes and Chinese texts (openapi/openapi.yaml lists the codes; docs/design/
// properties.md §2.11 gives the sentences).
import { CODES, Refusal } from '@toufang/server-http';

export const DMP_CODES = {
  /** A crowd file is refused (empty, too large, not hashed, mixed ID types, counts that differ). */
  FILE: 1801,
  /** A media refused an audience call (expand, handpick): the message is the media's. */
  MEDIA: 1701,
} as const;

export const DMP_TEXTS = {
  CROWD_NOT_FOUND: '人群不存在或已删除',
  ACCOUNT_NOT_FOUND: '账户不存在或无权操作',
  NOT_A_STREAM: '请以文件内容作为请求体上传',
  COUNTS_DIFFER: (what: string, told: number, found: number) => `文件${what}与检查时不一致（检查时${told}，上传${found}），请重新选择文件`,
  COUNTS_DONT_ADD: '有效行数与无效行数之和超过总行数',
  CLEAR_LINE: (line: number) => `第${line}行不是MD5，设备号须在浏览器中加密后上传，明文不会被接收`,
  FILE_CHANGED: '上传的文件与检查时不一致，请重新上传',
  ALREADY_UPLOADED: (name: string) => `该文件已上传为人群「${name}」`,
  NOT_OPEN: (media: string) => `${media}暂未开放人群上传`,
  CAP: (media: string, cap: number, account: string, held: number) => `${media}每个账户最多${cap}个人群包，账户「${account}」已有${held}个，本次推送1个`,
  NOT_AUTHORIZED: (account: string) => `账户「${account}」未授权或授权已失效，请先重新授权`,
  OTHER_MEDIA: (media: string) => `该人群来自${media}，只能推送到${media}的账户`,
  NO_SOURCE_COPY: '该人群在此媒体没有可推送的人群包',
  SEED_NOT_THERE: (account: string) => `种子人群尚未推送到账户「${account}」，请先推送并等待计算完成`,
  SEED_NOT_READY: '种子人群在该账户尚未计算完成，请在可用后再扩量',
  HANDPICK_NOT_OFFERED: '该精选人群包不存在或已下线',
  NO_ANSWER: '媒体未答复',
  PUSH_TITLE: '推送人群',
  PUSH_SUMMARY: (ok: number, failed: number) => `成功${ok}个，失败${failed}个`,
  TRUNCATED: (name: string) => `人群名称超过媒体上限，已截为「${name}」`,
} as const;

/** What a copy shows while it is not a pack yet, or could not be made. */
export const COPY_STATE_TEXT = { queued: '推送中', refused: '推送失败' } as const;
/** What a crowd shows (CrowdState). */
export const CROWD_STATE_TEXT = {
  none: '未推送',
  pushing: '推送中',
  computing: '计算中',
  available: '可用',
  expiring: '即将过期',
  expired: '已过期',
  offline: '已下线',
  refused: '推送失败',
} as const;

export const fileRefused = (message: string) => new Refusal(DMP_CODES.FILE, message);
export const mediaRefused = (message: string) => new Refusal(DMP_CODES.MEDIA, message);
export const notFound = (message: string = DMP_TEXTS.CROWD_NOT_FOUND) => new Refusal(CODES.NOT_FOUND, message);
