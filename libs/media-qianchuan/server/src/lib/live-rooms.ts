// 巨量千川's plans sell goods either through short videos (营销目标 VIDEO_PROM_GOODS) or in a 抖音 live room
// (LIVE_PROM_GOODS, with the 抖音号 that goes live). The sandbox gives each account two or three 抖音号 and
// each plan its goal and room from a hash of its id, so every listing and every fresh desk answer the same.
// QIANCHUAN_LIVE is the sandbox's live configuration over them (docs/design/live-home.md §3.2).
import { unitHash, type SandboxLive } from '@toufang/server-sandbox';
import type { ObjectLevel } from '@toufang/server-media';

/** The values of marketing_goal, as 巨量千川's API names them. */
export const QIANCHUAN_MARKETING_GOAL = { live: 'LIVE_PROM_GOODS', video: 'VIDEO_PROM_GOODS' } as const;

/** The share of the sandbox's plans that promote a live room. */
export const LIVE_PLAN_SHARE = 0.6;

/** The sandbox's 抖音号 nicknames (沙箱: no such accounts exist on 抖音). */
const ANCHOR_NAMES = [
  '好物严选直播间',
  '国货美妆官方旗舰',
  '鲜果园产地直发',
  '小林家居生活馆',
  '童趣玩具工厂店',
  '运动装备折扣仓',
  '茶语山房',
  '宠物零食研究所',
  '轻食厨房日记',
  '潮流男装馆',
] as const;

/** The account's 抖音号 that go live (two or three, the same on every listing): 16-digit ids and their nicknames. */
export function qianchuanAwemes(advertiserId: string): { id: string; name: string }[] {
  const rooms = 2 + Math.floor(unitHash('rooms', advertiserId) * 2);
  return Array.from({ length: rooms }, (_, room) => ({
    // A 16-digit id, as 抖音's are, from the account and its room.
    id: String(1_000_000_000_000_000 + Math.floor(unitHash('aweme-id', advertiserId, room) * 8_000_000_000_000_000)),
    name: ANCHOR_NAMES[Math.floor(unitHash('anchor', advertiserId, room) * ANCHOR_NAMES.length)],
  }));
}

/**
 * marketing_goal for every plan; aweme_id and aweme_name for a plan that promotes a live room. A plan created
 * through the port keeps the goal and 抖音号 it was created with (its settings), named as the account's 抖音号 is.
 */
export function qianchuanAttributes(object: {
  readonly id: string;
  readonly level: ObjectLevel;
  readonly advertiserId: string;
  readonly settings?: Readonly<Record<string, unknown>> | null;
}): Record<string, string> {
  if (object.level !== 'plan') return {};
  const awemes = qianchuanAwemes(object.advertiserId);
  const goal = object.settings?.['marketing_goal'];
  if (typeof goal === 'string') {
    if (goal !== QIANCHUAN_MARKETING_GOAL.live) return { marketing_goal: goal };
    const aweme = awemes.find((a) => a.id === object.settings?.['aweme_id']);
    return aweme ? { marketing_goal: goal, aweme_id: aweme.id, aweme_name: aweme.name } : { marketing_goal: goal };
  }
  if (unitHash('marketing-goal', object.id) >= LIVE_PLAN_SHARE) return { marketing_goal: QIANCHUAN_MARKETING_GOAL.video };
  const aweme = awemes[Math.floor(unitHash('room', object.id) * awemes.length)];
  return { marketing_goal: QIANCHUAN_MARKETING_GOAL.live, aweme_id: aweme.id, aweme_name: aweme.name };
}

/** Nicknames of the 抖音号 a sandbox company has bound to no account yet (沙箱), which the 抖音号 consent page offers. */
const SPARE_NAMES = ['沙箱达人·小鹿好物', '沙箱达人·阿杰测评', '沙箱达人·木子穿搭', '沙箱达人·老周厨房', '沙箱达人·晴天母婴', '沙箱达人·山野茶人'] as const;

/**
 * The sandbox's live rooms of 巨量千川: each account's 抖音号 (the first is its 24-hour room) and its live plans
 * (marketing_goal LIVE_PROM_GOODS with their aweme_id).
 */
export const QIANCHUAN_LIVE: SandboxLive = {
  awemes: qianchuanAwemes,
  liveAwemeOf: (object) => {
    const attributes = qianchuanAttributes(object);
    return attributes.marketing_goal === QIANCHUAN_MARKETING_GOAL.live ? (attributes.aweme_id ?? null) : null;
  },
  spareNames: SPARE_NAMES,
};
