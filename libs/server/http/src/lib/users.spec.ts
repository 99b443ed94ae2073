import { describe, expect, it } from 'vitest';
import { toUserInfo, userStatus, type UserRow } from './users';

const NOW = new Date('2026-01-01T00:00:00Z');
const row = (expire: string): UserRow => ({
  id: 3,
  username: 'operator',
  display_name: '孙浩',
  email: 'operator@toufang.example.com',
  avatar: null,
  role: 'OPERATE',
  is_design_manager: 0,
  rbac_version: null,
  role_code_v2: null,
  role_name_v2: null,
  menu_tree: [],
  dmp_permissions: [],
  button_config: {
    AI_LAB_BUTTON: true,
    FLOW_POOL_BUTTON: true,
    USER_LIB_BUTTON: true,
    SHOW_QIANCHUAN_BUTTON: true,
    SHOW_BOARD_BUTTON: true,
    DIAGNOSIS_CONFIG_BUTTON: true,
    AI_AIDE_CONFIG_BUTTON: true,
    ERROR_PROOF_CONFIG_BUTTON: true,
  },
  show_bilibili: 1,
  show_performance: 1,
  show_classify: 0,
  show_tkio: 0,
  ads_perseus_status: 0,
  user_identify: 'normal',
  customer_id: 1,
  group_id: 102,
  password_hash: 'secret',
  start_time: new Date('2025-01-01T00:00:00Z'),
  expire_time: new Date(expire),
  created_at: new Date('2025-01-01T00:00:00Z'),
  customer_type: 1,
  customer_id_ciphertext: 'abc',
  customer_created_at: new Date('2024-01-01T00:00:00Z'),
  adi_config: null,
  phone: null,
  role_id: null,
  disabled_at: null,
  must_change_password: false,
  parent_id: null,
  custom_role_code: null,
  custom_role_name: null,
  custom_menu_tree: null,
  custom_actions: null,
});

describe('user info', () => {
  it('shows the due tip under 16 days only', () => {
    expect(toUserInfo(row('2026-01-16T00:00:00Z'), 'password', NOW)).toMatchObject({ dueDays: 15, isDueTip: 1 });
    expect(toUserInfo(row('2026-01-17T00:00:00Z'), 'password', NOW)).toMatchObject({ dueDays: 16, isDueTip: 0 });
  });

  it('never carries the password hash, and says how the session began', () => {
    const info = toUserInfo(row('2027-01-01T00:00:00Z'), 'market', NOW);
    expect(JSON.stringify(info)).not.toContain('secret');
    expect(info).toMatchObject({ loginChannel: 'market', expireTime: '2027-01-01 08:00:00', userId: 3 });
  });

  it('says whether the password is a one-time password', () => {
    expect(toUserInfo(row('2027-01-01T00:00:00Z'), 'password', NOW).mustChangePassword).toBe(false);
    expect(toUserInfo({ ...row('2027-01-01T00:00:00Z'), must_change_password: true }, 'password', NOW).mustChangePassword).toBe(true);
  });

  it('takes the 2.0 fields of a user holding a custom role from the role, each flag on iff the role has the action', () => {
    const info = toUserInfo(
      {
        ...row('2027-01-01T00:00:00Z'),
        role_id: 7,
        custom_role_code: 'ROLE_7',
        custom_role_name: '投放专员',
        custom_menu_tree: [],
        custom_actions: ['AI_LAB_BUTTON', 'SHOW_BOARD_BUTTON'],
      },
      'password',
      NOW,
    );
    expect(info).toMatchObject({ rbacVersion: '2.0', roleCodeV2: 'ROLE_7', roleNameV2: '投放专员' });
    expect(Object.entries(info.buttonConfig).filter(([, on]) => on).map(([flag]) => flag).sort()).toEqual(['AI_LAB_BUTTON', 'SHOW_BOARD_BUTTON']);
  });
});

describe('user status', () => {
  const base = { disabled_at: null, start_time: new Date('2025-01-01T00:00:00Z'), expire_time: new Date('2027-01-01T00:00:00Z') };
  it('is disabled before anything else, then expired, then pending, else enabled', () => {
    expect(userStatus({ ...base, disabled_at: new Date('2025-06-01T00:00:00Z'), expire_time: new Date('2025-12-01T00:00:00Z') }, NOW)).toBe('disabled');
    expect(userStatus({ ...base, expire_time: new Date('2025-12-31T23:59:59Z') }, NOW)).toBe('expired');
    expect(userStatus({ ...base, expire_time: NOW }, NOW)).toBe('expired');
    expect(userStatus({ ...base, start_time: new Date('2026-01-01T00:00:01Z') }, NOW)).toBe('pending');
    expect(userStatus(base, NOW)).toBe('enabled');
  });
});
