import { describe, expect, it } from 'vitest';
import { checkNameRuleBody, parseName } from '@toufang/domain';
import { DEMO_MATERIAL_COUNT } from './material-files/constants';
import { demoMaterialPlan } from './material-files/plan';
import { DELIVERY_RULE_BODY, MATERIAL_RULE_BODY } from './name-rules';

describe('the seeded naming rules', () => {
  it('pass the save-time checks', () => {
    expect(checkNameRuleBody(DELIVERY_RULE_BODY)).toEqual([]);
    expect(checkNameRuleBody(MATERIAL_RULE_BODY)).toEqual([]);
  });

  it('素材命名规范 parses most demo material names', () => {
    const names = demoMaterialPlan(DEMO_MATERIAL_COUNT).map((spec) => spec.name);
    const matched = names.filter((name) => parseName(MATERIAL_RULE_BODY, name).ok).length;
    expect(matched / names.length).toBeGreaterThan(0.5);
    expect(parseName(MATERIAL_RULE_BODY, '夏季大促_竖版_03.jpg')).toMatchObject({ ok: true, values: { campaign: { code: '夏季大促' }, format: { code: '竖版' }, seq: { code: '03.jpg' } } });
  });
});
