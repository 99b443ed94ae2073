// How 首页 and 看板 show a figure and its change (issue 24: today against yesterday and last week). Rates come from
// sums (转化成本 = 消耗 ÷ 转化), never from means of rates; a ratio over 0 has no value and shows -.
import { formatYuan } from '@toufang/domain';
import type { HomeSums } from '../queries/home';

export type CompareKey = 'cost' | 'show' | 'click' | 'convert' | 'convertCost';

/** The figure of a key from sums; null when it has no value (转化成本 with no conversion). */
export function figureOf(key: CompareKey, sums: HomeSums): number | null {
  if (key === 'convertCost') return sums.convert > 0 ? sums.cost / sums.convert : null;
  return sums[key];
}

/** A figure as the desk writes it: 元 with two decimals, counts with separators, - without a value. */
export function formatFigure(key: CompareKey, value: number | null): string {
  if (value === null) return '-';
  if (key === 'cost' || key === 'convertCost') return formatYuan(value);
  return value.toLocaleString('zh-CN');
}

/** The change from `before` to `now` in %, one decimal; null when `before` is 0 or either has no value. */
export function changePct(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** +12.5% / -3.0% / -. */
export function formatChange(pct: number | null): string {
  if (pct === null) return '-';
  return `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`;
}
