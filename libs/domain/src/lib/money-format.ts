// How the desk writes an amount of 元 wherever it shows one: two decimals and thousands separators (15,264.81),
// the way the media's consoles and the delivery tables' money columns read.
const YUAN = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 元 with two decimals and thousands separators. */
export function formatYuan(value: number): string {
  return YUAN.format(value);
}
