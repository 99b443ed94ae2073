// Each sandbox media's handpicked audience packs (精选人群包, docs/design/properties.md §4.1): about forty a media,
// from fixed pools of categories and themes, sizes redrawn each week by the clock, a few withdrawn in a given week
// (not offered that week). Ids are stable across weeks, so a pack added once is the same pack next week.
import type { HandpickedAudience } from '@toufang/server-media';
import { unitHash } from './model';

const WEEK_MS = 7 * 86_400_000;

/** Categories and their themes (invented for the sandbox; believable, not any media's catalogue). */
const POOL: Readonly<Record<string, readonly string[]>> = {
  电商购物: ['美妆护肤高意向', '母婴用品活跃', '数码3C比价', '服饰鞋包偏好', '大促活跃购物'],
  游戏: ['重度手游玩家', '休闲游戏活跃', '二次元游戏偏好', 'SLG付费潜力'],
  教育: ['K12家长', '职业考证', '语言学习', '考研备考'],
  金融: ['理财意向', '信用卡申请意向', '保险关注'],
  本地生活: ['餐饮外卖高频', '到店团购活跃', '周边游出行'],
  汽车: ['新能源车关注', '购车意向', '汽车后市场'],
  应用下载: ['工具类应用活跃', '短视频重度', '阅读类应用活跃', '社交应用新用户'],
  健康: ['健身运动', '医美关注', '保健品意向'],
};

const ENTRIES = Object.entries(POOL).flatMap(([category, themes]) => themes.map((theme) => ({ category, theme })));
/** Packs per media: the pool once and the half-year variants of its first themes. */
const COUNT = 40;
/** Share of packs a media withdraws in a given week. */
const WITHDRAWN_SHARE = 0.04;

export const handpickId = (media: string, i: number) => `hp_${media}_${String(i + 1).padStart(3, '0')}`;

function packOf(media: string, i: number, week: number): HandpickedAudience {
  const { category, theme } = ENTRIES[i % ENTRIES.length];
  const variant = i >= ENTRIES.length ? '（近180天）' : '（近30天）';
  const size = Math.round((200_000 + 30_000_000 * unitHash('handpick-size', media, i) ** 2) * (0.9 + 0.2 * unitHash('handpick-week', media, i, week)));
  return {
    handpickId: handpickId(media, i),
    name: `${theme}${variant}`,
    category,
    size,
    description: `沙箱媒体按${category}行为圈定的${theme}人群，每周更新`,
  };
}

/** The packs a media offers in the week of `now` (withdrawn ones left out). */
export function handpickedCatalogue(media: string, now: number): HandpickedAudience[] {
  const week = Math.floor(now / WEEK_MS);
  const out: HandpickedAudience[] = [];
  for (let i = 0; i < COUNT; i++) if (unitHash('handpick-withdrawn', media, i, week) >= WITHDRAWN_SHARE) out.push(packOf(media, i, week));
  return out;
}
