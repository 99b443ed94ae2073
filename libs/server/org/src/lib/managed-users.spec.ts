import { describe, expect, it } from 'vitest';
import { formatChinaTime } from '@toufang/domain';
import type { SessionUser } from '@toufang/server-http';
import { parseChinaTime } from './managed-user-checks';
import { mayManage } from './managed-user-reads';

const session = (role: SessionUser['role'], userId = 1): SessionUser => ({ role, userId, rbac: false, permissions: new Set(), sessionId: 1, channel: 'password', customerId: 1, mustChangePassword: false });
const user = (role: 'ADMIN' | 'MANAGER' | 'OPERATE' | 'DESIGNER' | 'AGENT_FIRST' | 'AGENT_SECOND', over: { id?: number; is_design_manager?: number; parent_id?: number | null } = {}) => ({
  id: 9,
  role,
  is_design_manager: 0,
  parent_id: null,
  ...over,
});

describe('parseChinaTime', () => {
  it('reads China time, a date alone as its start or, for an expiry, its last second', () => {
    expect(formatChinaTime(parseChinaTime('2026-03-04 09:30:15', false))).toBe('2026-03-04 09:30:15');
    expect(parseChinaTime('2026-03-04 00:00:00', false).toISOString()).toBe('2026-03-03T16:00:00.000Z');
    expect(formatChinaTime(parseChinaTime('2026-03-04', false))).toBe('2026-03-04 00:00:00');
    expect(formatChinaTime(parseChinaTime('2026-03-04', true))).toBe('2026-03-04 23:59:59');
  });

  it.each(['2026-02-31', '2026-13-01', '2026-01-01 24:00:00', '2026/01/01', '20260101', '2026-01-01T00:00:00'])('refuses %s', (value) => {
    expect(() => parseChinaTime(value, false)).toThrow('时间格式不正确');
  });
});

describe('mayManage', () => {
  it('lets ADMIN manage everyone and MANAGER everyone but ADMIN users', () => {
    expect(mayManage(session('ADMIN'), user('ADMIN'))).toBe(true);
    expect(mayManage(session('MANAGER'), user('ADMIN'))).toBe(false);
    expect(mayManage(session('MANAGER'), user('MANAGER'))).toBe(true);
    expect(mayManage(session('MANAGER'), user('DESIGNER', { is_design_manager: 1 }))).toBe(true);
  });

  it('lets a first-level agent manage only their own second-level agents', () => {
    expect(mayManage(session('AGENT_FIRST', 5), user('AGENT_SECOND', { parent_id: 5 }))).toBe(true);
    expect(mayManage(session('AGENT_FIRST', 5), user('AGENT_SECOND', { parent_id: 6 }))).toBe(false);
    expect(mayManage(session('AGENT_FIRST', 5), user('OPERATE', { parent_id: 5 }))).toBe(false);
    expect(mayManage(session('AGENT_FIRST', 5), user('AGENT_FIRST', { id: 5 }))).toBe(false);
  });

  it('lets nobody else manage anyone', () => {
    for (const role of ['OPERATE', 'DESIGNER', 'DESIGNMANAGER', 'AGENT_SECOND'] as const) {
      expect(mayManage(session(role, 9), user('AGENT_SECOND', { parent_id: 9 }))).toBe(false);
    }
  });
});
