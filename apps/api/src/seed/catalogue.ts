// Seed content that makes the desk's screens meaningful: media accounts, account groups, the company
// registry and messages. Generated from a fixed pseudo-random sequence, so every fresh database holds
// the same data (tests and screenshots can rely on it).
import { MEDIA_CODES, MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';

/** mulberry32: a tiny deterministic generator. */
export function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = ['星河互娱', '青柠教育', '云杉家居', '蓝鲸出行', '橙子美妆', '北辰汽车', '禾木生鲜', '极光影视'];
const ACCOUNT_KINDS = ['品牌专户', '效果户', '直播户', '拉新户', '测试户', '信息流户'];
export const ACCOUNTS_PER_MEDIA = 36;
export const UNBOUND_KUAISHOU_ACCOUNTS = 24;

export interface SeedAccount {
  customer: 1 | 2;
  mediaCode: MediaCode;
  accountId: string;
  accountName: string;
  /** Index into ACCOUNT_GROUPS, or null. */
  group: number | null;
  adCount: number;
  bound: boolean;
}

export const ACCOUNT_GROUPS = ['华北投放组', '华东投放组', '游戏专项组', '电商大促组'];

function numericId(random: () => number, digits: number): string {
  let id = String(1 + Math.floor(random() * 9));
  while (id.length < digits) id += String(Math.floor(random() * 10));
  return id;
}

export function seedAccounts(): SeedAccount[] {
  const random = randomSequence(20260101);
  const accounts: SeedAccount[] = [];
  const seen = new Set<string>();
  const add = (customer: 1 | 2, mediaCode: MediaCode, index: number, bound: boolean) => {
    let accountId = numericId(random, MEDIA_REGISTRY[mediaCode].accountIdDigits);
    while (seen.has(`${mediaCode}:${accountId}`)) accountId = numericId(random, MEDIA_REGISTRY[mediaCode].accountIdDigits);
    seen.add(`${mediaCode}:${accountId}`);
    const brand = customer === 2 ? '远航电商' : BRANDS[index % BRANDS.length];
    const kind = ACCOUNT_KINDS[Math.floor(random() * ACCOUNT_KINDS.length)];
    accounts.push({
      customer,
      mediaCode,
      accountId,
      accountName: `${brand}_${MEDIA_REGISTRY[mediaCode].shortName}${kind}_${String(index + 1).padStart(2, '0')}`,
      group: customer === 1 && bound && index % 3 !== 2 ? index % ACCOUNT_GROUPS.length : null,
      adCount: Math.floor(random() * 120),
      bound,
    });
  };
  for (const mediaCode of MEDIA_CODES) {
    for (let i = 0; i < ACCOUNTS_PER_MEDIA; i++) add(1, mediaCode, i, true);
  }
  for (let i = 0; i < UNBOUND_KUAISHOU_ACCOUNTS; i++) add(1, 'kuaishou', ACCOUNTS_PER_MEDIA + i, false);
  for (let i = 0; i < 10; i++) add(2, 'toutiao', i, true);
  return accounts;
}

const COMPANY_NAMES = [
  '北京星河互娱科技有限公司',
  '上海青柠教育科技有限公司',
  '杭州云杉家居用品有限公司',
  '深圳蓝鲸出行服务有限公司',
  '广州橙子美妆贸易有限公司',
  '北京北辰汽车销售有限公司',
  '成都禾木生鲜供应链有限公司',
  '上海极光影视文化传媒有限公司',
  '杭州远航电子商务有限公司',
  '南京星河网络科技有限公司',
  '武汉青柠信息技术有限公司',
  '厦门云杉文化传播有限公司',
  '北京字里行间广告有限公司',
  '上海潮汐数字营销有限公司',
  '深圳星火互动娱乐有限公司',
  '苏州木棉家纺有限公司',
  '西安长安文旅发展有限公司',
  '重庆山城火锅餐饮管理有限公司',
  '天津渤海物流科技有限公司',
  '长沙湘江教育咨询有限公司',
  '青岛海风食品有限公司',
  '合肥科创智能科技有限公司',
];

/** Region prefix of each company's unified social credit code, by city. */
const CITY_CODES: Record<string, string> = {
  北京: '110105',
  上海: '310115',
  杭州: '330106',
  深圳: '440300',
  广州: '440106',
  成都: '510107',
  南京: '320106',
  武汉: '420106',
  厦门: '350203',
  苏州: '320505',
  西安: '610113',
  重庆: '500103',
  天津: '120116',
  长沙: '430104',
  青岛: '370212',
  合肥: '340104',
};

export function seedCompanies(): { name: string; creditCode: string }[] {
  const random = randomSequence(911);
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  return COMPANY_NAMES.map((name) => {
    const region = CITY_CODES[name.slice(0, 2)] ?? '110000';
    let tail = '';
    while (tail.length < 10) tail += alphabet[Math.floor(random() * alphabet.length)];
    return { name, creditCode: `91${region}${tail}` };
  });
}

export interface SeedMessage {
  title: string;
  type: 'SYSTEM' | 'TASK' | 'ACCOUNT';
  content: string;
  /** Hours before the seed time. */
  hoursAgo: number;
  /** The company whose users get it, when it speaks of that company's accounts or tasks; absent: everyone. */
  customer?: 1 | 2;
}

const SYSTEM_TITLES = [
  '平台将于本周六凌晨2:00-4:00进行系统升级',
  '新版数据看板功能上线通知',
  '首页与报表功能将于2025年1月10日下线',
  '巨量引擎开放接口升级公告',
  '腾讯广告3.0投放能力更新说明',
  '磁力智投新增智能出价策略',
  '百度营销搜索推广规则调整通知',
  '巨量千川直播间监控功能优化',
  '哔哩哔哩投放模板新增字段说明',
  '防出错规则新增预算校验项',
];

const TASK_TITLES = [
  '批量创建任务已完成：巨量引擎 12 条广告',
  '批量创建任务部分失败：腾讯广告3.0 3 条创意',
  '素材推送任务已完成：36 个视频素材',
  '定时报表推送成功：投放日报',
  'AI助手规则执行完成：暂停 5 条计划',
  '批量复制任务已完成：磁力智投 8 个计划',
  '素材审核任务已完成：通过 20 个，驳回 2 个',
  '标题组同步任务已完成',
];

const ACCOUNT_TITLES = [
  '账户余额不足提醒：星河互娱_巨量效果户_03',
  '账户授权即将过期：青柠教育_腾讯拉新户_07',
  '新账户审核通过：云杉家居_百度信息流户_12',
  '账户日预算已撞线：蓝鲸出行_磁力直播户_05',
  '账户资质即将到期，请尽快更新',
  '账户已被媒体冻结：橙子美妆_千川测试户_02',
  '代理商账户绑定成功',
];

function paragraphs(title: string, lines: string[]): string {
  return `<h3>${title}</h3>` + lines.map((line) => `<p>${line}</p>`).join('');
}

export function seedMessages(): SeedMessage[] {
  const messages: SeedMessage[] = [];
  // 25 system messages: the ten notices above, then the weekly product notes, enough for paging.
  for (let i = 0; i < 25; i++) {
    const title = i < SYSTEM_TITLES.length ? SYSTEM_TITLES[i] : `第${i - SYSTEM_TITLES.length + 1}期产品更新周报`;
    messages.push({
      title,
      type: 'SYSTEM',
      hoursAgo: 6 + i * 11,
      content: paragraphs(title, [
        '尊敬的客户，您好：',
        '为提升投放效率与稳定性，平台对相关功能进行了调整，具体内容如下：',
        '<ul><li>优化批量创建流程，减少等待时间；</li><li>修复已知问题，提升系统稳定性。</li></ul>',
        '如有疑问，请联系您的运营人员。',
      ]),
    });
  }
  // Tasks and account notices speak of the demo company's own work and accounts: its users alone get them.
  TASK_TITLES.forEach((title, i) =>
    messages.push({
      customer: 1,
      title,
      type: 'TASK',
      hoursAgo: 3 + i * 17,
      content: paragraphs(title, [`任务编号：T${20260100 + i}`, '请前往<a href="/tools-app/tool/task-center">任务中心</a>查看详情。']),
    }),
  );
  ACCOUNT_TITLES.forEach((title, i) =>
    messages.push({
      customer: 1,
      title,
      type: 'ACCOUNT',
      hoursAgo: 1 + i * 23,
      content: paragraphs(title, ['请及时处理，以免影响投放。', '<strong>提示：</strong>账户状态每 10 分钟同步一次。']),
    }),
  );
  // The second company's account notices name its own accounts.
  seedAccounts()
    .filter((account) => account.customer === 2)
    .slice(0, 2)
    .forEach((account, i) =>
      messages.push({
        customer: 2,
        title: `${i === 0 ? '账户余额不足提醒' : '账户日预算已撞线'}：${account.accountName}`,
        type: 'ACCOUNT',
        hoursAgo: 4 + i * 23,
        content: paragraphs(`账户提醒：${account.accountName}`, ['请及时处理，以免影响投放。']),
      }),
    );
  // A message with markup the desk must neutralise (its sanitiser is tested against this one).
  messages.push({
    title: '安全测试消息：内容含有脚本',
    type: 'SYSTEM',
    hoursAgo: 2,
    content:
      '<p>这条消息用于验证前端的内容过滤。</p><img src="x" onerror="alert(\'xss\')"><script>alert(\'xss\')</script><p>过滤后只应显示文字。</p>',
  });
  return messages;
}
