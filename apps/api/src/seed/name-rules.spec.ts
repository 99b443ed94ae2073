import { describe, expect, it } from 'vitest';
import { checkNameRuleBody, parseName } from '@toufang/domain';
import { DEMO_MATERIAL_COUNT } from './material-files/constants';
import { demoMaterialPlan } from './material-files/plan';
import { DEMO_DESIGNERS } from './material-files/constants';
import { DELIVERY_RULE_BODY, MATERIAL_RULE_BODY, materialDesignerRuleBody } from './name-rules';

const users = DEMO_DESIGNERS.map((d, index) => ({ id: 10 + index, username: d.username, display_name: `设计师${index}` }));
const DESIGNER_RULE_BODY = materialDesignerRuleBody(users);

describe('the seeded naming rules', () => {
  it('pass the save-time checks', () => {
    expect(checkNameRuleBody(DELIVERY_RULE_BODY)).toEqual([]);
    expect(checkNameRuleBody(MATERIAL_RULE_BODY)).toEqual([]);
    expect(checkNameRuleBody(DESIGNER_RULE_BODY)).toEqual([]);
  });

  it('素材命名规范 and 素材命名规范（含设计师） together parse most demo material names', () => {
    const names = demoMaterialPlan({ ...DEMO_MATERIAL_COUNT, designers: DEMO_DESIGNERS.length }).map((spec) => spec.name);
    const matched = names.filter((name) => parseName(MATERIAL_RULE_BODY, name).ok || parseName(DESIGNER_RULE_BODY, name).ok).length;
    expect(matched / names.length).toBeGreaterThan(0.5);
    expect(parseName(MATERIAL_RULE_BODY, '夏季大促_竖版_03.jpg')).toMatchObject({ ok: true, values: { campaign: { code: '夏季大促' }, format: { code: '竖版' }, seq: { code: '03.jpg' } } });
  });

  it('素材命名规范（含设计师） reads the designer of every demo material that has none set, and only theirs', () => {
    const plan = demoMaterialPlan({ ...DEMO_MATERIAL_COUNT, designers: DEMO_DESIGNERS.length });
    for (const spec of plan) {
      const parsed = parseName(DESIGNER_RULE_BODY, spec.name);
      expect(parsed.ok).toBe(spec.designerInName);
      if (parsed.ok) expect(parsed.values.designer?.code).toBe(DEMO_DESIGNERS[spec.designerIndex]?.code);
    }
    expect(parseName(DESIGNER_RULE_BODY, 'lj_夏季大促_竖版_07.jpg')).toMatchObject({ ok: true, values: { designer: { code: 'lj', label: '设计师0' }, campaign: { code: '夏季大促' } } });
    expect(DESIGNER_RULE_BODY.fields[0]?.dictionary?.entries.map((e) => e.userId)).toEqual([10, 11]);
  });
});
