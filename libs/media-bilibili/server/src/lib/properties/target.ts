// 哔哩哔哩's 定向包 in the sandbox (docs/design/properties.md §3.6): regions checked against the two-level tree
// (every code in it, no region with its own ancestor, at most 400), each choice one of the media's, packs never
// both included and excluded; not reviewed, copied to 20 accounts a call.
import { checkRegionCodes } from '@toufang/domain';
import { BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY, BILIBILI_TARGET_SAMPLES, BILIBILI_TARGET_TEXTS as T } from '@toufang/media-bilibili-limits';
import { propertyRefusal, refusal, type PropertyValues, type Refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { among, key, wordOf } from './values';

const LIMITS = BILIBILI_PROPERTY_LIMITS.target;
const S = BILIBILI_SUMMARY.target;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** The words of a list's values, or 不限 for none. */
const wordsOf = (words: Readonly<Record<string, string>>, value: unknown) => listOf(value).map((v) => wordOf(words, v)).join('、') || T.UNLIMITED;

/** Values among the media's, or absent. */
function someOf(values: PropertyValues, name: string, list: readonly string[], label: string): Refusal | null {
  const bad = listOf(values[name]).find((v) => !among(list, v));
  return bad === undefined ? null : refusal('property_invalid', { detail: T.BAD_VALUE(label, String(bad)) });
}

export const BILIBILI_TARGET: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '2', digits: 9 },
  review: null,
  lifecycle: null,
  check(values, ctx) {
    const gender = values.gender === undefined || among(LIMITS.GENDERS, values.gender) ? null : refusal('property_invalid', { detail: T.BAD_VALUE(T.GENDER, key(values, 'gender') ?? '') });
    const choice = someOf(values, 'age', LIMITS.AGES, T.AGE) ?? gender ?? someOf(values, 'platform', LIMITS.PLATFORMS, T.PLATFORM) ?? someOf(values, 'network', LIMITS.NETWORKS, T.NETWORK);
    if (choice) return choice;
    const region = checkRegionCodes(listOf(values.region).map(Number), ctx.regions, LIMITS.REGION);
    if (region) return propertyRefusal(ctx.media, region);
    const include = listOf(values.crowd_include).map(String);
    const exclude = listOf(values.crowd_exclude).map(String);
    if (include.length > LIMITS.CROWDS_MAX) return refusal('property_invalid', { detail: T.CROWDS_TOO_MANY(T.INCLUDE, LIMITS.CROWDS_MAX) });
    if (exclude.length > LIMITS.CROWDS_MAX) return refusal('property_invalid', { detail: T.CROWDS_TOO_MANY(T.EXCLUDE, LIMITS.CROWDS_MAX) });
    const both = include.filter((id) => exclude.includes(id));
    return both.length > 0 ? refusal('property_invalid', { detail: T.CROWD_BOTH(both.join('、')) }) : null;
  },
  summary: (values) => ({
    [S.REGION]: listOf(values.region).length > 0 ? T.REGIONS(listOf(values.region).length) : T.UNLIMITED,
    [S.AGE]: wordsOf(T.AGES, values.age),
    [S.GENDER]: values.gender === undefined ? T.UNLIMITED : wordOf(T.GENDERS, values.gender),
    [S.PLATFORM]: wordsOf(T.PLATFORMS, values.platform),
    [S.NETWORK]: wordsOf(T.NETWORKS, values.network),
    [S.CROWDS]: T.PACKS(listOf(values.crowd_include).length, listOf(values.crowd_exclude).length),
  }),
  seed: { perAccount: BILIBILI_TARGET_SAMPLES.length, make: (_random, _account, i) => BILIBILI_TARGET_SAMPLES[i % BILIBILI_TARGET_SAMPLES.length] },
};
