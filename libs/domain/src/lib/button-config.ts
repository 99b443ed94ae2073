// The user-info record of shell spec §3: its field names and the buttonConfig feature flags in it.

/** Feature flags in the user's buttonConfig; each unlocks menu entries (shell spec §3, §6). */
export const BUTTON_CONFIG_FLAGS = [
  'AI_LAB_BUTTON',
  'FLOW_POOL_BUTTON',
  'USER_LIB_BUTTON',
  'SHOW_QIANCHUAN_BUTTON',
  'SHOW_BOARD_BUTTON',
  'DIAGNOSIS_CONFIG_BUTTON',
  'AI_AIDE_CONFIG_BUTTON',
  'ERROR_PROOF_CONFIG_BUTTON',
] as const;

export type ButtonConfigFlag = (typeof BUTTON_CONFIG_FLAGS)[number];

export function isButtonConfigFlag(x: unknown): x is ButtonConfigFlag {
  return typeof x === 'string' && (BUTTON_CONFIG_FLAGS as readonly string[]).includes(x);
}

/** Fields of the user info answered by POST /api/user/user/get, in the spec's order (shell spec §3). */
export const USER_INFO_FIELDS = [
  'avatar',
  'name',
  'dueDays',
  'isDueTip',
  'email',
  'userId',
  'role',
  'groupId',
  'adiConfig',
  'expireTime',
  'isShowPerformance',
  'adsPerseusStatus',
  'isDesignManager',
  'isShowClassify',
  'showTkio',
  'startTime',
  'buttonConfig',
  'userIdentify',
  'customerIdCiphertext',
  'customerCreateTime',
  'customerType',
  'userCreateTime',
  'showBilibili',
  'rbacVersion',
  'roleCodeV2',
  'roleNameV2',
] as const;

export type UserInfoField = (typeof USER_INFO_FIELDS)[number];
