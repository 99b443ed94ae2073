import { defineQuery } from '../query-helpers';

/** POST /api/user/sys/message/get {msg_id} → one system message with its HTML content (sanitise before showing). */
export const systemMessageQuery = (msgId: number) =>
  defineQuery('post', '/api/user/sys/message/get', { body: { msg_id: msgId } });
