// 巨量千川's 定向包 in the sandbox (docs/design/properties.md §3.5): the ad audience fields as toutiao's, regions
// checked against the three-level tree (every code in it, no region with its own ancestor, at most 3,000), each
// choice one of the media's, packs never both included and excluded; not reviewed, pushed to 100 accounts a call.
import { checkRegionCodes } from '@toufang/domain';
import { QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_SUMMARY, QIANCHUAN_TARGET_SAMPLES, QIANCHUAN_TARGET_TEXTS as T } from '@toufang/media-qianchuan-limits';
import { propertyRefusal, refusal, type PropertyValues, type Refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { among, key, wordOf } from './values';

const LIMITS = QIANCHUAN_PROPERTY_LIMITS.target;
const S = QIANCHUAN_SUMMARY.target;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** The words of a list's values, or 不限 for none. */
const wordsOf = (words: Readonly<Record<string, string>>, value: unknown) => listOf(value).map((v) => wordOf(words, v)).join('、') || T.UNLIMITED;

/** One value among the media's, or absent. */
function oneOf(values: PropertyValues, name: string, list: readonly string[], label: string): Refusal | null {
  return values[name] === undefined || among(list, values[name]) ? null : refusal('property_invalid', { detail: T.BAD_VALUE(label, key(values, name) ?? '') });
}
/** Values among the media's, or absent. */
function someOf(values: PropertyValues, name: string, list: readonly string[], label: string): Refusal | null {
  const bad = listOf(values[name]).find((v) => !among(list, v));
  return bad === undefined ? null : refusal('property_invalid', { detail: T.BAD_VALUE(label, String(bad)) });
}

export const QIANCHUAN_TARGET: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '17', digits: 16 },
  review: null,
  lifecycle: null,
  check(values, ctx) {
    const choice =
      oneOf(values, 'district', LIMITS.DISTRICTS, T.DISTRICT) ??
      oneOf(values, 'location_type', LIMITS.LOCATION_TYPES, T.LOCATION_TYPE) ??
      someOf(values, 'age', LIMITS.AGES, T.AGE) ??
      oneOf(values, 'gender', LIMITS.GENDERS, T.GENDER) ??
      someOf(values, 'platform', LIMITS.PLATFORMS, T.PLATFORM) ??
      someOf(values, 'ac', LIMITS.NETWORKS, T.NETWORK);
    if (choice) return choice;
    if (values.district === undefined) return refusal('property_invalid', { detail: T.CHOOSE(T.DISTRICT) });
    const codes = listOf(values.city).map(Number);
    if (values.district !== 'NONE' && codes.length === 0) return refusal('property_invalid', { detail: T.CITY_REQUIRED });
    if (values.district === 'NONE' && codes.length > 0) return refusal('property_invalid', { detail: T.CITY_WITHOUT_DISTRICT });
    const region = checkRegionCodes(codes, ctx.regions, LIMITS.REGION);
    if (region) return propertyRefusal(ctx.media, region);
    const include = listOf(values.retargeting_tags_include).map(String);
    const exclude = listOf(values.retargeting_tags_exclude).map(String);
    if (include.length > LIMITS.AUDIENCES_MAX) return refusal('property_invalid', { detail: T.AUDIENCES_TOO_MANY(T.INCLUDE, LIMITS.AUDIENCES_MAX) });
    if (exclude.length > LIMITS.AUDIENCES_MAX) return refusal('property_invalid', { detail: T.AUDIENCES_TOO_MANY(T.EXCLUDE, LIMITS.AUDIENCES_MAX) });
    const both = include.filter((id) => exclude.includes(id));
    return both.length > 0 ? refusal('property_invalid', { detail: T.AUDIENCE_BOTH(both.join('、')) }) : null;
  },
  summary: (values) => ({
    [S.REGION]: listOf(values.city).length > 0 ? `${wordOf(T.DISTRICTS, values.district)}·${T.REGIONS(listOf(values.city).length)}` : T.UNLIMITED,
    [S.AGE]: wordsOf(T.AGES, values.age),
    [S.GENDER]: values.gender === undefined ? T.UNLIMITED : wordOf(T.GENDERS, values.gender),
    [S.PLATFORM]: wordsOf(T.PLATFORMS, values.platform),
    [S.NETWORK]: wordsOf(T.NETWORKS, values.ac),
    [S.AUDIENCES]: T.PACKS(listOf(values.retargeting_tags_include).length, listOf(values.retargeting_tags_exclude).length),
  }),
  // One of each sample an account (the seed makes packs before orientations may name them: none do).
  seed: { perAccount: QIANCHUAN_TARGET_SAMPLES.length, make: (_random, _account, i) => QIANCHUAN_TARGET_SAMPLES[i % QIANCHUAN_TARGET_SAMPLES.length] },
};
