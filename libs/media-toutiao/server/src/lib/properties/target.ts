// 巨量引擎's 定向包 in the sandbox (docs/design/properties.md §3.1): reviewed audience packages whose regions it
// checks on its tree at depth 3, whose packs must be the account's own and never both ways (toutiaoTargetProblems
// for the rest, the browser's words); the list says 北京、上海等5个地域; pushed to up to 100 accounts a call.
import { checkRegionCodes } from '@toufang/domain';
import {
  TOUTIAO_PROPERTY_LIMITS,
  TOUTIAO_PROPERTY_SAMPLES,
  TOUTIAO_TARGET_AGES,
  TOUTIAO_TARGET_GENDERS,
  TOUTIAO_TARGET_PLATFORMS,
  TOUTIAO_TARGET_TEXTS as T,
  termLabel,
  toutiaoTargetProblems,
  type SummaryOf,
} from '@toufang/media-toutiao-limits';
import { propertyRefusal, refusal, type PropertyValues } from '@toufang/server-media';
import { regionNames as sandboxRegionNames, type SandboxPropertyType } from '@toufang/server-sandbox';

const LIMITS = TOUTIAO_PROPERTY_LIMITS.target;
const SAMPLES = TOUTIAO_PROPERTY_SAMPLES.target;

/** Region names by code at the media's depth (kept by the sandbox). */
const regionNames = () => sandboxRegionNames(LIMITS.REGION.DEPTH);

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** Up to two names, else the first two and the count (北京、上海等5个地域); 不限 when empty. */
const namesText = (items: readonly string[], unit: string) =>
  items.length === 0 ? '不限' : items.length <= 2 ? items.join('、') : `${items.slice(0, 2).join('、')}等${items.length}个${unit}`;

function summary(values: PropertyValues): SummaryOf<'target'> {
  const include = listOf(values.retargeting_tags_include).length;
  const exclude = listOf(values.retargeting_tags_exclude).length;
  return {
    地域: namesText(listOf(values.city).map((code) => regionNames().get(Number(code)) ?? String(code)), '地域'),
    年龄: namesText(listOf(values.age).map((age) => termLabel(TOUTIAO_TARGET_AGES, age)), '年龄段'),
    性别: values.gender === undefined ? '不限' : termLabel(TOUTIAO_TARGET_GENDERS, values.gender),
    平台: namesText(listOf(values.platform).map((p) => termLabel(TOUTIAO_TARGET_PLATFORMS, p)), '平台'),
    人群包: include + exclude === 0 ? '不限' : `定向${include}个，排除${exclude}个`,
  };
}

export const TARGET: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '15', digits: 16 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values, ctx) {
    const [first] = toutiaoTargetProblems(values);
    if (first) return refusal('property_invalid', { detail: first.text });
    const region = checkRegionCodes(listOf(values.city).map(Number), ctx.regions, LIMITS.REGION);
    if (region) return propertyRefusal(ctx.media, region);
    const foreign = [...listOf(values.retargeting_tags_include), ...listOf(values.retargeting_tags_exclude)].find((id) => !ctx.audiences.has(String(id)));
    return foreign === undefined ? null : refusal('property_invalid', { detail: T.AUDIENCE_NOT_OWN(String(foreign)) });
  },
  summary,
  seed: {
    perAccount: 4,
    make: (_random, account, i) => {
      const at = ([...account.advertiserId].reduce((sum, c) => sum + c.charCodeAt(0), 0) + i) % SAMPLES.names.length;
      // The seed's second pack of an account is 可用 (seed-properties.ts spreads the lifecycle in turn).
      const pack = account.audiences[1] ?? account.audiences[0];
      return { name: SAMPLES.names[at], values: { ...SAMPLES.values[at % SAMPLES.values.length], ...(pack ? { retargeting_tags_include: [pack] } : {}) } };
    },
  },
};
