// The 2.0 permission codes: enabled menu nodes, the always-kept entry and the buttonConfig flags that are on.
import { describe, expect, it } from 'vitest';
import { permissionCodes } from './permission-codes';

const node = (code: string, children: { code: string; disable?: boolean; children?: [] }[] = [], disable = false) => ({ code, disable, children });
const buttons = { AI_LAB_BUTTON: true, FLOW_POOL_BUTTON: false, SHOW_BOARD_BUTTON: true };

describe('permissionCodes', () => {
  it('holds the enabled nodes of a 2.0 tree, below enabled parents, and mediaAccountManage always', () => {
    const tree = [node('projectManage'), node('promote', [{ code: 'toutiaoDelivery' }, { code: 'kuaishouDelivery', disable: true }]), node('tools', [{ code: 'taskCenter' }], true)];
    const codes = permissionCodes({ rbacVersion: '2.0', menuTree: tree, buttonConfig: buttons });
    expect([...codes].sort()).toEqual(['AI_LAB_BUTTON', 'SHOW_BOARD_BUTTON', 'mediaAccountManage', 'projectManage', 'promote', 'toutiaoDelivery']);
  });

  it('holds only the flags that are on for a legacy user, whose tree says nothing', () => {
    const codes = permissionCodes({ rbacVersion: null, menuTree: [node('projectManage')], buttonConfig: buttons });
    expect([...codes].sort()).toEqual(['AI_LAB_BUTTON', 'SHOW_BOARD_BUTTON']);
  });

  it('gives a 2.0 dashboard identity the board and the home figures its cards read (D5), a legacy one nothing more', () => {
    const codes = permissionCodes({ rbacVersion: '2.0', menuTree: [node('projectManage')], buttonConfig: {}, dashboard: true });
    expect([...codes].sort()).toEqual(['SHOW_BOARD_BUTTON', 'board', 'indexHome', 'mediaAccountManage', 'projectManage']);
    expect([...permissionCodes({ rbacVersion: null, menuTree: [], buttonConfig: {}, dashboard: true })]).toEqual([]);
  });
});
