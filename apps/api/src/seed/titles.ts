// The demo company's title library (标题, 标题组) on a fresh desk: the sandbox's creative titles (the ones its
// ads carry have figures once the accounts sync) and variants the optimisers tried, entered by the optimisers
// and managers over the past three months, labelled by industry and selling point, and a dozen groups of
// them by campaign. The second company has a few of its own, so the pages and tests see one company's titles.
import { normalizeTitle, titleProblem, type MediaCode } from '@toufang/domain';
import type { Queryable } from '@toufang/server-db';
import { SANDBOX_TITLED, SANDBOX_TITLES } from '@toufang/server-sandbox';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_COMPANY = 1;
/** Who entered the titles, in turn. */
const MAKERS = ['operator', 'manager', 'admin', 'operator'];
/** Variants an optimiser tries on a working title (the first this-many of the pool get one). */
const VARIANT_PREFIXES = ['【限时】', '【新人专享】', '【官方】'];
const VARIANTS = 90;
/** Every so many titles was entered for a media (and is checked by its counting), in this order. */
const MEDIA_EVERY = 7;
const MEDIA_TURN: readonly MediaCode[] = ['toutiao', 'kuaishou', 'gdt', 'qianchuan'];

/** Label (of seed/labels.ts) → words of a title that earn it. */
const LABEL_WORDS: Readonly<Record<string, readonly string[]>> = {
  美妆: ['面膜', '洁面', '防晒', '精华', '素颜霜'],
  汽车: ['SUV', '轿车', 'MPV', '纯电', '车险', '试驾'],
  教育: ['课', '考研', '书法'],
  电商: ['包邮', '下单', '清仓', '双十一', '工厂直发'],
  游戏: ['手游', '游戏', 'MMO'],
  本地生活: ['火锅', '烤肉', '奶茶', '小龙虾', '早茶', '到店', '团购'],
  限时折扣: ['限时', '立减', '低至', '半价', '钜惠'],
  买一送一: ['买一送一'],
  包邮: ['包邮'],
  新品首发: ['新款', '上新', '新品', '开服'],
  学生党: ['学生党'],
  宝妈: ['孩子', '家长', '少儿', '一家五口'],
  白领: ['上班族', '通勤', '下班', '同事'],
};

/** Campaign groups: a name and the words its titles hold (in library order, at most groupSize). */
const GROUPS: readonly { name: string; words: readonly string[] }[] = [
  { name: '美妆换季主推', words: ['面膜', '精华', '素颜霜'] },
  { name: '防晒洁面种草', words: ['防晒', '洁面'] },
  { name: '汽车到店试驾', words: ['试驾', 'SUV', 'MPV'] },
  { name: '教育体验课引流', words: ['体验', '免费领取', '名额'] },
  { name: '家电大促', words: ['扫地机器人', '空气炸锅', '破壁机', '洗地机'] },
  { name: '手游开服', words: ['手游', '新区'] },
  { name: '本地生活团购', words: ['火锅', '烤肉', '团购', '早茶'] },
  { name: '家居好物', words: ['四件套', '乳胶枕', '床垫', '窗帘'] },
  { name: '金融测额', words: ['贷款', '分期', '医疗险', '车险'] },
  { name: '服饰清仓', words: ['跑鞋', '冲锋衣', '羽绒服', '瑜伽裤'] },
  { name: '家装量房', words: ['量房', '全屋定制', '翻新', '装修'] },
  { name: '动态词包标题', words: ['{'] },
];
/** A group's size: 5 to 14 titles, varying by group. */
const groupSize = (n: number) => 5 + ((n * 7) % 10);

/**
 * The demo library's texts, in the order they were entered (oldest first): the variants tried first, then the
 * pool's titles the ads do not carry, then those they do, so the newest titles open the page with figures.
 */
