// Short texts of a targeting pack's values for list columns and summaries (docs/design/properties.md §2.4):
// 北京、上海等5个地域. Pure, so a media's sandbox summary (server) and its web columns can say the same.
import { PROPERTY_KIT_TEXTS as T } from '../texts';

/** Names of a list: all of them up to `shown`, else the first `shown` and the count (北京、上海等5个地域); 不限 when empty. */
export function summarizeNames(names: readonly string[], unit: string, shown = 2): string {
  if (names.length === 0) return T.SUMMARY.UNLIMITED;
  if (names.length <= shown) return names.join('、');
  return T.SUMMARY.OF(names.slice(0, shown).join('、'), names.length, unit);
}

/** A region value's text from its codes and the tree's names (a code the tree lacks shows as itself). */
export function regionSummary(codes: readonly number[], names: ReadonlyMap<number, string>, shown = 2): string {
  return summarizeNames(codes.map((code) => names.get(code) ?? String(code)), T.SUMMARY.REGIONS, shown);
}
