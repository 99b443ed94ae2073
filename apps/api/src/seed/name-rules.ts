// The demo company's two naming rules (命名解析, design §4.2 "Seed"): 投放命名规范 reads the sandbox's delivery
// object names `{主题}_{层级名}_{MMDD}_{序号}` (libs/server/sandbox seed.ts), 素材命名规范 the demo materials'
// `{活动}_{版式}_{序号}.ext` (material-files/plan.ts). Each has the history a team would have: the delivery rule a
// first version without the date, the material rule a loose first version. A third, 素材命名规范（含设计师）, reads
// the names a designer signs with their code in front (`lj_夏季大促_竖版_07.jpg`): the company's one enabled
// material rule with a designer field, from which 素材汇总 takes the designer of a material without one.
import type { NameRuleBody } from '@toufang/domain';
import type { Queryable } from '@toufang/server-db';
import { SANDBOX_THEMES } from '@toufang/server-sandbox';
import { DEMO_CAMPAIGNS, DEMO_DESIGNERS, DEMO_SHAPES, DEMO_VIDEO_FORMS } from './material-files/constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const entries = (codes: readonly string[]) => [...new Set(codes)].map((code) => ({ code, label: code }));

export const DELIVERY_RULE_BODY: NameRuleBody = {
  separator: '_',
  fields: [
    { key: 'theme', label: '主题', kind: 'dictionary', dictionary: { strict: true, entries: entries(SANDBOX_THEMES) } },
    { key: 'level', label: '层级', kind: 'text' },
    { key: 'date', label: '日期', kind: 'date', date: { format: 'MMDD' } },
    { key: 'seq', label: '序号', kind: 'text' },
  ],
};

const DELIVERY_RULE_V1: NameRuleBody = {
  separator: '_',
  fields: [DELIVERY_RULE_BODY.fields[0], DELIVERY_RULE_BODY.fields[1], { key: 'date', label: '日期', kind: 'text' }, DELIVERY_RULE_BODY.fields[3]] as NameRuleBody['fields'],
};

export const MATERIAL_RULE_BODY: NameRuleBody = {
  separator: '_',
  fields: [
    { key: 'campaign', label: '活动', kind: 'dictionary', dictionary: { strict: true, entries: entries(DEMO_CAMPAIGNS.map((c) => c.word)) } },
    { key: 'format', label: '版式', kind: 'dictionary', dictionary: { strict: false, entries: entries([...DEMO_SHAPES.map((s) => s.word), ...DEMO_VIDEO_FORMS]) } },
    { key: 'seq', label: '序号', kind: 'text' },
  ],
};

const MATERIAL_RULE_V1: NameRuleBody = { separator: '_', fields: [{ key: 'campaign', label: '活动', kind: 'text' }, { key: 'format', label: '版式', kind: 'text' }, { key: 'seq', label: '序号', kind: 'text' }] };

/** 素材命名规范 with the designer's code in front; `users` are the desk's demo designers (username → id and name). */
export function materialDesignerRuleBody(users: readonly { id: number; username: string; display_name: string }[]): NameRuleBody {
  const entries = DEMO_DESIGNERS.flatMap((d) => {
    const user = users.find((u) => u.username === d.username);
    return user ? [{ code: d.code, label: user.display_name, userId: user.id }] : [];
  });
  return { separator: '_', fields: [{ key: 'designer', label: '设计师', kind: 'designer', dictionary: { strict: true, entries } }, ...MATERIAL_RULE_BODY.fields] };
}

interface SeededRule {
  name: string;
  target: 'delivery' | 'material';
  versions: { body: NameRuleBody | 'materialDesigner'; note: string; by: string; daysAgo: number }[];
}

const RULES: readonly SeededRule[] = [
  {
    name: '投放命名规范',
    target: 'delivery',
    versions: [
      { body: DELIVERY_RULE_V1, note: '初版', by: 'manager', daysAgo: 60 },
      { body: DELIVERY_RULE_BODY, note: '日期按MMDD解析', by: 'manager', daysAgo: 21 },
    ],
  },
  {
    name: '素材命名规范',
    target: 'material',
    versions: [
      { body: MATERIAL_RULE_V1, note: '初版', by: 'designmanager', daysAgo: 45 },
      { body: MATERIAL_RULE_BODY, note: '活动和版式改用字典', by: 'designmanager', daysAgo: 10 },
    ],
  },
  {
    name: '素材命名规范（含设计师）',
    target: 'material',
    // The body is made at seed time: its designer codes name the desk's users by id.
    versions: [{ body: 'materialDesigner', note: '设计师代码写在最前', by: 'designmanager', daysAgo: 7 }],
  },
];

export async function seedNameRules(tx: Queryable, now: Date): Promise<void> {
  const users = await tx.query<{ id: number; username: string; display_name: string }>('SELECT id, username, display_name FROM users WHERE customer_id = 1 AND username = ANY($1::text[])', [
    ['manager', 'designmanager', ...DEMO_DESIGNERS.map((d) => d.username)],
  ]);
  const idOf = (username: string) => users.find((u) => u.username === username)?.id ?? null;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  for (const rule of RULES) {
    const first = rule.versions[0] as SeededRule['versions'][number];
    const last = rule.versions[rule.versions.length - 1] as SeededRule['versions'][number];
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO name_rules (customer_id, name, target, active_version, enabled, created_by, created_at, updated_by, updated_at)
       VALUES (1, $1, $2, $3, true, $4, $5, $6, $7) RETURNING id`,
      [rule.name, rule.target, rule.versions.length, idOf(first.by), at(first.daysAgo), idOf(last.by), at(last.daysAgo)],
    );
    for (const [index, version] of rule.versions.entries()) {
      await tx.query('INSERT INTO name_rule_versions (rule_id, version, body, note, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        (row as { id: number }).id,
        index + 1,
        JSON.stringify(version.body === 'materialDesigner' ? materialDesignerRuleBody(users) : version.body),
        version.note,
        idOf(version.by),
        at(version.daysAgo),
      ]);
    }
  }
}
