// Comments on the sandbox media's ads (docs/design/properties.md §2.7, §6.9): the media's users comment over
// time, so a comment is derived from its ad's id and the clock — a few a day from a fixed pool of texts, some
// negative, some questions — never made by the desk. Deterministic: the same ad and day give the same comments.
import { createHash } from 'node:crypto';
import { DAY } from './config';

/** Texts shown as the media's users wrote them (沙箱 data: invented, none from real users). */
export const COMMENT_TEXTS = [
  '这个产品看着不错，已经下单了',
  '请问支持货到付款吗？',
  '广告太多了，能不能少推一点',
  '买过一次，质量还可以',
  '价格有点贵，有优惠吗？',
  '怎么联系客服？',
  '发货速度很快，好评',
  '和图片上的不太一样，有点失望',
  '有没有实体店可以看看？',
  '用了一周，效果很明显',
  '已经第三次回购了',
  '包装破损了，售后一直没人回复',
  '视频拍得挺有意思的',
  '请问有适合老人用的款吗？',
  '感觉一般，不推荐',
  '活动什么时候结束？',
  '朋友推荐来的，期待收货',
  '客服态度很好，耐心解答',
  '下单三天了还没发货',
  '这个颜色还有货吗？',
] as const;

/** Commenters (the media's user nicknames), invented. */
export const COMMENT_NICKNAMES = [
  '快乐的小鱼', '晴天小雨', '阿杰同学', '爱吃橘子的猫', '山间清风', '小确幸', '路人甲', '木子李',
  '追光的人', '糖糖不吃糖', '老王看世界', '星河滚烫', '一只大白', '向日葵', '慢慢来', '柠檬不酸',
] as const;

/** Comments a day on one ad: 0 … MAX_A_DAY - 1, drawn from the ad and the day. */
const MAX_A_DAY = 4;
/** Days back a first list derives (older comments would have scrolled away on the media too). */
export const COMMENT_WINDOW_DAYS = 7;

const digest = (text: string) => createHash('sha256').update(text).digest();

export interface DerivedComment {
  commentId: string;
  objectId: string;
  text: string;
  createdAt: number;
}

/** The commenter of a comment (derived from its id, so blocking one commenter finds all their comments). */
export function commenterOf(commentId: string): { userId: string; nickname: string } {
  const n = digest(`user:${commentId}`).readUInt32BE(0) % COMMENT_NICKNAMES.length;
  return { userId: `u${String(n + 1).padStart(4, '0')}`, nickname: COMMENT_NICKNAMES[n] };
}

/**
 * The comments an ad has received between its creation and now, within the window: each day's count and each
 * comment's minute and text from the hash of media, ad and day, so every list derives the same ones.
 */
export function deriveComments(media: string, ad: { objectId: string; createdAt: number }, now: number): DerivedComment[] {
  const out: DerivedComment[] = [];
  const firstDay = Math.max(Math.floor(ad.createdAt / DAY), Math.floor(now / DAY) - COMMENT_WINDOW_DAYS + 1);
  for (let day = firstDay; day <= Math.floor(now / DAY); day++) {
    const seed = digest(`${media}:${ad.objectId}:${day}`);
    const count = seed[0] % MAX_A_DAY;
    for (let i = 0; i < count; i++) {
      const at = day * DAY + (seed.readUInt32BE(1 + i * 4) % DAY);
      if (at > now || at < ad.createdAt) continue;
      const id = digest(`${media}:${ad.objectId}:${day}:${i}`);
      out.push({
        // 19 digits like the media's comment ids, starting with 7.
        commentId: `7${(id.readBigUInt64BE(0) % 10n ** 18n).toString().padStart(18, '0')}`,
        objectId: ad.objectId,
        text: COMMENT_TEXTS[id[8] % COMMENT_TEXTS.length],
        createdAt: at,
      });
    }
  }
  return out;
}
