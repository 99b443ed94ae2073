// The account-operation capability matrix of shell spec §6, as data. The browser hides what a role
// cannot do and the server refuses it, both through can().
import type { LegacyRole } from './roles';

export const CAPABILITIES = [
  'addAccount',
  'changeAccount',
  'changeMedia',
  'changeProduct',
  'manageGroups',
  'removeAccount',
  'uploadAccount',
  'monitor',
  'resetPassword',
  'batchAddAccount',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

export const CAPABILITY_LABELS: Readonly<Record<Capability, string>> = {
  addAccount: '添加账户',
  changeAccount: '修改账户',
  changeMedia: '修改媒体',
  changeProduct: '修改产品',
  manageGroups: '管理账户分组',
  removeAccount: '删除账户',
  uploadAccount: '上传账户',
  monitor: '监测',
  resetPassword: '重置账户密码',
  batchAddAccount: '批量添加账户',
};

export function isCapability(x: unknown): x is Capability {
  return typeof x === 'string' && (CAPABILITIES as readonly string[]).includes(x);
}

/**
 * Who may do what. ADMIN and MANAGER are as the spec lists them. The spec only says what OPERATE and the
 * designers may not do, and nothing about agents; the rest is decided in docs/decisions.md:
 * - OPERATE: MANAGER's rights minus the spec's denials (an optimiser never outranks the manager);
 * - DESIGNER, DESIGNMANAGER: nothing, as they cannot open the account section (shell spec §2.3);
 * - agents: only adding (binding) media accounts, the job their account pages exist for.
 */
export const CAPABILITY_MATRIX: Readonly<Record<LegacyRole, readonly Capability[]>> = {
  ADMIN: CAPABILITIES,
  MANAGER: ['addAccount', 'changeProduct', 'uploadAccount', 'monitor', 'resetPassword'],
  OPERATE: ['addAccount', 'changeProduct', 'monitor', 'resetPassword'],
  DESIGNER: [],
  DESIGNMANAGER: [],
  AGENT_FIRST: ['addAccount'],
  AGENT_SECOND: ['addAccount'],
};

/** Whether a role may perform an account operation. Unknown input is refused, never thrown on. */
export function can(role: LegacyRole, capability: Capability): boolean {
  return CAPABILITY_MATRIX[role]?.includes(capability) ?? false;
}
