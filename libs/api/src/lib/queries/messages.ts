import { defineMutation, defineQuery } from '../query-helpers';

/** GET /api/user/message/init → { unread, readed, trash }. */
export const messageListsQuery = () => defineQuery('get', '/api/user/message/init', {});

/** GET /api/user/message/content?msg_id → the message with its HTML content (sanitise before showing). */
export const messageContentQuery = (msgId: number) =>
  defineQuery('get', '/api/user/message/content', { params: { query: { msg_id: msgId } } });

/** POST /api/user/message/has_read {msg_id}: unread → readed. A double click cancels the first. */
export const markMessageReadMutation = defineMutation('/api/user/message/has_read', { cancellable: true });

/** POST /api/user/message/remove_readed {msg_id}: readed → trash. */
export const removeReadMessageMutation = defineMutation('/api/user/message/remove_readed', { cancellable: true });

/** POST /api/user/message/restore {msg_id}: trash → readed. */
export const restoreMessageMutation = defineMutation('/api/user/message/restore', { cancellable: true });
