// 定向包 in 百度营销's sandbox (docs/design/properties.md §3.4): reviewed 5–30 minutes after a create or edit; its
// regions checked on the two-level tree, its crowds the account's own and never both ways (checkBaiduTarget for
// the rest); the list says 北京、上海等5个地域 and the crowds' counts; pushed to 10 accounts a call.
import { checkRegionCodes } from '@toufang/domain';
import { BAIDU_PROPERTY_LIMITS, BAIDU_PROPERTY_SEEDS, BAIDU_PROPERTY_SENTENCES as S, BAIDU_SUMMARY_KEYS, BAIDU_TARGET_WORDS as W, checkBaiduTarget } from '@toufang/media-baidu-limits';
import { propertyRefusal, type PropertyValues } from '@toufang/server-media';
import { regionNames as sandboxRegionNames, type SandboxPropertyType } from '@toufang/server-sandbox';
import { invalid, listOf, refusalOf } from './values';

const LIMITS = BAIDU_PROPERTY_LIMITS.target;
const K = BAIDU_SUMMARY_KEYS.target;

/** Region names by code at the media's depth (kept by the sandbox). */
const regionNames = () => sandboxRegionNames(LIMITS.REGION.DEPTH);

/** Up to two names, else the first two and the count (北京、上海等5个地域); 不限 when empty. */
const namesText = (items: readonly string[], unit: string) =>
  items.length === 0 ? '不限' : items.length <= 2 ? items.join('、') : `${items.slice(0, 2).join('、')}等${items.length}个${unit}`;

function summary(values: PropertyValues): Record<string, string> {
  const word = (words: Readonly<Record<number, string>>, code: unknown) => words[code as number] ?? String(code);
  const include = listOf(values, 'common').length;
  const exclude = listOf(values, 'exclude').length;
  return {
    [K.REGION]: namesText(listOf<number>(values, 'region').map((code) => regionNames().get(code) ?? String(code)), '地域'),
    [K.AGE]: namesText(listOf(values, 'age').map((age) => word(W.AGES, age)), '年龄段'),
    [K.SEX]: values.sex === undefined ? '不限' : word(W.SEXES, values.sex),
    [K.DEVICE]: values.device === undefined ? '不限' : word(W.DEVICES, values.device),
    [K.CROWDS]: include + exclude === 0 ? '不限' : `定向${include}个，排除${exclude}个`,
  };
}

export const BAIDU_TARGET: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '8', digits: 9 }, // chosen
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values, ctx) {
    const own = refusalOf(checkBaiduTarget(values));
    if (own) return own;
    const region = checkRegionCodes(listOf<number>(values, 'region'), ctx.regions, LIMITS.REGION);
    if (region) return propertyRefusal(ctx.media, region);
    const foreign = [...listOf<string>(values, 'common'), ...listOf<string>(values, 'exclude')].find((id) => !ctx.audiences.has(id));
    return foreign === undefined ? null : invalid(S.CROWD_NOT_OWN(foreign));
  },
  summary,
  seed: BAIDU_PROPERTY_SEEDS.target,
};
