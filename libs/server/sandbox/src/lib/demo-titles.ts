// The sandbox's creative titles: every delivering ad of a sandbox media carries a title (the media's attribute
// `title`), picked from this pool by a hash of its id, so the same ad answers the same title on every listing
// and the title library (标题) has figures to show. The desk's demo seed keeps the whole pool in the demo
// company's title library; the titles past SANDBOX_TITLED are in the library but on no ad yet.
import { unitHash } from './model';

/** Per industry: what is sold and the hooks an optimiser writes around it. None uses the ad law's forbidden words. */
const INDUSTRIES: readonly { products: readonly string[]; hooks: readonly ((p: string) => string)[] }[] = [
  {
    products: ['补水面膜', '氨基酸洁面', '防晒喷雾', '玻尿酸精华', '素颜霜'],
    hooks: [
      (p) => `换季干皮救星，这款${p}用过都说好`,
      (p) => `${p}限时买一送一，手慢无`,
      (p) => `学生党也买得起的${p}，一瓶用三个月`,
      (p) => `{地区}姐妹都在回购的${p}`,
      (p) => `熬夜脸急救，${p}今晚就安排`,
    ],
  },
  {
    products: ['新能源SUV', '紧凑型轿车', '七座MPV', '纯电小车'],
    hooks: [
      (p) => `{城市}车主看过来，${p}到店试驾送好礼`,
      (p) => `首付3万开回家，${p}限时钜惠`,
      (p) => `一家五口出行无忧，这台${p}空间够大`,
      (p) => `${p}0息分期，本周末到店再享补贴`,
    ],
  },
  {
    products: ['英语启蒙课', '少儿编程课', '考研数学班', '成人口语课', '书法体验课'],
    hooks: [
      (p) => `9.9元体验${p}，不满意随时退`,
      (p) => `孩子不爱学？试试这堂${p}`,
      (p) => `{地区}家长都在抢的${p}名额`,
      (p) => `每天15分钟，${p}陪你坚持到底`,
      (p) => `${p}免费领取全套资料`,
    ],
  },
  {
    products: ['扫地机器人', '空气炸锅', '破壁机', '洗地机', '电动牙刷'],
    hooks: [
      (p) => `解放双手！${p}让家务轻松一半`,
      (p) => `${p}今日下单立减200元`,
      (p) => `租房党必备的${p}，小巧不占地`,
      (p) => `用了三年的${p}，说说真实感受`,
      (p) => `双十一提前购，${p}价格打下来了`,
    ],
  },
  {
    products: ['三国策略手游', '消除小游戏', '仙侠MMO', '休闲钓鱼游戏'],
    hooks: [
      (p) => `上线送VIP10，这款${p}太上头了`,
      (p) => `下班摸鱼就玩这款${p}`,
      (p) => `${p}新区开服，兄弟们冲`,
      (p) => `零氪也能玩，${p}福利拉满`,
    ],
  },
  {
    products: ['火锅套餐', '烤肉自助', '奶茶双杯', '小龙虾外卖', '早茶点心'],
    hooks: [
      (p) => `{城市}人气${p}，两人吃只要99`,
      (p) => `周末约起来，${p}团购价更划算`,
      (p) => `${p}新店开业，到店打卡送饮品`,
      (p) => `吃货必冲！{地区}这家${p}排队也值`,
    ],
  },
  {
    products: ['纯棉四件套', '乳胶枕', '记忆棉床垫', '遮光窗帘'],
    hooks: [
      (p) => `睡不好试试这款${p}，一觉到天亮`,
      (p) => `${p}工厂直发，包邮到家`,
      (p) => `新家布置就选它，${p}颜值在线`,
      (p) => `${p}30天无理由退换，放心买`,
    ],
  },
  {
    products: ['公积金贷款', '信用卡分期', '车险报价', '百万医疗险'],
    hooks: [
      (p) => `{地区}用户专享，${p}一分钟测额度`,
      (p) => `${p}怎么选更省钱？看完就懂`,
      (p) => `上班族的${p}攻略，收藏备用`,
    ],
  },
  {
    products: ['运动跑鞋', '冲锋衣', '瑜伽裤', '羽绒服', '通勤双肩包'],
    hooks: [
      (p) => `${p}清仓价，码数不全速抢`,
      (p) => `穿上这双${p}，走一天脚也不累`,
      (p) => `{性别}都适合的${p}，百搭不出错`,
      (p) => `今冬${p}新款上市，新人立减50`,
      (p) => `百元价位的${p}，做工超出预期`,
    ],
  },
  {
    products: ['婚纱摄影', '全屋定制', '旧房翻新', '装修设计'],
    hooks: [
      (p) => `{城市}${p}免费上门量房`,
      (p) => `${p}报价透明，不增项不加价`,
      (p) => `90平小户型的${p}案例，参考一下`,
    ],
  },
];

/** Titles an optimiser writes without a product: the hook alone. */
const GENERAL = [
  '点击领取新人专享礼包',
  '{日期}限时活动，错过再等一年',
  '{星期}特惠，全场低至五折',
  '你离理想生活只差这一步',
  '同事问我链接，今天统一分享',
  '别划走！这条视频能帮你省钱',
  '看完这条视频再决定买不买',
  '{年龄}岁以后才明白的道理',
  '老板说亏本也要冲一波销量',
  '懒人福音，三步搞定',
  '很多人不知道的省钱小技巧',
  '评论区都在问的同款来了',
  '{手机品牌}用户专享福利',
  '新店开业，前100名半价',
  '今天下单，明天送到',
];

function buildPool(): string[] {
  const pool: string[] = [];
  const longest = Math.max(...INDUSTRIES.map((i) => i.products.length * i.hooks.length));
  // Interleaved, so the first part of the pool (the titles on ads) spans every industry.
  for (let n = 0; n < longest; n++) {
    for (const { products, hooks } of INDUSTRIES) {
      if (n >= products.length * hooks.length) continue;
      pool.push(hooks[n % hooks.length](products[Math.floor(n / hooks.length) % products.length]));
    }
    if (n < GENERAL.length) pool.push(GENERAL[n]);
  }
  return [...new Set(pool)];
}

export const SANDBOX_TITLES: readonly string[] = buildPool();

/** The first this-many titles of the pool are on the sandbox's ads. */
export const SANDBOX_TITLED = 180;

/** The title of a delivering ad: one of the pool's first SANDBOX_TITLED, by its id. */
export function sandboxTitleOf(objectId: string): string {
  return SANDBOX_TITLES[Math.floor(unitHash('title', objectId) * Math.min(SANDBOX_TITLED, SANDBOX_TITLES.length))];
}
