// 素材审核's envelope codes and Chinese texts (openapi/openapi.yaml lists the codes).
import { CODES, Refusal, forbidden } from '@toufang/server-http';

export const REVIEW_CODES = {
  /** The share link cannot be used: unknown, expired or revoked (the message says which). */
  SHARE_UNUSABLE: 1601,
  /** The link needs its password, or the password (or the access key it gave) is wrong. */
  SHARE_PASSWORD: 1602,
} as const;

export const REVIEW_TEXTS = {
  REASON_REQUIRED: '驳回时请填写驳回原因',
  NOT_DECIDER: '只有管理员、经理和设计经理可以审核素材',
  SHARE_UNKNOWN: '分享链接不存在，请检查链接是否完整或联系分享人',
  SHARE_EXPIRED: '分享链接已过期，请联系分享人重新分享',
  SHARE_REVOKED: '分享链接已被撤销，请联系分享人',
  PASSWORD_REQUIRED: '该分享链接需要访问密码',
  PASSWORD_WRONG: '访问密码错误，请重新输入',
  ACCESS_KEY_STALE: '访问凭证已失效，请重新打开分享链接',
  NOT_IN_SHARE: '该素材不在此分享链接中',
  COMMENT_ONLY: '此分享链接仅可评论，不能审核素材',
  SHARE_NOT_FOUND: '分享链接不存在或不是你创建的',
  /** The guest as the history and the operation log name them. */
  GUEST: (name: string) => `${name}（访客）`,
} as const;

/** Names listed per share link in the sharer's list. */
export const SHARE_NAMES_SHOWN = 3;

export const shareUnusable = (message: string) => new Refusal(REVIEW_CODES.SHARE_UNUSABLE, message);
export const sharePassword = (message: string) => new Refusal(REVIEW_CODES.SHARE_PASSWORD, message);
export const notInShare = () => new Refusal(CODES.NOT_FOUND, REVIEW_TEXTS.NOT_IN_SHARE);
export const commentOnly = () => forbidden(REVIEW_TEXTS.COMMENT_ONLY);
