// Delivery-like rows for the stories, the tests and the benchmark: deterministic, so every run draws the same.
import type { DataTableColumn } from './data-table';

export interface DeliveryRow {
  id: string;
  name: string;
  status: string;
  account: string;
  budget: string;
  bid: string;
  cost: string;
  impressions: string;
  clicks: string;
  ctr: string;
  conversions: string;
  cpa: string;
  schedule: string;
  createdAt: string;
  updatedAt: string;
}

const STATUSES = ['投放中', '已暂停', '审核中', '审核不通过', '已完成', '预算不足'];
const ACCOUNTS = ['华东电商旗舰店', '品牌直营-抖音', '本地生活推广账户', '游戏拉新一组', '教育线索二组'];
const THEMES = ['双十一大促', '新品首发', '会员拉新', '直播间引流', '618返场', '品牌曝光', '门店到店', '应用下载'];
const SUFFIXES = ['', '-智能出价-自动扩量-华东地区女性25至35岁兴趣人群', '-A版素材', '-重定向老客召回计划（第二批）'];

/** A small fixed-seed generator (mulberry32): the same rows on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// One formatter each: toLocaleString builds a new one per call, which for 10,000 rows costs about a second.
const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const COUNT = new Intl.NumberFormat('zh-CN');
const money = (n: number) => MONEY.format(n);
const count = (n: number) => COUNT.format(n);
const day = (offset: number) => {
  const date = new Date(Date.UTC(2025, 0, 1) + offset * 86400000);
  return date.toISOString().slice(0, 10);
};

export function deliveryRows(total: number, seed = 7): DeliveryRow[] {
  const next = random(seed);
  return Array.from({ length: total }, (_, i) => {
    const impressions = Math.floor(next() * 2000000);
    const clicks = Math.floor(impressions * next() * 0.05);
    const conversions = Math.floor(clicks * next() * 0.2);
    const cost = clicks * (0.3 + next() * 2);
    const pick = <V,>(list: readonly V[]) => list[Math.floor(next() * list.length)];
    return {
      id: String(1780000000000 + i),
      name: `${pick(THEMES)}-${String(i + 1).padStart(5, '0')}${pick(SUFFIXES)}`,
      status: pick(STATUSES),
      account: pick(ACCOUNTS),
      budget: money(Math.floor(next() * 50000) + 300),
      bid: money(0.3 + next() * 80),
      cost: money(cost),
      impressions: count(impressions),
      clicks: count(clicks),
      ctr: `${impressions ? ((clicks / impressions) * 100).toFixed(2) : '0.00'}%`,
      conversions: count(conversions),
      cpa: conversions ? money(cost / conversions) : '-',
      schedule: `${day(i % 300)} 至 ${day((i % 300) + 30)}`,
      createdAt: `${day(i % 365)} 10:${String(i % 60).padStart(2, '0')}`,
      updatedAt: `${day((i % 365) + 1)} 18:${String((i * 7) % 60).padStart(2, '0')}`,
    };
  });
}

/** 15 columns, as a delivery report shows them. */
export const DELIVERY_COLUMNS: DataTableColumn<DeliveryRow>[] = [
  { key: 'name', title: '计划名称', width: 220, fixed: 'left' },
  { key: 'id', title: '计划ID', width: 150 },
  { key: 'status', title: '状态', width: 100 },
  { key: 'account', title: '账户名称', width: 160 },
  { key: 'budget', title: '预算（元）', width: 120, align: 'right' },
  { key: 'bid', title: '出价（元）', width: 110, align: 'right' },
  { key: 'cost', title: '消耗（元）', width: 130, align: 'right' },
  { key: 'impressions', title: '展示数', width: 120, align: 'right' },
  { key: 'clicks', title: '点击数', width: 110, align: 'right' },
  { key: 'ctr', title: '点击率', width: 90, align: 'right' },
  { key: 'conversions', title: '转化数', width: 100, align: 'right' },
  { key: 'cpa', title: '转化成本（元）', width: 130, align: 'right' },
  { key: 'schedule', title: '投放时间', width: 200 },
  { key: 'createdAt', title: '创建时间', width: 150 },
  { key: 'updatedAt', title: '更新时间', width: 150 },
];