export function demoTitleTexts(): string[] {
  const variants = SANDBOX_TITLES.slice(0, VARIANTS).map((t, i) => `${VARIANT_PREFIXES[i % VARIANT_PREFIXES.length]}${t}`);
  const entered = [...variants, ...SANDBOX_TITLES.slice(SANDBOX_TITLED), ...SANDBOX_TITLES.slice(0, SANDBOX_TITLED)];
  return [...new Set(entered.map(normalizeTitle))].filter((t) => titleProblem(t) === undefined);
}

export async function seedTitles(tx: Queryable, now: Date): Promise<void> {
  const users = await tx.query<{ id: number; username: string }>('SELECT id, username FROM users WHERE username = ANY($1::text[])', [[...MAKERS, 'yuanhang']]);
  const idOf = (username: string) => users.find((u) => u.username === username)?.id ?? null;
  const texts = demoTitleTexts();
  const span = 90 * DAY_MS;
  const rows = texts.map((text, i) => {
    const media = i % MEDIA_EVERY === 3 ? MEDIA_TURN[Math.floor(i / MEDIA_EVERY) % MEDIA_TURN.length] : null;
    return {
      text,
      media: media && titleProblem(text, media) === undefined ? media : null,
      by: idOf(MAKERS[i % MAKERS.length]),
      at: new Date(now.getTime() - span + Math.round((span * i) / texts.length) - (i % 5) * 3_600_000),
    };
  });
  const inserted = await tx.query<{ id: number | string; text: string }>(
    `INSERT INTO titles (customer_id, text, media_code, created_by, created_at, updated_at)
     SELECT $1, t.text, t.media, t.by, t.at, t.at FROM unnest($2::text[], $3::text[], $4::int[], $5::timestamptz[]) AS t(text, media, by, at)
     RETURNING id, text`,
    [DEMO_COMPANY, rows.map((r) => r.text), rows.map((r) => r.media), rows.map((r) => r.by), rows.map((r) => r.at)],
  );
  const idOfText = new Map(inserted.map((r) => [r.text, String(r.id)]));

  const labels = await tx.query<{ id: number; name: string }>('SELECT id, name FROM labels WHERE customer_id = $1', [DEMO_COMPANY]);
  const uses: { label: number; title: string }[] = [];
  for (const label of labels) {
    const words = LABEL_WORDS[label.name];
    if (!words) continue;
    for (const text of texts) {
      const title = idOfText.get(text);
      if (title && words.some((w) => text.includes(w))) uses.push({ label: label.id, title });
    }
  }
  await tx.query(
    `INSERT INTO label_uses (label_id, kind, object_id) SELECT t.label, 'title', t.title FROM unnest($1::int[], $2::bigint[]) AS t(label, title) ON CONFLICT DO NOTHING`,
    [uses.map((u) => u.label), uses.map((u) => u.title)],
  );

  for (const [n, group] of GROUPS.entries()) {
    const at = new Date(now.getTime() - (60 - n * 4) * DAY_MS);
    const [row] = await tx.query<{ id: number }>('INSERT INTO title_groups (customer_id, name, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id', [
      DEMO_COMPANY,
      group.name,
      idOf(MAKERS[n % MAKERS.length]),
      at,
    ]);
    // The newest first: the titles the ads carry, so a group has figures.
    const members = [...texts].reverse().filter((t) => idOfText.has(t) && group.words.some((w) => t.includes(w))).slice(0, groupSize(n));
    await tx.query('INSERT INTO title_group_items (group_id, title_id, position) SELECT $1, t.title, t.position FROM unnest($2::bigint[], $3::int[]) AS t(title, position)', [
      row.id,
      members.map((t) => idOfText.get(t) ?? ''),
      members.map((_, i) => i + 1),
    ]);
  }

  // The second company's few titles.
  const second = ['春季上新，全场包邮到家', '门店周年庆，会员领券再减'];
  await tx.query(
    `INSERT INTO titles (customer_id, text, created_by, created_at, updated_at) SELECT 2, t.text, $2, $3, $3 FROM unnest($1::text[]) AS t(text)`,
    [second, idOf('yuanhang'), new Date(now.getTime() - 20 * DAY_MS)],
  );
}
