// The demo company's labels (标签管理): groups a design team keeps for its materials and titles, made by its
// designers and managers over the past months. The second company has a few of its own, so the pages and
// the tests see one company's labels only.
import type { Queryable } from '@toufang/server-db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Group → labels, as the demo company's design team named them. */
export const DEMO_LABEL_GROUPS: Readonly<Record<string, readonly string[]>> = {
  风格: ['清新', '国潮', '简约', '科技感', '高级感', '可爱'],
  行业: ['美妆', '汽车', '教育', '电商', '游戏', '本地生活'],
  卖点: ['限时折扣', '新品首发', '包邮', '高性价比', '买一送一'],
  形式: ['口播', '剧情', '混剪', '图文', '开箱测评', '直播切片'],
  人群: ['学生党', '宝妈', '白领', '中老年'],
};

const SECOND_COMPANY_GROUPS: Readonly<Record<string, readonly string[]>> = {
  季节: ['春季上新', '双十一'],
};

/** Who made each label, in turn: the designers and the managers of the company. */
const MAKERS = ['designer', 'designmanager', 'admin', 'manager'];

export async function seedLabels(tx: Queryable, now: Date): Promise<void> {
  const users = await tx.query<{ id: number; username: string }>('SELECT id, username FROM users WHERE username = ANY($1::text[]) OR username = $2', [MAKERS, 'yuanhang']);
  const idOf = (username: string) => users.find((u) => u.username === username)?.id ?? null;
  let n = 0;
  for (const [customer, groups, makers] of [
    [1, DEMO_LABEL_GROUPS, MAKERS],
    [2, SECOND_COMPANY_GROUPS, ['yuanhang']],
  ] as const) {
    for (const [group, labels] of Object.entries(groups)) {
      const [row] = await tx.query<{ id: number }>('INSERT INTO label_groups (customer_id, name, created_at) VALUES ($1, $2, $3) RETURNING id', [
        customer,
        group,
        new Date(now.getTime() - (120 - n) * DAY_MS),
      ]);
      for (const label of labels) {
        n += 1;
        await tx.query('INSERT INTO labels (customer_id, group_id, name, created_by, created_at) VALUES ($1, $2, $3, $4, $5)', [
          customer,
          row.id,
          label,
          idOf(makers[n % makers.length]),
          new Date(now.getTime() - (110 - n * 3) * DAY_MS - n * 3_600_000),
        ]);
      }
    }
  }
}
