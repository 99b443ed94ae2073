import { describe, expect, it } from 'vitest';
import { draftProblems, editPath, mayWriteActivities, toSaveRequest } from './promotion-activity-rules';

describe('推广活动 rules', () => {
  it('lets the promote roles write and the others read', () => {
    expect(['ADMIN', 'MANAGER', 'OPERATE'].map((role) => mayWriteActivities({ role }))).toEqual([true, true, true]);
    expect(['DESIGNER', 'DESIGNMANAGER'].map((role) => mayWriteActivities({ role }))).toEqual([false, false]);
  });

  it('asks for the account and property on create only, and a name of at most 50 characters', () => {
    expect(draftProblems({ accountId: null, propertyId: null, name: ' ', watched: true }, true)).toEqual({ accountId: '请选择账户', propertyId: '请选择监测活动', name: '请填写活动名称' });
    expect(draftProblems({ accountId: null, propertyId: null, name: '活'.repeat(51), watched: true }, false)).toEqual({ name: '活动名称不能超过50个字' });
    expect(draftProblems({ accountId: 1, propertyId: 2, name: '双十二', watched: false }, true)).toEqual({});
  });

  it('sends the account and property on create and the id on edit', () => {
    expect(toSaveRequest({ accountId: 1, propertyId: 2, name: ' 双十二 ', watched: true }, null)).toEqual({ accountId: 1, propertyId: 2, name: '双十二', watched: true });
    expect(toSaveRequest({ accountId: 1, propertyId: null, name: '双十二', watched: false }, 9)).toEqual({ id: 9, name: '双十二', watched: false });
    expect(editPath(9)).toBe('/tools-app/tool/monitoring-tool/promotion-activity/edit?id=9');
  });
});
