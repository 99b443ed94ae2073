import { describe, expect, it } from 'vitest';
import { BUTTON_CONFIG_FLAGS, isButtonConfigFlag, USER_INFO_FIELDS } from './button-config';

describe('buttonConfig flags (shell spec §3)', () => {
  it('are the eight flags', () => {
    expect(BUTTON_CONFIG_FLAGS).toEqual([
      'AI_LAB_BUTTON',
      'FLOW_POOL_BUTTON',
      'USER_LIB_BUTTON',
      'SHOW_QIANCHUAN_BUTTON',
      'SHOW_BOARD_BUTTON',
      'DIAGNOSIS_CONFIG_BUTTON',
      'AI_AIDE_CONFIG_BUTTON',
      'ERROR_PROOF_CONFIG_BUTTON',
    ]);
  });

  it.each([
    ['AI_LAB_BUTTON', true],
    ['ERROR_PROOF_CONFIG_BUTTON', true],
    ['ai_lab_button', false],
    ['SHOW_BILIBILI_BUTTON', false],
    [undefined, false],
  ])('isButtonConfigFlag(%j) is %s', (x, expected) => {
    expect(isButtonConfigFlag(x)).toBe(expected);
  });
});

describe('user info fields (shell spec §3)', () => {
  it('are the 26 fields of the user get call', () => {
    expect(USER_INFO_FIELDS).toEqual([
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
    ]);
  });
});
