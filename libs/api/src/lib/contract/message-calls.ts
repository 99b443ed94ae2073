import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../call';
import type { ApiClient } from '../create-api-client';
import { loginAs, type ReferenceServer } from './reference-server';

const ids = (list: { msg_id: number }[]) => list.map((m) => m.msg_id);

/** The message calls against the desk `desk()` answers (started by client.contract.spec.ts). */
export function describeMessageCalls(desk: () => ReferenceServer): void {
  describe('messages against the reference server', () => {
    let client: ApiClient;
    beforeAll(async () => {
      const token = await loginAs(desk(), 'admin');
      client = desk().client({ getToken: () => token });
    });
    it('init → has_read → remove_readed → restore moves one message through the three lists', async () => {
      const before = await call(client.GET('/api/user/message/init'));
      expect(before.unread.length).toBeGreaterThan(0);
      const msgId = before.unread[0].msg_id;

      await call(client.POST('/api/user/message/has_read', { body: { msg_id: msgId } }));
      const read = await call(client.GET('/api/user/message/init'));
      expect(ids(read.unread)).not.toContain(msgId);
      expect(read.unread).toHaveLength(before.unread.length - 1);
      expect(ids(read.readed)).toContain(msgId);

      await call(client.POST('/api/user/message/remove_readed', { body: { msg_id: msgId } }));
      const trashed = await call(client.GET('/api/user/message/init'));
      expect(ids(trashed.readed)).not.toContain(msgId);
      expect(ids(trashed.trash)).toContain(msgId);

      await call(client.POST('/api/user/message/restore', { body: { msg_id: msgId } }));
      const restored = await call(client.GET('/api/user/message/init'));
      expect(ids(restored.trash)).not.toContain(msgId);
      expect(ids(restored.readed)).toContain(msgId);

      const detail = await call(client.GET('/api/user/message/content', { params: { query: { msg_id: msgId } } }));
      expect(detail).toMatchObject({ msg_id: msgId, state: 'readed' });
      expect(typeof detail.content).toBe('string');
    });

    it('an unknown message is a business refusal with the server message', async () => {
      await expect(call(client.POST('/api/user/message/has_read', { body: { msg_id: 999_999_999 } }))).rejects.toMatchObject({ kind: 'business', code: 404 });
    });

    it('system message search pages newest first', async () => {
      const page1 = await call(client.POST('/api/user/sys/message/search', { body: { size: 2, current: 1 } }));
      expect(page1).toMatchObject({ current: 1, size: 2 });
      expect(page1.total).toBeGreaterThan(2);
      expect(page1.records).toHaveLength(2);
      const page2 = await call(client.POST('/api/user/sys/message/search', { body: { size: 2, current: 2 } }));
      expect(page2.current).toBe(2);
      expect(page2.total).toBe(page1.total);
      expect(ids(page2.records).some((id) => ids(page1.records).includes(id))).toBe(false);
      const times = [...page1.records, ...page2.records].map((r) => r.create_time);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('system message search filters by type', async () => {
      const page = await call(client.POST('/api/user/sys/message/search', { body: { size: 50, current: 1, type: 'SYSTEM' } }));
      for (const record of page.records) expect(record.type).toBe('SYSTEM');
    });
  });
}
