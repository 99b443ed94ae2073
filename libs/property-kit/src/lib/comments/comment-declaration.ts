// A media's 评论管理 declaration (docs/design/properties.md §2.2 (b), §2.7): the same page on every media that
// has it; the media's limits say which actions it offers and how long a reply may be.
import * as z from 'zod/mini';
import type { MediaCode, PropertyTypeLimits } from '@toufang/domain';
import { definePropertyType, type PropertyActionSpec, type PropertyFields, type PropertyTypeConfig } from '../config/property-config';
import { PROPERTY_KIT_TEXTS } from '../texts';

const T = PROPERTY_KIT_TEXTS.COMMENTS;

/** A comment's values as every media's contract schema names them (property-<code>.yaml). */
export interface CommentValues {
  ad_id: string;
  ad_name: string;
  user_id: string;
  nickname: string;
  text: string;
  comment_time: string;
  reply_text: string | null;
  reply_time: string | null;
  hidden: boolean;
  pinned: boolean;
  blocked: boolean;
}

const FIELDS: PropertyFields<CommentValues> = {
  ad_id: { kind: 'text', label: '广告ID' },
  ad_name: { kind: 'text', label: T.COLUMNS.ad },
  user_id: { kind: 'text', label: '评论人ID' },
  nickname: { kind: 'text', label: T.COLUMNS.nickname },
  text: { kind: 'textarea', label: T.COLUMNS.text },
  comment_time: { kind: 'text', label: T.COLUMNS.time },
  reply_text: { kind: 'textarea', label: T.COLUMNS.reply },
  reply_time: { kind: 'text', label: '回复时间' },
  hidden: { kind: 'switch', label: T.FLAGS.hidden },
  pinned: { kind: 'switch', label: T.FLAGS.pinned },
  blocked: { kind: 'switch', label: '已屏蔽' },
};

/** The row actions in the page's order, each in its words; 隐藏 and 屏蔽 ask first (comment-dialogs.tsx). */
const ACTIONS: readonly PropertyActionSpec[] = [
  { action: 'reply', label: T.REPLY },
  { action: 'pin', label: T.PIN },
  { action: 'unpin', label: T.UNPIN },
  { action: 'hide', label: T.HIDE, confirm: T.HIDE_CONFIRM(1) },
  { action: 'block', label: T.BLOCK, confirm: T.BLOCK_TITLE },
];

/**
 * 评论管理 of a media: `limits.ACTIONS` (the actions it offers) and `limits.REPLY_MAX_LENGTH`; the route renders
 * the comment page (`page: 'comments'`). V is the media's generated values schema, of the comment's shape.
 */
export function defineCommentType<M extends MediaCode, V extends CommentValues>(media: M, limits: PropertyTypeLimits): PropertyTypeConfig<M, 'comment-management', V> {
  const offered = new Set(Array.isArray(limits.ACTIONS) ? (limits.ACTIONS as readonly string[]) : []);
  return {
    ...definePropertyType<M, 'comment-management', V>(media, 'comment-management', {
      limits,
      fields: FIELDS as unknown as PropertyFields<V>,
      columns: ['name', 'account', { summary: '广告' }, { summary: '评论人' }, 'status'],
      // Comments are never created or edited through the desk; the page is the comment page.
      form: { kind: 'fields' },
      schema: z.object({}) as never,
      rowActions: ACTIONS.filter((a) => offered.has(a.action)),
    }),
    page: 'comments',
  };
}
