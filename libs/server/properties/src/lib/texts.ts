// The property area's envelope codes and Chinese texts (openapi/openapi.yaml lists the codes).
import { CODES, Refusal } from '@toufang/server-http';

export const PROPERTY_CODES = {
  /** A property write refused by the media's rules before any call, or by the media; the message says which. */
  REFUSED: 1701,
  /** A pack in use by delivering ads removed without confirm. */
  IN_USE: 1702,
} as const;

export const PROPERTY_TEXTS = {
  NOT_FOUND: '资产不存在或已删除',
  TYPE_UNKNOWN: (media: string, type: string) => `${media}没有“${type}”这类资产`,
  ACCOUNT_NOT_FOUND: '账户不存在或无权操作',
  ACCOUNT_WRONG_MEDIA: '账户与资产不属于同一媒体',
  KIND_MISMATCH: '修改时不能改变资产的类型',
  NOT_AUTHORIZED: (account: string) => `账户「${account}」未授权或授权已失效，请先重新授权`,
  NOTHING_TO_SYNC: '所选账户没有可同步的资产',
  SITE_MISSING_TITLE: '页面不存在',
  SITE_MISSING: '该落地页不存在、未发布或已删除。',
  // A material field (docs/decisions.md, "Issue 21: material fields"): the field named by its page label.
  MATERIAL_UNKNOWN: (field: string, id: string) => `${field}：素材库中没有ID为${id}的素材，或无权使用`,
  MATERIAL_WRONG_KIND: (field: string, name: string, kind: 'image' | 'video') => `${field}：素材「${name}」不是${kind === 'image' ? '图片' : '视频'}`,
  MATERIAL_REFUSED: (field: string, name: string, reason: string) => `${field}：素材「${name}」推送到账户失败，${reason}`,
  // 推送到账户 of a type with material fields: a media id the library does not hold cannot reach another account.
  MATERIAL_NO_ANSWER: '媒体未返回该素材的结果',
  MATERIAL_NOT_IN_LIBRARY: (field: string, id: string) => `${field}：媒体素材ID ${id}不在素材库中，无法带到其他账户，请先在源账户中改用素材库的素材`,
  MATERIAL_MISSING_TITLE: '素材不存在',
  MATERIAL_MISSING: '该素材不存在或文件已删除。',
} as const;

export const refused = (message: string) => new Refusal(PROPERTY_CODES.REFUSED, message);
export const notFound = (message: string = PROPERTY_TEXTS.NOT_FOUND) => new Refusal(CODES.NOT_FOUND, message);

/** A type's actions in the audit trail's words (the contract's PropertyActionName). */
export const PROPERTY_ACTION_WORDS = {
  reply: '回复',
  hide: '隐藏',
  pin: '置顶',
  unpin: '取消置顶',
  block: '屏蔽',
  publish: '发布',
  unpublish: '下线',
} as const;
