import { describe, expect, it } from 'vitest';
import { canManageLabels, readGroupId, visibleLabels, type LabelGroupRecord } from './label-management-rules';

const label = (id: number, groupId: number, name: string) => ({ id, groupId, name, materialCount: 0, titleCount: 0, createdBy: null, createTime: '2026-11-01 00:00:00' });
const groups: LabelGroupRecord[] = [
  { id: 1, name: '风格', labels: [label(11, 1, '国潮'), label(12, 1, 'Cute 可爱')] },
  { id: 2, name: '行业', labels: [label(21, 2, '美妆')] },
];

describe('标签管理 rules', () => {
  it('lets ADMIN, MANAGER and the design manager manage labels, and nobody else', () => {
    expect(canManageLabels({ role: 'ADMIN' })).toBe(true);
    expect(canManageLabels({ role: 'MANAGER' })).toBe(true);
    expect(canManageLabels({ role: 'DESIGNER', isDesignManager: 1 })).toBe(true);
    expect(canManageLabels({ role: 'DESIGNER', isDesignManager: 0 })).toBe(false);
    expect(canManageLabels({ role: 'OPERATE' })).toBe(false);
    expect(canManageLabels({ role: 'NOT_A_ROLE' })).toBe(false);
  });

  it('reads the chosen group of a link, and falls back to every group for a bad or vanished one', () => {
    expect(readGroupId(new URLSearchParams('groupId=2'), groups)).toBe(2);
    expect(readGroupId(new URLSearchParams('groupId=9'), groups)).toBeNull();
    expect(readGroupId(new URLSearchParams('groupId=-1'), groups)).toBeNull();
    expect(readGroupId(new URLSearchParams('groupId=x'), groups)).toBeNull();
    expect(readGroupId(new URLSearchParams(''), groups)).toBeNull();
    // Before the groups arrive, the link's group is kept.
    expect(readGroupId(new URLSearchParams('groupId=9'), undefined)).toBe(9);
  });

  it('shows the chosen group\'s labels whose name contains the search, ignoring case and spaces around it', () => {
    expect(visibleLabels(groups, null, '').map((l) => `${l.groupName}/${l.name}`)).toEqual(['风格/国潮', '风格/Cute 可爱', '行业/美妆']);
    expect(visibleLabels(groups, 2, '').map((l) => l.name)).toEqual(['美妆']);
    expect(visibleLabels(groups, null, ' cute ').map((l) => l.name)).toEqual(['Cute 可爱']);
    expect(visibleLabels(groups, 2, '国')).toEqual([]);
  });
});
