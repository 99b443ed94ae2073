import { describe, expect, it } from 'vitest';
import { allowedText, emptyDraft, ruleProblems, scopeText, toSaveRequest, type RuleDraft } from './error-prevention-rule-rules';

const draft = (patch: Partial<RuleDraft>): RuleDraft => ({ ...emptyDraft(), name: '规则', media: 'gdt', field: 'bid', max: 20, ...patch });

describe('防出错 rule checks', () => {
  it('asks for a name, a media and a field', () => {
    expect(ruleProblems(emptyDraft())).toEqual({ name: '请输入规则名称', media: '请选择媒体', field: '请选择字段' });
    expect(ruleProblems(draft({ name: ' \u3000 ' })).name).toBe('请输入规则名称');
    expect(ruleProblems(draft({ name: '长'.repeat(31) })).name).toBe('规则名称不能超过30个字');
    expect(ruleProblems(draft({ name: '长'.repeat(30) }))).toEqual({});
  });

  it('refuses a range with no bound, a negative bound and a minimum above the maximum', () => {
    expect(ruleProblems(draft({ max: null }))).toEqual({ min: '请填写最小值或最大值' });
    expect(ruleProblems(draft({ min: -1 }))).toEqual({ min: '金额不能小于0' });
    expect(ruleProblems(draft({ min: 30, max: 20 }))).toEqual({ max: '最小值不能大于最大值' });
    expect(ruleProblems(draft({ min: 20, max: 20 }))).toEqual({});
  });

  it('asks a goal field for values (blank and repeated ones dropped), and a scope for its accounts or groups', () => {
    expect(ruleProblems(draft({ field: 'goal', values: [' ', ''] }))).toEqual({ values: '请填写至少一个允许的值' });
    expect(ruleProblems(draft({ scope: 'accounts' }))).toEqual({ accountIds: '请选择至少一个账户' });
    expect(ruleProblems(draft({ scope: 'groups' }))).toEqual({ groupIds: '请选择至少一个账户组' });
  });

  it('sends only what the field and the scope kind take', () => {
    const request = toSaveRequest(draft({ field: 'deepGoal', values: [' 付费 ', '付费', '激活'], min: 3, scope: 'groups', groupIds: [2], accountIds: [9] }), 5);
    expect(request).toEqual({ id: 5, name: '规则', enabled: true, media: 'gdt', accountIds: [], accountGroupIds: [2], field: 'deepGoal', values: ['付费', '激活'], min: null, max: null });
  });

  it('says a rule in words', () => {
    expect(allowedText({ field: 'bid', values: [], min: 1.5, max: 20 })).toBe('1.5 ~ 20 元');
    expect(allowedText({ field: 'budgetAd', values: [], min: 300, max: null })).toBe('不低于 300 元');
    expect(allowedText({ field: 'goal', values: ['激活', '付费'], min: null, max: null })).toBe('激活、付费');
    expect(scopeText({ accounts: [], accountGroups: [] })).toBe('全部账户');
  });
});
