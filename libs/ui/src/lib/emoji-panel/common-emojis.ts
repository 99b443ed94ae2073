/** An emoji the panel offers: the character inserted and its Chinese name (the button's accessible name). */
export interface EmojiItem {
  char: string;
  name: string;
}

/** Common emoji of ad titles, in panel order (8 per row). */
export const COMMON_EMOJIS: readonly EmojiItem[] = [
  { char: '😀', name: '笑脸' },
  { char: '😂', name: '笑哭' },
  { char: '😍', name: '爱慕' },
  { char: '🥰', name: '喜爱' },
  { char: '😊', name: '微笑' },
  { char: '😎', name: '酷' },
  { char: '🤔', name: '思考' },
  { char: '😭', name: '大哭' },
  { char: '😱', name: '惊恐' },
  { char: '🤩', name: '星星眼' },
  { char: '😋', name: '好吃' },
  { char: '🥳', name: '庆祝脸' },
  { char: '👍', name: '点赞' },
  { char: '👏', name: '鼓掌' },
  { char: '🙏', name: '拜托' },
  { char: '💪', name: '加油' },
  { char: '👉', name: '右指' },
  { char: '👈', name: '左指' },
  { char: '👇', name: '下指' },
  { char: '✨', name: '闪光' },
  { char: '🔥', name: '火爆' },
  { char: '🎉', name: '彩带' },
  { char: '🎁', name: '礼物' },
  { char: '💰', name: '钱袋' },
  { char: '💯', name: '满分' },
  { char: '❤️', name: '红心' },
  { char: '⭐', name: '星星' },
  { char: '🌟', name: '闪亮星' },
  { char: '✅', name: '对勾' },
  { char: '❌', name: '叉号' },
  { char: '⚡', name: '闪电' },
  { char: '📣', name: '喇叭' },
  { char: '🆕', name: '新' },
  { char: '🆓', name: '免费' },
  { char: '🔝', name: '置顶' },
  { char: '🚀', name: '火箭' },
  { char: '📱', name: '手机' },
  { char: '🛒', name: '购物车' },
  { char: '⏰', name: '闹钟' },
  { char: '🍀', name: '幸运草' },
];
